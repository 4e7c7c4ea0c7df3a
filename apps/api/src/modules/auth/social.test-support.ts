import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, expect } from 'vitest';
import { json, uniqueEmail, useTestApp, type TestApp } from '../../../test/app';
import { LOGIN_NONCE_COOKIE } from './social-routes';

export const GOOGLE_CLIENT_ID = 'patrocina-test.apps.googleusercontent.com';
export const APPLE_CLIENT_ID = 'com.patrocina.test.web';
export const FACEBOOK_APP_ID = '1234567890';
const ISSUERS = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
};

/** The providers' key pairs, made here; the local key-set server publishes only the public halves. */
let signingKey: CryptoKey;
export let strangerKey: CryptoKey;
let jwksServer: Server;
/** How many times the providers' key set was fetched. */
export let jwksRequests = 0;
/** Where the local key-set server publishes the key set, for an app with other settings. */
export let jwksUrl: string;
export let t: TestApp;

/** The key-set server, and one test app for the test file with the three providers configured. */
export function setUpTestApp(): void {
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_request, response) => {
      jwksRequests += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks`;
  });
  afterAll(async () => {
    await new Promise((resolve) => jwksServer?.close(resolve));
  });
  t = useTestApp(() => ({
    env: {
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: jwksUrl,
      APPLE_CLIENT_ID,
      APPLE_JWKS_URL: jwksUrl,
      FACEBOOK_APP_ID,
      FACEBOOK_JWKS_URL: jwksUrl,
    },
  }));
}

/**
 * The test's browser: a cookie jar for the nonce cookie, which the API sets with each nonce and the
 * sign-in routes need (and clear). Other cookies are passed by the tests themselves.
 */
export const browser = { nonceCookie: undefined as string | undefined };

export async function post(app: TestApp, url: string, payload: unknown, cookies: Record<string, string> = {}) {
  const jar: Record<string, string> = browser.nonceCookie ? { [LOGIN_NONCE_COOKIE]: browser.nonceCookie } : {};
  const sent: Record<string, string> = { ...jar, ...cookies };
  const response = await app.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    cookies: sent,
  });
  const set = response.cookies.find((c) => c.name === LOGIN_NONCE_COOKIE);
  if (set) browser.nonceCookie = set.value === '' ? undefined : set.value;
  return response;
}

/** A nonce for this browser, from the given app (the file's unless said otherwise). */
export async function nonce(app: TestApp = t): Promise<string> {
  const response = await post(app, '/authentication/login/nonce', undefined);
  expect(response.statusCode).toBe(200);
  return json<{ data: { nonce: string } }>(response).data.nonce;
}

/** A nonce asked for by another browser: its cookie stays there, and is answered for tests to use. */
export async function nonceInAnotherBrowser(): Promise<{ nonce: string; cookie: string }> {
  const response = await t.call('POST', '/authentication/login/nonce');
  return {
    nonce: json<{ data: { nonce: string } }>(response).data.nonce,
    cookie: response.cookies.find((c) => c.name === LOGIN_NONCE_COOKIE)!.value,
  };
}

export interface TokenOptions {
  provider?: keyof typeof ISSUERS;
  subject?: string;
  email?: string | null;
  emailVerified?: boolean | string;
  name?: string;
  nonce: string;
  audience?: string;
  issuer?: string;
  expiresIn?: string | number;
  key?: CryptoKey;
}

/** An id token as the provider would sign it, for the nonce this browser was given. */
export function idToken(options: TokenOptions): Promise<string> {
  const provider = options.provider ?? 'google';
  const audience =
    options.audience ?? { google: GOOGLE_CLIENT_ID, apple: APPLE_CLIENT_ID, facebook: FACEBOOK_APP_ID }[provider];
  const claims: Record<string, unknown> = { nonce: options.nonce };
  if (options.email !== null) claims.email = options.email ?? uniqueEmail(provider);
  if (options.emailVerified !== undefined) claims.email_verified = options.emailVerified;
  if (options.name) claims.name = options.name;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? ISSUERS[provider])
    .setAudience(audience)
    .setSubject(options.subject ?? `${provider}-${crypto.randomUUID()}`)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(options.key ?? signingKey);
}

export const google = (idTokenValue: string, method: 'LOGIN' | 'SIGN_UP', app: TestApp = t) =>
  post(app, '/authentication/login/google', { id_token: idTokenValue, method });

export const facebook = (token: string, method: 'LOGIN' | 'SIGN_UP') =>
  post(t, '/authentication/login/facebook', { authResponse: { authenticationToken: token }, method });

/** Who a session token belongs to, if it still opens a session. */
export async function me(token: string) {
  const response = await t.call('GET', '/private/users/me', token);
  return {
    status: response.statusCode,
    user: response.statusCode === 200 ? json<{ data: Record<string, unknown> }>(response).data : null,
  };
}

/** The session token a sign-in answered. */
export function sessionOf(response: Parameters<typeof json>[0]): string {
  return json<{ data: { token: string } }>(response).data.token;
}
