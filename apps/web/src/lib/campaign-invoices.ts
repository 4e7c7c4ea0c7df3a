import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignInvoicesSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { campaignKeys } from '@/lib/campaign-queries';

/** The key of a campaign's invoices: under the campaign's, so a purchase, a payment or a cancellation refreshes it. */
export const campaignInvoicesKey = (campaignId: string) => [...campaignKeys.all, 'invoices', campaignId] as const;

/** `GET /private/campaigns/{id}/invoices`: the invoice and credit notes, each with its PDF when the viewer may have it. */
export function campaignInvoicesQuery(campaignId: string) {
  return queryOptions({
    queryKey: campaignInvoicesKey(campaignId),
    queryFn: ({ signal }) =>
      api.get('/private/campaigns/{id}/invoices', campaignInvoicesSchema, { params: { id: campaignId }, signal }),
  });
}

export function useCampaignInvoices(campaignId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...campaignInvoicesQuery(campaignId), enabled: options.enabled ?? true });
}
