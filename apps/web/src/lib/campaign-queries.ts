import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';

/*
 * What the campaigns, proposals and actions features share about a campaign's cache. A feature cannot
 * import another feature, and a change in one (an answer, a purchase, a recorded action) must refresh
 * what the others show, so the keys and the refresh live here.
 */

/** Query keys of the member side, so every change refreshes exactly what it touches. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  mine: () => [...campaignKeys.all, 'mine'] as const,
  podcaster: () => [...campaignKeys.all, 'podcaster'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
  report: (id: string) => [...campaignKeys.all, 'report', id] as const,
  hired: () => [...campaignKeys.all, 'hired'] as const,
  episodes: (podcastId: string) => [...campaignKeys.all, 'episodes', podcastId] as const,
  /** The advertiser's «Sugerir un cambio» requests, and what became of the podcasts they suggested. */
  changeRequests: (id: string) => [...campaignKeys.all, 'change-requests', id] as const,
  suggestedPodcasts: (id: string) => [...campaignKeys.all, 'suggested-podcasts', id] as const,
  /** The public proposal, by its API path (by slug or by token). */
  public: (path: string) => [...campaignKeys.all, 'public', path] as const,
};

/**
 * Query keys of the back office's campaigns: the queue and one campaign as the team works on it. They
 * are the same campaigns, so they sit under `campaignKeys.all`: a change from either side refreshes both.
 */
export const backofficeCampaignKeys = {
  all: [...campaignKeys.all, 'backoffice'] as const,
  queue: (substatus: string) => [...backofficeCampaignKeys.all, 'queue', substatus] as const,
  detail: (id: string) => [...backofficeCampaignKeys.all, 'detail', id] as const,
};

/** `GET /private/campaigns/{id}`: the whole brief, for the details modal and the proposal modal. */
export function useCampaign(id: string) {
  return useQuery(
    queryOptions({
      queryKey: campaignKeys.detail(id),
      queryFn: ({ signal }) => api.get('/private/campaigns/{id}', campaignSchema, { params: { id }, signal }),
      retry: false,
    }),
  );
}

/** After a change: the lists, the campaign, and whatever the caller shows elsewhere (the header badge). */
export function useRefreshCampaigns(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    onChanged?.();
  };
}

/**
 * Every change in the back office answers with what changed; the campaign is read again whole, in the
 * back office and wherever else it shows (a campaign manager also sees it in their dashboard).
 */
export function useBackofficeCampaignMutation<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
