import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cataloguePageSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { podcastKeys } from './keys';

/** `GET /public/podcasts/catalogue` with the page's URL query as it stands (issue 23). */
export function useCatalogue(query: Record<string, string>) {
  return useQuery({
    queryKey: podcastKeys.catalogue(query),
    queryFn: ({ signal }) => api.get('/public/podcasts/catalogue', cataloguePageSchema, { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
