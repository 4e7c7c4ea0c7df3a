import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  readApprovalListSchema,
  readApprovalSchema,
  type DecideRead,
  type SubmitReadSample,
  type SubmitReadScript,
} from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { campaignKeys } from '@/lib/campaign-queries';
import { meQueryKey } from '@/lib/query-keys';

/** Issue 20, the read's approval: its rounds for one hired podcast or every one of a campaign, and the changes to them. */
export const readKeys = {
  one: (campaignId: string, podcastId: string) => [...campaignKeys.all, 'read', campaignId, podcastId] as const,
  campaign: (campaignId: string) => [...campaignKeys.all, 'reads', campaignId] as const,
};

/** `GET /private/campaigns/{id}/podcasts/{podcastId}/read`. */
export function useRead(campaignId: string, podcastId: string) {
  return useQuery(
    queryOptions({
      queryKey: readKeys.one(campaignId, podcastId),
      queryFn: ({ signal }) =>
        api.get('/private/campaigns/{id}/podcasts/{podcastId}/read', readApprovalSchema, {
          params: { id: encodeURIComponent(campaignId), podcastId: encodeURIComponent(podcastId) },
          signal,
        }),
      retry: false,
    }),
  );
}

/** `GET /private/campaigns/{id}/reads`: every hired podcast's read, for the advertiser and the team. */
export function useCampaignReads(campaignId: string) {
  return useQuery(
    queryOptions({
      queryKey: readKeys.campaign(campaignId),
      queryFn: ({ signal }) =>
        api.get('/private/campaigns/{id}/reads', readApprovalListSchema, {
          params: { id: encodeURIComponent(campaignId) },
          signal,
        }),
      retry: false,
    }),
  );
}

function useReadMutation<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The read shows on the hired card, the report and the header badge: all read again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

const paramsOf = (campaignId: string, podcastId: string) => ({
  params: { id: encodeURIComponent(campaignId), podcastId: encodeURIComponent(podcastId) },
});

/** `POST …/read/script`. */
export function useSubmitReadScript(campaignId: string, podcastId: string) {
  return useReadMutation((body: SubmitReadScript) =>
    api.post('/private/campaigns/{id}/podcasts/{podcastId}/read/script', readApprovalSchema, {
      ...paramsOf(campaignId, podcastId),
      body,
    }),
  );
}

/** `POST …/read/sample`: an MP3 already uploaded as `read-sample`. */
export function useSubmitReadSample(campaignId: string, podcastId: string) {
  return useReadMutation((body: SubmitReadSample) =>
    api.post('/private/campaigns/{id}/podcasts/{podcastId}/read/sample', readApprovalSchema, {
      ...paramsOf(campaignId, podcastId),
      body,
    }),
  );
}

/** `PUT …/read/decision`: approve, or ask for changes with a comment. */
export function useDecideRead(campaignId: string, podcastId: string) {
  return useReadMutation((body: DecideRead) =>
    api.put('/private/campaigns/{id}/podcasts/{podcastId}/read/decision', readApprovalSchema, {
      ...paramsOf(campaignId, podcastId),
      body,
    }),
  );
}
