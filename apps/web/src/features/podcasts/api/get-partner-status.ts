import { useQuery } from '@tanstack/react-query';
import { hostingPartnerStatusSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { podcastKeys } from './keys';

/** `GET /private/podcasts/partner`: whether the hosting platform is connected, or demo data stands in. */
export function usePartnerStatus() {
  return useQuery({
    queryKey: podcastKeys.partner(),
    queryFn: ({ signal }) => api.get('/private/podcasts/partner', hostingPartnerStatusSchema, { signal }),
    staleTime: Infinity,
  });
}
