import type { LoginMethod } from '@patrocina/domain';
import { LOGIN_METHODS, LOGIN_PROVIDERS, type LoginProvider } from '@patrocina/domain/constants';
import { createStore, useStore } from '@/lib/external-store';

/**
 * The sign-in flow's client state (SPEC §3): the remembered login method, the logging-in flag, and
 * what survives a page change inside the browser session (the sign-up address, the agency answer,
 * the verification reminder). Storage may be unavailable (private mode, blocked): then nothing is kept.
 */
export const METHOD_TYPE_KEY = 'patrocina.methodType';
export const LOGIN_PROVIDER_KEY = 'patrocina.loginProvider';
export const SIGNUP_EMAIL_KEY = 'patrocina.signupEmail';
export const PENDING_AGENCY_KEY = 'patrocina.pendingAgency';
export const VERIFY_REMINDER_KEY = 'patrocina.verifyReminderShown';
export const AFTER_VERIFY_KEY = 'patrocina.afterVerify';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage refused: the flow still works, it only forgets.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** SPEC §4: the chosen login method is remembered; the default is LOGIN (e-mail and password). */
export function getMethodType(): LoginMethod {
  const stored = read(local, METHOD_TYPE_KEY);
  // Compared with the list rather than parsed with loginMethodSchema: the layout's modals import this
  // module, and the schema would bring zod into the first screen.
  return LOGIN_METHODS.find((method) => method === stored) ?? 'LOGIN';
}

export function setMethodType(method: LoginMethod): void {
  write(local, METHOD_TYPE_KEY, method);
}

/**
 * SPEC §3/§4: the way the visitor last signed in (e-mail and password, Google, Apple, Facebook) is
 * remembered, so the dialogs offer it first; the default is e-mail and password.
 */
export function getLoginProvider(): LoginProvider {
  const stored = read(local, LOGIN_PROVIDER_KEY);
  return LOGIN_PROVIDERS.find((provider) => provider === stored) ?? 'email-password';
}

export function setLoginProvider(provider: LoginProvider): void {
  write(local, LOGIN_PROVIDER_KEY, provider);
}

export function getSignupEmail(): string | null {
  return read(session, SIGNUP_EMAIL_KEY);
}

export function setSignupEmail(email: string): void {
  write(session, SIGNUP_EMAIL_KEY, email);
}

export function hasPendingAgency(): boolean {
  return read(session, PENDING_AGENCY_KEY) === 'true';
}

export function setPendingAgency(isAgency: boolean): void {
  write(session, PENDING_AGENCY_KEY, isAgency ? 'true' : null);
}

export function wasVerifyReminderShown(): boolean {
  return read(session, VERIFY_REMINDER_KEY) === 'true';
}

export function markVerifyReminderShown(): void {
  write(session, VERIFY_REMINDER_KEY, 'true');
}

/**
 * Where a visitor was heading when they signed up (e.g. `/sponsorship/join`), so the e-mailed
 * verification link, often opened in another tab, takes them back there. Kept in localStorage for
 * that reason; only a safe internal path is ever followed (the reader checks it).
 */
export function setAfterVerify(path: string | undefined): void {
  write(local, AFTER_VERIFY_KEY, path ?? null);
}

/** Reads and forgets the destination: it is followed once. */
export function takeAfterVerify(): string | null {
  const path = read(local, AFTER_VERIFY_KEY);
  write(local, AFTER_VERIFY_KEY, null);
  return path;
}

/** SPEC §3 `loggingIn`: true while a login call is on its way, cleared whatever its outcome. */
export const loggingInStore = createStore(false);

export function useLoggingIn(): boolean {
  return useStore(loggingInStore);
}
