import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { users } from '../../db/schema';
import { json, uniqueEmail, withTestApp, type ErrorBody } from '../../../test/app';
import { LOGIN_NONCE_COOKIE } from './social-routes';
import {
  browser,
  google,
  idToken,
  jwksRequests,
  nonce,
  nonceInAnotherBrowser,
  post,
  setUpTestApp,
  strangerKey,
  t,
  type TokenOptions,
} from './social.test-support';

setUpTestApp();

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
    expect(response.headers).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
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
    // The same database, with no provider configured.
    await withTestApp({ database: t.database }, async (bare) => {
      const response = await google(await idToken({ nonce: await nonce() }), 'SIGN_UP', bare);
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response).error.code).toBe('SOCIAL_PROVIDER_NOT_CONFIGURED');
      const providers = await bare.call('GET', '/public/auth-providers');
      expect(json(providers)).toEqual({ data: { google: null, apple: null, facebook: null } });
    });
  });
});
