import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SESSION_COOKIE } from '@patrocina/domain';
import { emailTokens, sessions, users } from '../../db/schema';
import {
  bearer,
  buildSignup,
  createTestApp,
  json,
  lastMailTo,
  signUpAndVerify,
  tokenFromMail,
  uniqueEmail,
  webHeaders,
  type TestApp,
} from '../../../test/app';
import { LOST_PASSWORD_ANSWER_MS } from './routes';

type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };
type TokenBody = { data: { token: string } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('sign-up, verification and login', () => {
  it('signs up, e-mails a verification link, verifies, reads the user and logs out for good', async () => {
    const body = buildSignup({ email: uniqueEmail('Nueva'), phone: '612 345 678', prefix: '+34', newsletter: true });
    const signup = await post('/authentication/signup', body);
    expect(signup.statusCode).toBe(201);
    expect(json(signup)).toEqual({ data: { email: body.email.toLowerCase() } });

    const mail = await lastMailTo(t.database, body.email.toLowerCase());
    expect(mail?.status).toBe('pending');
    expect(mail?.subject).toBe('Confirma tu correo electrónico en Patrocina');
    expect(mail?.text).toContain('Hola, Ana Oyente:');
    expect(mail?.html).toContain('lang="es"');
    const token = tokenFromMail(mail!.text, '/login/verify');
    expect(mail!.text).toContain(`http://localhost:3000/login/verify?token=${token}`);

    const verify = await post('/authentication/verify', { token });
    expect(verify.statusCode).toBe(200);
    const session = json<TokenBody>(verify).data.token;
    expect(session.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url

    const me = await get('/private/users/me', bearer(session));
    expect(me.statusCode).toBe(200);
    const user = json<{ data: Record<string, unknown> }>(me).data;
    expect(user).toMatchObject({
      email: body.email.toLowerCase(),
      username: 'Ana Oyente',
      phone: '612345678',
      prefix: '+34',
      newsletter: true,
      scope: 'user',
      emailVerified: true,
      messageStats: { unread: 0 },
      campaignActionStats: { pending: 0 },
    });
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/i);

    const logout = await post('/authentication/logout', undefined, bearer(session));
    expect(logout.statusCode).toBe(200);
    const after = await get('/private/users/me', bearer(session));
    expect(after.statusCode).toBe(401);
    expect(json<ErrorBody>(after).error).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated });
  });

  it('logs in with e-mail and password, in any letter case, and keeps the token only as a hash', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const login = await post('/authentication/login', {
      email: account.email.toUpperCase(),
      password: account.password,
      method: 'LOGIN',
    });
    expect(login.statusCode).toBe(200);
    const token = json<TokenBody>(login).data.token;
    const stored = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.some((row) => row.hash === token)).toBe(false);
    expect((await get('/private/users/me', bearer(token))).statusCode).toBe(200);
  });

  it('ends a session nobody has used for 30 days, and renews one in use', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, account.email));
    const me = () => get('/private/users/me', bearer(account.session));
    const lastUsed = (days: number) =>
      t.database.db
        .update(sessions)
        .set({ lastUsedAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(sessions.id, row!.sessions.id));

    const idleFor = async () =>
      Date.now() -
      (await t.database.db.select().from(sessions).where(eq(sessions.id, row!.sessions.id)))[0]!.lastUsedAt.getTime();

    await lastUsed(29);
    expect((await me()).statusCode).toBe(200);
    // That use renewed it (the touch is written beside the answer): it has a whole window again.
    await expect.poll(idleFor).toBeLessThan(60_000);
    await lastUsed(31);
    expect((await me()).statusCode).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax cookie that authenticates the browser for a year', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const login = await post('/authentication/login', { email: account.email, password: account.password });
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/private/users/me',
      cookies: { [SESSION_COOKIE]: cookie!.value },
    });
    expect(json<{ data: { email: string } }>(me).data.email).toBe(account.email);
  });

  it('refuses a cookie-authenticated write without the client header (cross-site request forgery)', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const cookies = { [SESSION_COOKIE]: account.session };
    const forged = await t.app.inject({ method: 'POST', url: '/api/v1/authentication/logout', cookies });
    expect(forged.statusCode).toBe(403);
    expect(json<ErrorBody>(forged).error.code).toBe('MISSING_CLIENT_HEADER');
    expect((await get('/private/users/me', bearer(account.session))).statusCode).toBe(200);

    const real = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/logout',
      cookies,
      headers: webHeaders,
    });
    expect(real.statusCode).toBe(200);
    expect(real.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await get('/private/users/me', bearer(account.session))).statusCode).toBe(401);
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
    const slow = await createTestApp({ env: { PASSWORD_SCRYPT_LOG_N: '14' } });
    try {
      const account = await signUpAndVerify(slow.app, slow.database);
      const time = async (email: string) => {
        const started = performance.now();
        await slow.app.inject({
          method: 'POST',
          url: '/api/v1/authentication/login',
          payload: { email, password: 'incorrecta' },
        });
        return performance.now() - started;
      };
      await time(uniqueEmail()); // warms the decoy hash
      const existing = Math.min(await time(account.email), await time(account.email));
      const missing = Math.min(await time(uniqueEmail()), await time(uniqueEmail()));
      // A password check costs tens of milliseconds here; skipping it would make "missing" far cheaper.
      expect(missing).toBeGreaterThan(existing * 0.5);
    } finally {
      await slow.close();
    }
  });

  it('refuses a second account with the same e-mail, whatever its letter case', async () => {
    const email = uniqueEmail();
    expect((await post('/authentication/signup', buildSignup({ email }))).statusCode).toBe(201);
    const again = await post('/authentication/signup', buildSignup({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({
      error: { code: 'EMAIL_TAKEN', message: 'Este correo electrónico ya está siendo utilizado' },
    });
  });

  it('tells whether an e-mail is taken (SPEC freeEmail)', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const taken = await get(`/authentication/check-email?email=${encodeURIComponent(account.email)}`);
    expect(json(taken)).toEqual({ data: true });
    const free = await get(`/authentication/check-email?email=${encodeURIComponent(uniqueEmail())}`);
    expect(json(free)).toEqual({ data: false });
    const bad = await get('/authentication/check-email?email=no-es-un-correo');
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).error.message).toBe('Introduce un correo electrónico válido');
  });

  it('does not verify twice with the same link', async () => {
    const body = buildSignup();
    await post('/authentication/signup', body);
    const token = tokenFromMail((await lastMailTo(t.database, body.email))!.text, '/login/verify');
    expect((await post('/authentication/verify', { token })).statusCode).toBe(200);
    const again = await post('/authentication/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ error: { code: 'EXPIRED_LINK', message: MESSAGES.expiredLink } });
  });

  it('refuses a made-up verification token as an invalid link', async () => {
    const response = await post('/authentication/verify', { token: 'a'.repeat(43) });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: { code: 'INVALID_LINK', message: MESSAGES.invalidLink } });
  });
});

