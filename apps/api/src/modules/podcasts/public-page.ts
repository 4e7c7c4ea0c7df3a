import { and, between, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  ACTION_TYPES,
  addDays,
  measuredEpisodeKey,
  publicImageUrl,
  type PublicPodcast,
  type PublicSheet,
  type PodcastVerifiedListens,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { downloadDays, episodes, podcastSheets, podcasts } from '../../db/schema';
import { notFound } from '../../lib/errors';

const PUBLIC_EPISODES = 5;

export type PodcastLookup = { id: string } | { hostingId: string } | { slug: string };

function whereOf(lookup: PodcastLookup): SQL {
  if ('id' in lookup) return eq(podcasts.id, lookup.id);
  if ('hostingId' in lookup) return eq(podcasts.hostingId, lookup.hostingId);
  return eq(podcasts.slug, lookup.slug);
}

function toPublicSheet(row: typeof podcastSheets.$inferSelect): PublicSheet | null {
  const { profile, audience, branding } = row;
  if (!row.completedAt || !profile || !audience || !branding) return null;
  return {
    headerImageUrl: publicImageUrl(profile.headerImageId),
    extraImageUrls: profile.extraImageIds.map((id) => publicImageUrl(id)),
    presenters: profile.presenters,
    links: profile.links,
    frequency: profile.frequency,
    socialNetworks: profile.socialNetworks,
    ranking: profile.ranking,
    listens: audience.listens,
    gender: audience.gender,
    ages: audience.ages,
    audienceFlags: audience.audienceFlags,
    country: audience.country,
    provinces: audience.provinces,
    liveRadio: audience.liveRadio,
    fullVideo: audience.fullVideo,
    videoUrl: audience.videoUrl,
    actions: ACTION_TYPES.flatMap((type) => {
      const minPrice = branding.actions[type];
      return typeof minPrice === 'number' ? [{ type, minPrice }] : [];
    }),
    examples: branding.examples,
  };
}

/**
 * A podcast's public page. Only podcasts someone has proved they own are public; the sheet is shown
 * once complete. Nothing private leaves: no owner e-mail, no feed owner address, no representation.
 */
export async function getPublicPodcast(db: Executor, lookup: PodcastLookup, today: string): Promise<PublicPodcast> {
  const [row] = await db
    .select({ podcast: podcasts, sheet: podcastSheets })
    .from(podcasts)
    .leftJoin(podcastSheets, eq(podcastSheets.podcastId, podcasts.id))
    .where(and(whereOf(lookup), isNotNull(podcasts.ownerId)))
    .limit(1);
  if (!row) throw notFound();
  const { podcast, sheet } = row;
  const latest = await db
    .select({ title: episodes.title, link: episodes.link, publishedAt: episodes.publishedAt })
    .from(episodes)
    .where(eq(episodes.podcastId, podcast.id))
    .orderBy(desc(episodes.publishedAt))
    .limit(PUBLIC_EPISODES);
  return {
    id: podcast.id,
    slug: podcast.slug,
    title: podcast.title,
    description: podcast.description,
    author: podcast.author,
    imageUrl: podcast.imageUrl,
    categories: podcast.categories,
    language: podcast.language,
    websiteUrl: podcast.websiteUrl,
    hostingId: podcast.hostingId,
    listens30d: podcast.listens30d,
    isPremium: podcast.isPremium,
    sheet: sheet ? toPublicSheet(sheet) : null,
    verified: podcast.measuredSince ? await verifiedListens(db, podcast.id, podcast.measuredSince, today) : null,
    episodes: latest.map((episode) => ({ ...episode, publishedAt: episode.publishedAt?.toISOString() ?? null })),
  };
}

/** Issue 21: the downloads counted through the prefix over the 30 days ending `today` (Madrid), from the roll-ups. */
async function verifiedListens(
  db: Executor,
  podcastId: string,
  measuredSince: Date,
  today: string,
): Promise<PodcastVerifiedListens> {
  const keys = await measuredFeedEpisodeKeys(db, podcastId);
  const [row] = await db
    .select({ downloads: sql<number>`coalesce(sum(${downloadDays.downloads}), 0)::int` })
    .from(downloadDays)
    .where(
      and(
        eq(downloadDays.podcastId, podcastId),
        inArray(downloadDays.episodeKey, keys),
        between(downloadDays.day, addDays(today, -29), today),
      ),
    );
  return { downloads30d: row?.downloads ?? 0, measuredSince: measuredSince.toISOString() };
}

/**
 * The episode keys of the podcast's own feed episodes whose enclosures carry its prefix (issue 21).
 * A podcast's totals count only these: anyone can request `/e/{key}/any.host/made-up.mp3`, and such a
 * path is redirected (and its downloads kept apart) but never added to the podcast's figures.
 */
export async function measuredFeedEpisodeKeys(db: Executor, podcastId: string): Promise<string[]> {
  const rows = await db
    .select({ audioUrl: episodes.audioUrl, key: podcasts.measurementKey })
    .from(episodes)
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .where(and(eq(episodes.podcastId, podcastId), isNotNull(episodes.audioUrl)));
  const keys = rows.map((row) => measuredEpisodeKey(row.audioUrl!, row.key));
  return [...new Set(keys.filter((key): key is string => key !== null))];
}
