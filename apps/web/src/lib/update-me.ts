/**
 * `PATCH /private/users/me`, apart from lib/me.ts: every layout reads the user, but only My account
 * and the agency question change it, so TanStack's mutation code stays off the first screen.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateMe } from '@patrocina/domain';
import { api } from './api-client';
import { loadMeSchema } from './me';
import { meQueryKey } from './query-keys';

/** `PATCH /private/users/me`: the user's own choices (agency, newsletter). The answer is the whole user. */
export async function updateMe(changes: UpdateMe): Promise<Me> {
  return api.patch('/private/users/me', await loadMeSchema(), { body: changes });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    // The header and the page read the answer at once, without another call.
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