describe('lost password', () => {
  it('e-mails a reset link, changes the password, ends every other session and signs in anew', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const otherDevice = json<TokenBody>(
      await post('/authentication/login', { email: account.email, password: account.password }),
    ).data.token;

    const lost = await post('/authentication/lost-password', { email: account.email });
    expect(lost.statusCode).toBe(200);
    const mail = await lastMailTo(t.database, account.email);
    expect(mail?.subject).toBe('Restablece tu contraseña de Patrocina');
    const token = tokenFromMail(mail!.text, '/login/reset-password');

    const change = await post('/authentication/change-password', { token, password: 'otra contraseña nueva' });
    expect(change.statusCode).toBe(200);
    const fresh = json<TokenBody>(change).data.token;

    expect((await get('/private/users/me', bearer(otherDevice))).statusCode).toBe(401);
    expect((await get('/private/users/me', bearer(account.session))).statusCode).toBe(401);
    expect((await get('/private/users/me', bearer(fresh))).statusCode).toBe(200);

    expect((await post('/authentication/login', { email: account.email, password: account.password })).statusCode).toBe(
      403,
    );
    expect(
      (await post('/authentication/login', { email: account.email, password: 'otra contraseña nueva' })).statusCode,
    ).toBe(200);
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
    await post('/authentication/lost-password', { email: account.email });
    const token = tokenFromMail((await lastMailTo(t.database, account.email))!.text, '/login/reset-password');
    expect((await post('/authentication/change-password', { token, password: 'primera nueva clave' })).statusCode).toBe(
      200,
    );
    const reused = await post('/authentication/change-password', { token, password: 'segunda nueva clave' });
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toEqual({
      error: { code: 'EXPIRED_LINK', message: 'El enlace ha caducado. Solicita uno nuevo.' },
    });
    expect(
      (await post('/authentication/login', { email: account.email, password: 'segunda nueva clave' })).statusCode,
    ).toBe(403);
  });

  it('refuses an expired reset link and leaves the password as it was', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    await post('/authentication/lost-password', { email: account.email });
    const token = tokenFromMail((await lastMailTo(t.database, account.email))!.text, '/login/reset-password');
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.userId, user!.id));

    const expired = await post('/authentication/change-password', { token, password: 'llego tarde a esto' });
    expect(expired.statusCode).toBe(400);
    expect(json<ErrorBody>(expired).error.code).toBe('EXPIRED_LINK');
    expect((await post('/authentication/login', { email: account.email, password: account.password })).statusCode).toBe(
      200,
    );
  });

  it('does not accept a verification link as a reset link', async () => {
    const body = buildSignup();
    await post('/authentication/signup', body);
    const token = tokenFromMail((await lastMailTo(t.database, body.email))!.text, '/login/verify');
    const response = await post('/authentication/change-password', { token, password: 'intento de colarme' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.code).toBe('INVALID_LINK');
  });
});

