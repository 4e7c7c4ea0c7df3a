import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { featuredPodcastsSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';

/** `GET /public/podcasts/search`: podcasts that can be proposed, by title or author. */
export function useSearchPodcasts(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['podcasts', 'search', q],
    queryFn: async ({ signal }) =>
      (await api.get(`/public/podcasts/search?q=${encodeURIComponent(q)}`, featuredPodcastsSchema, { signal }))
        .podcasts,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
