import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  campaignListSchema,
  campaignSchema,
  campaignSuggestionSchema,
  podcasterCampaignListSchema,
  type PauseCampaignInput,
} from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { campaignKeys, useRefreshCampaigns } from '@/lib/campaign-queries';

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

/** `PUT /private/campaigns/{id}/pause`: pause with a reason, or ask the team to resume. */
export function usePauseCampaign(onChanged?: () => void) {
  const refresh = useRefreshCampaigns(onChanged);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PauseCampaignInput }) =>
      api.put('/private/campaigns/{id}/pause', campaignSchema, { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

/** `DELETE /private/campaigns/{id}`: only while nothing has been published. */
export function useDeleteCampaign(onChanged?: () => void) {
  const refresh = useRefreshCampaigns(onChanged);
  return useMutation({
    mutationFn: (id: string) => api.delete('/private/campaigns/{id}', z.null(), { params: { id } }),
    onSuccess: refresh,
  });
}

/** `POST /private/campaigns/{id}/suggestion`: a note to the team about the proposal. */
export function useSendSuggestion(onChanged?: () => void) {
  const refresh = useRefreshCampaigns(onChanged);
  return useMutation({
    mutationFn: ({ id, suggestion }: { id: string; suggestion: string }) =>
      api.post('/private/campaigns/{id}/suggestion', campaignSuggestionSchema, {
        params: { id },
        body: { suggestion },
      }),
    onSuccess: refresh,
  });
}
