// Exported on its own as `@patrocina/domain/constants` and kept free of zod: the web app's first
// screen imports it, and zod (about 30 kB gzip) would come with anything from the package's index.
export const DEFAULT_PRODUCT_NAME = 'Patrocina';

/** SPEC §9: auth token lifetime, the longest a session lives however often it is used. */
export const SESSION_LIFETIME_DAYS = 365;
/**
 * A session nobody has used for this long ends, so a forgotten device does not stay signed in for the
 * rest of the year; each use renews it (docs/decisions/0013).
 */
export const SESSION_IDLE_DAYS = 30;

/** SPEC §7: the advertising API client time-out. */
export const API_TIMEOUT_MS = 120_000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 40;
export const EMAIL_MAX_LENGTH = 254;

/** SPEC §4: how the visitor last chose to enter (log in or sign up); the web app remembers it. */
export const LOGIN_METHODS = ['LOGIN', 'SIGN_UP'] as const;

/** SPEC §6: the three social sign-in providers. */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** SPEC §3: the ways a visitor signs in, remembered by the web app (SPEC §4, default e-mail and password). */
export const LOGIN_PROVIDERS = ['email-password', ...SOCIAL_PROVIDERS] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];

/** The header the web app sends with every request; cookie-authenticated writes need it (CSRF). */
export const CLIENT_HEADER = 'x-requested-with';
export const CLIENT_HEADER_VALUE = 'patrocina-web';

export const SESSION_COOKIE = 'patrocina_session';

/**
 * Set by the web app once the visitor has chosen about cookies (the choice itself stays in the
 * browser's storage): the server then sends the page without the static cookie notice.
 */
export const CONSENT_COOKIE = 'patrocina_consent';
/** How long that cookie lasts; it is set again on every visit that finds a saved choice. */
export const CONSENT_COOKIE_DAYS = 365;

/** How many podcasts an advertiser may suggest for a campaign (the wizard, and the catalogue that feeds it). */
export const MAX_SUGGESTED_PODCASTS = 5;
