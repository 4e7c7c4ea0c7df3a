import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { dataOf } from './accounts';
import { CLIENT_HEADERS } from './checks';
import { encodePng } from './images';

/** A real 25-second MP3, the API tests' own fixture: its path, for the file pickers, and its bytes, for the API. */
export const SPOT_MP3_PATH = path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/spot-25s.mp3');
export const SPOT_MP3 = readFileSync(SPOT_MP3_PATH);
/** A 300×250 PNG, the banner's exact size. */
export const BANNER_PNG = encodePng(300, 250, (x, y) => [30 + (x % 200), 80 + (y % 150), 160]);

/** Uploads a campaign file as the signed-in user of `api` and answers its id. */
export async function uploadFile(api: APIRequestContext, kind: string, name: string, mimeType: string, buffer: Buffer) {
  return dataOf<{ id: string }>(
    api.post('/api/v1/private/files', {
      headers: CLIENT_HEADERS,
      multipart: { kind, file: { name, mimeType, buffer } },
    }),
  );
}

/**
 * The pack's player plays what the API serves: its source answers with an audio type, and Chromium reads
 * the spot's length from the served bytes (seeking needs the byte ranges the API answers).
 */
export async function expectPlayableSpot(pack: Locator) {
  const audio = pack.locator('audio');
  await expect(audio).toBeVisible();
  const source = await audio.evaluate(async (element: HTMLAudioElement) => {
    const answer = await fetch(element.currentSrc || element.src, { headers: { range: 'bytes=0-' } });
    return { status: answer.status, type: answer.headers.get('content-type') };
  });
  expect([200, 206]).toContain(source.status);
  expect(source.type).toMatch(/^audio\//);
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration), { timeout: 10_000 })
    .toBeGreaterThan(20);
  await expect(pack.getByRole('link', { name: /Descargar la cuña/ })).toBeVisible();
}
