import { useMutation } from '@tanstack/react-query';
import { hiredCampaignSchema, type RecordActionInput } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { useRefreshCampaigns } from '@/lib/campaign-queries';

/** `POST /private/campaigns/{id}/actions/{actionId}/record`: the episode an action aired in and where the ad starts, once. */
export function useRecordAction(onChanged?: () => void) {
  const refresh = useRefreshCampaigns(onChanged);
  return useMutation({
    mutationFn: ({ campaignId, actionId, input }: { campaignId: string; actionId: string; input: RecordActionInput }) =>
      api.post('/private/campaigns/{id}/actions/{actionId}/record', hiredCampaignSchema, {
        params: { id: campaignId, actionId },
        body: input,
      }),
    onSuccess: refresh,
  });
}
