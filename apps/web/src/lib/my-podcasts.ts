import { queryOptions, useQuery } from '@tanstack/react-query';
import { myPodcastsSchema, type MyPodcast } from '@patrocina/domain';
import { api } from './api-client';
import { myPodcastsQueryKey } from './query-keys';

/** `GET /private/podcasts/mine`. */
export async function getMyPodcasts(signal?: AbortSignal): Promise<MyPodcast[]> {
  return (await api.get('/private/podcasts/mine', myPodcastsSchema, { signal })).podcasts;
}

/**
 * My podcasts with their states, under one key whoever reads them: the My podcasts page, and the
 * proposal's answer modal, which needs a complete sheet. A sheet saved, a podcast claimed or a hosting
 * account linked refreshes both at once.
 */
export function myPodcastsQueryOptions() {
  return queryOptions({ queryKey: myPodcastsQueryKey, queryFn: ({ signal }) => getMyPodcasts(signal) });
}

export function useMyPodcasts() {
  return useQuery(myPodcastsQueryOptions());
}
