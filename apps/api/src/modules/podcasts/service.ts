import { and, desc, eq, ilike, isNotNull, or } from 'drizzle-orm';
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

/**
 * The landing pages' slider: the podcasts with the widest reach among those someone has proved they
 * own (an unproven feed is not ours to show off).
 */
export async function listFeaturedPodcasts(db: Executor): Promise<FeaturedPodcast[]> {
  return db
    .select(summaryColumns)
    .from(podcasts)
    .where(isNotNull(podcasts.ownerId))
    .orderBy(desc(podcasts.listens30d), podcasts.slug)
    .limit(FEATURED_PODCASTS_LIMIT);
}

/**
 * The wizard's suggested-podcast search: podcasts that can be proposed (a complete sponsorship
 * sheet), by title or author, widest reach first.
 */
export async function searchProposablePodcasts(db: Executor, text: string): Promise<FeaturedPodcast[]> {
  const pattern = containsPattern(text);
  return db
    .select(summaryColumns)
    .from(podcasts)
    .innerJoin(podcastSheets, eq(podcastSheets.podcastId, podcasts.id))
    .where(
      and(
        isNotNull(podcasts.ownerId),
        isNotNull(podcastSheets.completedAt),
        or(ilike(podcasts.title, pattern), ilike(podcasts.author, pattern)),
      ),
    )
    .orderBy(desc(podcasts.listens30d), podcasts.slug)
    .limit(PODCAST_SEARCH_LIMIT);
}
