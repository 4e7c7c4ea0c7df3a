import { describe, expect, it } from 'vitest';
import { json, type ErrorBody } from '../../../test/app';
import { imageBytes, silentMp3, SPOT_MP3, upload } from '../../../test/files';
import { setUpTestApp, t, token, type Uploaded } from './files.test-support';

setUpTestApp();

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
