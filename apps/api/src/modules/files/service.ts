import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import {
  IMAGE_FILE_KINDS,
  isImageKind,
  publicImageUrl,
  type FileKind,
  type ImageWidth,
  type UploadedFile,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { files } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { newOriginalKey, variantPrefix } from '../../storage/file-storage';
import { inspectFile, MAX_IMAGE_PIXELS } from './inspect';
import { sanitizeFileName } from './names';

type FileRow = typeof files.$inferSelect;

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    id: row.id,
    kind: row.kind,
    url: isImageKind(row.kind) ? publicImageUrl(row.id) : null,
    name: row.originalName,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
  };
}

export interface UploadInput {
  kind: FileKind;
  /** The name the browser sent; only shown back, cleaned. */
  name: string;
  bytes: Buffer;
}

/**
 * Checks an upload by its content, stores the bytes under a generated key and records it for its
 * uploader. The bytes are written (atomically) before the row: if the row cannot be written, the
 * bytes are removed, so neither a row without its file nor a half-written file is left behind.
 */
export async function uploadFile(ctx: AppContext, actor: Pick<Actor, 'id'>, input: UploadInput): Promise<UploadedFile> {
  const inspected = await inspectFile(input.kind, input.name, input.bytes);
  const storageKey = newOriginalKey();
  await ctx.storage.write(storageKey, input.bytes);
  try {
    const [row] = await ctx.db
      .insert(files)
      .values({
        id: randomUUID(),
        ownerId: actor.id,
        kind: input.kind,
        mime: inspected.mime,
        size: input.bytes.length,
        sha256: createHash('sha256').update(input.bytes).digest('hex'),
        width: inspected.width,
        height: inspected.height,
        durationMs: inspected.durationMs,
        originalName: sanitizeFileName(input.name, inspected.format),
        storageKey,
      })
      .returning();
    return toUploadedFile(row!);
  } catch (error) {
    await ctx.storage
      .remove(storageKey)
      .catch((removal: unknown) => ctx.log.warn({ err: removal, storageKey }, 'could not remove an orphan upload'));
    throw error;
  }
}

/** An image as the image service sends it. */
export interface ServedImage {
  bytes: Buffer;
  mime: string;
  /** For a safe Content-Disposition: the id and the extension, nothing the user wrote. */
  fileName: string;
}

const OUTPUT: Record<string, { extension: string; encode: (image: Sharp) => Sharp }> = {
  'image/webp': { extension: 'webp', encode: (image) => image.webp({ quality: 80 }) },
  'image/jpeg': { extension: 'jpg', encode: (image) => image.jpeg({ quality: 82, mozjpeg: true }) },
  'image/png': { extension: 'png', encode: (image) => image.png({ compressionLevel: 9 }) },
};

/**
 * Serves the image kinds (never spots, briefings or attachments), resized to one of the allowed
 * widths and re-encoded (which also drops EXIF data such as a phone's GPS position). Each size is
 * made once and kept in the file store; concurrent requests for a size not yet made share one resize.
 * WebP goes to browsers that accept it (the route varies on Accept); the others get the original format.
 */
export function createImageService(ctx: Pick<AppContext, 'db' | 'storage' | 'log'>) {
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function makeVariant(file: FileRow, key: string, width: number, mime: string): Promise<Buffer | null> {
    const original = await ctx.storage.read(file.storageKey);
    if (!original) {
      ctx.log.warn({ fileId: file.id }, 'image bytes missing from the file store');
      return null;
    }
    let bytes: Buffer;
    try {
      // rotate() applies the EXIF orientation the upload check measured the image by.
      const image = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      bytes = await OUTPUT[mime]!.encode(image).toBuffer();
    } catch (error) {
      ctx.log.warn({ err: error, fileId: file.id }, 'stored image could not be resized');
      return null;
    }
    await ctx.storage
      .write(key, bytes)
      .catch((error: unknown) => ctx.log.warn({ err: error, key }, 'resized image not cached'));
    return bytes;
  }

  return {
    /** The image at `width` (at most its own width), or null when there is no such image to serve. */
    async read(
      fileId: string,
      options: { width: ImageWidth | undefined; acceptsWebp: boolean },
    ): Promise<ServedImage | null> {
      const [file] = await ctx.db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), inArray(files.kind, [...IMAGE_FILE_KINDS])))
        .limit(1);
      if (!file || !file.width || !OUTPUT[file.mime]) return null;
      const width = Math.min(options.width ?? file.width, file.width);
      const mime = options.acceptsWebp ? 'image/webp' : file.mime;
      const { extension } = OUTPUT[mime]!;
      const key = `${variantPrefix(file.id)}/w${width}.${extension}`;

      let bytes = await ctx.storage.read(key);
      if (!bytes) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = makeVariant(file, key, width, mime).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        bytes = await pending;
      }
      return bytes ? { bytes, mime, fileName: `${file.id}.${extension}` } : null;
    },
  };
}

/**
 * Keeps a file the platform made itself (the clip of an aired action): checked by content like an
 * upload, stored under a generated key, owned by nobody. Returns the new row's id.
 */
export async function storePlatformFile(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  input: { kind: FileKind; name: string; bytes: Buffer },
): Promise<string> {
  const inspected = await inspectFile(input.kind, input.name, input.bytes);
  const storageKey = newOriginalKey();
  await ctx.storage.write(storageKey, input.bytes);
  try {
    const [row] = await ctx.db
      .insert(files)
      .values({
        id: randomUUID(),
        ownerId: null,
        kind: input.kind,
        mime: inspected.mime,
        size: input.bytes.length,
        sha256: createHash('sha256').update(input.bytes).digest('hex'),
        durationMs: inspected.durationMs,
        originalName: sanitizeFileName(input.name, inspected.format),
        storageKey,
      })
      .returning({ id: files.id });
    return row!.id;
  } catch (error) {
    await ctx.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}
