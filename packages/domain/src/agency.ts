import { z } from 'zod';
import { emailSchema } from './auth';

// ---------------------------------------------------------------------------------------------------
// Agency team (issue 23): colleagues of an agency account, their roles and their invitations.
// ---------------------------------------------------------------------------------------------------

/** A colleague's role. The agency account's owner (`isAgency`) counts as a manager in every rule. */
export const AGENCY_MEMBER_ROLES = ['viewer', 'manager'] as const;
export const agencyMemberRoleSchema = z.enum(AGENCY_MEMBER_ROLES, { error: 'Elige un permiso' });
export type AgencyMemberRole = z.infer<typeof agencyMemberRoleSchema>;

/** How a user acts for an agency: its owner, or a colleague with a role. */
export const AGENCY_ROLES = ['owner', ...AGENCY_MEMBER_ROLES] as const;
export const agencyRoleSchema = z.enum(AGENCY_ROLES);
export type AgencyRole = z.infer<typeof agencyRoleSchema>;

export const AGENCY_ROLE_LABELS: Record<AgencyRole, string> = {
  owner: 'Titular',
  manager: 'Puede gestionar',
  viewer: 'Puede ver',
};

/** Days an invitation link stays valid, like the other e-mailed links that grant access. */
export const AGENCY_INVITATION_DAYS = 7;

export const AGENCY_TEAM_MESSAGES = {
  noAgency: 'No perteneces a ninguna agencia.',
  viewerCannotChange: 'Tu permiso en la agencia es «Puede ver»: no puedes hacer cambios.',
  memberNotFound: 'Esa persona no forma parte de tu agencia.',
  invitationNotFound: 'Esa invitación ya no está pendiente.',
  ownerStays: 'La cuenta titular de la agencia no se puede quitar ni cambiar de permiso.',
  inviteYourself: 'Ya formas parte de esta agencia.',
  alreadyMember: 'Esa persona ya forma parte de tu agencia.',
  alreadyInvited: 'Ya hay una invitación pendiente para esa dirección.',
  wrongAccount:
    'Esta invitación es para otra dirección de correo. Entra con la cuenta de esa dirección para aceptarla.',
  emailUnconfirmed:
    'Confirma tu dirección de correo antes de aceptar la invitación: abre el enlace que te enviamos al crear la cuenta.',
  inOtherAgency: 'Ya formas parte de otra agencia. Pide que te quiten de ella antes de unirte a esta.',
  ownAgencyInUse: 'Tu cuenta es una agencia con campañas o colegas propios, así que no puede unirse a otra agencia.',
  invitationSent: 'Invitación enviada',
  accepted: 'Ya formas parte de la agencia',
} as const;

/** «Invitar»: an address and the role it will have (the form and the route share it). */
export const inviteColleagueSchema = z.object({ email: emailSchema, role: agencyMemberRoleSchema }).strict();
export type InviteColleague = z.infer<typeof inviteColleagueSchema>;

export const changeColleagueRoleSchema = z.object({ role: agencyMemberRoleSchema }).strict();
export type ChangeColleagueRole = z.infer<typeof changeColleagueRoleSchema>;

export const agencyColleagueSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  email: z.string(),
  role: agencyRoleSchema,
  since: z.string(),
});
export type AgencyColleague = z.infer<typeof agencyColleagueSchema>;

export const pendingAgencyInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: agencyMemberRoleSchema,
  expiresAt: z.string(),
  /** An invitation whose link has expired stays listed, so it can be sent again. */
  isExpired: z.boolean(),
});
export type PendingAgencyInvitation = z.infer<typeof pendingAgencyInvitationSchema>;

/** «Equipo»: who acts for the agency, the invitations not yet answered, and what the reader may do. */
export const agencyTeamSchema = z.object({
  agency: z.object({ id: z.uuid(), name: z.string() }),
  /** The reader's own role: a viewer sees the list without controls. */
  role: agencyRoleSchema,
  members: z.array(agencyColleagueSchema),
  invitations: z.array(pendingAgencyInvitationSchema),
});
export type AgencyTeam = z.infer<typeof agencyTeamSchema>;

/** What the invitation page shows before the button is pressed: opening the link changes nothing. */
export const agencyInvitationViewSchema = z.object({
  agencyName: z.string(),
  invitedBy: z.string(),
  role: agencyMemberRoleSchema,
  email: z.string(),
  /** Whether an account already uses the invited address (sign in, or sign up first). */
  hasAccount: z.boolean(),
});
export type AgencyInvitationView = z.infer<typeof agencyInvitationViewSchema>;

export const agencyInvitationTokenSchema = z.object({ token: z.string().min(1).max(200) });
