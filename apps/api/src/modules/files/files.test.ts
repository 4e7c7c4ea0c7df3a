import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, type UploadedFile } from '@patrocina/domain';
import { files } from '../../db/schema';
import { createLocalStorage } from '../../storage/local-storage';
import { createTestApp, json, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';
import { imageBytes, multipartBody, noisyPng, pngDeclaring, silentMp3, SPOT_MP3, upload } from '../../../test/files';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createSignedInUser(t.app, t.database);
  token = user.session;
  userId = user.id;
});
afterAll(async () => {
  await t.close();
});

type Uploaded = { data: UploadedFile };
type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

const HEADER_SIZE_MESSAGE = 'La imagen debe medir exactamente 1440x360 píxeles';
const INVALID_IMAGE = 'La imagen no es válida: usa un archivo JPG, PNG o WebP';

async function storedRow(id: string) {
  const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
  return row;
}

async function countRows() {
  return (await t.database.db.select({ id: files.id }).from(files)).length;
}

function image(id: string, query = '', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/v1/public/images/${id}${query}`, headers });
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

describe('the checks for campaign files', () => {
  it('accepts a spot MP3 of 25 s, measured from its frames', async () => {
    const response = await upload(t.app, token, 'spot', { name: 'cuña.mp3', bytes: SPOT_MP3, type: 'audio/mpeg' });
    expect(response.statusCode).toBe(201);
    const { data } = json<Uploaded>(response);
    expect(data).toMatchObject({ kind: 'spot', url: null, mime: 'audio/mpeg', width: null, name: 'cuña.mp3' });
    expect(data.durationMs).toBeGreaterThan(24_500);
    expect(data.durationMs).toBeLessThan(25_500);
  });

  it('refuses a spot shorter than 20 s or longer than 30 s, or one that is not an MP3', async () => {
    const message = 'El audio no es válido: la cuña debe ser un MP3 de 20 a 30 segundos';
    expect(
      json<Uploaded>(await upload(t.app, token, 'spot', { name: 'justa.mp3', bytes: silentMp3(30) })).data.durationMs,
    ).toBeGreaterThan(29_000);
    expect((await upload(t.app, token, 'spot', { name: 'minima.mp3', bytes: silentMp3(20) })).statusCode).toBe(201);
    for (const [name, bytes] of [
      ['corta.mp3', silentMp3(19)],
      ['larga.mp3', silentMp3(31)],
      ['muy-corta.mp3', silentMp3(10)],
      ['cuña.mp3', await imageBytes(300, 250)],
      ['cuña.mp3', Buffer.from('ID3 no es audio')],
    ] as const) {
      const response = await upload(t.app, token, 'spot', { name, bytes, type: 'audio/mpeg' });
      expect(response.statusCode, name).toBe(400);
      expect(json<ErrorBody>(response).error.message).toBe(message);
    }
    expect(json<ErrorBody>(await upload(t.app, token, 'spot')).error.message).toBe('Debes adjuntar la cuña');
  });

  it('accepts a 300x250 JPG or PNG banner and nothing else', async () => {
    expect(
      (await upload(t.app, token, 'banner', { name: 'banner.jpg', bytes: await imageBytes(300, 250, 'jpeg') }))
        .statusCode,
    ).toBe(201);
    expect(
      (await upload(t.app, token, 'banner', { name: 'banner.png', bytes: await imageBytes(300, 250, 'png') }))
        .statusCode,
    ).toBe(201);
    for (const [name, bytes] of [
      ['banner.webp', await imageBytes(300, 250, 'webp')],
      ['banner.gif', await imageBytes(300, 250, 'gif')],
      ['banner.png', await imageBytes(300, 251, 'png')],
      ['banner.png', await imageBytes(300, 300, 'png')],
      // A file that lies about its type: text named and sent as a PNG.
      ['banner.png', Buffer.from('no soy una imagen, aunque me llame banner.png')],
    ] as const) {
      const response = await upload(t.app, token, 'banner', { name, bytes });
      expect(json<ErrorBody>(response).error.message, name).toBe(
        'El banner debe ser una imagen JPG o PNG de 300x250 píxeles',
      );
    }
  });

  it('accepts a PDF briefing, refuses a program or a text dressed as one', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const accepted = await upload(t.app, token, 'briefing', { name: 'Briefing Q3.pdf', bytes: pdf });
    expect(json<Uploaded>(accepted).data).toMatchObject({
      kind: 'briefing',
      mime: 'application/pdf',
      url: null,
      name: 'Briefing Q3.pdf',
    });
    for (const [name, bytes] of [
      ['briefing.pdf', Buffer.from('solo texto')],
      ['briefing.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
      ['briefing.exe', pdf],
    ] as const) {
      const response = await upload(t.app, token, 'briefing', { name, bytes });
      expect(json<ErrorBody>(response).error.message, name).toBe(
        'El documento no es válido: usa un PDF, Word, Excel, PowerPoint u OpenDocument',
      );
    }
  });
});

describe('the image service', () => {
  let headerId: string;
  let extraId: string;
  beforeAll(async () => {
    headerId = json<Uploaded>(
      await upload(t.app, token, 'podcast-header', { name: 'h.png', bytes: await imageBytes(1440, 360, 'png') }),
    ).data.id;
    extraId = json<Uploaded>(
      await upload(t.app, token, 'podcast-extra', { name: 'e.jpg', bytes: await imageBytes(764, 578, 'jpeg') }),
    ).data.id;
  });

  it('serves an allowed width, measured from the bytes it sends, cacheable for a year and never sniffed', async () => {
    const response = await image(headerId, '?w=320');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${headerId}.png"`,
      vary: 'Accept',
    });
    const served = await sharp(response.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'png', width: 320, height: 80 });
  });

  it('sends WebP to a browser that accepts it', async () => {
    const response = await image(extraId, '?w=640', { accept: 'image/avif,image/webp,*/*' });
    expect(response.headers['content-type']).toBe('image/webp');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 484 });
  });

  it('never enlarges, and without a width sends the image at its own size', async () => {
    expect(await sharp((await image(extraId, '?w=1440')).rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 764,
      height: 578,
    });
    expect(await sharp((await image(headerId)).rawPayload).metadata()).toMatchObject({ width: 1440, height: 360 });
  });

  it('makes each size once and keeps it in the file store', async () => {
    await image(headerId, '?w=160');
    expect(readdirSync(path.join(t.config.filesDir, 'variants', headerId))).toContain('w160.png');
    const again = await image(headerId, '?w=160');
    expect((await sharp(again.rawPayload).metadata()).width).toBe(160);
  });

  it('refuses any other width', async () => {
    for (const query of ['?w=500', '?w=0', '?w=abc', '?w=99999']) {
      const response = await image(headerId, query);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('answers 404 in the error format for an unknown id, and for files that are not public images', async () => {
    const spot = json<Uploaded>(await upload(t.app, token, 'spot', { name: 'cuña.mp3', bytes: SPOT_MP3 })).data.id;
    for (const id of ['00000000-0000-4000-8000-000000000000', spot]) {
      const response = await image(id, '?w=320');
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response).error).toEqual({
        code: 'NOT_FOUND',
        message: 'No hemos encontrado lo que buscas.',
      });
    }
  });

  it('answers 404, not a crash, when the stored bytes are damaged or gone', async () => {
    const row = (await storedRow(headerId))!;
    await createLocalStorage(t.config.filesDir).write('originals/00/damaged', Buffer.from('\x89PNG\r\n\x1a\n roto'));
    for (const storageKey of ['originals/00/damaged', 'originals/00/missing']) {
      const [copy] = await t.database.db
        .insert(files)
        .values({ ...row, id: undefined, storageKey })
        .returning();
      const response = await image(copy!.id, '?w=320');
      expect(response.statusCode, storageKey).toBe(404);
      expect(json<ErrorBody>(response).error.code).toBe('NOT_FOUND');
    }
  });
});

describe('the upload allowance', () => {
  it('is counted per user', async () => {
    const limited = await createTestApp({ env: { UPLOAD_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const first = await createSignedInUser(limited.app, limited.database);
      const second = await createSignedInUser(limited.app, limited.database);
      const file = { name: 'b.png', bytes: await imageBytes(300, 250) };
      for (let i = 0; i < 2; i += 1)
        expect((await upload(limited.app, first.session, 'banner', file)).statusCode).toBe(201);
      const refused = await upload(limited.app, first.session, 'banner', file);
      expect(refused.statusCode).toBe(429);
      expect(json<ErrorBody>(refused).error.code).toBe('TOO_MANY_REQUESTS');
      expect((await upload(limited.app, second.session, 'banner', file)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
