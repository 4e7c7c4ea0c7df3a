import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meSchema, type UpdateMe } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { meQueryKey } from './get-me';

export function updateMe(changes: UpdateMe) {
  return api.patch('/private/users/me', meSchema, { body: changes });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
