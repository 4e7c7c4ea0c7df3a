import type { AppleLoginInput, AuthProviders, FacebookLoginInput, GoogleLoginInput, SocialProvider } from '@patrocina/domain';

/** What each provider's SDK hands back, as the API's routes take it (without the method). */
export interface SocialPayloads {
  google: Omit<GoogleLoginInput, 'method'>;
  apple: Omit<AppleLoginInput, 'method'>;
  facebook: Omit<FacebookLoginInput, 'method'>;
}
export type SocialPayload = SocialPayloads[SocialProvider];

/**
 * One provider's browser SDK behind one shape: load it (lazily, on the click), ask the user, answer
 * the payload, or null when the user closed the popup (SPEC §8: ignored, nothing is shown).
 */
export interface SocialAdapter<P extends SocialProvider = SocialProvider> {
  signIn(options: { settings: NonNullable<AuthProviders[P]>; nonce: string }): Promise<SocialPayloads[P] | null>;
}

export type SocialAdapters = { [P in SocialProvider]: SocialAdapter<P> };
