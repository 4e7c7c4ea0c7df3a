import type {
  AppleLoginInput,
  AuthProviders,
  FacebookLoginInput,
  GoogleLoginInput,
  SocialProvider,
} from '@patrocina/domain';

/** What each provider's SDK hands back, as the API's routes take it (without the method). */
export interface SocialPayloads {
  google: Omit<GoogleLoginInput, 'method'>;
  apple: Omit<AppleLoginInput, 'method'>;
  facebook: Omit<FacebookLoginInput, 'method'>;
}
export type SocialPayload = SocialPayloads[SocialProvider];

/**
 * One provider's browser SDK behind one shape: load it ahead (when the buttons show), ask the user,
 * answer the payload, or null when the user closed the popup (SPEC §8: ignored, nothing is shown).
 */
export interface SocialAdapter<P extends SocialProvider = SocialProvider> {
  /** Loads (and where it can, initialises) the SDK, so that signIn can open its popup at once. */
  preload(settings: NonNullable<AuthProviders[P]>): Promise<void>;
  /**
   * Must reach the SDK's popup call synchronously when preloaded: browsers block popups opened after
   * an await, outside the click's user activation. Without the SDK yet, it loads it first. An aborted
   * signal (the caller's time-out) lets the adapter close what it opened.
   */
  signIn(options: {
    settings: NonNullable<AuthProviders[P]>;
    nonce: string;
    signal?: AbortSignal;
  }): Promise<SocialPayloads[P] | null>;
}

export type SocialAdapters = { [P in SocialProvider]: SocialAdapter<P> };
