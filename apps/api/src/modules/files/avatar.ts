import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AVATAR_SIZE, publicImageUrl } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { files } from '../../db/schema';
import { newOriginalKey, variantPrefix } from '../../storage/file-storage';
import { inspectFile, MAX_IMAGE_PIXELS } from './inspect';
import { sanitizeFileName } from './names';

/** A stored avatar: its file and the address the image service serves it from. */
export interface StoredAvatar {
  fileId: string;
  url: string;
}

type AvatarContext = Pick<AppContext, 'db' | 'storage' | 'log'>;

/**
 * Checks an avatar like any upload of the `avatar` kind (by content: JPG, PNG or WebP, never SVG;
 * 64 to 4096 px a side; decoded whole), then keeps only a square AVATAR_SIZE WebP made from it:
 * cropped to the centre, turned by its EXIF orientation, and re-encoded, which drops the metadata (a
 * phone's GPS position). The bytes are written before the row, and removed if the row fails.
 */
export async function storeAvatar(
  ctx: AvatarContext,
  actor: { userId: string },
  name: string,
  bytes: Buffer,
): Promise<StoredAvatar> {
  await inspectFile('avatar', name, bytes);
  const square = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
  const storageKey = newOriginalKey();
  await ctx.storage.write(storageKey, square);
  try {
    const id = randomUUID();
    await ctx.db.insert(files).values({
      id,
      ownerId: actor.userId,
      kind: 'avatar',
      mime: 'image/webp',
      size: square.length,
      sha256: createHash('sha256').update(square).digest('hex'),
      width: AVATAR_SIZE,
      height: AVATAR_SIZE,
      durationMs: null,
      originalName: sanitizeFileName(name, 'webp'),
      storageKey,
    });
    return { fileId: id, url: publicImageUrl(id) };
  } catch (error) {
    await ctx.storage
      .remove(storageKey)
      .catch((removal: unknown) => ctx.log.warn({ err: removal, storageKey }, 'could not remove an orphan avatar'));
    throw error;
  }
}

/**
 * Removes an avatar file of the user (its row, its bytes and its resized copies): a replaced or
 * removed avatar is nobody's any more. Anything else (another kind, another user's file, an unknown
 * id) is left alone.
 */
export async function removeAvatarFile(ctx: AvatarContext, actor: { userId: string }, fileId: string): Promise<void> {
  const [removed] = await ctx.db
    .delete(files)
    .where(and(eq(files.id, fileId), eq(files.kind, 'avatar'), eq(files.ownerId, actor.userId)))
    .returning({ storageKey: files.storageKey });
  if (!removed) return;
  await ctx.storage.remove(removed.storageKey);
  await ctx.storage.remove(variantPrefix(fileId));
}
