import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { deletionCheckSchema, type DeleteAccountInput } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** `GET /private/users/me/deletion`: asked when the user opens «Eliminar cuenta», never cached for later. */
export function useDeletionCheck(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.deletion(),
    queryFn: () => api.get('/private/users/me/deletion', deletionCheckSchema),
    enabled,
    staleTime: 0,
    gcTime: 0,
    // A refetch would close the open dialog (and what was typed in it) while it is on screen.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** `DELETE /private/users/me`: 409 while a paid campaign is unfinished; 400 on `password` when it is wrong. */
export async function deleteAccount(body: DeleteAccountInput): Promise<void> {
  await api.delete('/private/users/me', z.null(), { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
