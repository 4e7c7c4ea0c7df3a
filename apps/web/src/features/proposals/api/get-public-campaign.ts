import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicCampaignSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { campaignKeys } from '@/lib/campaign-queries';

export type PublicCampaignLookup = { slug: string } | { token: string };

function pathOf(lookup: PublicCampaignLookup): string {
  return 'slug' in lookup
    ? `/public/campaign/${encodeURIComponent(lookup.slug)}`
    : `/public/campaign/by-token/${encodeURIComponent(lookup.token)}`;
}

/** `GET /public/campaign/{slug}` and `/public/campaign/by-token/{token}`: what anyone with the link may read. */
export function usePublicCampaign(lookup: PublicCampaignLookup) {
  const path = pathOf(lookup);
  return useQuery(
    queryOptions({
      queryKey: [...campaignKeys.all, 'public', path],
      queryFn: ({ signal }) => api.get(path, publicCampaignSchema, { signal }),
      retry: false,
    }),
  );
}
