import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accountSessionSchema, type AccountSession } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

const sessionListSchema = z.array(accountSessionSchema);

/** `GET /private/users/me/sessions`: every open session of the user, the current one marked. */
export function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return api.get('/private/users/me/sessions', sessionListSchema, { signal });
}

export function getSessionsQueryOptions() {
  return queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });
}

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
