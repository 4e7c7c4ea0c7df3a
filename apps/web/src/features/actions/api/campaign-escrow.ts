import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { actionDisputeSchema, campaignEscrowSchema, type DisputeActionInput } from '@patrocina/domain';
import { api } from '@/lib/api-client';

const escrowKey = (campaignId: string) => ['campaigns', campaignId, 'escrow'] as const;

/** `GET /private/campaigns/{id}/escrow`: where each paid action's money is, for the report. */
export function useCampaignEscrow(campaignId: string) {
  return useQuery({
    queryKey: escrowKey(campaignId),
    queryFn: ({ signal }) =>
      api.get('/private/campaigns/{id}/escrow', campaignEscrowSchema, { params: { id: campaignId }, signal }),
  });
}

/** `POST /private/campaigns/{id}/actions/{actionId}/dispute`: «Reclamar esta acción», with the reason. */
export function useDisputeAction(campaignId: string, actionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeActionInput) =>
      api.post('/private/campaigns/{id}/actions/{actionId}/dispute', actionDisputeSchema, {
        params: { id: campaignId, actionId },
        body: input,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: escrowKey(campaignId) }),
  });
}
