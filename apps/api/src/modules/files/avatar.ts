import { and, eq } from 'drizzle-orm';
import { AVATAR_SIZE, publicImageUrl } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { files } from '../../db/schema';
import { variantPrefix } from '../../storage/file-storage';
import { storeSquareImage } from './square-image';
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
  const id = await storeSquareImage(ctx, {
    kind: 'avatar',
    name,
    bytes,
    size: AVATAR_SIZE,
    position: 'attention',
    ownerId: actor.userId,
    originalName: sanitizeFileName(name, 'webp'),
  });
  return { fileId: id, url: publicImageUrl(id) };
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
