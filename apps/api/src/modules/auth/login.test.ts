import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SESSION_COOKIE } from '@patrocina/domain';
import { sessions, users } from '../../db/schema';
import { json, signUpAndVerify, uniqueEmail, webHeaders, withTestApp, type ErrorBody } from '../../../test/app';
import { login, me, post, setUpTestApp, t, type TokenBody } from './auth.test-support';

setUpTestApp();

describe('login and sessions', () => {
  it('logs in with e-mail and password, in any letter case, and keeps the token only as a hash', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const answer = await post('/authentication/login', {
      email: account.email.toUpperCase(),
      password: account.password,
      method: 'LOGIN',
    });
    expect(answer.statusCode).toBe(200);
    const token = json<TokenBody>(answer).data.token;
    const stored = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.some((row) => row.hash === token)).toBe(false);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('ends a session nobody has used for 30 days, and renews one in use', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, account.email));
    const lastUsed = (days: number) =>
      t.database.db
        .update(sessions)
        .set({ lastUsedAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(sessions.id, row!.sessions.id));

    const idleFor = async () =>
      Date.now() -
      (await t.database.db.select().from(sessions).where(eq(sessions.id, row!.sessions.id)))[0]!.lastUsedAt.getTime();

    await lastUsed(29);
    expect((await me(account.session)).statusCode).toBe(200);
    // That use renewed it (the touch is written beside the answer): it has a whole window again.
    await expect.poll(idleFor).toBeLessThan(60_000);
    await lastUsed(31);
    // The instance drops its cached lookup when the database's notice arrives: at once on PGlite, a
    // moment later on the PostgreSQL server. Meanwhile the cached answer is 200 and renews nothing (the
    // touch is written every 5 minutes of use), so the session must still end.
    await expect.poll(async () => (await me(account.session)).statusCode).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax cookie that authenticates the browser for a year', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const answer = await login(account.email, account.password);
    const cookie = answer.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/private/users/me',
      cookies: { [SESSION_COOKIE]: cookie!.value },
    });
    expect(json<{ data: { email: string } }>(read).data.email).toBe(account.email);
  });

  it('refuses a cookie-authenticated write without the client header (cross-site request forgery)', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const cookies = { [SESSION_COOKIE]: account.session };
    const forged = await t.app.inject({ method: 'POST', url: '/api/v1/authentication/logout', cookies });
    expect(forged.statusCode).toBe(403);
    expect(json<ErrorBody>(forged).error.code).toBe('MISSING_CLIENT_HEADER');
    expect((await me(account.session)).statusCode).toBe(200);

    const real = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/logout',
      cookies,
      headers: webHeaders,
    });
    expect(real.statusCode).toBe(200);
    expect(real.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await me(account.session)).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail with the same 403 and message', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const wrongPassword = await post('/authentication/login', {
      email: account.email,
      password: 'no es esta',
      method: 'LOGIN',
    });
    const unknownEmail = await post('/authentication/login', {
      email: uniqueEmail('nadie'),
      password: 'no es esta',
      method: 'LOGIN',
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({
        error: { code: 'LOGIN_FAILED', message: 'El email o contraseña son incorrectos.' },
      });
    }
  });

  it('checks the same amount of work whether or not the e-mail exists', async () => {
    await withTestApp({ env: { PASSWORD_SCRYPT_LOG_N: '14' } }, async (slow) => {
      const account = await signUpAndVerify(slow.app, slow.database);
      const time = async (email: string) => {
        const started = performance.now();
        await login(email, 'incorrecta', slow);
        return performance.now() - started;
      };
      await time(uniqueEmail()); // warms the decoy hash
      const existing = Math.min(await time(account.email), await time(account.email));
      const missing = Math.min(await time(uniqueEmail()), await time(uniqueEmail()));
      // A password check costs tens of milliseconds here; skipping it would make "missing" far cheaper.
      expect(missing).toBeGreaterThan(existing * 0.5);
    });
  });
});

describe('rate limits', () => {
  it('answers 429 after repeated failed logins, even with the right password, for that e-mail only', async () => {
    await withTestApp({ env: { LOGIN_MAX_FAILURES: '3' } }, async (limited) => {
      const account = await signUpAndVerify(limited.app, limited.database);
      const other = await signUpAndVerify(limited.app, limited.database);
      for (let i = 0; i < 3; i += 1) expect((await login(account.email, 'mala clave', limited)).statusCode).toBe(403);
      const blocked = await login(account.email, account.password, limited);
      expect(blocked.statusCode).toBe(429);
      expect(json(blocked)).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyRequests } });
      expect((await login(other.email, other.password, limited)).statusCode).toBe(200);
    });
  });

  it('limits every authentication call per address', async () => {
    await withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } }, async (limited) => {
      const check = () => limited.call('GET', `/authentication/check-email?email=${uniqueEmail()}`);
      for (let i = 0; i < 3; i += 1) expect((await check()).statusCode).toBe(200);
      const over = await check();
      expect(over.statusCode).toBe(429);
      expect(json<ErrorBody>(over).error.message).toBe(MESSAGES.tooManyRequests);
    });
  });
});
