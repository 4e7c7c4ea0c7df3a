import { and, eq } from 'drizzle-orm';
import { PODCAST_COVER_SIZE } from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';
import { variantPrefix } from '../../storage/file-storage';
import { storeSquareImage } from './square-image';

type CoverContext = Pick<AppContext, 'db' | 'storage' | 'log'>;

/**
 * Keeps a podcast's cover from the bytes its feed's image address gave: checked by content like an
 * upload of the `podcast-cover` kind (JPG, PNG or WebP whatever the server called it, never SVG or
 * HTML; its header's size before a full decode), then kept only as a PODCAST_COVER_SIZE square WebP
 * cropped to the centre, re-encoded (no metadata survives). The platform's own file: no owner.
 * Throws the upload's AppError when the bytes are not an image. Returns the new file's id.
 */
export async function storePodcastCover(ctx: CoverContext, bytes: Buffer): Promise<string> {
  return storeSquareImage(ctx, {
    kind: 'podcast-cover',
    name: '',
    bytes,
    size: PODCAST_COVER_SIZE,
    position: 'centre',
    ownerId: null,
    originalName: 'portada.webp',
  });
}

/**
 * Removes a cover that no podcast shows any more (replaced, or the feed dropped its image): its row
 * in the caller's transaction; the bytes and resized copies go with `removeBytes` once it commits.
 */
export async function removePodcastCover(
  tx: Executor,
  fileId: string,
): Promise<{ removeBytes: (ctx: CoverContext) => Promise<void> }> {
  const [removed] = await tx
    .delete(files)
    .where(and(eq(files.id, fileId), eq(files.kind, 'podcast-cover')))
    .returning({ storageKey: files.storageKey });
  return {
    removeBytes: async (ctx) => {
      if (!removed) return;
      try {
        await ctx.storage.remove(removed.storageKey);
        await ctx.storage.remove(variantPrefix(fileId));
      } catch (error) {
        ctx.log.warn({ err: error, fileId }, 'could not remove a replaced cover');
      }
    },
  };
}
