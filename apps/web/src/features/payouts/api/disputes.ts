import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { actionDisputeSchema, openDisputeListSchema, type ResolveDisputeInput } from '@patrocina/domain';
import { api } from '@/lib/api-client';

const disputeKeys = { all: ['backoffice', 'disputes'] as const };

/** `GET /private/backoffice/disputes`: the advertisers' open disputes, oldest first. */
export function useOpenDisputes() {
  return useQuery({
    queryKey: disputeKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get('/private/backoffice/disputes', openDisputeListSchema, { signal })).disputes,
  });
}

/** `PUT /private/backoffice/disputes/{id}`: «Liberar el pago» or «Devolver al anunciante». */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string } & ResolveDisputeInput) =>
      api.put('/private/backoffice/disputes/{id}', actionDisputeSchema, { params: { id }, body: { outcome } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: disputeKeys.all }),
  });
}
