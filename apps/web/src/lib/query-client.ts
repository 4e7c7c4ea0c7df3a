import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

const MAX_RETRIES = 2;

/** A 4xx or a response that breaks the schema will not change on a second try; a network blip may. */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'INVALID_RESPONSE' || error.code === 'ABORTED') return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isWorthRetrying(error),
      },
      mutations: { retry: false },
    },
  });
}
