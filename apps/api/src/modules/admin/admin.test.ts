import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, adminUserListSchema, IN_PERSON_ONLY_MESSAGE } from '@patrocina/domain';
import { sessions, users } from '../../db/schema';
import { json, useTestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';

type ErrorBody = { error: { message: string } };

const logLines: string[] = [];
const t = useTestApp({ logLines });

/** The app's log entries of one event, parsed. */
function logged(event: string): Record<string, unknown>[] {
  return logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.event === event);
}

async function withScope(scope: 'agent' | 'admin', overrides: Record<string, unknown> = {}) {
  const user = await createSignedInUser(t.app, t.database, overrides);
  await t.database.db.update(users).set({ scope }).where(eq(users.id, user.id));
  return user;
}

function linkFor(session: string, userId: string) {
  return t.call('POST', `/private/backoffice/users/${userId}/impersonation`, session);
}

function useLink(token: string) {
  return t.call('POST', '/authentication/login/impersonate', undefined, { token });
}

const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

describe('the admin tools', () => {
  it('finds users by name or e-mail for an admin only', async () => {
    const admin = await withScope('admin');
    const agent = await withScope('agent');
    const wanted = await createSignedInUser(t.app, t.database, { username: 'Remedios Buscada' });

    const found = await t.call('GET', '/private/backoffice/users?q=remedios', admin.session);
    expect(found.statusCode).toBe(200);
    expect(adminUserListSchema.parse(json<{ data: unknown }>(found).data).users.map((user) => user.id)).toEqual([
      wanted.id,
    ]);
    const byEmail = await t.call(
      'GET',
      `/private/backoffice/users?q=${encodeURIComponent(wanted.email)}`,
      admin.session,
    );
    expect(json<{ data: { users: { id: string }[] } }>(byEmail).data.users.map((user) => user.id)).toEqual([wanted.id]);

    const agents = await t.call('GET', '/private/backoffice/users?scope=agent', admin.session);
    const agentIds = json<{ data: { users: { id: string; scope: string }[] } }>(agents).data.users;
    expect(agentIds.map((user) => user.id)).toContain(agent.id);
    expect(agentIds.every((user) => user.scope === 'agent')).toBe(true);

    for (const session of [agent.session, wanted.session]) {
      const refused = await t.call('GET', '/private/backoffice/users?q=a', session);
      expect(refused.statusCode).toBe(403);
      expect(json<ErrorBody>(refused).error.message).toBe(ADMIN_MESSAGES.adminOnly);
    }
  });

  it('lets an admin change another user’s scope, never their own', async () => {
    const admin = await withScope('admin');
    const user = await createSignedInUser(t.app, t.database);
    const changed = await t.call('PUT', `/private/backoffice/users/${user.id}/scope`, admin.session, {
      scope: 'agent',
    });
    expect(changed.statusCode).toBe(200);
    expect(json<{ data: { scope: string } }>(changed).data.scope).toBe('agent');
    const own = await t.call('PUT', `/private/backoffice/users/${admin.id}/scope`, admin.session, { scope: 'user' });
    expect(own.statusCode).toBe(409);
    expect(json<ErrorBody>(own).error.message).toBe(ADMIN_MESSAGES.ownScope);
    const byUser = await t.call('PUT', `/private/backoffice/users/${admin.id}/scope`, user.session, { scope: 'user' });
    expect(byUser.statusCode).toBe(403);
  });
});

