import { eq } from 'drizzle-orm';
import { PODCAST_COVER_MAX_MB } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { podcasts } from '../../db/schema';
import { removePodcastCover, storePodcastCover } from '../files';
import { fetchFeed, type FeedFetchOptions } from './feeds/fetch';

/** What keeping a cover needs: the fetcher's settings, the database, the file store and a log. */
export type CoverDeps = Pick<AppContext, 'config' | 'db' | 'storage' | 'log'>;

/** The feed fetcher's rules (SSRF-safe, one deadline, redirects checked), with an image's cap and Accept. */
export function coverFetchOptions(feedOptions: FeedFetchOptions): FeedFetchOptions {
  return {
    ...feedOptions,
    maxBytes: PODCAST_COVER_MAX_MB * 1024 * 1024,
    accept: 'image/webp, image/png, image/jpeg;q=0.9, image/*;q=0.5',
  };
}

export type CoverOutcome = 'unchanged' | 'stored' | 'removed' | 'failed';

/**
 * Issue 23: after a feed is read, makes the podcast's cover follow the image the feed names. The
 * image is fetched once per address: the same address as the stored cover's is not fetched again; a
 * new one is fetched with the safe fetcher and kept as our own file (files/cover.ts checks it by its
 * bytes), replacing the old cover. A feed without an image leaves the podcast without a cover (the web
 * app draws initials). A fetch that fails, or bytes that are not an image, change nothing: the old
 * cover (or none) stays, and the next refresh tries again, since the stored cover's address still
 * differs from the feed's. Never throws: a cover is never a reason for a feed read to fail.
 */
export async function syncFeedCover(
  deps: CoverDeps,
  podcastId: string,
  imageUrl: string | null,
  fetchOptions: FeedFetchOptions,
): Promise<CoverOutcome> {
  const [current] = await deps.db
    .select({ fileId: podcasts.coverFileId, sourceUrl: podcasts.coverSourceUrl })
    .from(podcasts)
    .where(eq(podcasts.id, podcastId));
  if (!current) return 'unchanged';
  if (imageUrl === null) {
    if (!current.fileId) return 'unchanged';
    await replaceCover(deps, podcastId, { fileId: null, sourceUrl: null });
    return 'removed';
  }
  if (current.fileId && current.sourceUrl === imageUrl) return 'unchanged';

  let fileId: string;
  try {
    const fetched = await fetchFeed(imageUrl, coverFetchOptions(fetchOptions));
    fileId = await storePodcastCover(deps, fetched.body);
  } catch (error) {
    deps.log.warn({ podcastId, imageUrl, err: error }, 'podcast cover not fetched; tried again at the next refresh');
    return 'failed';
  }
  await replaceCover(deps, podcastId, { fileId, sourceUrl: imageUrl });
  return 'stored';
}

/**
 * Points the podcast at its new cover (or none) and removes the one it replaces, under the row's lock,
 * so two refreshes finishing together leave one cover and no orphan file.
 */
async function replaceCover(
  deps: CoverDeps,
  podcastId: string,
  cover: { fileId: string | null; sourceUrl: string | null },
): Promise<void> {
  const removal = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ fileId: podcasts.coverFileId })
      .from(podcasts)
      .where(eq(podcasts.id, podcastId))
      .for('update');
    await tx
      .update(podcasts)
      .set({ coverFileId: cover.fileId, coverSourceUrl: cover.sourceUrl })
      .where(eq(podcasts.id, podcastId));
    return locked?.fileId && locked.fileId !== cover.fileId ? removePodcastCover(tx, locked.fileId) : null;
  });
  await removal?.removeBytes(deps);
}
