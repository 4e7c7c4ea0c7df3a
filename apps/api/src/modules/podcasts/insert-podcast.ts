import { eq, like, or } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { numberedSlug, slugify } from '@patrocina/domain';
import type { Transaction } from '../../db/client';
import { podcasts } from '../../db/schema';
import type { PodcastRow } from './access';

type NewPodcastValues = Omit<PgInsertValue<typeof podcasts>, 'slug'> & { title: string };

/**
 * Inserts a podcast with a free slug made from its title (`el-ocaso-de-roma`, then `-2`, `-3`…). A
 * unique conflict is either a slug taken meanwhile (the next one is tried) or the same show added by
 * another request, which `sameShowExists` tells apart: then the answer is null.
 */
export async function insertWithFreeSlug(
  tx: Transaction,
  values: NewPodcastValues,
  sameShowExists: () => Promise<boolean>,
): Promise<PodcastRow | null> {
  const base = slugify(values.title);
  const similar = await tx
    .select({ slug: podcasts.slug })
    .from(podcasts)
    .where(or(eq(podcasts.slug, base), like(podcasts.slug, `${base}-%`)));
  const taken = new Set(similar.map((row) => row.slug));
  for (let n = 1; n < 10_000; n += 1) {
    const slug = numberedSlug(base, n);
    if (taken.has(slug)) continue;
    const [created] = await tx
      .insert(podcasts)
      .values({ ...values, slug })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    if (await sameShowExists()) return null;
    taken.add(slug);
  }
  throw new Error(`No free slug for ${base}`);
}
