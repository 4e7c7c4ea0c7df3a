/**
 * Agencies (issue 23): an agency account briefs campaigns for several brands (its clients), each with
 * its own datos de facturación, and shares the account with colleagues. The agency is the user flagged
 * `isAgency`; its id is the agency's id (docs/decisions/0033).
 */
import { z } from 'zod';
import { emailSchema } from './auth';
import {
  billingProfileShape,
  checkByCountry,
  invoicedPartyShape,
  normalizeBillingData,
  profileCompleteness,
  type BillingProfileField,
  type InvoicedParty,
} from './billing-profile';

// ---------------------------------------------------------------------------------------------------
// Brands (agency-brands)
// ---------------------------------------------------------------------------------------------------

export const BRAND_NAME_MAX_LENGTH = 80;

export const AGENCY_BRAND_MESSAGES = {
  brandNotFound: 'No encontramos esa marca en tu agencia',
  duplicateName: 'Ya tienes una marca con ese nombre',
  nameRequired: 'Escribe el nombre de la marca',
  nameTooLong: `El nombre no puede tener más de ${BRAND_NAME_MAX_LENGTH} caracteres`,
  unknownBrand: 'Elige una de las marcas de tu agencia',
  billingNeeded: 'Completa los datos de facturación de la marca antes de confirmar la compra',
} as const;

/**
 * `POST /private/agency/brands` and `PUT /private/agency/brands/{id}`: the brand's name and the datos
 * de facturación its invoices are made out to, checked exactly as the advertiser's profile is
 * (billing-profile.ts), so one NIF rule and one set of messages serve both.
 */
export const brandInputSchema = z
  .object({
    name: z
      .string({ error: AGENCY_BRAND_MESSAGES.nameRequired })
      .trim()
      .min(1, AGENCY_BRAND_MESSAGES.nameRequired)
      .max(BRAND_NAME_MAX_LENGTH, AGENCY_BRAND_MESSAGES.nameTooLong),
    ...billingProfileShape,
  })
  .strict()
  .superRefine((value, context) => checkByCountry(value, context), { when: () => true })
  .transform(normalizeBillingData);
export type BrandInput = z.input<typeof brandInputSchema>;
export type BrandData = z.output<typeof brandInputSchema>;

export const brandIdParamsSchema = z.object({ id: z.uuid({ error: AGENCY_BRAND_MESSAGES.brandNotFound }) });

/** One live brand of the agency, as the brand list and its forms read it. */
export const brandSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The datos de facturación its invoices go to: the advertiser's, without a podcaster's payout ones. */
  ...invoicedPartyShape,
  /** Whether an invoice can be made out to it now (brandBillingMissing is empty). */
  billingComplete: z.boolean(),
  updatedAt: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

/** `GET /private/agency/brands`: the live brands by name, and whether the user may change them. */
export const brandListSchema = z.object({ brands: z.array(brandSchema), canManage: z.boolean() });
export type BrandList = z.infer<typeof brandListSchema>;

/**
 * What a brand's datos de facturación lack before a purchase can be invoiced to it; empty when
 * complete. The values are checked again, as for a profile, so a rule change shows up here.
 */
export function brandBillingMissing(brand: InvoicedParty): BillingProfileField[] {
  return profileCompleteness(
    { ...brand, iban: null, vatRegime: null, irpfPercent: null, selfBillingConsent: false },
    'advertiser',
  );
}

/** The brand chosen in the wizard's first step: a live brand of the agency, or none (free text). */
export const campaignBrandIdSchema = z
  .uuid({ error: AGENCY_BRAND_MESSAGES.unknownBrand })
  .nullable()
  .optional()
  .describe('Una marca de tu agencia; su nombre pasa a ser la marca de la campaña');

/** Shown where a brand has to be picked and there is none yet. */
export const NO_BRANDS_YET = 'Aún no tienes marcas. Añade la primera con sus datos de facturación.';
export const ALL_BRANDS = 'Todas las marcas';

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

/**
 * Colleagues an agency may have, counting invitations still open. Every workroom chat notice lists the
 * advertiser's whole team, and PostgreSQL refuses a notice of 8000 bytes or more (docs/decisions/0034).
 */
export const MAX_AGENCY_COLLEAGUES = 50;

export const AGENCY_TEAM_MESSAGES = {
  noAgency: 'Esto es solo para cuentas de agencia y sus colegas.',
  viewerCannotChange: 'Tu permiso en la agencia es «Puede ver»: no puedes hacer cambios.',
  /** Where the controls of a campaign would be, for a «Puede ver» colleague (its `canChange` is false). */
  viewerReadsOnly:
    'Tu permiso en la agencia es «Puede ver»: consultas la campaña, pero no puedes hacer cambios en ella.',
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
  inOtherAgency: 'Ya formas parte de otra agencia. Sal de ella desde Mi agencia antes de unirte a esta.',
  flagOffWithTeam: 'Tu agencia tiene colegas o invitaciones pendientes: quítalos antes de dejar de ser agencia.',
  flagOnAsColleague: 'Formas parte de una agencia como colega: sal de ella desde Mi agencia antes de ser agencia tú.',
  ownAgencyInUse: 'Tu cuenta es una agencia con campañas o colegas propios, así que no puede unirse a otra agencia.',
  /** A colleague buying a campaign without a brand: it is invoiced to the agency, whose data only its owner edits. */
  agencyBillingNeeded:
    'Pide a la cuenta titular de la agencia que complete sus datos de facturación antes de confirmar la compra.',
  teamFull: `Tu agencia ya tiene ${MAX_AGENCY_COLLEAGUES} colegas: quita a alguien antes de invitar a otra persona.`,
  agencyFull: 'Esta agencia ya tiene el máximo de colegas. Pide a quien te invitó que haga sitio.',
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
