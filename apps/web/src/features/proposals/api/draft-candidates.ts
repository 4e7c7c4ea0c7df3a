import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { draftCandidatesSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';

/**
 * `GET /private/backoffice/podcasts/search`: podcasts the team may add to a draft, from two letters on,
 * each with its sheet's minimums, so a card added by hand shows them at once (issue 18).
 */
export function useDraftCandidates(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['backoffice', 'podcasts', 'search', q] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/private/backoffice/podcasts/search', draftCandidatesSchema, { query: { q }, signal })).podcasts,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
