import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { MESSAGES, type SocialProvider } from '@patrocina/domain';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

/**
 * Checks the id tokens of Google, Apple and Facebook (Limited Login's OIDC token) ourselves: the
 * signature against the provider's published key set, the issuer, the audience (our client id), the
 * expiry, and that a subject and a nonce are there. Whether the nonce is one we issued, and unused, is
 * the caller's to check against the database (social.ts).
 */
export interface VerifiedIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  nonce: string;
}

export interface SocialVerifier {
  isConfigured(provider: SocialProvider): boolean;
  verify(provider: SocialProvider, token: string): Promise<VerifiedIdentity>;
}

interface ProviderSettings {
  audience: string;
  issuers: string[];
  keySet: ReturnType<typeof createRemoteJWKSet>;
}

/** All three sign with RS256; pinning it refuses `none`, HMAC-with-the-public-key and the like. */
const ALGORITHMS = ['RS256'];
const CLOCK_TOLERANCE_SECONDS = 30;

export const socialLoginFailed = () => new AppError('SOCIAL_LOGIN_FAILED', MESSAGES.socialLoginFailed);
/** The provider's keys are out of reach for now: an outage, worth a retry later. */
export const providerUnavailable = () =>
  new AppError('SOCIAL_PROVIDER_UNAVAILABLE', MESSAGES.socialProviderUnavailable);
/**
 * This deployment has no key for the provider: not an outage (a 503 would read as one to monitors
 * and to a tester), but a way in that does not exist here (404). Same words for the user.
 */
export const providerNotConfigured = () =>
  new AppError('SOCIAL_PROVIDER_NOT_CONFIGURED', MESSAGES.socialProviderUnavailable);

/** Apple sends `email_verified` (and `is_private_email`) as the string "true" in some tokens. */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function remoteKeySet(url: string) {
  // jose caches the keys and fetches again only for an unknown key id (after a cooldown), so one set
  // per provider and application instance is enough.
  return createRemoteJWKSet(new URL(url), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });
}

export function createSocialVerifier(
  config: Pick<
    Config,
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_JWKS_URL'
    | 'APPLE_CLIENT_ID'
    | 'APPLE_JWKS_URL'
    | 'FACEBOOK_APP_ID'
    | 'FACEBOOK_JWKS_URL'
  >,
  options: {
    now?: () => Date;
    log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
  } = {},
): SocialVerifier {
  const providers: Partial<Record<SocialProvider, ProviderSettings>> = {};
  if (config.GOOGLE_CLIENT_ID) {
    providers.google = {
      audience: config.GOOGLE_CLIENT_ID,
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      keySet: remoteKeySet(config.GOOGLE_JWKS_URL),
    };
  }
  if (config.APPLE_CLIENT_ID) {
    providers.apple = {
      audience: config.APPLE_CLIENT_ID,
      issuers: ['https://appleid.apple.com'],
      keySet: remoteKeySet(config.APPLE_JWKS_URL),
    };
  }
  if (config.FACEBOOK_APP_ID) {
    providers.facebook = {
      audience: config.FACEBOOK_APP_ID,
      issuers: ['https://www.facebook.com'],
      keySet: remoteKeySet(config.FACEBOOK_JWKS_URL),
    };
  }
  const now = options.now ?? (() => new Date());

  return {
    isConfigured: (provider) => providers[provider] !== undefined,

    async verify(provider, token) {
      const settings = providers[provider];
      if (!settings) throw providerNotConfigured();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, settings.keySet, {
          issuer: settings.issuers,
          audience: settings.audience,
          algorithms: ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: now(),
          requiredClaims: ['sub', 'exp', 'nonce'],
        }));
      } catch (error) {
        // The provider's key set could not be fetched: not the user's fault, and worth a warning.
        if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
          options.log?.warn(
            { provider, reason: error instanceof Error ? error.message : String(error) },
            'social key set unreachable',
          );
          throw providerUnavailable();
        }
        // The reason is logged, never answered: it would help whoever forges tokens.
        options.log?.info({ provider, reason: error.code }, 'social token refused');
        throw socialLoginFailed();
      }
      const subject = text(payload.sub);
      const nonce = text(payload.nonce);
      if (!subject || !nonce) throw socialLoginFailed();
      const email = text(payload.email)?.toLowerCase() ?? null;
      return {
        provider,
        subject,
        email,
        // Facebook's token says nothing about it: its addresses count as unconfirmed.
        emailVerified: email !== null && isTrue(payload.email_verified),
        name: text(payload.name),
        nonce,
      };
    },
  };
}
