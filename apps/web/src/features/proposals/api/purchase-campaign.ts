import { useMutation } from '@tanstack/react-query';
import { campaignSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { useRefreshCampaigns } from '@/lib/campaign-queries';

/** `PUT /private/campaigns/{id}/purchase`: the advertiser confirms the podcasts they pick. */
export function usePurchaseCampaign(onChanged?: () => void) {
  const refresh = useRefreshCampaigns(onChanged);
  return useMutation({
    mutationFn: ({ id, podcastIds }: { id: string; podcastIds: string[] }) =>
      api.put('/private/campaigns/{id}/purchase', campaignSchema, { params: { id }, body: { podcastIds } }),
    onSuccess: refresh,
  });
}
