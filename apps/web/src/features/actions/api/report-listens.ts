import { useMutation } from '@tanstack/react-query';
import { hiredCampaignSchema, type ListenMilestone, type ReportListensInput } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { useRefreshCampaigns } from '@/lib/campaign-queries';

/** `PUT /private/campaigns/{id}/actions/{actionId}/listens/{milestone}`: one milestone's figures, correctable while it is open. */
export function useReportListens(onChanged?: () => void) {
  const refresh = useRefreshCampaigns(onChanged);
  return useMutation({
    mutationFn: ({
      campaignId,
      actionId,
      milestone,
      input,
    }: {
      campaignId: string;
      actionId: string;
      milestone: ListenMilestone;
      input: ReportListensInput;
    }) =>
      api.put('/private/campaigns/{id}/actions/{actionId}/listens/{milestone}', hiredCampaignSchema, {
        params: { id: campaignId, actionId, milestone },
        body: input,
      }),
    onSuccess: refresh,
  });
}
