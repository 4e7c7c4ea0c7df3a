import { loginNonceSchema, sessionTokenSchema, type LoginMethod, type SocialProvider } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import type { SocialPayload } from '../lib/social/types';

/** A single-use nonce for the provider to sign into its token (ten minutes). */
export async function getLoginNonce(): Promise<string> {
  return (await api.post('/authentication/login/nonce', loginNonceSchema)).nonce;
}

/**
 * SPEC §7 `POST /authentication/login/{google,apple,facebook}`: the provider's answer and the method.
 * Like e-mail login, the session is the HttpOnly cookie the API sets; the token answered is not kept.
 * A 409 SOCIAL_LINK_NEEDS_PASSWORD means the address has an account: linkSocialAccount follows.
 */
export async function logInWithProvider(
  provider: SocialProvider,
  payload: SocialPayload,
  method: LoginMethod,
): Promise<void> {
  await api.post(`/authentication/login/${provider}`, sessionTokenSchema, { body: { ...payload, method } });
}

/** The password step of linking: the pending link travels in the API's own HttpOnly cookie. */
export async function linkSocialAccount(password: string): Promise<void> {
  await api.post('/authentication/login/link', sessionTokenSchema, { body: { password } });
}
