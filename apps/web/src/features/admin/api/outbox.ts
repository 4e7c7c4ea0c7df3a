import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outboxListSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';

/** `GET /private/backoffice/outbox?to=`: the newest e-mails, the links' secrets hidden. */
export function useOutbox(to: string) {
  return useQuery({
    queryKey: ['backoffice', 'outbox', to],
    queryFn: async ({ signal }) =>
      (await api.get('/private/backoffice/outbox', outboxListSchema, { query: { to }, signal })).mails,
    placeholderData: keepPreviousData,
  });
}
