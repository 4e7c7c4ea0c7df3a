import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FileKind } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { files } from '../../db/schema';
import { newOriginalKey } from '../../storage/file-storage';
import { inspectFile, MAX_IMAGE_PIXELS } from './inspect';

export interface SquareImage {
  kind: FileKind;
  /** The uploaded name, for the checks' messages; '' when the bytes came from elsewhere (a feed). */
  name: string;
  bytes: Buffer;
  /** A side, in pixels. */
  size: number;
  /** Where the crop keeps its focus: the centre, or what sharp finds most striking (a face). */
  position: 'centre' | 'attention';
  ownerId: string | null;
  originalName: string;
}

/**
 * Checks an image by content like any upload of its kind, then keeps only a square WebP made from it:
 * cropped, turned by its EXIF orientation and re-encoded, which drops the metadata (a phone's GPS
 * position). The bytes are written before the row, and removed if the row fails. Returns the file's id.
 */
export async function storeSquareImage(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  image: SquareImage,
): Promise<string> {
  await inspectFile(image.kind, image.name, image.bytes);
  const square = await sharp(image.bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(image.size, image.size, { fit: 'cover', position: image.position })
    .webp({ quality: 82 })
    .toBuffer();
  const storageKey = newOriginalKey();
  await ctx.storage.write(storageKey, square);
  try {
    const id = randomUUID();
    await ctx.db.insert(files).values({
      id,
      ownerId: image.ownerId,
      kind: image.kind,
      mime: 'image/webp',
      size: square.length,
      sha256: createHash('sha256').update(square).digest('hex'),
      width: image.size,
      height: image.size,
      durationMs: null,
      originalName: image.originalName,
      storageKey,
    });
    return id;
  } catch (error) {
    await ctx.storage
      .remove(storageKey)
      .catch((removal: unknown) =>
        ctx.log.warn({ err: removal, storageKey }, `could not remove an orphan ${image.kind}`),
      );
    throw error;
  }
}
