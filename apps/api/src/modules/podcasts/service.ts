import { and, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import { FEATURED_PODCASTS_LIMIT, PODCAST_SEARCH_LIMIT, type FeaturedPodcast } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { podcastSheets, podcasts } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

const summaryColumns = {
  id: podcasts.id,
  slug: podcasts.slug,
  title: podcasts.title,
  author: podcasts.author,
  imageUrl: podcasts.imageUrl,
  categories: podcasts.categories,
  listens30d: podcasts.listens30d,
};

/** Someone proved they own the podcast and its sponsorship sheet is complete (needs the join on its sheet). */
export const isProposable: SQL = and(isNotNull(podcasts.ownerId), isNotNull(podcastSheets.completedAt))!;

/** The searches that add a podcast to a proposal: proposable podcasts by title or author. */
export function proposableMatching(text: string): SQL {
  const pattern = containsPattern(text);
  return and(isProposable, or(ilike(podcasts.title, pattern), ilike(podcasts.author, pattern)))!;
}

/** How the podcast searches and the slider list their results: widest reach first. */
export const widestReachFirst = [desc(podcasts.listens30d), podcasts.slug] as const;

/**
 * The landing pages' slider: the podcasts with the widest reach among those someone has proved they
 * own (an unproven feed is not ours to show off).
 */
export async function listFeaturedPodcasts(db: Executor): Promise<FeaturedPodcast[]> {
  return db
    .select(summaryColumns)
    .from(podcasts)
    .where(isNotNull(podcasts.ownerId))
    .orderBy(...widestReachFirst)
    .limit(FEATURED_PODCASTS_LIMIT);
}

/**
 * The wizard's suggested-podcast search: podcasts that can be proposed (a complete sponsorship
 * sheet), by title or author, widest reach first.
 */
export async function searchProposablePodcasts(db: Executor, text: string): Promise<FeaturedPodcast[]> {
  return db
    .select(summaryColumns)
    .from(podcasts)
    .innerJoin(podcastSheets, eq(podcastSheets.podcastId, podcasts.id))
    .where(proposableMatching(text))
    .orderBy(...widestReachFirst)
    .limit(PODCAST_SEARCH_LIMIT);
}
