import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { featuredPodcastsSchema } from '@patrocina/domain';
import { api } from './api-client';
import { podcastSearchKey } from './query-keys';

/**
 * `GET /public/podcasts/search`: podcasts with a complete sheet, by title or author, from two letters
 * on. The wizard's podcast picker reads it; the back office's draft editor asks its own search, which
 * adds each podcast's minimums (features/proposals/api/draft-candidates.ts).
 */
export function usePodcastSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: podcastSearchKey(q),
    queryFn: async ({ signal }) =>
      (await api.get('/public/podcasts/search', featuredPodcastsSchema, { query: { q }, signal })).podcasts,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
