import {
  sessionTokenSchema,
  verifiedEmailSchema,
  signupResultSchema,
  type LoginMethod,
  type SignupInput,
} from '@patrocina/domain';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * The sign-in calls of SPEC §7. Each answers a session token that the API also sets as an HttpOnly
 * cookie: the token is never read or kept by the web app, only the cookie matters.
 */
export async function logIn(input: { email: string; password: string; method: LoginMethod }): Promise<void> {
  await api.post('/authentication/login', sessionTokenSchema, { body: input });
}

export function signUp(input: SignupInput) {
  return api.post('/authentication/signup', signupResultSchema, { body: input });
}

/** True when the address already belongs to an account (SPEC §5 freeEmail). */
export function isEmailTaken(email: string, signal?: AbortSignal): Promise<boolean> {
  return api.get('/authentication/check-email', z.boolean(), { query: { email }, signal });
}

/** True when the link also signed the user in (see `verifiedEmailSchema`). */
export async function verifyEmail(token: string): Promise<boolean> {
  const { token: session } = await api.post('/authentication/verify', verifiedEmailSchema, { body: { token } });
  return session !== null;
}

/** `/login/impersonate`: an admin's single-use link becomes a session of the user (issue 6). */
export async function impersonate(token: string): Promise<void> {
  await api.post('/authentication/login/impersonate', sessionTokenSchema, { body: { token } });
}

/** Same answer whether the account exists or not, so nobody can probe addresses with it. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/authentication/lost-password', z.null(), { body: { email } });
}

export async function changePassword(input: { password: string; token: string }): Promise<void> {
  await api.post('/authentication/change-password', sessionTokenSchema, { body: input });
}

export async function resendVerificationEmail(): Promise<void> {
  await api.post('/private/users/me/verification-email', z.null());
}
