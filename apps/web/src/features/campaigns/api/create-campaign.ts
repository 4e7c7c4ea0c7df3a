import { useMutation } from '@tanstack/react-query';
import { campaignSchema, type CreateCampaignInput } from '@patrocina/domain';
import { api } from '@/lib/api-client';

/** `POST /private/campaigns`: the brief; with the same Idempotency-Key a repeat gives back the same campaign. */
export function useCreateCampaign() {
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateCampaignInput; key: string }) =>
      api.post('/private/campaigns', campaignSchema, { body: input, headers: { 'idempotency-key': key } }),
  });
}
