import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SESSION_COOKIE } from '@patrocina/domain';
import { externalIdentities, users } from '../../db/schema';
import {
  bearer,
  createTestApp,
  json,
  lastMailTo,
  signUpAndVerify,
  tokenFromMail,
  uniqueEmail,
  type TestApp,
} from '../../../test/app';
import { LOGIN_NONCE_COOKIE, SOCIAL_LINK_COOKIE } from './social-routes';

type ErrorBody = { error: { code: string; message: string } };
type TokenBody = { data: { token: string } };

const GOOGLE_CLIENT_ID = 'patrocina-test.apps.googleusercontent.com';
const APPLE_CLIENT_ID = 'com.patrocina.test.web';
const FACEBOOK_APP_ID = '1234567890';
const ISSUERS = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
};

/** The providers' key pairs, made here; the local key-set server publishes only the public halves. */
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
let jwksServer: Server;
let jwksRequests = 0;
let t: TestApp;
let bare: TestApp;

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
  const url = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks`;
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: url,
      APPLE_CLIENT_ID,
      APPLE_JWKS_URL: url,
      FACEBOOK_APP_ID,
      FACEBOOK_JWKS_URL: url,
    },
  });
  // The same database, with no provider configured.
  bare = await createTestApp({ database: t.database });
});
afterAll(async () => {
  await bare?.close();
  await t?.close();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

/**
 * The test's browser: a cookie jar for the nonce cookie, which the API sets with each nonce and the
 * sign-in routes need (and clear). Other cookies are passed by the tests themselves.
 */
const browser = { nonceCookie: undefined as string | undefined };

async function post(app: TestApp, url: string, payload: unknown, cookies: Record<string, string> = {}) {
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

async function nonce(): Promise<string> {
  const response = await post(t, '/authentication/login/nonce', undefined);
  expect(response.statusCode).toBe(200);
  return json<{ data: { nonce: string } }>(response).data.nonce;
}

/** A nonce asked for by another browser: its cookie stays there, and is answered for tests to use. */
async function nonceInAnotherBrowser(): Promise<{ nonce: string; cookie: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/authentication/login/nonce' });
  return {
    nonce: json<{ data: { nonce: string } }>(response).data.nonce,
    cookie: response.cookies.find((c) => c.name === LOGIN_NONCE_COOKIE)!.value,
  };
}

interface TokenOptions {
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

function idToken(options: TokenOptions): Promise<string> {
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

const google = (idTokenValue: string, method: 'LOGIN' | 'SIGN_UP', app: TestApp = t) =>
  post(app, '/authentication/login/google', { id_token: idTokenValue, method });

async function me(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/private/users/me', headers: bearer(token) });
  return {
    status: response.statusCode,
    user: response.statusCode === 200 ? json<{ data: Record<string, unknown> }>(response).data : null,
  };
}

describe('social sign-in with Google', () => {
  it('signs up with a valid id token, then logs in with the same identity, and the cookie opens /users/me', async () => {
    const email = uniqueEmail('Google');
    const subject = `google-${crypto.randomUUID()}`;
    const signup = await google(
      await idToken({ subject, email, emailVerified: true, name: 'Lucía Oyente', nonce: await nonce() }),
      'SIGN_UP',
    );
    expect(signup.statusCode).toBe(200);
    const cookie = signup.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const fromCookie = await t.app.inject({
      method: 'GET',
      url: '/api/v1/private/users/me',
      cookies: { [SESSION_COOKIE]: cookie!.value },
    });
    expect(json<{ data: Record<string, unknown> }>(fromCookie).data).toMatchObject({
      email: email.toLowerCase(),
      username: 'Lucía Oyente',
      emailVerified: true,
    });
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(account?.passwordHash).toBeNull();
    expect(account?.termsAcceptedAt).not.toBeNull();

    const login = await google(await idToken({ subject, email, nonce: await nonce() }), 'LOGIN');
    expect(login.statusCode).toBe(200);
    expect((await me(json<TokenBody>(login).data.token)).user?.email).toBe(email.toLowerCase());
  });

  it('keys the account on the subject, not the e-mail: a new address at Google still reaches the same account', async () => {
    const subject = `google-${crypto.randomUUID()}`;
    const email = uniqueEmail('antes');
    await google(await idToken({ subject, email, nonce: await nonce() }), 'SIGN_UP');
    const login = await google(
      await idToken({ subject, email: uniqueEmail('despues'), nonce: await nonce() }),
      'LOGIN',
    );
    expect((await me(json<TokenBody>(login).data.token)).user?.email).toBe(email.toLowerCase());
  });

  it('treats SIGN_UP with a known identity as a login, without a second account', async () => {
    const subject = `google-${crypto.randomUUID()}`;
    const email = uniqueEmail('dos-veces');
    await google(await idToken({ subject, email, nonce: await nonce() }), 'SIGN_UP');
    const again = await google(await idToken({ subject, email, nonce: await nonce() }), 'SIGN_UP');
    expect(again.statusCode).toBe(200);
    const identities = await t.database.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.subject, subject));
    expect(identities).toHaveLength(1);
  });

  it('leaves an address Google does not vouch for unconfirmed', async () => {
    const signup = await google(await idToken({ emailVerified: false, nonce: await nonce() }), 'SIGN_UP');
    expect((await me(json<TokenBody>(signup).data.token)).user?.emailVerified).toBe(false);
  });

  it('refuses LOGIN when no account has this identity, and tells the visitor to sign up', async () => {
    const response = await google(await idToken({ nonce: await nonce() }), 'LOGIN');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: { code: 'SOCIAL_NO_ACCOUNT', message: MESSAGES.socialNoAccount } });
  });

  it('refuses SIGN_UP when the token carries no e-mail', async () => {
    const response = await google(await idToken({ email: null, nonce: await nonce() }), 'SIGN_UP');
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.code).toBe('SOCIAL_EMAIL_REQUIRED');
  });
});

describe('refused tokens', () => {
  const refused = { error: { code: 'SOCIAL_LOGIN_FAILED', message: MESSAGES.socialLoginFailed } };

  it.each([
    ['another audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 120 }],
    ['a signature by another key', { key: 'stranger' as const }],
    ['another issuer', { issuer: 'https://accounts.example.com' }],
  ])('refuses %s with the same answer, and creates nothing', async (_label, options) => {
    const email = uniqueEmail('rechazo');
    const { key, ...rest } = options as Partial<TokenOptions> & { key?: 'stranger' };
    const token = await idToken({ ...rest, email, nonce: await nonce(), ...(key ? { key: strangerKey } : {}) });
    const response = await google(token, 'SIGN_UP');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual(refused);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a replayed token: its nonce works once, even from the browser it was issued to', async () => {
    const token = await idToken({ nonce: await nonce() });
    const cookie = browser.nonceCookie!;
    expect((await google(token, 'SIGN_UP')).statusCode).toBe(200);
    const replay = await post(
      t,
      '/authentication/login/google',
      { id_token: token, method: 'SIGN_UP' },
      { [LOGIN_NONCE_COOKIE]: cookie },
    );
    expect(replay.statusCode).toBe(401);
    expect(json(replay)).toEqual(refused);
  });

  it('binds the nonce to the browser that asked for it with a short-lived, HttpOnly, Strict cookie, spent by the sign-in', async () => {
    const response = await post(t, '/authentication/login/nonce', undefined);
    expect(response.cookies.find((c) => c.name === LOGIN_NONCE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/authentication/login',
      maxAge: 600,
    });
    const token = await idToken({ nonce: json<{ data: { nonce: string } }>(response).data.nonce });
    const signup = await google(token, 'SIGN_UP');
    expect(signup.statusCode).toBe(200);
    expect(signup.cookies.find((c) => c.name === LOGIN_NONCE_COOKIE)?.value).toBe('');
    expect(browser.nonceCookie).toBeUndefined();
  });

  it('refuses a valid token whose nonce was issued to another browser, sent without a nonce cookie', async () => {
    const victim = await nonceInAnotherBrowser();
    const email = uniqueEmail('inyectado');
    const token = await idToken({ email, nonce: victim.nonce });
    browser.nonceCookie = undefined;
    const response = await google(token, 'SIGN_UP');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual(refused);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // The browser the nonce was issued to can still use its token.
    const own = await post(
      t,
      '/authentication/login/google',
      { id_token: token, method: 'SIGN_UP' },
      { [LOGIN_NONCE_COOKIE]: victim.cookie },
    );
    expect(own.statusCode).toBe(200);
  });

  it("refuses a valid token whose nonce was issued to another browser, sent with this browser's own nonce cookie", async () => {
    const victim = await nonceInAnotherBrowser();
    await nonce();
    const response = await google(await idToken({ nonce: victim.nonce }), 'SIGN_UP');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual(refused);
    expect(response.cookies.find((c) => c.name === LOGIN_NONCE_COOKIE)?.value).toBe('');
  });

  it('refuses a nonce the server never issued', async () => {
    const response = await google(await idToken({ nonce: 'un-nonce-inventado-por-quien-sea' }), 'SIGN_UP');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual(refused);
  });

  it('refuses a token that is not a JWT at all', async () => {
    const response = await google('esto.no-es.un-token-de-google', 'LOGIN');
    expect(response.statusCode).toBe(401);
  });

  it('fetched the key set once for all these tokens (jose caches it)', () => {
    expect(jwksRequests).toBeGreaterThan(0);
    expect(jwksRequests).toBeLessThanOrEqual(3);
  });

  it('refuses a provider that is not configured as a way in that does not exist here (404, not an outage), and lists none to the web app', async () => {
    const response = await google(await idToken({ nonce: await nonce() }), 'SIGN_UP', bare);
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).error.code).toBe('SOCIAL_PROVIDER_NOT_CONFIGURED');
    const providers = await bare.app.inject({ method: 'GET', url: '/api/v1/public/auth-providers' });
    expect(json(providers)).toEqual({ data: { google: null, apple: null, facebook: null } });
  });
});

describe('an e-mail already registered with a password', () => {
  it('is not linked on e-mail alone: 409, no identity, and the password step links and signs in', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const subject = `google-${crypto.randomUUID()}`;
    const attempt = await google(
      await idToken({ subject, email: account.email, emailVerified: true, nonce: await nonce() }),
      'SIGN_UP',
    );
    expect(attempt.statusCode).toBe(409);
    expect(json(attempt)).toEqual({
      error: { code: 'SOCIAL_LINK_NEEDS_PASSWORD', message: MESSAGES.socialLinkNeedsPassword },
    });
    expect(attempt.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const linkCookie = attempt.cookies.find((c) => c.name === SOCIAL_LINK_COOKIE);
    expect(linkCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/authentication/login/link' });
    const noIdentity = await t.database.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.subject, subject));
    expect(noIdentity).toHaveLength(0);

    const cookies = { [SOCIAL_LINK_COOKIE]: linkCookie!.value };
    const wrong = await post(t, '/authentication/login/link', { password: 'no es la contraseña' }, cookies);
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong)).toEqual({ error: { code: 'LOGIN_FAILED', message: MESSAGES.wrongCurrentPassword } });
    expect(
      await t.database.db.select().from(externalIdentities).where(eq(externalIdentities.subject, subject)),
    ).toHaveLength(0);

    const right = await post(t, '/authentication/login/link', { password: account.password }, cookies);
    expect(right.statusCode).toBe(200);
    expect((await me(json<TokenBody>(right).data.token)).user?.email).toBe(account.email);
    expect(right.cookies.find((c) => c.name === SOCIAL_LINK_COOKIE)?.value).toBe('');

    const reused = await post(t, '/authentication/login/link', { password: account.password }, cookies);
    expect(reused.statusCode).toBe(400);
    expect(json<ErrorBody>(reused).error.code).toBe('SOCIAL_LINK_EXPIRED');

    // From now on Google alone signs in to that account.
    const login = await google(await idToken({ subject, email: account.email, nonce: await nonce() }), 'LOGIN');
    expect((await me(json<TokenBody>(login).data.token)).user?.email).toBe(account.email);
  });

  it('refuses the password step without a pending link', async () => {
    const response = await post(t, '/authentication/login/link', { password: 'una contraseña larga' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.code).toBe('SOCIAL_LINK_EXPIRED');
  });

  it('slows down password guessing on the link step like a login', async () => {
    const limited = await createTestApp({
      database: t.database,
      env: {
        GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks`,
        LOGIN_MAX_FAILURES: '2',
      },
    });
    try {
      const account = await signUpAndVerify(limited.app, limited.database);
      const nonceAnswer = await post(limited, '/authentication/login/nonce', undefined);
      const token = await idToken({
        email: account.email,
        nonce: json<{ data: { nonce: string } }>(nonceAnswer).data.nonce,
      });
      const attempt = await post(limited, '/authentication/login/google', { id_token: token, method: 'SIGN_UP' });
      const cookies = { [SOCIAL_LINK_COOKIE]: attempt.cookies.find((c) => c.name === SOCIAL_LINK_COOKIE)!.value };
      for (let i = 0; i < 2; i += 1) {
        expect(
          (await post(limited, '/authentication/login/link', { password: 'no es esta' }, cookies)).statusCode,
        ).toBe(403);
      }
      expect(
        (await post(limited, '/authentication/login/link', { password: account.password }, cookies)).statusCode,
      ).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('Apple and Facebook', () => {
  it('signs up with Apple, taking the name from the first answer and the string "true" as verified', async () => {
    const email = uniqueEmail('apple');
    const subject = `apple-${crypto.randomUUID()}`;
    const token = await idToken({ provider: 'apple', subject, email, emailVerified: 'true', nonce: await nonce() });
    const response = await post(t, '/authentication/login/apple', {
      authorization: { id_token: token, code: 'c0de', state: 'estado' },
      user: { email, name: { firstName: 'Marta', lastName: 'Escucha' } },
      method: 'SIGN_UP',
    });
    expect(response.statusCode).toBe(200);
    expect((await me(json<TokenBody>(response).data.token)).user).toMatchObject({
      username: 'Marta Escucha',
      emailVerified: true,
    });
    const [identity] = await t.database.db
      .select()
      .from(externalIdentities)
      .where(and(eq(externalIdentities.provider, 'apple'), eq(externalIdentities.subject, subject)));
    expect(identity?.email).toBe(email.toLowerCase());
  });

  it('refuses an Apple token made for Google', async () => {
    const token = await idToken({ provider: 'google', nonce: await nonce() });
    const response = await post(t, '/authentication/login/apple', {
      authorization: { id_token: token },
      method: 'SIGN_UP',
    });
    expect(response.statusCode).toBe(401);
  });

  it('signs up and logs in with Facebook Limited Login', async () => {
    const subject = `fb-${crypto.randomUUID()}`;
    const email = uniqueEmail('facebook');
    const token = await idToken({ provider: 'facebook', subject, email, name: 'Pablo Radio', nonce: await nonce() });
    const signup = await post(t, '/authentication/login/facebook', {
      authResponse: { authenticationToken: token, userID: subject },
      method: 'SIGN_UP',
    });
    expect(signup.statusCode).toBe(200);
    // Facebook's token does not say the address is confirmed.
    expect((await me(json<TokenBody>(signup).data.token)).user).toMatchObject({
      username: 'Pablo Radio',
      emailVerified: false,
    });

    const again = await idToken({ provider: 'facebook', subject, email, nonce: await nonce() });
    const login = await post(t, '/authentication/login/facebook', {
      authResponse: { authenticationToken: again },
      method: 'LOGIN',
    });
    expect(login.statusCode).toBe(200);
  });

  it('lists the configured providers with their public ids', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/public/auth-providers' });
    expect(json(response)).toEqual({
      data: {
        google: { clientId: GOOGLE_CLIENT_ID },
        apple: { clientId: APPLE_CLIENT_ID, redirectUri: 'http://localhost:3000/login' },
        facebook: { appId: FACEBOOK_APP_ID },
      },
    });
  });

  it("lets the configured providers' scripts and frames through the CSP, and none without configuration", async () => {
    const configured = String(
      (await t.app.inject({ method: 'GET', url: '/api/v1/public/auth-providers' })).headers['content-security-policy'],
    );
    expect(configured).toContain('https://accounts.google.com/gsi/client');
    expect(configured).toContain('frame-src');
    const strict = String(
      (await bare.app.inject({ method: 'GET', url: '/api/v1/public/auth-providers' })).headers[
        'content-security-policy'
      ],
    );
    expect(strict).toContain("script-src 'self';");
    expect(strict).not.toContain('frame-src');
  });
});

