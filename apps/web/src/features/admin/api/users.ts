import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUserListSchema, adminUserSchema, impersonationLinkSchema, type UserScope } from '@patrocina/domain';
import { api } from '@/lib/api-client';

const userKeys = { search: (q: string, scope: UserScope | '') => ['backoffice', 'users', q, scope] as const };

/** `GET /private/backoffice/users?q=`: users by name or e-mail, newest first. */
export function useUserSearch(q: string, scope: UserScope | '' = '') {
  return useQuery({
    queryKey: userKeys.search(q, scope),
    queryFn: async ({ signal }) =>
      (
        await api.get('/private/backoffice/users', adminUserListSchema, {
          query: { q, ...(scope ? { scope } : {}) },
          signal,
        })
      ).users,
    placeholderData: keepPreviousData,
  });
}

/** `PUT /private/backoffice/users/{id}/scope`. */
export function useChangeScope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: string; scope: UserScope }) =>
      api.put('/private/backoffice/users/{id}/scope', adminUserSchema, { params: { id }, body: { scope } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['backoffice', 'users'] }),
  });
}

/** `POST /private/backoffice/users/{id}/impersonation`: the single-use link to `/login/impersonate`. */
export function createImpersonationLink(id: string): Promise<{ url: string }> {
  return api.post('/private/backoffice/users/{id}/impersonation', impersonationLinkSchema, { params: { id } });
}
