import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { representationAnswerSchema, representationSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { podcastKeys } from './keys';

/** `POST /private/podcasts/{id}/representation`. */
export function inviteRepresentative(podcastId: string, email: string) {
  return api.post(`/private/podcasts/${podcastId}/representation`, representationSchema, { body: { email } });
}

/** `DELETE /private/podcasts/{id}/representation`. */
export async function cancelRepresentation(podcastId: string): Promise<void> {
  await api.delete(`/private/podcasts/${podcastId}/representation`, z.null());
}

/** `POST /public/representations/accept|reject`, from the e-mailed link. */
export function answerRepresentation(token: string, accept: boolean) {
  return api.post(`/public/representations/${accept ? 'accept' : 'reject'}`, representationAnswerSchema, { body: { token } });
}

export function useInviteRepresentative(podcastId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteRepresentative(podcastId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podcastKeys.mine() }),
  });
}

export function useCancelRepresentation(podcastId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelRepresentation(podcastId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podcastKeys.mine() }),
  });
}
