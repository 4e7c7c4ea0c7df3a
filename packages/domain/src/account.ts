/**
 * My account's alternative e-mail and account deletion (issue 9). The rest of `/me` is in users.ts.
 */
import { z } from 'zod';
import { emailSchema } from './auth';
import { MESSAGES } from './messages';

export const ALTERNATIVE_EMAIL_MESSAGES = {
  mismatch: 'Los correos no coinciden',
  sameAsMain: 'Ese ya es tu correo principal. Escribe otro distinto.',
  sent: 'Te hemos enviado un enlace a {email}. Ábrelo para confirmar tu correo alternativo.',
  confirmed: '¡Correo alternativo confirmado!',
  removed: 'Hemos quitado tu correo alternativo.',
} as const;

/** SPEC §5 "Alternative e-mail must match its confirmation". */
export const alternativeEmailSchema = z
  .object({
    email: emailSchema,
    confirmation: z.string({ error: MESSAGES.required }).trim().toLowerCase().min(1, MESSAGES.required),
  })
  .strict()
  .refine((value) => value.email === value.confirmation, {
    message: ALTERNATIVE_EMAIL_MESSAGES.mismatch,
    path: ['confirmation'],
  });
export type AlternativeEmailInput = z.infer<typeof alternativeEmailSchema>;

/** `PUT /private/users/me/alternative-email`: where the confirmation link went. */
export const alternativeEmailSentSchema = z.object({ sentTo: z.string() });

/** `POST /authentication/verify-change-email`: the alternative e-mail the link confirmed. */
export const alternativeEmailConfirmedSchema = z.object({ alternativeEmail: z.string() });

/** What a social-only account (no password) types to confirm its deletion. */
/**
 * An admin acting as a user (`/login/impersonate`) helps with what the user does in the product, and
 * never changes the account's credentials, e-mail, sessions, linked hosting account or deletion state.
 */
export const IN_PERSON_ONLY_MESSAGE =
  'Estás actuando como este usuario: su contraseña, sus correos, sus sesiones, su cuenta de la plataforma de alojamiento y el borrado de la cuenta solo los puede cambiar esa persona.';

export const DELETE_ACCOUNT_WORD = 'ELIMINAR';

export const DELETION_MESSAGES = {
  committed:
    'No puedes eliminar tu cuenta mientras tengas campañas contratadas sin terminar. Escríbenos y lo resolvemos contigo.',
  unpaidEarnings: 'Tienes cobros pendientes: podrás borrar tu cuenta cuando se te hayan pagado.',
  confirmWord: `Escribe ${DELETE_ACCOUNT_WORD} para confirmar.`,
  deleted: 'Hemos eliminado tu cuenta. Sentimos que te vayas.',
  deletedUsername: 'Usuario eliminado',
  /** The reason on an unpaid campaign closed because its advertiser left. */
  advertiserLeft: 'El anunciante eliminó su cuenta antes de contratar la campaña.',
} as const;

/** A hired (awaiting payment, or paid) and unfinished campaign that keeps the account from being deleted. */
export const committedCampaignSchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  name: z.string(),
  /** As whom the user takes part: they pay it, they run it, or one of their podcasts airs in it. */
  role: z.enum(['advertiser', 'agent', 'podcaster']),
});
export type CommittedCampaign = z.infer<typeof committedCampaignSchema>;

/** `GET /private/users/me/deletion`: whether the account can be deleted now, and how to confirm it. */
export const deletionCheckSchema = z.object({
  allowed: z.boolean(),
  committed: z.array(committedCampaignSchema),
  /** Earnings held, released or disputed and not yet paid to the user: the payout needs the account. */
  unpaidEarnings: z.boolean(),
  /** `password` when the account has one; `word` (type ELIMINAR) for an account made with a social provider. */
  confirmWith: z.enum(['password', 'word']),
});
export type DeletionCheck = z.infer<typeof deletionCheckSchema>;

/** `DELETE /private/users/me`: the password, or the word for an account without one. */
export const deleteAccountSchema = z
  .object({
    password: z.string().trim().max(1024, MESSAGES.passwordTooLong).optional(),
    confirmation: z.string().trim().max(40).optional(),
  })
  .strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
