import { impersonate, verifyEmail } from './auth-calls';

/**
 * An e-mailed token works once. React StrictMode runs a page's effect twice in development, and a
 * second POST would find the token used and answer "expired"; the same promise answers both runs.
 */
const inFlight = new Map<string, Promise<boolean>>();

export function verifyEmailOnce(token: string): Promise<boolean> {
  let pending = inFlight.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    inFlight.set(token, pending);
  }
  return pending;
}

/** For tests, which reuse tokens across cases. */
export function forgetVerifications(): void {
  inFlight.clear();
  impersonations.clear();
}

const impersonations = new Map<string, Promise<void>>();

/** The same for an admin's impersonation link, which works once too. */
export function impersonateOnce(token: string): Promise<void> {
  let pending = impersonations.get(token);
  if (!pending) {
    pending = impersonate(token);
    impersonations.set(token, pending);
  }
  return pending;
}
