import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignSuggestionListSchema, suggestionNoteListSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { campaignKeys } from '@/lib/campaign-queries';

/*
 * What the advertiser suggested (docs/decisions/0021), read by the proposal (features/proposals) and by
 * the back office's campaign page (features/campaigns): one query each, shared here.
 */

/** `GET /private/campaigns/{id}/change-requests`: the «Sugerir un cambio» requests, newest first. */
export function useChangeRequests(id: string) {
  return useQuery(
    queryOptions({
      queryKey: campaignKeys.changeRequests(id),
      queryFn: ({ signal }) =>
        api.get('/private/campaigns/{id}/change-requests', campaignSuggestionListSchema, { params: { id }, signal }),
    }),
  );
}

/** `GET /private/campaigns/{id}/suggested-podcasts`: each suggested podcast, in the proposal or why not. */
export function useSuggestedPodcasts(id: string) {
  return useQuery(
    queryOptions({
      queryKey: campaignKeys.suggestedPodcasts(id),
      queryFn: ({ signal }) =>
        api.get('/private/campaigns/{id}/suggested-podcasts', suggestionNoteListSchema, { params: { id }, signal }),
    }),
  );
}
