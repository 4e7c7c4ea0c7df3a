import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserListSchema, type UserScope } from '@patrocina/domain';
import { api } from './api-client';
import { backofficeUserKeys } from './query-keys';

/**
 * `GET /private/backoffice/users?q=&scope=`: users by name or e-mail, newest first, optionally of one
 * scope. The admin's user list and the agent picker of a back-office campaign both ask it.
 */
export function useBackofficeUsers(q: string, scope: UserScope | '' = '') {
  return useQuery({
    queryKey: backofficeUserKeys.search(q, scope),
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
