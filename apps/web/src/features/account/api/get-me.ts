import { queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema, type Me } from '@patrocina/domain';
import { ApiError, api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

/**
 * The signed-in user under the shared `meQueryKey`, so this page reads what the header already
 * loaded. Written here rather than imported because a feature cannot import another (features/auth).
 */
async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await api.get('/private/users/me', meSchema, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery(queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) }));
}
