import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer } from './app';

/** A real MP3 of 25 s made by an encoder (`sox -n -r 22050 -c 1 -C 8 spot-25s.mp3 synth 25 sine 440`). */
export const SPOT_MP3 = readFileSync(new URL('./fixtures/spot-25s.mp3', import.meta.url));

/**
 * An MP3 of about `seconds` of silence, written frame by frame: MPEG-1 Layer III, 32 kbit/s,
 * 44.1 kHz, mono, 104-byte frames of 1152 samples. Lengths a fixture file would have to be made for.
 */
export function silentMp3(seconds: number): Buffer {
  const frame = Buffer.alloc(104);
  frame.set([0xff, 0xfb, 0x10, 0xc0]);
  const frames = Math.round((seconds * 44_100) / 1152);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** A real image of the given size: a gradient with a little noise, so it compresses like a photo. */
export async function imageBytes(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#2f6fdf"/><stop offset="1" stop-color="#f2a541"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#ffffff" fill-opacity="0.4"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A PNG whose pixels are incompressible: to reach a size in bytes while keeping its dimensions. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A tiny PNG whose header declares a huge picture: what a decompression bomb looks like. */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FormFile {
  name: string;
  bytes: Buffer;
  /** What the browser claims; the API never believes it. */
  type?: string;
}

/** A multipart/form-data body, built by hand so the tests control every byte of it. */
export function multipartBody(fields: Record<string, string>, file?: FormFile & { field?: string }, fileFirst = false) {
  const boundary = `----patrocina${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileParts = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      ]
    : [];
  parts.push(
    ...(fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts]),
    Buffer.from(`--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `POST /private/files` as the web app sends it: `kind` first, then the file. */
export function upload(
  app: FastifyInstance,
  token: string,
  kind: string,
  file?: FormFile,
  options: { fileFirst?: boolean } = {},
) {
  const body = multipartBody({ kind }, file, options.fileFirst);
  return app.inject({
    method: 'POST',
    url: '/api/v1/private/files',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}
