import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LOGIN_METHODS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';
import { MESSAGES, termsRequiredMessage } from './messages';

export const loginMethodSchema = z.enum(LOGIN_METHODS);
export type LoginMethod = z.infer<typeof loginMethodSchema>;

export const emailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail)
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

/** SPEC §5: password fields are trimmed. ASVS: 8 to 128 characters, no composition rules. */
export const passwordSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

export const usernameSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(USERNAME_MIN_LENGTH, MESSAGES.usernameTooShort)
  .max(USERNAME_MAX_LENGTH, MESSAGES.usernameTooLong);

/** A phone prefix such as +34. */
export const phonePrefixSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{0,3}$/, MESSAGES.prefixFormat);

/** National number, digits and optional spaces; 6 to 15 digits. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6,15}$/, MESSAGES.phoneFormat));

export function createSignupSchema(productName: string) {
  return z
    .object({
      email: emailSchema,
      password: passwordSchema,
      username: usernameSchema,
      phone: phoneNumberSchema.optional(),
      prefix: phonePrefixSchema.optional(),
      newsletter: z.boolean().default(false),
      terms: z.literal(true, { error: termsRequiredMessage(productName) }),
    })
    .refine((value) => (value.phone === undefined) === (value.prefix === undefined), {
      message: MESSAGES.phoneFormat,
      path: ['phone'],
    });
}
export type SignupInput = z.input<ReturnType<typeof createSignupSchema>>;

export const loginSchema = z.object({
  email: emailSchema,
  // Never reveal the password rules at login: any non-empty string is checked against the hash.
  password: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(1024, MESSAGES.passwordTooLong),
  method: loginMethodSchema.default('LOGIN'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const emailTokenSchema = z.object({
  token: z.string({ error: MESSAGES.invalidLink }).trim().min(16, MESSAGES.invalidLink).max(200, MESSAGES.invalidLink),
});

export const checkEmailQuerySchema = z.object({ email: emailSchema });

export const lostPasswordSchema = z.object({ email: emailSchema });

export const changePasswordSchema = z.object({
  password: passwordSchema,
  token: emailTokenSchema.shape.token,
});

export const sessionTokenSchema = z.object({ token: z.string() });
export type SessionToken = z.infer<typeof sessionTokenSchema>;

/**
 * `POST /authentication/verify`: the session the link opens, or null when the address is confirmed
 * but the account cannot be entered from the link (a social identity that never vouched for it).
 */
export const verifiedEmailSchema = z.object({ token: z.string().nullable() });

export const signupResultSchema = z.object({ email: z.string() });

/** A provider's signed token (a JWT); generous, but bounded, so nothing huge is parsed. */
const idTokenSchema = z
  .string({ error: MESSAGES.socialLoginFailed })
  .trim()
  .min(20, MESSAGES.socialLoginFailed)
  .max(8192, MESSAGES.socialLoginFailed);
const shortText = (max: number) => z.string().trim().max(max).optional();

/** A social sign-in's body: what the provider's script answered, then whether the person logs in or signs up. */
const socialLoginSchema = <Answer extends z.ZodRawShape>(answer: Answer) =>
  z.object({ ...answer, method: loginMethodSchema.default('LOGIN') });

/** SPEC §3 Google: the id token from Google Identity Services and the method. */
export const googleLoginSchema = socialLoginSchema({ id_token: idTokenSchema });
export type GoogleLoginInput = z.input<typeof googleLoginSchema>;

/**
 * SPEC §3 Apple: what Sign in with Apple JS's `signIn()` answers (`authorization`, and `user` the first
 * time only), the name, and the method. Only the id token is trusted; the name is a suggestion.
 */
export const appleLoginSchema = socialLoginSchema({
  authorization: z.object({
    id_token: idTokenSchema,
    code: shortText(2048),
    state: shortText(2048),
  }),
  user: z
    .object({
      email: shortText(EMAIL_MAX_LENGTH),
      name: z.object({ firstName: shortText(100), lastName: shortText(100) }).optional(),
    })
    .optional(),
  name: shortText(200),
});
export type AppleLoginInput = z.input<typeof appleLoginSchema>;

/** SPEC §3 Facebook: the auth response, whose `authenticationToken` is Limited Login's OIDC token. */
export const facebookLoginSchema = socialLoginSchema({
  authResponse: z.object({
    authenticationToken: idTokenSchema,
    userID: shortText(100),
  }),
});
export type FacebookLoginInput = z.input<typeof facebookLoginSchema>;

/** The nonce a social sign-in puts in its id token; single use, ten minutes. */
export const loginNonceSchema = z.object({ nonce: z.string() });

/**
 * The second step of linking a social identity to an account that has a password: the password
 * (the pending link itself travels in an HttpOnly cookie set by the 409 answer).
 */
export const socialLinkSchema = z.object({ password: loginSchema.shape.password });

/** Which social providers this server accepts, with the public ids their browser SDKs need. */
export const authProvidersSchema = z.object({
  google: z.object({ clientId: z.string() }).nullable(),
  apple: z.object({ clientId: z.string(), redirectUri: z.string() }).nullable(),
  facebook: z.object({ appId: z.string() }).nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
