import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SESSION_COOKIE } from '@patrocina/domain';
import { externalIdentities, users } from '../../db/schema';
import { json, signUpAndVerify, uniqueEmail, withTestApp, type ErrorBody, tokenMailedTo } from '../../../test/app';
import { SOCIAL_LINK_COOKIE } from './social-routes';
import {
  facebook,
  GOOGLE_CLIENT_ID,
  google,
  idToken,
  jwksUrl,
  me,
  nonce,
  post,
  sessionOf,
  setUpTestApp,
  t,
} from './social.test-support';

setUpTestApp();

const identitiesWith = (subject: string) =>
  t.database.db.select().from(externalIdentities).where(eq(externalIdentities.subject, subject));

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
    expect(await identitiesWith(subject)).toHaveLength(0);

    const cookies = { [SOCIAL_LINK_COOKIE]: linkCookie!.value };
    const wrong = await post(t, '/authentication/login/link', { password: 'no es la contraseña' }, cookies);
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong)).toEqual({ error: { code: 'LOGIN_FAILED', message: MESSAGES.wrongCurrentPassword } });
    expect(await identitiesWith(subject)).toHaveLength(0);

    const right = await post(t, '/authentication/login/link', { password: account.password }, cookies);
    expect(right.statusCode).toBe(200);
    expect((await me(sessionOf(right))).user?.email).toBe(account.email);
    expect(right.cookies.find((c) => c.name === SOCIAL_LINK_COOKIE)?.value).toBe('');

    const reused = await post(t, '/authentication/login/link', { password: account.password }, cookies);
    expect(reused.statusCode).toBe(400);
    expect(json<ErrorBody>(reused).error.code).toBe('SOCIAL_LINK_EXPIRED');

    // From now on Google alone signs in to that account.
    const login = await google(await idToken({ subject, email: account.email, nonce: await nonce() }), 'LOGIN');
    expect((await me(sessionOf(login))).user?.email).toBe(account.email);
  });

  it('refuses the password step without a pending link', async () => {
    const response = await post(t, '/authentication/login/link', { password: 'una contraseña larga' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.code).toBe('SOCIAL_LINK_EXPIRED');
  });

  it('slows down password guessing on the link step like a login', async () => {
    const env = { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl, LOGIN_MAX_FAILURES: '2' };
    await withTestApp({ database: t.database, env }, async (limited) => {
      const account = await signUpAndVerify(limited.app, limited.database);
      const token = await idToken({ email: account.email, nonce: await nonce(limited) });
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
    });
  });
});

describe('an account made with an address the provider did not vouch for', () => {
  /** The owner of the inbox asks for a reset and uses the e-mailed link, as the web app would. */
  async function resetThroughInbox(email: string) {
    expect((await post(t, '/authentication/lost-password', { email })).statusCode).toBe(200);
    const token = await tokenMailedTo(t.database, email, '/login/reset-password');
    const reset = await post(t, '/authentication/change-password', { token, password: 'la de la dueña del buzón' });
    expect(reset.statusCode).toBe(200);
    return sessionOf(reset);
  }

  it("loses its Facebook identity when the inbox's owner resets the password, so the pre-creator is locked out", async () => {
    const email = uniqueEmail('buzon-ajeno');
    const subject = `fb-${crypto.randomUUID()}`;
    // Someone else signs up through Facebook with the victim's address, which Facebook does not vouch for.
    const signup = await facebook(
      await idToken({ provider: 'facebook', subject, email, nonce: await nonce() }),
      'SIGN_UP',
    );
    expect(signup.statusCode).toBe(200);
    const [stored] = await identitiesWith(subject);
    expect(stored?.emailVerified).toBe(false);

    const ownerSession = await resetThroughInbox(email);
    expect((await me(ownerSession)).user?.email).toBe(email.toLowerCase());
    expect(await identitiesWith(subject)).toHaveLength(0);

    const again = await facebook(
      await idToken({ provider: 'facebook', subject, email, nonce: await nonce() }),
      'LOGIN',
    );
    expect(again.statusCode).toBe(404);
    expect(json<ErrorBody>(again).error.code).toBe('SOCIAL_NO_ACCOUNT');
    // And the pre-creator's session ended with the reset.
    expect((await me(sessionOf(signup))).status).toBe(401);
  });

  it('confirms the address from the verification link without handing its opener a session', async () => {
    const email = uniqueEmail('verifica-ajeno');
    const subject = `fb-${crypto.randomUUID()}`;
    const signup = await facebook(
      await idToken({ provider: 'facebook', subject, email, nonce: await nonce() }),
      'SIGN_UP',
    );
    // The pre-creator asks for the verification e-mail; the inbox's owner opens it.
    const resend = await t.call('POST', '/private/users/me/verification-email', sessionOf(signup));
    expect(resend.statusCode).toBe(200);
    const token = await tokenMailedTo(t.database, email, '/login/verify');
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
    expect((await me(sessionOf(login))).user?.email).toBe(email.toLowerCase());
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
