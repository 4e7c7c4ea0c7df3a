import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicCampaignSchema } from '@patrocina/domain';
import { api, pathFor } from '@/lib/api-client';
import { campaignKeys } from '@/lib/campaign-queries';

export type PublicCampaignLookup = { slug: string } | { token: string };

function pathOf(lookup: PublicCampaignLookup): string {
  return 'slug' in lookup
    ? pathFor('/public/campaign/{slug}', lookup)
    : pathFor('/public/campaign/by-token/{token}', lookup);
}

function getPublicCampaign(lookup: PublicCampaignLookup, signal: AbortSignal) {
  return 'slug' in lookup
    ? api.get('/public/campaign/{slug}', publicCampaignSchema, { params: lookup, signal })
    : api.get('/public/campaign/by-token/{token}', publicCampaignSchema, { params: lookup, signal });
}

/** `GET /public/campaign/{slug}` and `/public/campaign/by-token/{token}`: what anyone with the link may read. */
export function usePublicCampaign(lookup: PublicCampaignLookup) {
  const path = pathOf(lookup);
  return useQuery(
    queryOptions({
      queryKey: campaignKeys.public(path),
      queryFn: ({ signal }) => getPublicCampaign(lookup, signal),
      retry: false,
    }),
  );
}
