import { z } from 'zod';

/** The `data` of an answer that carries nothing: `{ "data": null }` (logout, e-mails sent…). */
export const nullDataSchema = z.null();

/** SPEC §7: every success answer is `{ data }`; the client unwraps it. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_REQUEST',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'CHAT_DISABLED',
  'ACCOUNT_HAS_COMMITMENTS',
  'EMAIL_TAKEN',
  'LOGIN_FAILED',
  'SOCIAL_LOGIN_FAILED',
  'SOCIAL_NO_ACCOUNT',
  'SOCIAL_EMAIL_REQUIRED',
  'SOCIAL_PROVIDER_UNAVAILABLE',
  'SOCIAL_PROVIDER_NOT_CONFIGURED',
  'SOCIAL_LINK_NEEDS_PASSWORD',
  'SOCIAL_LINK_EXPIRED',
  'WRONG_ACCOUNT',
  'EMAIL_NOT_CONFIRMED',
  'EXPIRED_LINK',
  'INVALID_LINK',
  'TOO_MANY_REQUESTS',
  'INVALID_FEED',
  'FEED_UNREACHABLE',
  'NO_OWNER_EMAIL',
  'WRONG_CODE',
  'EXPIRED_CODE',
  'FEED_TOKEN_NOT_FOUND',
  'HOSTING_LINK_FAILED',
  'HOSTING_UNAVAILABLE',
  'MISSING_CLIENT_HEADER',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const errorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
