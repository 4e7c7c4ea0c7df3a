import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { representationInvitationSchema, representationPayeeSchema, representationSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';
import { podcastKeys } from './keys';

/** `POST /private/podcasts/{id}/representation`. */
export function inviteRepresentative(podcastId: string, email: string) {
  return api.post('/private/podcasts/{id}/representation', representationSchema, {
    params: { id: podcastId },
    body: { email },
  });
}

/** `DELETE /private/podcasts/{id}/representation`. */
export async function cancelRepresentation(podcastId: string): Promise<void> {
  await api.delete('/private/podcasts/{id}/representation', z.null(), { params: { id: podcastId } });
}

/** `PUT /private/podcasts/{id}/representation/payee`: the owner says whether the representative is paid. */
export function setRepresentationPayee(podcastId: string, toRepresentative: boolean) {
  return api.put('/private/podcasts/{id}/representation/payee', representationPayeeSchema, {
    params: { id: podcastId },
    body: { toRepresentative },
  });
}

/** `POST /public/representations/invitation`: what an e-mailed link is about; it changes nothing. */
export function readInvitation(token: string) {
  return api.post('/public/representations/invitation', representationInvitationSchema, { body: { token } });
}

/** `POST /private/podcasts/representations/accept`: signed in with the invited, confirmed address. */
export function acceptRepresentation(token: string) {
  return api.post('/private/podcasts/representations/accept', representationInvitationSchema, { body: { token } });
}

/** `POST /public/representations/reject`: no account is needed to say no. */
export function rejectRepresentation(token: string) {
  return api.post('/public/representations/reject', representationInvitationSchema, { body: { token } });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: podcastKeys.invitation(token),
    queryFn: () => readInvitation(token),
    enabled: token !== '',
    // A link that failed will not work on a second try; other failures get a button.
    retry: false,
    staleTime: Infinity,
  });
}

export function useAnswerInvitation(token: string, accept: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (accept ? acceptRepresentation(token) : rejectRepresentation(token)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podcastKeys.mine() }),
    // A refusal may mean the page's idea of the user is stale (another tab signed out, or confirmed).
    onError: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
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

export function useSetRepresentationPayee(podcastId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (toRepresentative: boolean) => setRepresentationPayee(podcastId, toRepresentative),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podcastKeys.mine() }),
  });
}
