import { useMutation } from '@tanstack/react-query';
import { hiredCampaignSchema, type PlanActionDatesInput } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { useRefreshCampaigns } from '@/lib/campaign-queries';

/** `PUT /private/campaigns/{id}/podcasts/{podcastId}/action-dates`: the date of every action not recorded yet, at once. */
export function usePlanActionDates(onChanged?: () => void) {
  const refresh = useRefreshCampaigns(onChanged);
  return useMutation({
    mutationFn: ({
      campaignId,
      podcastId,
      input,
    }: {
      campaignId: string;
      podcastId: string;
      input: PlanActionDatesInput;
    }) =>
      api.put('/private/campaigns/{id}/podcasts/{podcastId}/action-dates', hiredCampaignSchema, {
        params: { id: campaignId, podcastId },
        body: input,
      }),
    onSuccess: refresh,
  });
}
