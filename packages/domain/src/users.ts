import { z } from 'zod';

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
  emailVerified: z.boolean(),
  impersonatedBy: z.uuid().nullable(),
  messageStats: z.object({ unread: z.number().int().nonnegative() }),
  campaignActionStats: z.object({ pending: z.number().int().nonnegative() }),
});
export type Me = z.infer<typeof meSchema>;

/**
 * What a user may change of their own account through `PATCH /private/users/me`. Scope, e-mail,
 * verification and the hosting-platform link are never accepted here (no mass assignment).
 */
export const updateMeSchema = z
  .object({
    isAgency: z.boolean(),
    newsletter: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateMe = z.infer<typeof updateMeSchema>;
