import { backofficeCampaignSchema, type CancelPurchaseInput } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { useBackofficeCampaignMutation } from '@/lib/campaign-queries';

/**
 * `PUT /private/backoffice/campaigns/{id}/cancel-purchase`: an admin cancels a purchase before anything
 * airs; the credit note joins the campaign's invoices, which refresh with every campaign query.
 */
export function useCancelPurchase(id: string) {
  return useBackofficeCampaignMutation((input: CancelPurchaseInput) =>
    api.put('/private/backoffice/campaigns/{id}/cancel-purchase', backofficeCampaignSchema, {
      params: { id },
      body: input,
    }),
  );
}
