import type { SocialProvider } from '@patrocina/domain';
import { appleAdapter } from './apple';
import { facebookAdapter } from './facebook';
import { googleAdapter } from './google';
import type { SocialAdapter, SocialAdapters } from './types';

const defaults: SocialAdapters = { google: googleAdapter, apple: appleAdapter, facebook: facebookAdapter };
let current: SocialAdapters = defaults;

export function getSocialAdapter<P extends SocialProvider>(provider: P): SocialAdapter<P> {
  return current[provider];
}

/** The providers' SDKs are third parties that tests cannot reach: tests put fakes in their place. */
export function replaceSocialAdapters(fakes: Partial<SocialAdapters>): void {
  current = { ...defaults, ...fakes };
}

export function restoreSocialAdapters(): void {
  current = defaults;
}

export { createNonceSupply, NONCE_REFRESH_MS, type NonceSupply } from './nonce-supply';
export { SIGN_IN_TIMEOUT_MS, SocialTimeoutError, withTimeout } from './timeout';
export type { SocialAdapter, SocialAdapters, SocialPayload, SocialPayloads } from './types';
