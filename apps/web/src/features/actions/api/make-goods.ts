import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hiredCampaignSchema, underDeliveryListSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { campaignKeys, useRefreshCampaigns } from '@/lib/campaign-queries';

/** Under-delivery and make-goods (docs/decisions/0025): the team's list and remedies, the podcaster's answer. */

const underDeliveryKey = (id: string) => [...campaignKeys.all, 'under-delivery', id] as const;

/** `GET /private/backoffice/campaigns/{id}/under-delivery`: the flagged actions, for the campaign's agent or an admin. */
export function useUnderDelivery(id: string) {
  return useQuery(
    queryOptions({
      queryKey: underDeliveryKey(id),
      queryFn: ({ signal }) =>
        api.get('/private/backoffice/campaigns/{id}/under-delivery', underDeliveryListSchema, {
          params: { id },
          signal,
        }),
      retry: false,
    }),
  );
}

/** `POST …/make-good` or `POST …/credit`: the team's remedy for one flagged action; everything campaign-wide is read again. */
export function useRemedy(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, remedy }: { actionId: string; remedy: 'make-good' | 'credit' }) =>
      remedy === 'make-good'
        ? api.post('/private/backoffice/campaigns/{id}/actions/{actionId}/make-good', underDeliveryListSchema, {
            params: { id: campaignId, actionId },
          })
        : api.post('/private/backoffice/campaigns/{id}/actions/{actionId}/credit', underDeliveryListSchema, {
            params: { id: campaignId, actionId },
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** `PUT /private/campaigns/{id}/make-goods/{makeGoodId}/answer`: the podcaster's «Aceptar» or «Rechazar». */
export function useAnswerMakeGood(onChanged?: () => void) {
  const refresh = useRefreshCampaigns(onChanged);
  return useMutation({
    mutationFn: ({ campaignId, makeGoodId, accept }: { campaignId: string; makeGoodId: string; accept: boolean }) =>
      api.put('/private/campaigns/{id}/make-goods/{makeGoodId}/answer', hiredCampaignSchema, {
        params: { id: campaignId, makeGoodId },
        body: { accept },
      }),
    onSuccess: refresh,
  });
}
