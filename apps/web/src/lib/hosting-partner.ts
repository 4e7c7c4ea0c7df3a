import { useQuery } from '@tanstack/react-query';
import { hostingPartnerStatusSchema } from '@patrocina/domain';
import { api } from './api-client';
import { hostingPartnerQueryKey } from './query-keys';

/**
 * `GET /private/podcasts/partner`: whether the hosting platform is connected, or demo data stands in
 * (DOMAIN.md). My podcasts and My account both say so.
 */
export function usePartnerStatus() {
  return useQuery({
    queryKey: hostingPartnerQueryKey,
    queryFn: ({ signal }) => api.get('/private/podcasts/partner', hostingPartnerStatusSchema, { signal }),
    staleTime: Infinity,
  });
}
