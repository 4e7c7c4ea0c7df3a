import { queryOptions, useQuery } from '@tanstack/react-query';
import { myEarningsSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';

export const earningsQueryKey = ['users', 'me', 'earnings'] as const;

/**
 * `GET /private/users/me/earnings`: each action the user is paid for (their own podcasts', and those
 * a representative runs for them) with its state and the day it is paid, and their autofacturas.
 */
export function getMyEarningsQueryOptions() {
  return queryOptions({
    queryKey: earningsQueryKey,
    queryFn: ({ signal }) => api.get('/private/users/me/earnings', myEarningsSchema, { signal }),
  });
}

export function useMyEarnings() {
  return useQuery(getMyEarningsQueryOptions());
}

/** Where the browser downloads an autofactura's PDF (the invoices' own route). */
export function invoicePdfUrl(invoiceId: string): string {
  return `/api/v1/private/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`;
}
