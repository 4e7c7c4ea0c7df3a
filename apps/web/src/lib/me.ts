/** The signed-in user (`/private/users/me`): read by every layout, changed by My account. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@patrocina/domain';
import { ApiError, api } from './api-client';
import { meQueryKey } from './query-keys';

// Every layout asks for the user on its first screen: the schema (and zod with it) loads only when
// the answer is a user to check, so a visitor's first screen does without both.
export const loadMeSchema = () => import('@patrocina/domain').then((domain) => domain.meSchema);

/** The signed-in user, or null for a visitor: a 401 here is an answer, not an error. */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await api.get('/private/users/me', loadMeSchema, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
