import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { createLocalStorage } from '../../storage/local-storage';
import { json, type ErrorBody } from '../../../test/app';
import { imageBytes, SPOT_MP3, upload } from '../../../test/files';
import { image, setUpTestApp, storedRow, t, token, type Uploaded } from './files.test-support';

setUpTestApp();

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
