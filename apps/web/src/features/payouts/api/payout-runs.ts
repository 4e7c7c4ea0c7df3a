import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payoutRunListSchema, payoutRunSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';

const payoutRunKeys = { all: ['backoffice', 'payout-runs'] as const };

/** `GET /private/backoffice/payout-runs`: the payout runs, newest first. */
export function usePayoutRuns() {
  return useQuery({
    queryKey: payoutRunKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get('/private/backoffice/payout-runs', payoutRunListSchema, { signal })).runs,
  });
}

/** `POST /private/backoffice/payout-runs`: this week's run now (once a week: a second start is refused). */
export function useStartPayoutRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/private/backoffice/payout-runs', payoutRunSchema),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payoutRunKeys.all }),
  });
}

/** Where the browser downloads a run's SEPA file (pain.001.001.03) for the bank. */
export function sepaFileUrl(runId: string): string {
  return `/api/v1/private/backoffice/payout-runs/${encodeURIComponent(runId)}/sepa`;
}
