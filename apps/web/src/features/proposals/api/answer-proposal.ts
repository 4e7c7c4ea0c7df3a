import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myPodcastsSchema, podcasterCampaignSchema, type ProposalAnswer } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { campaignKeys } from '@/lib/campaign-queries';

/** `PUT /private/campaigns/{id}/podcasts/{podcastId}/answer`: the podcaster's answer, changeable until the advertiser confirms. */
export function useAnswerProposal(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      campaignId,
      podcastId,
      answer,
    }: {
      campaignId: string;
      podcastId: string;
      answer: ProposalAnswer;
    }) =>
      api.put('/private/campaigns/{id}/podcasts/{podcastId}/answer', podcasterCampaignSchema, {
        params: { id: campaignId, podcastId },
        body: answer,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      onChanged?.();
    },
  });
}

/**
 * `GET /private/podcasts/mine`, read here only to know whether a podcast's sheet is complete: an
 * answer needs it (DOMAIN.md), so the modal sends the podcaster to finish it first.
 */
export function useMyPodcastStates() {
  return useQuery(
    queryOptions({
      queryKey: [...campaignKeys.all, 'my-podcast-states'],
      queryFn: async ({ signal }) => (await api.get('/private/podcasts/mine', myPodcastsSchema, { signal })).podcasts,
      staleTime: 30_000,
    }),
  );
}
