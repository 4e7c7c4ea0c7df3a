import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@patrocina/domain';
import { files } from '../../db/schema';
import { json, withTestApp, type ErrorBody } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';
import { imageBytes, multipartBody, noisyPng, pngDeclaring, upload } from '../../../test/files';
import { image, INVALID_IMAGE, setUpTestApp, storedRow, t, token, userId, type Uploaded } from './files.test-support';

setUpTestApp();

const HEADER_SIZE_MESSAGE = 'La imagen debe medir exactamente 1440x360 píxeles';

async function countRows() {
  return (await t.database.db.select({ id: files.id }).from(files)).length;
}

describe('uploading a podcast image', () => {
  it('accepts a PNG header of exactly 1440x360 and stores it under a generated name', async () => {
    const bytes = await imageBytes(1440, 360, 'png');
    const response = await upload(t.app, token, 'podcast-header', {
      name: '../../Mi cabecera <b>.png',
      bytes,
      type: 'image/png',
    });
    expect(response.statusCode).toBe(201);
    const { data } = json<Uploaded>(response);
    expect(data).toMatchObject({
      kind: 'podcast-header',
      url: `/api/v1/public/images/${data.id}`,
      width: 1440,
      height: 360,
      mime: 'image/png',
      name: 'Mi cabecera _b.png',
    });

    const row = (await storedRow(data.id))!;
    expect(row).toMatchObject({
      ownerId: userId,
      kind: 'podcast-header',
      mime: 'image/png',
      size: bytes.length,
      durationMs: null,
    });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.storageKey).toMatch(/^originals\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(existsSync(path.join(t.config.filesDir, ...row.storageKey.split('/')))).toBe(true);
    expect(readdirSync(t.config.filesDir, { recursive: true }).join('\n')).not.toMatch(/cabecera/i);
  });

  it('accepts a JPG extra image of 764x578', async () => {
    const response = await upload(t.app, token, 'podcast-extra', {
      name: 'estudio.jpeg',
      bytes: await imageBytes(764, 578, 'jpeg'),
    });
    expect(response.statusCode).toBe(201);
    expect(json<Uploaded>(response).data).toMatchObject({
      kind: 'podcast-extra',
      mime: 'image/jpeg',
      width: 764,
      height: 578,
      name: 'estudio.jpg',
    });
  });

  it('refuses the wrong dimensions with the size it must have, and keeps nothing', async () => {
    const before = await countRows();
    const response = await upload(t.app, token, 'podcast-header', {
      name: 'cabecera.png',
      bytes: await imageBytes(1200, 300),
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error).toEqual({
      code: 'VALIDATION_ERROR',
      message: HEADER_SIZE_MESSAGE,
      fields: [{ path: 'file', message: HEADER_SIZE_MESSAGE }],
    });
    const extra = await upload(t.app, token, 'podcast-extra', {
      name: 'extra.png',
      bytes: await imageBytes(1440, 360),
    });
    expect(json<ErrorBody>(extra).error.message).toBe('La imagen debe medir exactamente 764x578 píxeles');
    expect(await countRows()).toBe(before);
  });

  it('believes the content, not the name or the browser: a PNG named .jpg is kept as the PNG it is', async () => {
    const response = await upload(t.app, token, 'podcast-header', {
      name: 'cabecera.jpg',
      bytes: await imageBytes(1440, 360, 'png'),
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(201);
    const { data } = json<Uploaded>(response);
    expect(data).toMatchObject({ mime: 'image/png', name: 'cabecera.png' });
    expect((await image(data.id, '?w=320')).headers['content-type']).toBe('image/png');
  });

  it('refuses a text file with an image extension and type', async () => {
    const response = await upload(t.app, token, 'podcast-header', {
      name: 'cabecera.png',
      bytes: Buffer.from('esto no es una imagen, es texto'),
      type: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.message).toBe(INVALID_IMAGE);
  });

  it('refuses SVG, whatever it is called', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="360"><script>alert(1)</script></svg>',
    );
    for (const name of ['cabecera.svg', 'cabecera.png']) {
      const response = await upload(t.app, token, 'podcast-header', { name, bytes: svg, type: 'image/svg+xml' });
      expect(response.statusCode, name).toBe(400);
      expect(json<ErrorBody>(response).error.message).toBe(INVALID_IMAGE);
    }
  });

  it('refuses a real image under a name the kind does not accept', async () => {
    const response = await upload(t.app, token, 'podcast-header', {
      name: 'cabecera.exe',
      bytes: await imageBytes(1440, 360),
    });
    expect(json<ErrorBody>(response).error.message).toBe(INVALID_IMAGE);
  });

  it('refuses a damaged image whose header still looks right', async () => {
    const bytes = await imageBytes(1440, 360, 'png');
    const response = await upload(t.app, token, 'podcast-header', {
      name: 'cabecera.png',
      bytes: bytes.subarray(0, bytes.length - 60),
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.message).toBe(INVALID_IMAGE);
  });

  it('refuses an image that declares more pixels than any photo, before decoding it', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2_000);
    const response = await upload(t.app, token, 'chat-attachment', { name: 'foto.png', bytes: bomb });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.message).toBe('El archivo no es válido');
  });

  it('measures a photo as people see it, after its EXIF rotation', async () => {
    // Stored 360 wide and 1440 high, with orientation 6: shown turned, 1440x360.
    const turned = await sharp(await imageBytes(360, 1440, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const response = await upload(t.app, token, 'podcast-header', { name: 'movil.jpg', bytes: turned });
    expect(response.statusCode).toBe(201);
    const served = await image(json<Uploaded>(response).data.id, '?w=320');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 320, height: 80 });
  });

  it('refuses a file above the cap of its kind with 413 and the maximum in MB, whichever part comes first', async () => {
    const big = {
      name: 'cabecera.png',
      bytes: Buffer.concat([await noisyPng(1440, 360), Buffer.alloc(4 * 1024 * 1024)]),
    };
    expect(big.bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    for (const fileFirst of [false, true]) {
      const response = await upload(t.app, token, 'podcast-header', big, { fileFirst });
      expect(response.statusCode).toBe(413);
      expect(json<ErrorBody>(response).error).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'El archivo es demasiado grande (máximo 5 MB)',
      });
    }
  });

  it('refuses a body above the largest cap before reading it', async () => {
    const response = await upload(t.app, token, 'briefing', {
      name: 'enorme.pdf',
      bytes: Buffer.alloc(11 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(json<ErrorBody>(response).error.message).toBe('El archivo es demasiado grande (máximo 10 MB)');
  });

  it('asks for the kind and the file, and accepts nothing but a multipart form', async () => {
    const png = { name: 'a.png', bytes: await imageBytes(1440, 360) };
    expect(json<ErrorBody>(await upload(t.app, token, 'cabecera', png)).error.message).toBe(
      'Indica qué archivo estás subiendo',
    );
    const noKind = multipartBody({}, png);
    const withoutKind = await t.app.inject({
      method: 'POST',
      url: '/api/v1/private/files',
      headers: { ...noKind.headers, authorization: `Bearer ${token}` },
      payload: noKind.payload,
    });
    expect(withoutKind.statusCode).toBe(400);
    expect(json<ErrorBody>(await upload(t.app, token, 'podcast-header')).error.message).toBe('Adjunta una imagen');
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/private/files',
      headers: { authorization: `Bearer ${token}` },
      payload: { kind: 'podcast-header' },
    });
    expect(asJson.statusCode).toBe(415);
  });

  it('needs the web app’s header when the session comes from the cookie (CSRF)', async () => {
    const body = multipartBody({ kind: 'podcast-header' }, { name: 'a.png', bytes: await imageBytes(1440, 360) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/private/files',
      headers: body.headers,
      cookies: { [SESSION_COOKIE]: token },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the upload allowance', () => {
  it('is counted per user', async () => {
    await withTestApp({ env: { UPLOAD_RATE_LIMIT_PER_MINUTE: '2' } }, async (limited) => {
      const first = await createSignedInUser(limited.app, limited.database);
      const second = await createSignedInUser(limited.app, limited.database);
      const file = { name: 'b.png', bytes: await imageBytes(300, 250) };
      for (let i = 0; i < 2; i += 1)
        expect((await upload(limited.app, first.session, 'banner', file)).statusCode).toBe(201);
      const refused = await upload(limited.app, first.session, 'banner', file);
      expect(refused.statusCode).toBe(429);
      expect(json<ErrorBody>(refused).error.code).toBe('TOO_MANY_REQUESTS');
      expect((await upload(limited.app, second.session, 'banner', file)).statusCode).toBe(201);
    });
  });
});
