import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { hostingLinkResultSchema, type HostingLinkResult, type LinkHostingAccount } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { meQueryKey, myPodcastsQueryKey } from '@/lib/query-keys';

/**
 * `POST /private/users/me/hosting-account`: the e-mail and password of the user's account on the
 * hosting platform (never kept). SPEC §8's account link failures come back as a 400 with their text.
 */
export async function linkHostingAccount(body: LinkHostingAccount): Promise<HostingLinkResult> {
  return api.post('/private/users/me/hosting-account', hostingLinkResultSchema, { body });
}

/** `DELETE /private/users/me/hosting-account`: the podcasts stay the user's. */
export async function unlinkHostingAccount(): Promise<void> {
  await api.delete('/private/users/me/hosting-account', z.null());
}

export function useLinkHostingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkHostingAccount,
    // The user now shows the link (ivooxUserId), and My podcasts has the account's podcasts.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: myPodcastsQueryKey }),
      ]),
  });
}

export function useUnlinkHostingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkHostingAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
