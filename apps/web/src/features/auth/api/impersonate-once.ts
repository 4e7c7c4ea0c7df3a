import { impersonate } from './auth-calls';

/**
 * An admin's impersonation link works once. React StrictMode runs a page's effect twice in
 * development, and a second POST would find the token used and answer "expired"; the same promise
 * answers both runs.
 */
const impersonations = new Map<string, Promise<void>>();

export function impersonateOnce(token: string): Promise<void> {
  let pending = impersonations.get(token);
  if (!pending) {
    pending = impersonate(token);
    impersonations.set(token, pending);
  }
  return pending;
}

/** For tests, which reuse tokens across cases. */
export function forgetImpersonations(): void {
  impersonations.clear();
}
