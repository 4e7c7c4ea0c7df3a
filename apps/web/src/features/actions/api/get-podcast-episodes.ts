import { queryOptions, useQuery } from '@tanstack/react-query';
import { podcastEpisodeListSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { campaignKeys } from '@/lib/campaign-queries';

/** `GET /private/podcasts/{id}/episodes`: the newest feed episodes, to pick the one an action aired in. */
export function usePodcastEpisodes(podcastId: string) {
  return useQuery(
    queryOptions({
      queryKey: campaignKeys.episodes(podcastId),
      queryFn: ({ signal }) =>
        api.get('/private/podcasts/{id}/episodes', podcastEpisodeListSchema, { params: { id: podcastId }, signal }),
      staleTime: 60_000,
    }),
  );
}