describe('an account made with an address the provider did not vouch for', () => {
  /** The owner of the inbox asks for a reset and uses the e-mailed link, as the web app would. */
  async function resetThroughInbox(email: string) {
    expect((await post(t, '/authentication/lost-password', { email })).statusCode).toBe(200);
    const token = tokenFromMail((await lastMailTo(t.database, email))!.text, '/login/reset-password');
    const reset = await post(t, '/authentication/change-password', { token, password: 'la de la dueña del buzón' });
    expect(reset.statusCode).toBe(200);
    return json<TokenBody>(reset).data.token;
  }

  const facebook = (token: string, method: 'LOGIN' | 'SIGN_UP') =>
    post(t, '/authentication/login/facebook', { authResponse: { authenticationToken: token }, method });

  it("loses its Facebook identity when the inbox's owner resets the password, so the pre-creator is locked out", async () => {
    const email = uniqueEmail('buzon-ajeno');
    const subject = `fb-${crypto.randomUUID()}`;
    // Someone else signs up through Facebook with the victim's address, which Facebook does not vouch for.
    const signup = await facebook(
      await idToken({ provider: 'facebook', subject, email, nonce: await nonce() }),
      'SIGN_UP',
    );
    expect(signup.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.subject, subject));
    expect(stored?.emailVerified).toBe(false);

    const ownerSession = await resetThroughInbox(email);
    expect((await me(ownerSession)).user?.email).toBe(email.toLowerCase());
    expect(
      await t.database.db.select().from(externalIdentities).where(eq(externalIdentities.subject, subject)),
    ).toHaveLength(0);

    const again = await facebook(
      await idToken({ provider: 'facebook', subject, email, nonce: await nonce() }),
      'LOGIN',
    );
    expect(again.statusCode).toBe(404);
    expect(json<ErrorBody>(again).error.code).toBe('SOCIAL_NO_ACCOUNT');
    // And the pre-creator's session ended with the reset.
    expect((await me(json<TokenBody>(signup).data.token)).status).toBe(401);
  });

  it('confirms the address from the verification link without handing its opener a session', async () => {
    const email = uniqueEmail('verifica-ajeno');
    const subject = `fb-${crypto.randomUUID()}`;
    const signup = await facebook(
      await idToken({ provider: 'facebook', subject, email, nonce: await nonce() }),
      'SIGN_UP',
    );
    // The pre-creator asks for the verification e-mail; the inbox's owner opens it.
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/v1/private/users/me/verification-email',
      headers: { authorization: `Bearer ${json<TokenBody>(signup).data.token}` },
    });
    expect(resend.statusCode).toBe(200);
    const token = tokenFromMail((await lastMailTo(t.database, email))!.text, '/login/verify');
    const verified = await post(t, '/authentication/verify', { token });
    expect(verified.statusCode).toBe(200);
    expect(json(verified)).toEqual({ data: { token: null } });
    expect(verified.cookies.find((cookie) => cookie.name === 'patrocina_session')).toBeUndefined();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('keeps a Google identity whose address Google vouched for through a password reset', async () => {
    const email = uniqueEmail('google-verificado');
    const subject = `google-${crypto.randomUUID()}`;
    const signup = await google(
      await idToken({ subject, email, emailVerified: true, nonce: await nonce() }),
      'SIGN_UP',
    );
    expect(signup.statusCode).toBe(200);
    await resetThroughInbox(email);
    const login = await google(await idToken({ subject, email, nonce: await nonce() }), 'LOGIN');
    expect(login.statusCode).toBe(200);
    expect((await me(json<TokenBody>(login).data.token)).user?.email).toBe(email.toLowerCase());
  });

  it("keeps an identity linked with the account's password through a password reset, even from Facebook", async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const subject = `fb-${crypto.randomUUID()}`;
    const attempt = await post(t, '/authentication/login/facebook', {
      authResponse: {
        authenticationToken: await idToken({
          provider: 'facebook',
          subject,
          email: account.email,
          nonce: await nonce(),
        }),
      },
      method: 'SIGN_UP',
    });
    expect(attempt.statusCode).toBe(409);
    const cookies = { [SOCIAL_LINK_COOKIE]: attempt.cookies.find((c) => c.name === SOCIAL_LINK_COOKIE)!.value };
    expect((await post(t, '/authentication/login/link', { password: account.password }, cookies)).statusCode).toBe(200);

    await resetThroughInbox(account.email);
    const login = await facebook(
      await idToken({ provider: 'facebook', subject, email: account.email, nonce: await nonce() }),
      'LOGIN',
    );
    expect(login.statusCode).toBe(200);
  });
});
