import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  alternativeEmailConfirmedSchema,
  alternativeEmailSentSchema,
  type AlternativeEmailInput,
} from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

/** `PUT /private/users/me/alternative-email`: e-mails a link to the new address; nothing changes until its page's button is pressed. */
export function requestAlternativeEmail(body: AlternativeEmailInput) {
  return api.put('/private/users/me/alternative-email', alternativeEmailSentSchema, { body });
}

export function useRequestAlternativeEmail() {
  return useMutation({ mutationFn: requestAlternativeEmail });
}

/** `DELETE /private/users/me/alternative-email`. */
export async function removeAlternativeEmail(): Promise<void> {
  await api.delete('/private/users/me/alternative-email', z.null());
}

export function useRemoveAlternativeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAlternativeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** `POST /authentication/verify-change-email`: the link works without a session. */
export function confirmAlternativeEmail(token: string) {
  return api.post('/authentication/verify-change-email', alternativeEmailConfirmedSchema, { body: { token } });
}

/** The address shows on Mi cuenta as soon as it is confirmed, in this tab too. */
export function useConfirmAlternativeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAlternativeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
