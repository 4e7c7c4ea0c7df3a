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

export const signupResultSchema = z.object({ email: z.string() });
