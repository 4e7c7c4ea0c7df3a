import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema';
import {
  buildSignup,
  json,
  lastMailTo,
  signUpAndVerify,
  tokenFromMail,
  uniqueEmail,
  type ErrorBody,
  tokenMailedTo,
} from '../../../test/app';
import { login, me, post, setUpTestApp, t, type TokenBody } from './auth.test-support';
import { LOST_PASSWORD_ANSWER_MS } from './routes';

setUpTestApp();

/** Asks for a reset link for an account and answers the token it carries. */
async function resetToken(email: string): Promise<string> {
  await post('/authentication/lost-password', { email });
  return tokenMailedTo(t.database, email, '/login/reset-password');
}

describe('lost password', () => {
  it('e-mails a reset link, changes the password, ends every other session and signs in anew', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const otherDevice = json<TokenBody>(await login(account.email, account.password)).data.token;

    const lost = await post('/authentication/lost-password', { email: account.email });
    expect(lost.statusCode).toBe(200);
    const mail = await lastMailTo(t.database, account.email);
    expect(mail?.subject).toBe('Restablece tu contraseña de Patrocina');
    const token = tokenFromMail(mail!.text, '/login/reset-password');

    const change = await post('/authentication/change-password', { token, password: 'otra contraseña nueva' });
    expect(change.statusCode).toBe(200);
    const fresh = json<TokenBody>(change).data.token;

    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(account.session)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);

    expect((await login(account.email, account.password)).statusCode).toBe(403);
    expect((await login(account.email, 'otra contraseña nueva')).statusCode).toBe(200);
    expect((await lastMailTo(t.database, account.email))?.template).toBe('password-changed');
  });

  it('takes as long to answer a reset request for an existing account as for a missing one', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const time = async (email: string) => {
      const started = performance.now();
      expect((await post('/authentication/lost-password', { email })).statusCode).toBe(200);
      return performance.now() - started;
    };
    await time(uniqueEmail('calentamiento'));
    const existing = [await time(account.email), await time(account.email), await time(account.email)];
    const missing = [await time(uniqueEmail()), await time(uniqueEmail()), await time(uniqueEmail())];
    for (const took of [...existing, ...missing]) expect(took).toBeGreaterThanOrEqual(LOST_PASSWORD_ANSWER_MS - 5);
    // The work itself differs by a millisecond or so; the floor hides it.
    expect(Math.abs(Math.min(...existing) - Math.min(...missing))).toBeLessThan(40);
  });

  it('answers the same for an e-mail without an account, and sends nothing', async () => {
    const email = uniqueEmail('fantasma');
    const response = await post('/authentication/lost-password', { email });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: null });
    expect(await lastMailTo(t.database, email)).toBeUndefined();
  });

  it('refuses a reset link used once already, with the expired-link message', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const token = await resetToken(account.email);
    expect((await post('/authentication/change-password', { token, password: 'primera nueva clave' })).statusCode).toBe(
      200,
    );
    const reused = await post('/authentication/change-password', { token, password: 'segunda nueva clave' });
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toEqual({
      error: { code: 'EXPIRED_LINK', message: 'El enlace ha caducado. Solicita uno nuevo.' },
    });
    expect((await login(account.email, 'segunda nueva clave')).statusCode).toBe(403);
  });

  it('refuses an expired reset link and leaves the password as it was', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const token = await resetToken(account.email);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.userId, user!.id));

    const expired = await post('/authentication/change-password', { token, password: 'llego tarde a esto' });
    expect(expired.statusCode).toBe(400);
    expect(json<ErrorBody>(expired).error.code).toBe('EXPIRED_LINK');
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('does not accept a verification link as a reset link', async () => {
    const body = buildSignup();
    await post('/authentication/signup', body);
    const token = await tokenMailedTo(t.database, body.email, '/login/verify');
    const response = await post('/authentication/change-password', { token, password: 'intento de colarme' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.code).toBe('INVALID_LINK');
  });
});
