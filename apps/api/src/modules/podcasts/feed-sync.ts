import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  EPISODE_PICKER_LIMIT,
  measuredEpisodeKey,
  PODCAST_MESSAGES,
  todayInMadrid,
  type PodcastEpisode,
} from '@patrocina/domain';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { Database, Executor } from '../../db/client';
import { episodes, podcasts } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { loadManagedPodcast } from './access';
import { syncFeedCover } from './cover';
import { fetchFeed, type FeedFetchOptions } from './feeds/fetch';
import { decodeFeedBytes } from './feeds/decode';
import { parseFeed, type ParsedEpisode, type ParsedFeed } from './feeds/parse';

/** What reading feeds needs from the application: settings, the database, the file store (covers) and a log. */
export type FeedDeps = Pick<AppContext, 'config' | 'db' | 'storage' | 'log'>;

export function feedFetchOptions(config: Config): FeedFetchOptions {
  return {
    timeoutMs: config.FEED_FETCH_TIMEOUT_MS,
    maxBytes: config.FEED_MAX_BYTES,
    allowPrivateHosts: config.feedAllowPrivateHosts,
    userAgent: `${config.PRODUCT_NAME}/1.0 (+${config.PUBLIC_URL})`,
  };
}

/** Downloads and reads a feed; relative links resolve against where it was found after redirects. */
export async function readFeed(config: Config, feedUrl: string): Promise<ParsedFeed> {
  const fetched = await fetchFeed(feedUrl, feedFetchOptions(config));
  return parseFeed(decodeFeedBytes(fetched.body, fetched.contentType), fetched.url);
}

/**
 * The form a feed URL is stored in: scheme and host lower-cased, default port and fragment dropped
 * (the URL parser does most of it). Path and query are kept as written: servers tell them apart.
 */
export function normaliseFeedUrl(raw: string): string {
  const url = new URL(raw.trim());
  url.hash = '';
  const href = url.toString();
  return href.endsWith('?') ? href.slice(0, -1) : href;
}

/** The same feed as others may have typed it: http or https, with or without a trailing slash. */
export function feedUrlVariants(normalised: string): string[] {
  const url = new URL(normalised);
  const paths = [url.pathname];
  if (!url.search && url.pathname !== '/')
    paths.push(url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : `${url.pathname}/`);
  const variants = new Set<string>([normalised]);
  for (const protocol of ['https:', 'http:']) {
    for (const pathname of paths) {
      const variant = new URL(normalised);
      variant.protocol = protocol;
      variant.pathname = pathname;
      variants.add(variant.toString());
    }
  }
  return [...variants];
}

export async function findPodcastByFeedUrl(db: Executor, normalised: string) {
  const [podcast] = await db
    .select()
    .from(podcasts)
    .where(inArray(podcasts.feedUrl, feedUrlVariants(normalised)))
    .limit(1);
  return podcast;
}

/**
 * The podcast's columns that come from its feed (never its owner, slug or figures). Its image is
 * not one of them: syncCover keeps our own copy of it after the feed is saved.
 */
export function podcastFieldsFromFeed(feed: ParsedFeed) {
  const now = new Date();
  return {
    title: feed.title,
    description: feed.description,
    author: feed.author,
    language: feed.language,
    categories: feed.categories,
    websiteUrl: feed.websiteUrl,
    feedOwnerEmail: feed.ownerEmail,
    feedCheckedAt: now,
    updatedAt: now,
  };
}

const EPISODE_BATCH = 500;

/** Adds new episodes and updates known ones, matched by guid. Episodes gone from the feed stay. */
export async function upsertEpisodes(db: Executor, podcastId: string, list: ParsedEpisode[]): Promise<void> {
  for (let start = 0; start < list.length; start += EPISODE_BATCH) {
    await db
      .insert(episodes)
      .values(list.slice(start, start + EPISODE_BATCH).map((episode) => ({ podcastId, ...episode })))
      .onConflictDoUpdate({
        target: [episodes.podcastId, episodes.guid],
        set: {
          title: sql`excluded.title`,
          link: sql`excluded.link`,
          audioUrl: sql`excluded.audio_url`,
          publishedAt: sql`excluded.published_at`,
          durationSeconds: sql`excluded.duration_seconds`,
        },
      });
  }
}

/** The feed's newest episode with an enclosure: the latest publication date, else the first listed. */
function latestEnclosure(list: readonly ParsedEpisode[]): string | null {
  let latest: ParsedEpisode | undefined;
  for (const episode of list) {
    if (!episode.audioUrl) continue;
    const newer = (episode.publishedAt?.getTime() ?? -Infinity) > (latest?.publishedAt?.getTime() ?? -Infinity);
    if (!latest || newer) latest = episode;
  }
  return latest?.audioUrl ?? null;
}

