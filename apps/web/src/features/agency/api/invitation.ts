import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyInvitationViewSchema } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';
import { agencyKeys } from './team';

/** `GET /public/agency/invitations/{token}`: what the e-mailed link is about; it changes nothing. */
export function readAgencyInvitation(token: string) {
  return api.get('/public/agency/invitations/{token}', agencyInvitationViewSchema, { params: { token } });
}

/** `POST /private/agency/invitations/{token}/accept`: the click, signed in with the invited address. */
export function acceptAgencyInvitation(token: string) {
  return api.post('/private/agency/invitations/{token}/accept', agencyInvitationViewSchema, { params: { token } });
}

export function useAgencyInvitation(token: string) {
  return useQuery({
    queryKey: agencyKeys.invitation(token),
    queryFn: () => readAgencyInvitation(token),
    enabled: token !== '',
    // A link that failed will not work on a second try.
    retry: false,
    staleTime: Infinity,
  });
}

export function useAcceptAgencyInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptAgencyInvitation(token),
    // The user's agency role changed (or the page's idea of the user was stale): read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
