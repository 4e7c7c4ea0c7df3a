import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { downloadsShareSchema, sharedDownloadsSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { podcastKeys } from './keys';

/** `POST /private/podcasts/{id}/downloads-share`: a new public link; the old one stops working. */
export function createDownloadsShare(podcastId: string) {
  return api.post('/private/podcasts/{id}/downloads-share', downloadsShareSchema, { params: { id: podcastId } });
}

/** `DELETE /private/podcasts/{id}/downloads-share`: the link stops working. */
export async function revokeDownloadsShare(podcastId: string): Promise<void> {
  await api.delete('/private/podcasts/{id}/downloads-share', z.null(), { params: { id: podcastId } });
}

/** `GET /public/downloads/{token}`: what a share link shows. */
export function getSharedDownloads(token: string, signal?: AbortSignal) {
  return api.get('/public/downloads/{token}', sharedDownloadsSchema, { params: { token }, signal });
}

export function useSharedDownloads(token: string) {
  return useQuery(
    queryOptions({
      queryKey: podcastKeys.sharedDownloads(token),
      queryFn: ({ signal }) => getSharedDownloads(token, signal),
      // A revoked or made-up link stays so: no retries.
      retry: false,
    }),
  );
}

/** Creates (or renews) and revokes the link; My podcasts shows the one in force. */
export function useDownloadsShare(podcastId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: podcastKeys.mine() });
  return {
    create: useMutation({ mutationFn: () => createDownloadsShare(podcastId), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: () => revokeDownloadsShare(podcastId), onSuccess: refresh }),
  };
}
