import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ChangeOwnPassword } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** `PUT /private/users/me/password`. A wrong current password is a 400 on the field `currentPassword`. */
export async function changeOwnPassword(body: ChangeOwnPassword): Promise<void> {
  await api.put('/private/users/me/password', z.null(), { body });
}

export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOwnPassword,
    // The API ends the other sessions, so the list has changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
