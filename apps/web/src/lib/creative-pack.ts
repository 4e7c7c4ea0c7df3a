import { queryOptions, useQuery } from '@tanstack/react-query';
import { creativePackSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { campaignKeys } from '@/lib/campaign-queries';

/**
 * Where a creative pack is read from: by the campaign's id for a signed-in member (with the podcast
 * whose tracking link it should carry), or by a proposal link's token on the public page.
 */
export type PackSource = { campaignId: string; podcastId?: string } | { token: string };

function readPack(source: PackSource, signal: AbortSignal) {
  if ('token' in source)
    return api.get('/public/campaign/by-token/{token}/creative-pack', creativePackSchema, {
      params: { token: source.token },
      signal,
    });
  return api.get('/private/campaigns/{id}/creative-pack', creativePackSchema, {
    params: { id: source.campaignId },
    ...(source.podcastId ? { query: { podcastId: source.podcastId } } : {}),
    signal,
  });
}

/** `GET …/creative-pack`: the brief, its files, the pre-roll text, the brand's web and the tracking link. */
export function useCreativePack(source: PackSource) {
  const key = 'token' in source ? ['token', source.token] : [source.campaignId, source.podcastId ?? ''];
  return useQuery(
    queryOptions({
      queryKey: [...campaignKeys.all, 'creative-pack', ...key],
      queryFn: ({ signal }) => readPack(source, signal),
      retry: false,
    }),
  );
}
