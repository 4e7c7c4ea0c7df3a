import { backofficeCampaignSchema, type FinishCampaignInput } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { useBackofficeCampaignMutation } from '@/lib/campaign-queries';

/** `PUT /private/backoffice/campaigns/{id}/finish`: an admin closes a campaign in progress, with the reason the advertiser will read. */
export function useFinishCampaign(id: string) {
  return useBackofficeCampaignMutation((input: FinishCampaignInput) =>
    api.put('/private/backoffice/campaigns/{id}/finish', backofficeCampaignSchema, { params: { id }, body: input }),
  );
}
