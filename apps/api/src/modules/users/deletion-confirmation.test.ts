import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETION_MESSAGES, MESSAGES } from '@patrocina/domain';
import { sessions, users } from '../../db/schema';
import { json, type ErrorBody } from '../../../test/app';
import { createSignedInUser, createTeamMember } from '../../../test/factories';
import { check, me, remove, setUpTestApp, t } from './deletion.test-support';

setUpTestApp();

describe('confirming the deletion of one’s account', () => {
  it('needs the right password, on its field', async () => {
    const user = await createSignedInUser(t.app, t.database);
    for (const payload of [{}, { password: 'no es la mía' }]) {
      const refused = await remove(user.session, payload);
      expect(refused.statusCode).toBe(400);
      expect(json<ErrorBody>(refused).error.fields).toEqual([
        { path: 'password', message: MESSAGES.wrongCurrentPassword },
      ]);
    }
    expect((await me(user.session)).statusCode).toBe(200);
  });

  it('asks an account without a password (made with a social provider) to type ELIMINAR', async () => {
    const user = await createSignedInUser(t.app, t.database);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect((await check(user.session)).confirmWith).toBe('word');
    const refused = await remove(user.session, { confirmation: 'borrar' });
    expect(json<ErrorBody>(refused).error.fields).toEqual([
      { path: 'confirmation', message: DELETION_MESSAGES.confirmWord },
    ]);
    expect((await remove(user.session, { confirmation: 'eliminar' })).statusCode).toBe(200);
    expect((await me(user.session)).statusCode).toBe(401);
  });

  it('is not for an admin acting as the user', async () => {
    const admin = await createTeamMember(t.app, t.database, 'admin');
    const user = await createSignedInUser(t.app, t.database);
    // The admin's session on the user's account, as `/login/impersonate` leaves it.
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    await t.database.db.update(sessions).set({ impersonatorId: admin.id }).where(eq(sessions.id, session!.id));
    const refused = await remove(user.session, { password: user.password });
    expect(refused.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deletedAt).toBeNull();
  });

  it('deletes only the account of the session, and once', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const other = await createSignedInUser(t.app, t.database);
    expect((await remove(user.session, { password: user.password })).statusCode).toBe(200);
    expect((await remove(user.session, { password: user.password })).statusCode).toBe(401);
    expect((await me(other.session)).statusCode).toBe(200);
  });
});
