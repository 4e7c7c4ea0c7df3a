/**
 * The agency's brands (`/private/agency/brands`, issue 23): «Tu agencia» keeps them, the wizard's
 * first step picks one and the dashboard filters by one, so all three read this one query.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { brandListSchema, brandSchema, type BrandInput } from '@patrocina/domain';
import { api } from './api-client';
import { campaignKeys } from './campaign-queries';

export const agencyBrandsQueryKey = ['agency', 'brands'] as const;

export function agencyBrandsQueryOptions() {
  return queryOptions({
    queryKey: agencyBrandsQueryKey,
    queryFn: ({ signal }) => api.get('/private/agency/brands', brandListSchema, { signal }),
  });
}

/** The live brands by name and whether the user may change them; only asked of agency accounts. */
export function useAgencyBrands(options: { enabled?: boolean } = {}) {
  return useQuery({ ...agencyBrandsQueryOptions(), enabled: options.enabled ?? true });
}

/** Adds (no id) or edits a brand; a wrong field is a 400 on it, a name already used a 409. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BrandInput }) =>
      id
        ? api.put('/private/agency/brands/{id}', brandSchema, { params: { id }, body: input })
        : api.post('/private/agency/brands', brandSchema, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyBrandsQueryKey }),
  });
}

/** Archives a brand: it leaves the lists; the campaigns that carry it keep it (and their brand's name). */
export function useArchiveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/private/agency/brands/{id}', z.null(), { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: agencyBrandsQueryKey });
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
}
