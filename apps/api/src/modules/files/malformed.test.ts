import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '@patrocina/domain';
import { json, useTestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';
import { imageBytes, multipartBody, upload } from '../../../test/files';

let token: string;
const t = useTestApp();
beforeAll(async () => {
  token = (await createSignedInUser(t.app, t.database)).session;
});

function post(payload: Buffer | string, contentType: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/private/files',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
  });
}

describe('an upload form that cannot be read', () => {
  it('gets a 400 in Spanish, never a 500', async () => {
    const good = multipartBody({ kind: 'banner' }, { name: 'b.png', bytes: await imageBytes(300, 250) });
    const contentType = good.headers['content-type'];
    const boundary = contentType.split('boundary=')[1]!;
    const secondFile = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\n\r\nxx\r\n--${boundary}--\r\n`,
    );
    const twoFiles = Buffer.concat([
      good.payload.subarray(0, good.payload.length - `--${boundary}--\r\n`.length),
      secondFile,
    ]);

    for (const [name, payload, type] of [
      ['without a boundary', good.payload, 'multipart/form-data'],
      ['cut short', good.payload.subarray(0, 200), contentType],
      ['not multipart inside', 'hola', contentType],
      ['with two files', twoFiles, contentType],
    ] as const) {
      const response = await post(payload, type);
      expect(response.statusCode, name).toBe(400);
      expect(json<{ error: { code: string; message: string } }>(response).error, name).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Los datos enviados no son válidos.',
      });
    }
    expect((await post(good.payload, contentType)).statusCode).toBe(201);
  });
});

describe('an upload of a kind only the platform makes', () => {
  it('refuses a file that claims to be a proof-of-airing clip', async () => {
    const refused = await upload(t.app, token, 'airing-clip', { name: 'emision.mp3', bytes: Buffer.from('ID3') });
    expect([refused.statusCode, json<{ error: { message: string } }>(refused).error.message]).toEqual([
      400,
      FILE_MESSAGES.invalidKind,
    ]);
  });
});
