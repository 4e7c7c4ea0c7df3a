import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cataloguePageCheck } from '@/lib/podcast-answers';
import { podcastKeys } from './keys';

/**
 * `GET /public/podcasts/catalogue` with the page's URL query as it stands (issue 23), checked by hand:
 * the catalogue's first screen loads no zod.
 */
export function useCatalogue(query: Record<string, string>) {
  return useQuery({
    queryKey: podcastKeys.catalogue(query),
    queryFn: ({ signal }) => api.get('/public/podcasts/catalogue', cataloguePageCheck, { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
