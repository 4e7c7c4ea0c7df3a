import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { workroomPageSchema, type WorkroomQuery } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { chatKeys } from '@/lib/query-keys';

/**
 * `GET /private/campaigns/latests-messages`, or `latests-agent-messages` for a campaign manager: one
 * page of the user's threads, sorted and filtered. Keys sit under chatKeys.workroom(), which a send,
 * a read mark and the live stream refresh.
 */
export function getWorkroomQueryOptions(isAgent: boolean, query: WorkroomQuery) {
  const path = isAgent ? '/private/campaigns/latests-agent-messages' : '/private/campaigns/latests-messages';
  return queryOptions({
    queryKey: chatKeys.workroomPage(isAgent ? 'agent' : 'user', query),
    queryFn: ({ signal }) =>
      api.get(path, workroomPageSchema, {
        signal,
        query: {
          sort: query.sort,
          show: query.show,
          state: query.state,
          campaignId: query.campaignId,
          page: query.page,
        },
      }),
    // Turning a page or a filter keeps the rows in view until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useWorkroom(isAgent: boolean, query: WorkroomQuery) {
  return useQuery(getWorkroomQueryOptions(isAgent, query));
}
