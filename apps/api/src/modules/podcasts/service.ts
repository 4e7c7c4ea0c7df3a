import { desc, isNotNull } from 'drizzle-orm';
import { FEATURED_PODCASTS_LIMIT, type FeaturedPodcast } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { podcasts } from '../../db/schema';

/**
 * The landing pages' slider: the podcasts with the widest reach among those someone has proved they
 * own (an unproven feed is not ours to show off).
 */
export async function listFeaturedPodcasts(db: Executor): Promise<FeaturedPodcast[]> {
  return db
    .select({
      id: podcasts.id,
      slug: podcasts.slug,
      title: podcasts.title,
      author: podcasts.author,
      imageUrl: podcasts.imageUrl,
      categories: podcasts.categories,
      listens30d: podcasts.listens30d,
    })
    .from(podcasts)
    .where(isNotNull(podcasts.ownerId))
    .orderBy(desc(podcasts.listens30d), podcasts.slug)
    .limit(FEATURED_PODCASTS_LIMIT);
}
