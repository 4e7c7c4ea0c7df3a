import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closedSessionsSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** `DELETE /private/users/me/sessions`: ends every session but the one making the call. */
export function closeOtherSessions() {
  return api.delete('/private/users/me/sessions', closedSessionsSchema);
}

export function useCloseOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
