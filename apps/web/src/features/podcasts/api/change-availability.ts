import { useMutation, useQueryClient } from '@tanstack/react-query';
import { availabilitySchema, type DatePeriod } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { podcastKeys } from './keys';

/** `POST /private/podcasts/{id}/availability`: the answer is the whole list, already merged. */
export async function addBlockedPeriod(podcastId: string, period: DatePeriod) {
  return (
    await api.post('/private/podcasts/{id}/availability', availabilitySchema, {
      params: { id: podcastId },
      body: period,
    })
  ).periods;
}

/** `DELETE /private/podcasts/{id}/availability/{periodId}`. */
export async function removeBlockedPeriod(podcastId: string, periodId: string) {
  return (
    await api.delete('/private/podcasts/{id}/availability/{periodId}', availabilitySchema, {
      params: { id: podcastId, periodId },
    })
  ).periods;
}

export function useAddBlockedPeriod(podcastId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: DatePeriod) => addBlockedPeriod(podcastId, period),
    onSuccess: (periods) => queryClient.setQueryData(podcastKeys.availability(podcastId), periods),
  });
}

export function useRemoveBlockedPeriod(podcastId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (periodId: string) => removeBlockedPeriod(podcastId, periodId),
    onSuccess: (periods) => queryClient.setQueryData(podcastKeys.availability(podcastId), periods),
  });
}
