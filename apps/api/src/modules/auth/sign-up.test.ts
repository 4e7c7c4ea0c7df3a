import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
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

setUpTestApp();

describe('sign-up and verification', () => {
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

    const read = await me(session);
    expect(read.statusCode).toBe(200);
    const user = json<{ data: Record<string, unknown> }>(read).data;
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

    const logout = await t.call('POST', '/authentication/logout', session);
    expect(logout.statusCode).toBe(200);
    const after = await me(session);
    expect(after.statusCode).toBe(401);
    expect(json<ErrorBody>(after).error).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated });
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
    const taken = await t.call('GET', `/authentication/check-email?email=${encodeURIComponent(account.email)}`);
    expect(json(taken)).toEqual({ data: true });
    const free = await t.call('GET', `/authentication/check-email?email=${encodeURIComponent(uniqueEmail())}`);
    expect(json(free)).toEqual({ data: false });
    const bad = await t.call('GET', '/authentication/check-email?email=no-es-un-correo');
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).error.message).toBe('Introduce un correo electrónico válido');
  });

  it('does not verify twice with the same link', async () => {
    const body = buildSignup();
    await post('/authentication/signup', body);
    const token = await tokenMailedTo(t.database, body.email, '/login/verify');
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
    expect((await login(account.email, password.slice(0, 72))).statusCode).toBe(403);
    expect((await login(account.email, password)).statusCode).toBe(200);
  });

  it('trims surrounding spaces, as the password fields do', async () => {
    const account = await signUpAndVerify(t.app, t.database, { password: '  con espacios  ' });
    expect((await login(account.email, 'con espacios')).statusCode).toBe(200);
  });
});
