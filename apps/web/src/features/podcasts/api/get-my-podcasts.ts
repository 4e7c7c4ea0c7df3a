import { queryOptions, useQuery } from '@tanstack/react-query';
import { myPodcastsSchema, type MyPodcast } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { podcastKeys } from './keys';

/** `GET /private/podcasts/mine`. */
export async function getMyPodcasts(signal?: AbortSignal): Promise<MyPodcast[]> {
  return (await api.get('/private/podcasts/mine', myPodcastsSchema, { signal })).podcasts;
}

export function getMyPodcastsQueryOptions() {
  return queryOptions({ queryKey: podcastKeys.mine(), queryFn: ({ signal }) => getMyPodcasts(signal) });
}

export function useMyPodcasts() {
  return useQuery(getMyPodcastsQueryOptions());
}
