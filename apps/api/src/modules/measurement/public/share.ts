import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import {
  monthsEndingWith,
  SHARED_DOWNLOAD_MONTHS,
  type DownloadsShare,
  type ListeningPlatform,
  type PlatformDownloads,
  type SharedDownloads,
} from '@patrocina/domain';
import type { Executor } from '../../../db/client';
import { downloadDays, podcasts, representations } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { notFound } from '../../../lib/errors';
import { createToken } from '../../../lib/tokens';
import { acceptedRepresentation, measuredFeedEpisodeKeys, runsPodcast } from '../../podcasts';

/**
 * The podcast, if the actor runs it (its owner, or its representative while managed). Anyone else gets
 * the 404 an unknown id gets, so a podcast's share link cannot be probed from another account.
 */
async function podcastRunBy(db: Executor, actor: Pick<Actor, 'id'>, podcastId: string): Promise<{ id: string }> {
  const [row] = await db
    .select({ id: podcasts.id })
    .from(podcasts)
    .leftJoin(representations, acceptedRepresentation)
    .where(and(eq(podcasts.id, podcastId), runsPodcast(actor.id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Issues a new public link to the podcast's verified monthly downloads. Stored as it is, not hashed:
 * unlike an e-mailed token it opens nothing but figures the podcaster chose to publish, and My
 * podcasts shows the link again. A second call replaces it, so the old link stops working.
 */
export async function createDownloadsShare(
  db: Executor,
  actor: Pick<Actor, 'id'>,
  podcastId: string,
): Promise<DownloadsShare> {
  const podcast = await podcastRunBy(db, actor, podcastId);
  const token = createToken();
  await db.update(podcasts).set({ downloadsShareToken: token }).where(eq(podcasts.id, podcast.id));
  return { token };
}

/** Revokes the public link: its page answers 404 from now on. */
export async function revokeDownloadsShare(db: Executor, actor: Pick<Actor, 'id'>, podcastId: string): Promise<null> {
  const podcast = await podcastRunBy(db, actor, podcastId);
  await db.update(podcasts).set({ downloadsShareToken: null }).where(eq(podcasts.id, podcast.id));
  return null;
}

function byDownloads(totals: Map<ListeningPlatform, number>): PlatformDownloads[] {
  return [...totals]
    .map(([platform, downloads]) => ({ platform, downloads }))
    .sort((a, b) => b.downloads - a.downloads || a.platform.localeCompare(b.platform));
}

/**
 * What the public share link shows: the podcast's verified downloads per month over the last
 * SHARED_DOWNLOAD_MONTHS months to `today` (Madrid), split by platform, read from the daily roll-ups.
 */
export async function readSharedDownloads(db: Executor, token: string, today: string): Promise<SharedDownloads> {
  const [podcast] = await db
    .select({
      id: podcasts.id,
      title: podcasts.title,
      slug: podcasts.slug,
      imageUrl: podcasts.imageUrl,
      measuredSince: podcasts.measuredSince,
    })
    .from(podcasts)
    .where(eq(podcasts.downloadsShareToken, token))
    .limit(1);
  if (!podcast) throw notFound();

  const months = monthsEndingWith(today, SHARED_DOWNLOAD_MONTHS);
  const keys = await measuredFeedEpisodeKeys(db, podcast.id);
  const month = sql<string>`to_char(${downloadDays.day}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      platform: downloadDays.platform,
      downloads: sql<number>`sum(${downloadDays.downloads})::int`,
    })
    .from(downloadDays)
    .where(
      and(
        eq(downloadDays.podcastId, podcast.id),
        inArray(downloadDays.episodeKey, keys),
        between(downloadDays.day, `${months[0]}-01`, today),
      ),
    )
    .groupBy(month, downloadDays.platform)
    .orderBy(asc(month));

  const perMonth = new Map(months.map((key) => [key, new Map<ListeningPlatform, number>()]));
  const overall = new Map<ListeningPlatform, number>();
  for (const row of rows) {
    perMonth.get(row.month)?.set(row.platform, row.downloads);
    overall.set(row.platform, (overall.get(row.platform) ?? 0) + row.downloads);
  }
  return {
    podcast: { title: podcast.title, slug: podcast.slug, imageUrl: podcast.imageUrl },
    measuredSince: podcast.measuredSince?.toISOString() ?? null,
    months: months.map((key) => {
      const platforms = byDownloads(perMonth.get(key)!);
      return { month: key, downloads: platforms.reduce((sum, p) => sum + p.downloads, 0), platforms };
    }),
    platforms: byDownloads(overall),
    asOf: today,
  };
}
