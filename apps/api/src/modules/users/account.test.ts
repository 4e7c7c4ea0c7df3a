import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type AccountSession } from '@patrocina/domain';
import { mailOutbox } from '../../db/schema';
import { json, useTestApp, type ErrorBody, API } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';
import { describeDevice } from './device';

/**
 * Issue 9, My account through the API (the first slice): changing one's password with the current
 * one, and the open sessions with «cerrar las demás sesiones».
 */
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

const t = useTestApp();

async function logIn(email: string, password: string, userAgent: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/authentication/login`,
    headers: { 'user-agent': userAgent },
    payload: { email, password, method: 'LOGIN' },
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: { token: string } }>(response).data.token;
}

function me(token: string) {
  return t.call('GET', '/private/users/me', token);
}

describe('changing one’s password', () => {
  it('refuses a wrong current password on its field, and a new one equal to the current', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const wrong = await t.call('PUT', '/private/users/me/password', user.session, {
      currentPassword: 'no es esta',
      newPassword: 'otra contraseña larga',
    });
    expect(wrong.statusCode).toBe(400);
    expect(json<ErrorBody>(wrong).error.fields).toEqual([
      { path: 'currentPassword', message: 'Contraseña incorrecta' },
    ]);

    const same = await t.call('PUT', '/private/users/me/password', user.session, {
      currentPassword: user.password,
      newPassword: user.password,
    });
    expect(json<ErrorBody>(same).error.fields).toContainEqual({
      path: 'newPassword',
      message: ACCOUNT_MESSAGES.samePassword,
    });
    expect((await me(user.session)).statusCode).toBe(200);
  });

  it('changes it, ends every other session, keeps this one and says so by e-mail', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const other = await logIn(user.email, user.password, FIREFOX_LINUX);
    const changed = await t.call('PUT', '/private/users/me/password', user.session, {
      currentPassword: `  ${user.password} `,
      newPassword: 'la nueva contraseña larga',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(user.session)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);

    const oldLogin = await t.call('POST', '/authentication/login', undefined, {
      email: user.email,
      password: user.password,
      method: 'LOGIN',
    });
    expect(oldLogin.statusCode).toBe(403);
    await logIn(user.email, 'la nueva contraseña larga', CHROME_WINDOWS);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, user.email), eq(mailOutbox.template, 'password-changed')));
    expect(mails).toHaveLength(1);
  });
});

describe('the open sessions', () => {
  it('lists them with their device, this one marked, and closes the others when asked', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const chrome = await logIn(user.email, user.password, CHROME_WINDOWS);
    await logIn(user.email, user.password, FIREFOX_LINUX);

    const listed = json<{ data: AccountSession[] }>(await t.call('GET', '/private/users/me/sessions', chrome)).data;
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current).map((session) => session.device)).toEqual(['Chrome en Windows']);
    expect(listed.map((session) => session.device)).toContain('Firefox en Linux');

    const closed = await t.call('DELETE', '/private/users/me/sessions', chrome);
    expect(json<{ data: { closed: number } }>(closed).data).toEqual({ closed: 2 });
    expect((await me(user.session)).statusCode).toBe(401);
    const after = json<{ data: AccountSession[] }>(await t.call('GET', '/private/users/me/sessions', chrome)).data;
    expect(after.map((session) => session.current)).toEqual([true]);
  });

  it('never shows one user another’s sessions', async () => {
    const one = await createSignedInUser(t.app, t.database);
    const other = await createSignedInUser(t.app, t.database);
    const listed = json<{ data: AccountSession[] }>(
      await t.call('GET', '/private/users/me/sessions', one.session),
    ).data;
    expect(listed).toHaveLength(1);
    await t.call('DELETE', '/private/users/me/sessions', one.session);
    expect((await me(other.session)).statusCode).toBe(200);
  });
});

describe('a session’s device', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome en Windows'],
    [FIREFOX_LINUX, 'Firefox en Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari en iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 Edg/156.0',
      'Edge en macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0 Mobile Safari/537.36',
      'Samsung Internet en Android',
    ],
    ['curl/8.5.0', 'Dispositivo desconocido'],
    [null, 'Dispositivo desconocido'],
  ])('reads %s as %s', (userAgent, device) => {
    expect(describeDevice(userAgent, ACCOUNT_MESSAGES.unknownDevice)).toBe(device);
  });
});
