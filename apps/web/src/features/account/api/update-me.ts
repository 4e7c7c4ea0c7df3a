import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meSchema, type UpdateMe } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

/** `PATCH /private/users/me`: the user's own choices (the newsletter here). */
export function updateMe(changes: UpdateMe) {
  return api.patch('/private/users/me', meSchema, { body: changes });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    // The answer is the whole user: the header and this page read it at once, without another call.
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
