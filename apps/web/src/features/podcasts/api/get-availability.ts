import { queryOptions, useQuery } from '@tanstack/react-query';
import { availabilitySchema, type BlockedPeriod } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { podcastKeys } from './keys';

/** `GET /private/podcasts/{id}/availability`. */
export async function getAvailability(podcastId: string, signal?: AbortSignal): Promise<BlockedPeriod[]> {
  return (
    await api.get('/private/podcasts/{id}/availability', availabilitySchema, { params: { id: podcastId }, signal })
  ).periods;
}

export function getAvailabilityQueryOptions(podcastId: string) {
  return queryOptions({
    queryKey: podcastKeys.availability(podcastId),
    queryFn: ({ signal }) => getAvailability(podcastId, signal),
  });
}

export function useAvailability(podcastId: string) {
  return useQuery(getAvailabilityQueryOptions(podcastId));
}