describe('passwords', () => {
  it('accepts 8 to 128 characters and refuses the rest with a Spanish message', async () => {
    const short = await post('/authentication/signup', buildSignup({ password: 'corta7c' }));
    expect(short.statusCode).toBe(400);
    expect(json<ErrorBody>(short).error.message).toBe('La contraseña debe tener al menos 8 caracteres');

    const long = await post('/authentication/signup', buildSignup({ password: 'x'.repeat(129) }));
    expect(long.statusCode).toBe(400);
    expect(json<ErrorBody>(long).error.message).toBe('La contraseña no puede tener más de 128 caracteres');

    expect((await post('/authentication/signup', buildSignup({ password: 'x'.repeat(128) }))).statusCode).toBe(201);
  });

  it('never truncates: only the whole long password logs in', async () => {
    const password = `${'ñandú '.repeat(16)}fin`;
    const account = await signUpAndVerify(t.app, t.database, { password });
    expect(
      (await post('/authentication/login', { email: account.email, password: password.slice(0, 72) })).statusCode,
    ).toBe(403);
    expect((await post('/authentication/login', { email: account.email, password })).statusCode).toBe(200);
  });

  it('trims surrounding spaces, as the password fields do', async () => {
    const account = await signUpAndVerify(t.app, t.database, { password: '  con espacios  ' });
    expect((await post('/authentication/login', { email: account.email, password: 'con espacios' })).statusCode).toBe(
      200,
    );
  });
});

describe('rate limits', () => {
  it('answers 429 after repeated failed logins, even with the right password, for that e-mail only', async () => {
    const limited = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
    try {
      const account = await signUpAndVerify(limited.app, limited.database);
      const other = await signUpAndVerify(limited.app, limited.database);
      const login = (email: string, password: string) =>
        limited.app.inject({ method: 'POST', url: '/api/v1/authentication/login', payload: { email, password } });
      for (let i = 0; i < 3; i += 1) expect((await login(account.email, 'mala clave')).statusCode).toBe(403);
      const blocked = await login(account.email, account.password);
      expect(blocked.statusCode).toBe(429);
      expect(json(blocked)).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyRequests } });
      expect((await login(other.email, other.password)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits every authentication call per address', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const check = () =>
        limited.app.inject({ method: 'GET', url: `/api/v1/authentication/check-email?email=${uniqueEmail()}` });
      for (let i = 0; i < 3; i += 1) expect((await check()).statusCode).toBe(200);
      const over = await check();
      expect(over.statusCode).toBe(429);
      expect(json<ErrorBody>(over).error.message).toBe(MESSAGES.tooManyRequests);
    } finally {
      await limited.close();
    }
  });
});

describe('bad input', () => {
  it('answers malformed JSON with a 400 in Spanish', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.es", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: { code: 'INVALID_JSON', message: MESSAGES.invalidJson } });
  });

  it.each([
    ['an empty body', undefined],
    ['null', null],
    ['an array', [1, 2]],
    ['a number as e-mail', { email: 42, password: 'algo largo' }],
    ['a missing password', { email: 'alguien@example.com' }],
    ['an unknown method', { email: 'alguien@example.com', password: 'algo largo', method: 'MAGIC' }],
  ])('answers %s at login with a 400 and a Spanish message, never a 500', async (_name, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/login',
      headers: { 'content-type': 'application/json' },
      payload: payload === undefined ? '' : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(['VALIDATION_ERROR', 'INVALID_JSON']).toContain(body.error.code);
    expect(body.error.message).toMatch(/[a-záéíóúñ]/i);
    expect(body.error.message).not.toMatch(/expected|invalid input|required/i);
  });

  it('lists every invalid sign-up field with its Spanish message', async () => {
    const response = await post('/authentication/signup', { email: 'no', password: '1', username: '', terms: false });
    expect(response.statusCode).toBe(400);
    const { fields } = json<ErrorBody>(response).error;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Introduce un correo electrónico válido' },
        { path: 'password', message: 'La contraseña debe tener al menos 8 caracteres' },
        { path: 'username', message: 'El nombre de usuario debe tener al menos 2 caracteres' },
        { path: 'terms', message: 'Debes aceptar los términos y Condiciones de Patrocina' },
      ]),
    );
  });

  it('refuses a malformed phone with the specification’s message', async () => {
    const response = await post('/authentication/signup', buildSignup({ phone: '12ab', prefix: '+34' }));
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.message).toBe('Telefono formato incorrecto');
  });

  it('refuses a body that is not JSON, and one that is too large', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(json<ErrorBody>(xml).error.message).toBe(MESSAGES.unsupportedMediaType);

    // A cross-site form can post text/plain: it is read as a string and refused by the schema.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(form.statusCode).toBe(400);

    const huge = await post('/authentication/signup', buildSignup({ username: 'x'.repeat(300 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(json<ErrorBody>(huge).error.message).toBe(MESSAGES.payloadTooLarge);
  });

  it('answers an unknown API path with a 404 in the error envelope', async () => {
    const response = await get('/private/nada-por-aqui');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: { code: 'NOT_FOUND', message: MESSAGES.notFound } });
  });
});
