import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { backofficeCampaignSchema, backofficeQueueSchema, type CampaignSubstatus } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { backofficeCampaignKeys, useBackofficeCampaignMutation } from '@/lib/campaign-queries';

/** `GET /private/backoffice/campaigns`: pending review first, or one substatus. */
export function useQueue(substatus: CampaignSubstatus | '') {
  return useQuery({
    queryKey: backofficeCampaignKeys.queue(substatus),
    queryFn: ({ signal }) =>
      api.get('/private/backoffice/campaigns', backofficeQueueSchema, {
        query: substatus ? { substatus } : {},
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /private/backoffice/campaigns/{id}`: the brief, who is who, and the draft with its money and answers. */
export function useBackofficeCampaign(id: string) {
  return useQuery({
    queryKey: backofficeCampaignKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get('/private/backoffice/campaigns/{id}', backofficeCampaignSchema, { params: { id }, signal }),
    retry: false,
  });
}

export function useResume(id: string) {
  return useBackofficeCampaignMutation(() =>
    api.put('/private/backoffice/campaigns/{id}/unpause', z.unknown(), { params: { id } }),
  );
}

export function useAssignAgent(id: string) {
  return useBackofficeCampaignMutation((agentId: string | null) =>
    api.put('/private/backoffice/campaigns/{id}/agent', z.unknown(), { params: { id }, body: { agentId } }),
  );
}
