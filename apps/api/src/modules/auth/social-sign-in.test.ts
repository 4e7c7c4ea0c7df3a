import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SESSION_COOKIE } from '@patrocina/domain';
import { externalIdentities, users } from '../../db/schema';
import { json, uniqueEmail, withTestApp, type ErrorBody } from '../../../test/app';
import {
  APPLE_CLIENT_ID,
  FACEBOOK_APP_ID,
  GOOGLE_CLIENT_ID,
  google,
  idToken,
  me,
  nonce,
  post,
  sessionOf,
  setUpTestApp,
  t,
} from './social.test-support';

setUpTestApp();

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
    expect((await me(sessionOf(login))).user?.email).toBe(email.toLowerCase());
  });

  it('keys the account on the subject, not the e-mail: a new address at Google still reaches the same account', async () => {
    const subject = `google-${crypto.randomUUID()}`;
    const email = uniqueEmail('antes');
    await google(await idToken({ subject, email, nonce: await nonce() }), 'SIGN_UP');
    const login = await google(
      await idToken({ subject, email: uniqueEmail('despues'), nonce: await nonce() }),
      'LOGIN',
    );
    expect((await me(sessionOf(login))).user?.email).toBe(email.toLowerCase());
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
    expect((await me(sessionOf(signup))).user?.emailVerified).toBe(false);
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
    expect((await me(sessionOf(response))).user).toMatchObject({
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
    expect((await me(sessionOf(signup))).user).toMatchObject({
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
    const response = await t.call('GET', '/public/auth-providers');
    expect(json(response)).toEqual({
      data: {
        google: { clientId: GOOGLE_CLIENT_ID },
        apple: { clientId: APPLE_CLIENT_ID, redirectUri: 'http://localhost:3000/login' },
        facebook: { appId: FACEBOOK_APP_ID },
      },
    });
  });

  it("lets the configured providers' scripts and frames through the CSP, and none without configuration", async () => {
    const configured = String((await t.call('GET', '/public/auth-providers')).headers['content-security-policy']);
    expect(configured).toContain('https://accounts.google.com/gsi/client');
    expect(configured).toContain('frame-src');
    // The same database, with no provider configured.
    await withTestApp({ database: t.database }, async (bare) => {
      const strict = String((await bare.call('GET', '/public/auth-providers')).headers['content-security-policy']);
      expect(strict).toContain("script-src 'self';");
      expect(strict).not.toContain('frame-src');
    });
  });
});
