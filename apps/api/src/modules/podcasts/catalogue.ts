import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_LISTEN_BANDS, type CatalogueCard, type CataloguePage, type CatalogueQuery } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { podcastBlockedPeriods, podcastSheets, podcasts } from '../../db/schema';
import { isProposable } from './service';

/*
 * The catalogue `/podcasts` (issue 23): the podcasts an advertiser can hire (the same rule as the
 * wizard's search, isProposable), filtered, sorted and a page at a time. The text search reads the
 * generated `search_document` (drizzle/0027): Spanish stemming over accent-folded words.
 */

/** «Precio desde»: the lowest minimum price among the actions the sheet offers, in whole euros. */
const priceFrom = sql<number | null>`(
  select min(price.value::numeric)::int
  from jsonb_each(${podcastSheets.branding} -> 'actions') as price
  where jsonb_typeof(price.value) = 'number'
)`;

function searchQuery(text: string): SQL {
  return sql`websearch_to_tsquery('spanish'::regconfig, catalogue_fold(${text}))`;
}

function conditions(query: CatalogueQuery): SQL[] {
  const where: SQL[] = [isProposable];
  if (query.q !== undefined) where.push(sql`${podcasts.searchDocument} @@ ${searchQuery(query.q)}`);
  if (query.category !== undefined) where.push(sql`${podcasts.categories} @> array[${query.category}]::text[]`);
  if (query.audience !== undefined) {
    // Any of the chosen profiles: each narrows a campaign's audience, none is required on its own.
    const flags = sql.join(
      query.audience.map((flag) => sql`${flag}`),
      sql`, `,
    );
    where.push(sql`${podcastSheets.audience} -> 'audienceFlags' ?| array[${flags}]::text[]`);
  }
  if (query.province !== undefined) {
    where.push(sql`${podcastSheets.audience} -> 'provinces' ? ${query.province}`);
  }
  if (query.listens !== undefined) {
    const band = CATALOGUE_LISTEN_BANDS[query.listens];
    where.push(gte(podcasts.listens30d, band.min));
    if (band.max !== null) where.push(lt(podcasts.listens30d, band.max));
  }
  if (query.maxPrice !== undefined) where.push(sql`${priceFrom} <= ${query.maxPrice}`);
  if (query.premium === 'true') where.push(eq(podcasts.isPremium, true));
  if (query.from !== undefined && query.to !== undefined) {
    // Free in my dates: no holiday of the podcast touches any day of the range.
    where.push(sql`not exists (
      select 1 from ${podcastBlockedPeriods}
      where ${podcastBlockedPeriods.podcastId} = ${podcasts.id}
        and ${podcastBlockedPeriods.startsOn} <= ${query.to}::date
        and ${podcastBlockedPeriods.endsOn} >= ${query.from}::date
    )`);
  }
  return where;
}

function ordering(query: CatalogueQuery): SQL[] {
  const sort = query.sort ?? (query.q !== undefined ? 'relevance' : 'reach');
  const reach = [desc(podcasts.listens30d), asc(podcasts.slug)];
  if (sort === 'price') return [sql`${priceFrom} asc nulls last`, ...reach];
  if (sort === 'relevance' && query.q !== undefined) {
    return [sql`ts_rank_cd(${podcasts.searchDocument}, ${searchQuery(query.q)}) desc`, ...reach];
  }
  return reach;
}

/** A page of the catalogue and how many podcasts match in all; a page past the last is empty. */
export async function searchCatalogue(db: Executor, query: CatalogueQuery): Promise<CataloguePage> {
  const where = and(...conditions(query));
  const [counted] = await db
    .select({ total: count() })
    .from(podcasts)
    .innerJoin(podcastSheets, eq(podcastSheets.podcastId, podcasts.id))
    .where(where);
  const total = counted?.total ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  const rows: CatalogueCard[] =
    offset >= total
      ? []
      : await db
          .select({
            id: podcasts.id,
            slug: podcasts.slug,
            title: podcasts.title,
            author: podcasts.author,
            imageUrl: podcasts.imageUrl,
            categories: podcasts.categories,
            listens30d: podcasts.listens30d,
            isPremium: podcasts.isPremium,
            priceFrom,
          })
          .from(podcasts)
          .innerJoin(podcastSheets, eq(podcastSheets.podcastId, podcasts.id))
          .where(where)
          .orderBy(...ordering(query))
          .limit(query.pageSize)
          .offset(offset);
  return { podcasts: rows, total, page: query.page, pageSize: query.pageSize };
}
