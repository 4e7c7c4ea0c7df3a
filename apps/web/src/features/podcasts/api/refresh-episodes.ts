import { useMutation, useQueryClient } from '@tanstack/react-query';
import { episodesRefreshedSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { podcastKeys } from './keys';

/** `POST /private/podcasts/{id}/episodes/refresh`: reads the feed again now (a job also does it periodically). */
export function useRefreshEpisodes(podcastId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/private/podcasts/{id}/episodes/refresh', episodesRefreshedSchema, { params: { id: podcastId } }),
    // The read may have found the «prefijo de analítica» in the feed: My podcasts then says since when.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podcastKeys.mine() }),
  });
}
