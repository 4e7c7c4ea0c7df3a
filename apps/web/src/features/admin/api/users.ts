import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema, impersonationLinkSchema, type UserScope } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { backofficeUserKeys } from '@/lib/query-keys';

/** `PUT /private/backoffice/users/{id}/scope`. */
export function useChangeScope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: string; scope: UserScope }) =>
      api.put('/private/backoffice/users/{id}/scope', adminUserSchema, { params: { id }, body: { scope } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: backofficeUserKeys.all }),
  });
}

/** `POST /private/backoffice/users/{id}/impersonation`: the single-use link to `/login/impersonate`. */
export function createImpersonationLink(id: string): Promise<{ url: string }> {
  return api.post('/private/backoffice/users/{id}/impersonation', impersonationLinkSchema, { params: { id } });
}
