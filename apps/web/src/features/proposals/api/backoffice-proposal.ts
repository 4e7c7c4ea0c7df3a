import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { paymentDueSchema, type ProposalDraftInput } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { backofficeCampaignKeys, useBackofficeCampaignMutation } from '@/lib/campaign-queries';

/** `PUT …/proposal`: the team's draft, as the editor holds it. */
export function useSaveDraft(id: string) {
  return useBackofficeCampaignMutation((draft: ProposalDraftInput) =>
    api.put('/private/backoffice/campaigns/{id}/proposal', z.unknown(), { params: { id }, body: draft }),
  );
}

export function usePublish(id: string) {
  return useBackofficeCampaignMutation(() =>
    api.post('/private/backoffice/campaigns/{id}/publish', z.unknown(), { params: { id } }),
  );
}

/** `PUT …/paid`: an admin confirms the advertiser's payment of the purchase. */
export function useMarkPaid(id: string) {
  return useBackofficeCampaignMutation(() =>
    api.put('/private/backoffice/campaigns/{id}/paid', z.unknown(), { params: { id } }),
  );
}

/** `GET …/payment`: the invoice's total, its reference and what has arrived, for «Marcar como pagada». */
export function usePaymentDue(id: string) {
  return useQuery({
    queryKey: [...backofficeCampaignKeys.detail(id), 'payment'],
    queryFn: ({ signal }) =>
      api.get('/private/backoffice/campaigns/{id}/payment', paymentDueSchema, { params: { id }, signal }),
    retry: false,
  });
}

/** `POST …/proposal/run`: the matching engine's draft, which the team then edits. */
export function useRunEngine(id: string) {
  return useBackofficeCampaignMutation(() =>
    api.post('/private/backoffice/campaigns/{id}/proposal/run', z.unknown(), { params: { id } }),
  );
}
