import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@patrocina/domain';
import { AppError } from './errors';

/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface FormFile {
  /** The name the browser sent; only to check its extension and show it back, cleaned. */
  name: string;
  bytes: Buffer;
}

/**
 * Reads a multipart form with one `file` part to its end (bounded by the multipart plugin's limits),
 * keeping at most `maxBytes` of it: a declared Content-Length above the cap is refused before reading,
 * and a file that grows past it while streaming is `tooBig` (a 413 the caller words). Null when the
 * form holds no file. The route's scope must register @fastify/multipart.
 */
export async function readFormFile(
  request: FastifyRequest,
  maxBytes: number,
  tooBig: () => AppError,
): Promise<FormFile | null> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) throw tooBig();

  let file: (FormFile & { isTooBig: boolean }) | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= maxBytes && part.fieldname === 'file') chunks.push(chunk);
      }
      if (part.fieldname === 'file')
        file = { name: part.filename, bytes: Buffer.concat(chunks), isTooBig: size > maxBytes || part.file.truncated };
    }
  } catch (error) {
    // A form busboy cannot read (no boundary, cut short, two files) is the client's mistake: a 400.
    request.log.info({ err: error }, 'unreadable multipart form');
    throw new AppError('VALIDATION_ERROR', MESSAGES.invalidBody);
  }
  if (!file) return null;
  if (file.isTooBig) throw tooBig();
  return { name: file.name, bytes: file.bytes };
}
