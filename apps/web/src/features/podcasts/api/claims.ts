import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addedPodcastSchema,
  claimCodeSentSchema,
  claimDetailsSchema,
  claimVerifiedSchema,
  type ClaimVerified,
} from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { podcastKeys } from './keys';

/*
 * Adding a podcast by its feed and proving it is yours (issue 4): the calls under
 * /private/podcasts that the join flow and "Mis podcasts" use.
 */

export type { ClaimDetails as OpenClaim, ClaimPodcast as ClaimedPodcast } from '@patrocina/domain';

/** `POST /private/podcasts`: reads the feed and opens the user's claim on the podcast. */
export function addPodcast(feedUrl: string) {
  return api.post('/private/podcasts', addedPodcastSchema, { body: { feedUrl } });
}

/** `GET /private/podcasts/{id}/claim`: the user's open claim. */
export function getClaim(podcastId: string, signal?: AbortSignal) {
  return api.get('/private/podcasts/{id}/claim', claimDetailsSchema, { params: { id: podcastId }, signal });
}

export function getClaimQueryOptions(podcastId: string) {
  return queryOptions({
    queryKey: podcastKeys.claim(podcastId),
    queryFn: ({ signal }) => getClaim(podcastId, signal),
    retry: false,
  });
}

export function useClaim(podcastId: string) {
  return useQuery(getClaimQueryOptions(podcastId));
}

export function useAddPodcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPodcast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podcastKeys.mine() }),
  });
}

/** `POST /private/podcasts/{id}/claim/code`: e-mails a code to the feed's owner address. */
export function useSendClaimCode(podcastId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/private/podcasts/{id}/claim/code', claimCodeSentSchema, { params: { id: podcastId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: podcastKeys.claim(podcastId) }),
  });
}

/** Either proof; on success the podcast is the user's and every list of theirs changes. */
function useProve<T>(podcastId: string, call: (input: T) => Promise<ClaimVerified>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      // Marked stale, not removed: the panel stays on screen until the sheet's (lazy) route has
      // loaded, and a removed query would be fetched again by it, putting the API's 409 «ya es tuyo»
      // on screen meanwhile. Coming back to the proof later reads it afresh.
      await queryClient.invalidateQueries({ queryKey: podcastKeys.claim(podcastId), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: podcastKeys.mine() });
    },
  });
}

/** `POST /private/podcasts/{id}/claim/verify-code`. */
export function useVerifyClaimCode(podcastId: string) {
  return useProve(podcastId, (code: string) =>
    api.post('/private/podcasts/{id}/claim/verify-code', claimVerifiedSchema, {
      params: { id: podcastId },
      body: { code },
    }),
  );
}

/** `POST /private/podcasts/{id}/claim/verify-feed`: looks for the token in the feed. */
export function useVerifyClaimFeed(podcastId: string) {
  return useProve(podcastId, () =>
    api.post('/private/podcasts/{id}/claim/verify-feed', claimVerifiedSchema, { params: { id: podcastId } }),
  );
}
