import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicPodcastSchema, type PublicPodcast } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { podcastKeys } from './keys';

export type PublicPodcastLookup = { id: string } | { hostingId: string } | { slug: string };

function pathOf(lookup: PublicPodcastLookup): string {
  if ('id' in lookup) return `/public/podcasts/${encodeURIComponent(lookup.id)}`;
  if ('hostingId' in lookup) return `/public/podcasts/by-hosting-id/${encodeURIComponent(lookup.hostingId)}`;
  return `/public/podcasts/by-slug/${encodeURIComponent(lookup.slug)}`;
}

/** `GET /public/podcasts/{id}` and its hosting-id and slug variants. */
export function getPublicPodcast(lookup: PublicPodcastLookup, signal?: AbortSignal): Promise<PublicPodcast> {
  return api.get(pathOf(lookup), publicPodcastSchema, { signal });
}

export function usePublicPodcast(lookup: PublicPodcastLookup) {
  return useQuery(
    queryOptions({
      queryKey: podcastKeys.public(pathOf(lookup)),
      queryFn: ({ signal }) => getPublicPodcast(lookup, signal),
      retry: false,
    }),
  );
}
