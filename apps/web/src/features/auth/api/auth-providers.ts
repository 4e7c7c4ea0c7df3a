import { queryOptions, useQuery } from '@tanstack/react-query';
import { authProvidersSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';

/** Which social providers the server accepts, and the public ids their SDKs need (issue 9). */
export function getAuthProviders(signal?: AbortSignal) {
  return api.get('/public/auth-providers', authProvidersSchema, { signal });
}

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'auth-providers'] as const,
    queryFn: ({ signal }) => getAuthProviders(signal),
    // Configuration: it changes with a deployment, not while a page is open.
    staleTime: Infinity,
    retry: false,
  });

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
