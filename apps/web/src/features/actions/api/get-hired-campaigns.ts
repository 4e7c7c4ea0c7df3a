import { queryOptions, useQuery } from '@tanstack/react-query';
import { hiredCampaignListSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { campaignKeys } from '@/lib/campaign-queries';

/**
 * `GET /private/campaigns/hired`: each hired podcast of each campaign the user runs or represents,
 * with the server's today (Madrid) and what each needs now; the screen never reads the browser's clock.
 */
export function getHiredCampaignsQueryOptions() {
  return queryOptions({
    queryKey: campaignKeys.hired(),
    queryFn: ({ signal }) => api.get('/private/campaigns/hired', hiredCampaignListSchema, { signal }),
  });
}

export function useHiredCampaigns() {
  return useQuery(getHiredCampaignsQueryOptions());
}
