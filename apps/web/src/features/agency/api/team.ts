import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  agencyTeamSchema,
  pendingAgencyInvitationSchema,
  type AgencyMemberRole,
  type InviteColleague,
} from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

export const agencyKeys = {
  team: ['agency', 'team'] as const,
  invitation: (token: string) => ['agency', 'invitation', token] as const,
};

/** `GET /private/agency/team`: the owner, the colleagues and the pending invitations. */
export function getTeam() {
  return api.get('/private/agency/team', agencyTeamSchema);
}

export const teamQueryOptions = queryOptions({ queryKey: agencyKeys.team, queryFn: getTeam });

export function useTeam() {
  return useQuery(teamQueryOptions);
}

/** `POST /private/agency/invitations`: «Invitar»; the same address again replaces its pending invitation. */
export function inviteColleague(input: InviteColleague) {
  return api.post('/private/agency/invitations', pendingAgencyInvitationSchema, { body: input });
}

/** `DELETE /private/agency/invitations/{id}`: «Anular». */
export async function revokeInvitation(id: string): Promise<void> {
  await api.delete('/private/agency/invitations/{id}', z.null(), { params: { id } });
}

/** `PUT /private/agency/members/{userId}`: «Puede ver» or «Puede gestionar». */
export async function changeColleagueRole(userId: string, role: AgencyMemberRole): Promise<void> {
  await api.put('/private/agency/members/{userId}', z.null(), { params: { userId }, body: { role } });
}

/** `DELETE /private/agency/members/{userId}`. */
export async function removeColleague(userId: string): Promise<void> {
  await api.delete('/private/agency/members/{userId}', z.null(), { params: { userId } });
}

/** A change of the team refreshes it, and the user's own role (they may have left or changed their own). */
function useTeamChange<A>(change: (input: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agencyKeys.team }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}

export const useInviteColleague = () => useTeamChange(inviteColleague);
export const useRevokeInvitation = () => useTeamChange(revokeInvitation);
export const useChangeColleagueRole = () =>
  useTeamChange(({ userId, role }: { userId: string; role: AgencyMemberRole }) => changeColleagueRole(userId, role));
export const useRemoveColleague = () => useTeamChange(removeColleague);

/**
 * «Salir de la agencia»: `DELETE /private/agency/members/{userId}` with the user's own id. The user's
 * role is read again first (the menus drop «Mi agencia»), then everything else cached goes: the
 * agency's campaigns, brands and team were read as its colleague.
 */
export function useLeaveAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeColleague,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    },
  });
}
