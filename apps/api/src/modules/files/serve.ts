import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { files } from '../../db/schema';

export interface ServeOptions {
  /** `attachment` for a download, `inline` for the player or the image. */
  disposition: 'inline' | 'attachment';
  cacheControl: string;
}

/**
 * The byte range a `Range: bytes=…` header asks for, within `size`: null when the whole file should
 * go (no header, several ranges, a unit we do not know), 'unsatisfiable' when it falls outside.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // A suffix: the last N bytes.
    const length = Number(match[2]);
    if (length === 0) return 'unsatisfiable';
    start = Math.max(0, size - length);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends a stored upload as it is: its type as found in its content, a `Content-Disposition` whose plain
 * name is the id (the user's name only in the encoded form), `nosniff`, a sandbox policy should it be
 * opened on its own, and byte ranges so a player can seek. Returns false when there is no such file or
 * its bytes are gone, so the caller answers 404; otherwise the answer is sent and the handler returns the reply. The caller has already decided who may read it.
 */
export async function sendStoredFile(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  request: FastifyRequest,
  reply: FastifyReply,
  fileId: string,
  options: ServeOptions,
): Promise<boolean> {
  const [file] = await ctx.db.select().from(files).where(eq(files.id, fileId));
  if (!file) return false;
  const bytes = await ctx.storage.read(file.storageKey);
  if (!bytes) {
    ctx.log.warn({ fileId }, 'file bytes missing from the file store');
    return false;
  }
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.originalName)?.[1]?.toLowerCase() ?? 'bin';
  void reply
    .header('content-type', file.mime)
    .header(
      'content-disposition',
      `${options.disposition}; filename="${file.id}.${extension}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', options.cacheControl)
    .header('accept-ranges', 'bytes');

  const range = byteRange(request.headers.range, bytes.length);
  if (range === 'unsatisfiable') {
    void reply.status(416).header('content-range', `bytes */${bytes.length}`).send();
    return true;
  }
  if (range) {
    const part = bytes.subarray(range.start, range.end + 1);
    void reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
      .header('content-length', part.length)
      .send(part);
    return true;
  }
  void reply.header('content-length', bytes.length).send(bytes);
  return true;
}
