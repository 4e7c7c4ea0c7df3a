import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '@patrocina/domain';
import { checkFileLocally } from './local-file-check';

const MB = 1024 * 1024;
const ID3 = [0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];

const file = (bytes: number[], name: string, type: string, size = bytes.length) => {
  const content = new Uint8Array(size);
  content.set(bytes);
  return new File([content], name, { type });
};

// The visitor's files are checked with the upload route's rules and words before they are kept.
describe('checkFileLocally', () => {
  it('accepts an MP3 spot, a PNG banner and a PDF briefing by their first bytes', async () => {
    expect(await checkFileLocally(file(ID3, 'cuña.mp3', 'audio/mpeg'), 'spot')).toBeNull();
    expect(await checkFileLocally(file(PNG, 'banner.png', 'image/png'), 'banner')).toBeNull();
    expect(await checkFileLocally(file(PDF, 'briefing.pdf', 'application/pdf'), 'briefing')).toBeNull();
  });

  it('refuses by content, whatever the name says, with the kind’s own message', async () => {
    expect(await checkFileLocally(file(PNG, 'cuña.mp3', 'audio/mpeg'), 'spot')).toBe(FILE_MESSAGES.invalidAudio);
    expect(await checkFileLocally(file(ID3, 'banner.png', 'image/png'), 'banner')).toBe(FILE_MESSAGES.bannerFormat);
    expect(await checkFileLocally(file([], 'vacío.mp3', 'audio/mpeg'), 'spot')).toBe(FILE_MESSAGES.invalidAudio);
  });

  it('refuses a file over the kind’s size cap with its maximum in MB', async () => {
    const big = file(ID3, 'larga.mp3', 'audio/mpeg', 10 * MB + 1);
    expect(await checkFileLocally(big, 'spot')).toBe(FILE_MESSAGES.tooBig(10));
    const bigBanner = file(PNG, 'banner.png', 'image/png', 2 * MB + 1);
    expect(await checkFileLocally(bigBanner, 'banner')).toBe(FILE_MESSAGES.tooBig(2));
  });
});
