/*
 * The catalogue's filters live in the page's URL (issue 23: a search can be shared, the back button
 * works). The names are the API's query names, so the URL is passed on as it stands.
 */

export const CATALOGUE_PARAMS = [
  'q',
  'category',
  'audience',
  'province',
  'listens',
  'maxPrice',
  'from',
  'to',
  'premium',
  'sort',
  'page',
] as const;
export type CatalogueParam = (typeof CATALOGUE_PARAMS)[number];

/** The form's values: every filter as its control holds it ('' when not set). */
export interface CatalogueFilters {
  q: string;
  category: string;
  audience: string[];
  province: string;
  listens: string;
  maxPrice: string;
  from: string;
  to: string;
  premium: boolean;
  sort: string;
}

/** The catalogue's own parameters from the URL, non-empty ones only, in a fixed order. */
export function catalogueQuery(search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of CATALOGUE_PARAMS) {
    const value = search.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

export function filtersFrom(search: URLSearchParams): CatalogueFilters {
  const query = catalogueQuery(search);
  return {
    q: query.q ?? '',
    category: query.category ?? '',
    audience: query.audience ? query.audience.split(',').filter(Boolean) : [],
    province: query.province ?? '',
    listens: query.listens ?? '',
    maxPrice: query.maxPrice ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
    premium: query.premium === 'true',
    sort: query.sort ?? '',
  };
}

/** The URL for new filters: back to the first page, and no sort by relevance without text. */
export function searchFor(filters: CatalogueFilters): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  if (q) search.set('q', q);
  if (filters.category) search.set('category', filters.category);
  if (filters.audience.length > 0) search.set('audience', filters.audience.join(','));
  if (filters.province) search.set('province', filters.province);
  if (filters.listens) search.set('listens', filters.listens);
  if (filters.maxPrice.trim()) search.set('maxPrice', filters.maxPrice.trim());
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.premium) search.set('premium', 'true');
  if (filters.sort && !(filters.sort === 'relevance' && !q)) search.set('sort', filters.sort);
  return search;
}

export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
