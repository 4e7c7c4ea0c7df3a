import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  campaignListSchema,
  campaignSchema,
  campaignSuggestionSchema,
  podcasterCampaignListSchema,
  type PauseCampaignInput,
} from '@patrocina/domain';
import { api } from '@/lib/api-client';

/** Query keys of the campaigns feature, so every change refreshes exactly what it touches. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  mine: () => [...campaignKeys.all, 'mine'] as const,
  podcaster: () => [...campaignKeys.all, 'podcaster'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
  report: (id: string) => [...campaignKeys.all, 'report', id] as const,
  hired: () => [...campaignKeys.all, 'hired'] as const,
  episodes: (podcastId: string) => [...campaignKeys.all, 'episodes', podcastId] as const,
};

/**
 * `GET /private/advertiser-or-manager-campaigns`: every campaign the user owns or manages as an
 * agent. The dashboard splits them by tab and brand itself, so switching tabs needs no request.
 */
export function useMyCampaigns() {
  return useQuery(
    queryOptions({
      queryKey: campaignKeys.mine(),
      queryFn: ({ signal }) => api.get('/private/advertiser-or-manager-campaigns', campaignListSchema, { signal }),
    }),
  );
}

/**
 * `GET /private/podcaster-or-manager-campaigns`: the proposals for the podcasts the user owns or
 * represents, one row per campaign and podcast.
 */
export function usePodcasterCampaigns() {
  return useQuery(
    queryOptions({
      queryKey: campaignKeys.podcaster(),
      queryFn: ({ signal }) =>
        api.get('/private/podcaster-or-manager-campaigns', podcasterCampaignListSchema, { signal }),
    }),
  );
}

/** `GET /private/campaigns/{id}`: the whole brief, for the details modal. */
export function useCampaign(id: string) {
  return useQuery(
    queryOptions({
      queryKey: campaignKeys.detail(id),
      queryFn: ({ signal }) => api.get(`/private/campaigns/${id}`, campaignSchema, { signal }),
      retry: false,
    }),
  );
}

/** After a change: the lists, the campaign, and whatever the caller shows elsewhere (the header badge). */
export function useRefresh(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    onChanged?.();
  };
}

/** `PUT /private/campaigns/{id}/pause`: pause with a reason, or ask the team to resume. */
export function usePauseCampaign(onChanged?: () => void) {
  const refresh = useRefresh(onChanged);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PauseCampaignInput }) =>
      api.put(`/private/campaigns/${id}/pause`, campaignSchema, { body: input }),
    onSuccess: refresh,
  });
}

/** `DELETE /private/campaigns/{id}`: only while nothing has been published. */
export function useDeleteCampaign(onChanged?: () => void) {
  const refresh = useRefresh(onChanged);
  return useMutation({
    mutationFn: (id: string) => api.delete(`/private/campaigns/${id}`, z.null()),
    onSuccess: refresh,
  });
}

/** `POST /private/campaigns/{id}/suggestion`: a note to the team about the proposal. */
export function useSendSuggestion(onChanged?: () => void) {
  const refresh = useRefresh(onChanged);
  return useMutation({
    mutationFn: ({ id, suggestion }: { id: string; suggestion: string }) =>
      api.post(`/private/campaigns/${id}/suggestion`, campaignSuggestionSchema, { body: { suggestion } }),
    onSuccess: refresh,
  });
}

/** `PUT /private/campaigns/{id}/purchase`: the advertiser confirms the podcasts they pick. */
export function usePurchaseCampaign(onChanged?: () => void) {
  const refresh = useRefresh(onChanged);
  return useMutation({
    mutationFn: ({ id, podcastIds }: { id: string; podcastIds: string[] }) =>
      api.put(`/private/campaigns/${id}/purchase`, campaignSchema, { body: { podcastIds } }),
    onSuccess: refresh,
  });
}
