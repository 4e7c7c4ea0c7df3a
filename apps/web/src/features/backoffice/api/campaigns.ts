import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  backofficeCampaignSchema,
  backofficeQueueSchema,
  type CampaignSubstatus,
  type FinishCampaignInput,
  type ProposalDraftInput,
} from '@patrocina/domain';
import { api } from '@/lib/api-client';

const keys = {
  all: ['backoffice', 'campaigns'] as const,
  queue: (substatus: string) => [...keys.all, 'queue', substatus] as const,
  detail: (id: string) => [...keys.all, 'detail', id] as const,
};

/** `GET /private/backoffice/campaigns`: pending review first, or one substatus. */
export function useQueue(substatus: CampaignSubstatus | '') {
  return useQuery({
    queryKey: keys.queue(substatus),
    queryFn: ({ signal }) =>
      api.get(`/private/backoffice/campaigns${substatus ? `?substatus=${substatus}` : ''}`, backofficeQueueSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /private/backoffice/campaigns/{id}`: the brief, who is who, and the draft with its money and answers. */
export function useBackofficeCampaign(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api.get(`/private/backoffice/campaigns/${id}`, backofficeCampaignSchema, { signal }),
    retry: false,
  });
}

/** Every change in the back office answers with what changed; the campaign is read again whole. */
function useCampaignMutation<I>(id: string, call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useSaveDraft(id: string) {
  return useCampaignMutation(id, (draft: ProposalDraftInput) =>
    api.put(`/private/backoffice/campaigns/${id}/proposal`, z.unknown(), { body: draft }),
  );
}

export function usePublish(id: string) {
  return useCampaignMutation(id, () => api.post(`/private/backoffice/campaigns/${id}/publish`, z.unknown()));
}

export function useMarkPaid(id: string) {
  return useCampaignMutation(id, () => api.put(`/private/backoffice/campaigns/${id}/paid`, z.unknown()));
}

export function useResume(id: string) {
  return useCampaignMutation(id, () => api.put(`/private/backoffice/campaigns/${id}/unpause`, z.unknown()));
}

export function useAssignAgent(id: string) {
  return useCampaignMutation(id, (agentId: string | null) =>
    api.put(`/private/backoffice/campaigns/${id}/agent`, z.unknown(), { body: { agentId } }),
  );
}

/** `PUT …/finish`: an admin closes a campaign in progress, with the reason the advertiser will read. */
export function useFinishCampaign(id: string) {
  return useCampaignMutation(id, (input: FinishCampaignInput) =>
    api.put(`/private/backoffice/campaigns/${id}/finish`, backofficeCampaignSchema, { body: input }),
  );
}

/** `POST …/proposal/run`: the matching engine's draft, which the team then edits. */
export function useRunEngine(id: string) {
  return useCampaignMutation(id, () => api.post(`/private/backoffice/campaigns/${id}/proposal/run`, z.unknown()));
}
