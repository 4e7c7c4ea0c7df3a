import { useQuery } from '@tanstack/react-query';
import { paymentOrderSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { campaignKeys } from '@/lib/campaign-queries';

/** `GET /private/campaigns/{id}/payment-order`: how to pay a bought campaign, with its SEPA QR code. */
export function usePaymentOrder(id: string) {
  return useQuery({
    // Under the campaign's keys: a purchase or a payment refreshes it with the rest.
    queryKey: [...campaignKeys.all, 'payment-order', id],
    queryFn: ({ signal }) =>
      api.get('/private/campaigns/{id}/payment-order', paymentOrderSchema, { params: { id }, signal }),
    retry: false,
  });
}
