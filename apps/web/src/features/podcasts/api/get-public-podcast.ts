import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicPodcastSchema, type PublicPodcast } from '@patrocina/domain';
import { api, pathFor } from '@/lib/api-client';
import { podcastKeys } from './keys';

export type PublicPodcastLookup = { id: string } | { hostingId: string } | { slug: string };

function pathOf(lookup: PublicPodcastLookup): string {
  if ('id' in lookup) return pathFor('/public/podcasts/{id}', lookup);
  if ('hostingId' in lookup) return pathFor('/public/podcasts/by-hosting-id/{hostingId}', lookup);
  return pathFor('/public/podcasts/by-slug/{slug}', lookup);
}

/** `GET /public/podcasts/{id}` and its hosting-id and slug variants. */
export function getPublicPodcast(lookup: PublicPodcastLookup, signal?: AbortSignal): Promise<PublicPodcast> {
  if ('id' in lookup) return api.get('/public/podcasts/{id}', publicPodcastSchema, { params: lookup, signal });
  if ('hostingId' in lookup) {
    return api.get('/public/podcasts/by-hosting-id/{hostingId}', publicPodcastSchema, { params: lookup, signal });
  }
  return api.get('/public/podcasts/by-slug/{slug}', publicPodcastSchema, { params: lookup, signal });
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
