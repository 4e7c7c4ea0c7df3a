import { queryOptions, useQuery } from '@tanstack/react-query';
import { legalInfoSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';

/** The company's data and money rules the legal page prints (issue 23), from the server's configuration. */
export function getLegalInfo(signal?: AbortSignal) {
  return api.get('/public/legal', legalInfoSchema, { signal });
}

export const legalInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'legal'] as const,
    queryFn: ({ signal }) => getLegalInfo(signal),
    // Configuration: it changes with a deployment, not while a page is open.
    staleTime: Infinity,
  });

export function useLegalInfo() {
  return useQuery(legalInfoQueryOptions());
}
