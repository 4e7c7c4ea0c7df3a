import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildSignup, json, signUpAndVerify, useTestApp, tokenMailedTo } from '../../../test/app';

type MeBody = {
  data: { isAgency: boolean; newsletter: boolean; scope: string; email: string; emailVerified: boolean };
};

const t = useTestApp();

const patchMe = (token: string, payload: unknown) => t.call('PATCH', '/private/users/me', token, payload as object);

describe('changing one’s own account', () => {
  it('marks the account as an agency (the "¿Eres una agencia?" answer) and keeps it', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const response = await patchMe(account.session, { isAgency: true });
    expect(response.statusCode).toBe(200);
    expect(json<MeBody>(response).data.isAgency).toBe(true);
    const me = await t.call('GET', '/private/users/me', account.session);
    expect(json<MeBody>(me).data).toMatchObject({ isAgency: true, newsletter: false });
  });

  it.each([
    ['its scope', { scope: 'admin' }],
    ['its e-mail', { email: 'otro@example.com' }],
    ['its verification', { emailVerified: true }],
  ])('refuses to change %s through this call', async (_what, payload) => {
    const account = await signUpAndVerify(t.app, t.database);
    const response = await patchMe(account.session, payload);
    expect(response.statusCode).toBe(400);
    const me = json<MeBody>(await t.call('GET', '/private/users/me', account.session));
    expect(me.data).toMatchObject({ scope: 'user', email: account.email });
  });
});

describe('the verification e-mail again', () => {
  it('sends a new working link to an account not yet verified', async () => {
    const body = buildSignup();
    await t.call('POST', '/authentication/signup', undefined, body);
    const login = await t.call('POST', '/authentication/login', undefined, {
      email: body.email,
      password: body.password,
    });
    const session = json<{ data: { token: string } }>(login).data.token;
    const before = (await t.database.db.select().from(mailOutbox)).length;

    const response = await t.call('POST', '/private/users/me/verification-email', session);
    expect(response.statusCode).toBe(200);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before + 1);

    const token = await tokenMailedTo(t.database, body.email, '/login/verify');
    expect((await t.call('POST', '/authentication/verify', undefined, { token })).statusCode).toBe(200);
    const me = await t.call('GET', '/private/users/me', session);
    expect(json<MeBody>(me).data.emailVerified).toBe(true);
  });

  it('sends nothing to an account already verified', async () => {
    const account = await signUpAndVerify(t.app, t.database);
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const response = await t.call('POST', '/private/users/me/verification-email', account.session);
    expect(response.statusCode).toBe(200);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
  });
});