describe('acting as a user', () => {
  it('turns an admin’s single-use link into a session of the user, marked with the admin, ended by logging out', async () => {
    const admin = await withScope('admin');
    const user = await createSignedInUser(t.app, t.database, { username: 'Lucía Suplantada' });

    const link = await linkFor(admin.session, user.id);
    expect(link.statusCode).toBe(201);
    const { url } = json<{ data: { url: string } }>(link).data;
    expect(url).toMatch(/^\/login\/impersonate\?token=/);

    const entered = await useLink(tokenOf(url));
    expect(entered.statusCode).toBe(200);
    expect(entered.headers['set-cookie']).toBeDefined();
    const session = json<{ data: { token: string } }>(entered).data.token;
    const me = await t.call('GET', '/private/users/me', session);
    expect(json<{ data: { id: string; impersonatedBy: string | null } }>(me).data).toMatchObject({
      id: user.id,
      impersonatedBy: admin.id,
    });
    // Both ids are kept with the session: everything done in it is traceable to the admin.
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.impersonatorId, admin.id));
    expect(rows.map((row) => row.userId)).toEqual([user.id]);
    // And in the log, for the link and for the session, never with the token itself.
    expect(logged('impersonation-link').filter((entry) => entry.adminId === admin.id)).toEqual([
      expect.objectContaining({ userId: user.id }),
    ]);
    expect(logged('impersonation').filter((entry) => entry.adminId === admin.id)).toEqual([
      expect.objectContaining({ userId: user.id }),
    ]);
    expect(logLines.some((line) => line.includes(tokenOf(url)) || line.includes(session))).toBe(false);

    // Single use.
    const again = await useLink(tokenOf(url));
    expect(again.statusCode).toBe(400);

    await t.call('POST', '/authentication/logout', session);
    expect((await t.call('GET', '/private/users/me', session)).statusCode).toBe(401);
    // The admin's own session is untouched.
    expect((await t.call('GET', '/private/users/me', admin.session)).statusCode).toBe(200);
  });

  it('acting as a user never changes their password, e-mail, sessions, linked hosting account or deletion state; their profile, yes', async () => {
    const admin = await withScope('admin');
    const user = await createSignedInUser(t.app, t.database, { username: 'Lucía Ayudada' });
    const entered = await useLink(
      tokenOf(json<{ data: { url: string } }>(await linkFor(admin.session, user.id)).data.url),
    );
    const session = json<{ data: { token: string } }>(entered).data.token;
    const as = (method: 'PUT' | 'DELETE' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.call(method, url, session, payload);

    const refused = [
      await as('PUT', '/private/users/me/password', {
        currentPassword: user.password,
        newPassword: 'una contraseña de la admin',
      }),
      await as('PUT', '/private/users/me/alternative-email', {
        email: 'otra@example.com',
        confirmation: 'otra@example.com',
      }),
      await as('DELETE', '/private/users/me/alternative-email'),
      await as('DELETE', '/private/users/me/sessions'),
      await as('POST', '/private/users/me/hosting-account', {
        email: 'alojamiento@example.com',
        password: 'su contraseña',
      }),
      await as('DELETE', '/private/users/me/hosting-account'),
      await as('DELETE', '/private/users/me', { password: user.password }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(json<ErrorBody>(response).error.message).toBe(IN_PERSON_ONLY_MESSAGE);
    }
    // Nothing changed: the user still signs in with their password, and their own session still works.
    const login = await t.call('POST', '/authentication/login', undefined, {
      email: user.email,
      password: user.password,
      method: 'LOGIN',
    });
    expect(login.statusCode).toBe(200);
    expect((await t.call('GET', '/private/users/me', user.session)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ alternativeEmail: null, deletedAt: null });
    // What the user does in the product, the admin may help with.
    expect((await as('PATCH', '/private/users/me', { username: 'Lucía Ayudada Bien' })).statusCode).toBe(200);
  });

  it('never lets anyone act as an admin, nor a non-admin make a link, nor a link outlive its admin’s scope', async () => {
    const admin = await withScope('admin');
    const otherAdmin = await withScope('admin');
    const agent = await withScope('agent');
    const user = await createSignedInUser(t.app, t.database);

    const asAdmin = await linkFor(admin.session, otherAdmin.id);
    expect(asAdmin.statusCode).toBe(403);
    expect(json<ErrorBody>(asAdmin).error.message).toBe(ADMIN_MESSAGES.notAnotherAdmin);
    expect((await linkFor(agent.session, user.id)).statusCode).toBe(403);
    expect((await linkFor(user.session, agent.id)).statusCode).toBe(403);
    expect((await linkFor(admin.session, admin.id)).statusCode).toBe(409);
    expect((await linkFor(admin.session, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // The admin loses the scope between the link and its use: the link no longer works.
    const { url } = json<{ data: { url: string } }>(await linkFor(admin.session, user.id)).data;
    await t.database.db.update(users).set({ scope: 'user' }).where(eq(users.id, admin.id));
    const late = await useLink(tokenOf(url));
    expect(late.statusCode).toBe(403);
    expect((await useLink('un-token-que-no-existe-en-absoluto')).statusCode).toBe(400);
  });
});

describe('the outbox', () => {
  it('shows an admin the newest e-mails to an address, with the links’ secrets hidden', async () => {
    const admin = await withScope('admin');
    // Signing up e-mails a verification link with its token.
    const user = await createSignedInUser(t.app, t.database);
    const response = await t.call(
      'GET',
      `/private/backoffice/outbox?to=${encodeURIComponent(user.email)}`,
      admin.session,
    );
    expect(response.statusCode).toBe(200);
    const { mails } = json<{ data: { mails: { to: string; subject: string; text: string }[] } }>(response).data;
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((mail) => mail.to === user.email)).toBe(true);
    const verification = mails.find((mail) => mail.text.includes('/login/verify'))!;
    expect(verification.text).toContain('/login/verify?token=…');
    expect(verification.text).not.toMatch(/token=[A-Za-z0-9_-]{10,}/);

    const agent = await withScope('agent');
    expect((await t.call('GET', '/private/backoffice/outbox', agent.session)).statusCode).toBe(403);
  });
});
