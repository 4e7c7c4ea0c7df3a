import { z } from 'zod';
import { emailSchema, passwordSchema, phoneNumberSchema, phonePrefixSchema, usernameSchema } from './auth';
import { MESSAGES } from './messages';
import { agencyRoleSchema } from './agency';

export const USER_SCOPES = ['user', 'agent', 'admin'] as const;
export const userScopeSchema = z.enum(USER_SCOPES);
export type UserScope = z.infer<typeof userScopeSchema>;

/** SPEC §3 User, as `GET /private/users/me` returns it. The password never leaves the server. */
export const meSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  avatar: z.string().nullable(),
  ivooxUserId: z.string().nullable(),
  email: z.string(),
  alternativeEmail: z.string().nullable(),
  phone: z.string().nullable(),
  prefix: z.string().nullable(),
  newsletter: z.boolean(),
  scope: userScopeSchema,
  isAgency: z.boolean(),
  /** Issue 23: how the user acts for an agency account (its owner or a colleague), or null. */
  agencyRole: agencyRoleSchema.nullable(),
  emailVerified: z.boolean(),
  impersonatedBy: z.uuid().nullable(),
  messageStats: z.object({ unread: z.number().int().nonnegative() }),
  campaignActionStats: z.object({ pending: z.number().int().nonnegative() }),
});
export type Me = z.infer<typeof meSchema>;

/**
 * What a user may change of their own account through `PATCH /private/users/me`: the agency flag, the
 * newsletter, the username (sign-up's rules) and the phone with its prefix (sign-up's and the
 * proposal answer's rules), both or neither; null clears them. Scope, e-mail, verification, the avatar
 * and the hosting-platform link are never accepted here (no mass assignment: any other key is a 400).
 */
export const updateMeSchema = z
  .object({
    isAgency: z.boolean(),
    newsletter: z.boolean(),
    username: usernameSchema,
    phone: phoneNumberSchema.nullable(),
    prefix: phonePrefixSchema.nullable(),
  })
  .partial()
  .strict()
  .refine(
    (value) =>
      (value.phone === undefined) === (value.prefix === undefined) &&
      (value.phone === null) === (value.prefix === null),
    {
      message: MESSAGES.phoneFormat,
      path: ['phone'],
    },
  );
export type UpdateMe = z.infer<typeof updateMeSchema>;

/** The back office's admin tools (issue 6): finding users, their scope, and acting as one of them. */
export const ADMIN_MESSAGES = {
  adminOnly: 'Solo un administrador puede hacer esto.',
  notAnotherAdmin: 'No puedes entrar como otro administrador.',
  notYourself: 'Ya estás en tu propia cuenta.',
  userNotFound: 'Ese usuario no existe.',
  ownScope: 'No puedes cambiar tu propio permiso.',
} as const;

export const USER_SCOPE_LABELS: Record<UserScope, string> = {
  user: 'Usuario',
  agent: 'Gestor de campaña',
  admin: 'Administrador',
};

export const userSearchQuerySchema = z
  .object({ q: z.string().trim().max(120).default(''), scope: userScopeSchema.optional() })
  .strict();

export const adminUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  scope: userScopeSchema,
  isAgency: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema) });

export const changeScopeSchema = z.object({ scope: userScopeSchema }).strict();

/** Where the admin's browser goes to become the user: a single-use link that expires in minutes. */
export const impersonationLinkSchema = z.object({ url: z.string() });

/** The e-mail outbox as the admin reads it: what went (or is going) to whom. */
export const OUTBOX_STATUS_LABELS = {
  pending: 'Pendiente',
  sending: 'Enviándose',
  sent: 'Enviado',
  failed: 'Fallido',
} as const;
export const outboxQuerySchema = z.object({ to: z.string().trim().max(254).default('') }).strict();
export const outboxMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  /** The plain text, with the secret of every link (`token=`) hidden. */
  text: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxListSchema = z.object({ mails: z.array(outboxMailSchema) });

/** My account (issue 9, SPEC §2 `/me`): the password and the sessions. */
export const ACCOUNT_MESSAGES = {
  passwordChanged: 'Contraseña cambiada. Hemos cerrado tus demás sesiones y te lo hemos contado por correo.',
  samePassword: 'La nueva contraseña tiene que ser distinta de la actual.',
  othersClosed: 'Hemos cerrado tus demás sesiones.',
  noOtherSessions: 'No tienes más sesiones abiertas.',
  unknownDevice: 'Dispositivo desconocido',
  saved: 'Guardado',
  avatarSaved: 'Foto de perfil guardada',
  avatarRemoved: 'Foto de perfil quitada',
  hostingLinked: 'Cuenta de la plataforma de alojamiento vinculada',
  hostingUnlinked: 'Cuenta de la plataforma de alojamiento desvinculada',
  hostingTaken: 'Esa cuenta de la plataforma de alojamiento ya está vinculada a otro usuario. Si es tuya, escríbenos.',
} as const;

/** `PUT /private/users/me/password`: the current password (SPEC §8 «Contraseña incorrecta» when wrong) and the new one. */
export const changeOwnPasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(1024, MESSAGES.passwordTooLong),
    newPassword: passwordSchema,
  })
  .strict()
  .refine((value) => value.currentPassword !== value.newPassword, {
    message: ACCOUNT_MESSAGES.samePassword,
    path: ['newPassword'],
  });
export type ChangeOwnPassword = z.infer<typeof changeOwnPasswordSchema>;

/** One open session of the user, for «Sesiones abiertas». */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** Browser and system in Spanish words («Chrome en Windows»), from the user agent. */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request comes from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** `DELETE /private/users/me/sessions`: closes every session but the current one. */
export const closedSessionsSchema = z.object({ closed: z.number().int().nonnegative() });

/** The avatar is squared and resized to this many pixels a side, whatever was uploaded. */
export const AVATAR_SIZE = 256;

/**
 * `POST /private/users/me/hosting-account`: the e-mail and password of the user's account on the
 * hosting platform. They go to the platform once and are never stored nor logged.
 */
export const linkHostingAccountSchema = z
  .object({
    email: emailSchema,
    password: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(1024, MESSAGES.passwordTooLong),
  })
  .strict();
export type LinkHostingAccount = z.infer<typeof linkHostingAccountSchema>;

/** What linking brought in: the podcasts now the user's, and those left alone because someone else owns them. */
export const hostingLinkResultSchema = z.object({
  ivooxUserId: z.string(),
  linked: z.array(z.object({ id: z.uuid(), slug: z.string(), title: z.string() })),
  skipped: z.array(z.object({ hostingId: z.string(), title: z.string() })),
});
export type HostingLinkResult = z.infer<typeof hostingLinkResultSchema>;
