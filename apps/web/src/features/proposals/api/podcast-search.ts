import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { featuredPodcastsSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';

/** `GET /public/podcasts/search`: podcasts with a complete sheet, to add to a draft. */
export function usePodcastSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['backoffice', 'podcast-search', q],
    queryFn: async ({ signal }) =>
      (await api.get(`/public/podcasts/search?q=${encodeURIComponent(q)}`, featuredPodcastsSchema, { signal }))
        .podcasts,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
