import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { bankCreditsSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';

export const bankCreditsKey = ['backoffice', 'bank-credits'] as const;

/** `GET /private/backoffice/bank-credits`: credits waiting for a person, balances and open invoices. */
export function useBankCredits() {
  return useQuery({
    queryKey: bankCreditsKey,
    queryFn: ({ signal }) => api.get('/private/backoffice/bank-credits', bankCreditsSchema, { signal }),
  });
}

/** After any change to a credit, the list and the campaigns it may have paid are read again. */
function useCreditMutation<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bankCreditsKey });
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
  });
}

/** `POST …/bank-credits/{id}/apply`: the credit pays (part of) the invoice chosen. */
export function useApplyCredit() {
  return useCreditMutation(({ id, invoiceId }: { id: string; invoiceId: string }) =>
    api.post('/private/backoffice/bank-credits/{id}/apply', z.unknown(), { params: { id }, body: { invoiceId } }),
  );
}

/** `POST …/bank-credits/{id}/refund`: the money goes back to whoever sent it. */
export function useRefundCredit() {
  return useCreditMutation(({ id }: { id: string }) =>
    api.post('/private/backoffice/bank-credits/{id}/refund', z.unknown(), { params: { id } }),
  );
}

/** `POST …/balances/{invoiceId}/refund`: what arrived over a paid invoice goes back to the advertiser. */
export function useRefundBalance() {
  return useCreditMutation(({ invoiceId }: { invoiceId: string }) =>
    api.post('/private/backoffice/balances/{invoiceId}/refund', z.unknown(), { params: { invoiceId } }),
  );
}
