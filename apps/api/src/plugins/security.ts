import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SocialProviderFlags {
  google: boolean;
  apple: boolean;
  facebook: boolean;
}

/**
 * What each provider's browser SDK loads, frames and calls (docs/decisions/0011). Only the configured
 * providers are let in; with none, the policy stays as strict as before.
 */
const PROVIDER_SOURCES: Record<
  keyof SocialProviderFlags,
  { script: string[]; frame: string[]; connect: string[]; style: string[] }
> = {
  google: {
    script: ['https://accounts.google.com/gsi/client'],
    frame: ['https://accounts.google.com/gsi/'],
    connect: ['https://accounts.google.com/gsi/'],
    style: ['https://accounts.google.com/gsi/style'],
  },
  apple: {
    script: ['https://appleid.cdn-apple.com'],
    frame: ['https://appleid.apple.com'],
    connect: ['https://appleid.apple.com'],
    style: [],
  },
  facebook: {
    script: ['https://connect.facebook.net'],
    frame: ['https://www.facebook.com', 'https://web.facebook.com'],
    connect: ['https://www.facebook.com', 'https://graph.facebook.com'],
    style: [],
  },
};

function providerSources(flags: SocialProviderFlags | undefined) {
  const enabled = (Object.keys(PROVIDER_SOURCES) as (keyof SocialProviderFlags)[]).filter(
    (provider) => flags?.[provider],
  );
  const pick = (kind: 'script' | 'frame' | 'connect' | 'style') =>
    enabled.flatMap((provider) => PROVIDER_SOURCES[provider][kind]);
  return { script: pick('script'), frame: pick('frame'), connect: pick('connect'), style: pick('style') };
}

/**
 * Security headers for every answer: a strict CSP (the built web app needs no inline script),
 * HSTS when served over https, nosniff and a referrer policy. Every answer is in Spanish, the only locale.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; socialProviders?: SocialProviderFlags },
): Promise<void> {
  const social = providerSources(options.socialProviders);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...social.script],
        styleSrc: ["'self'", ...social.style],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...social.connect],
        ...(social.frame.length > 0 ? { frameSrc: ["'self'", ...social.frame] } : {}),
        mediaSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-language', 'es');
  });
}
