import { useMutation } from '@tanstack/react-query';
import { episodesRefreshedSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';

/** `POST /private/podcasts/{id}/episodes/refresh`: reads the feed again now (a job also does it periodically). */
export function useRefreshEpisodes(podcastId: string) {
  return useMutation({
    mutationFn: () =>
      api.post('/private/podcasts/{id}/episodes/refresh', episodesRefreshedSchema, { params: { id: podcastId } }),
  });
}
