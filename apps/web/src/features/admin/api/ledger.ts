import { useQuery } from '@tanstack/react-query';
import { ledgerSummarySchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';

/** `GET /private/backoffice/ledger`: the books and whether they balance (admins). */
export function useLedger() {
  return useQuery({
    queryKey: ['backoffice', 'ledger'],
    queryFn: ({ signal }) => api.get('/private/backoffice/ledger', ledgerSummarySchema, { signal }),
  });
}
