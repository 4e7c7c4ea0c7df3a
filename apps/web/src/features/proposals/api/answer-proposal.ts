import { useMutation, useQueryClient } from '@tanstack/react-query';
import { podcasterCampaignSchema, type ProposalAnswer } from '@patrocina/domain';
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
