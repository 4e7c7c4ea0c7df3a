import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Off for answers that are only a redirect (the measurement prefix): the headers protect pages. */
    securityHeaders?: boolean;
  }
}

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
 * What helmet sets for these options, read once: the headers never change between requests, so
 * computing them on each one (as @fastify/helmet does) was a good part of an answer's cost (issue 22).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  let done = false;
  helmet(options)({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
    done = true;
  });
  if (failure !== null) throw failure as Error;
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * Security headers for every answer: a strict CSP (the built web app needs no inline script),
 * HSTS when served over https, nosniff and a referrer policy. Every answer is in Spanish, the only locale.
 * A route's own headers (the API docs' CSP) are set after these and win.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; socialProviders?: SocialProviderFlags },
): void {
  const social = providerSources(options.socialProviders);
  const headers = {
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...social.script],
          styleSrc: ["'self'", ...social.style],
          // blob: for the preview of an image chosen before it is uploaded (the avatar).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
    }),
    'content-language': 'es',
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders !== false) reply.headers(headers);
    done();
  });
}