/**
 * Measurement (issue 21): «Medición verificada activa» from the first refresh whose newest enclosure
 * carries the podcast's prefix (the first time is kept), and off again once it no longer does.
 */
async function markMeasurement(tx: Executor, podcastId: string, feed: ParsedFeed): Promise<void> {
  const [podcast] = await tx.select({ key: podcasts.measurementKey }).from(podcasts).where(eq(podcasts.id, podcastId));
  if (!podcast) return;
  const enclosure = latestEnclosure(feed.episodes);
  const measured = enclosure !== null && measuredEpisodeKey(enclosure, podcast.key) !== null;
  await tx
    .update(podcasts)
    .set({ measuredSince: measured ? sql`coalesce(${podcasts.measuredSince}, now())` : null })
    .where(eq(podcasts.id, podcastId));
}

/** Brings the podcast's cover in line with the feed's image (cover.ts): after the feed's own transaction. */
export async function syncCover(deps: FeedDeps, podcastId: string, feed: ParsedFeed): Promise<void> {
  await syncFeedCover(deps, podcastId, feed.imageUrl, feedFetchOptions(deps.config));
}

/** Stores what a feed says about an existing podcast, in one transaction, then its cover. */
export async function saveFeed(deps: FeedDeps, podcastId: string, feed: ParsedFeed): Promise<number> {
  await deps.db.transaction(async (tx) => {
    await tx.update(podcasts).set(podcastFieldsFromFeed(feed)).where(eq(podcasts.id, podcastId));
    await upsertEpisodes(tx, podcastId, feed.episodes);
    await markMeasurement(tx, podcastId, feed);
  });
  await syncCover(deps, podcastId, feed);
  return feed.episodes.length;
}

/** Re-reads the feed of a podcast the actor runs: its fields and its episodes. Returns the episodes read. */
export async function refreshPodcastFeed(deps: FeedDeps, actor: Actor, podcastId: string): Promise<number> {
  const { podcast } = await loadManagedPodcast(deps.db, actor, podcastId);
  if (!podcast.feedUrl) throw new AppError('CONFLICT', PODCAST_MESSAGES.noFeed);
  return saveFeed(deps, podcast.id, await readFeed(deps.config, podcast.feedUrl));
}

/**
 * The periodic job: re-reads the feeds of owned podcasts checked longer ago than FEED_REFRESH_HOURS,
 * least recently checked first, FEED_REFRESH_BATCH at a time, one after another. A feed that fails
 * is marked checked as well, so it waits its turn again instead of blocking the queue.
 */
export async function refreshStaleFeeds(
  deps: FeedDeps,
  now = new Date(),
): Promise<{ refreshed: number; failed: number }> {
  const cutoff = new Date(now.getTime() - deps.config.FEED_REFRESH_HOURS * 3_600_000);
  const due = await deps.db
    .select({ id: podcasts.id, feedUrl: podcasts.feedUrl })
    .from(podcasts)
    .where(
      and(
        isNotNull(podcasts.ownerId),
        isNotNull(podcasts.feedUrl),
        or(isNull(podcasts.feedCheckedAt), lt(podcasts.feedCheckedAt, cutoff)),
      ),
    )
    .orderBy(sql`${podcasts.feedCheckedAt} asc nulls first`)
    .limit(deps.config.FEED_REFRESH_BATCH);
  let refreshed = 0;
  let failed = 0;
  for (const podcast of due) {
    try {
      await saveFeed(deps, podcast.id, await readFeed(deps.config, podcast.feedUrl!));
      refreshed += 1;
    } catch (error) {
      failed += 1;
      deps.log.warn({ podcastId: podcast.id, err: error }, 'feed refresh failed');
      await deps.db.update(podcasts).set({ feedCheckedAt: new Date() }).where(eq(podcasts.id, podcast.id));
    }
  }
  return { refreshed, failed };
}

/**
 * The newest episodes of a podcast the actor runs, as the «Registrar emisión» picker offers them
 * (issue 7): the episode's page, or its audio when the feed gives none.
 */
export async function listRecentEpisodes(db: Database, podcastId: string): Promise<PodcastEpisode[]> {
  const rows = await db
    .select()
    .from(episodes)
    .where(eq(episodes.podcastId, podcastId))
    .orderBy(sql`${episodes.publishedAt} desc nulls last`, desc(episodes.createdAt))
    .limit(EPISODE_PICKER_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: row.link ?? row.audioUrl,
    publishedOn: row.publishedAt ? todayInMadrid(row.publishedAt) : null,
  }));
}
