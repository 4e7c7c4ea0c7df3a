import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALTERNATIVE_EMAIL_MESSAGES, MESSAGES, type Me } from '@patrocina/domain';
import { emailTokens, mailOutbox } from '../../db/schema';
import { json, lastMailTo, uniqueEmail, useTestApp, type ErrorBody, tokenMailedTo } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';

/**
 * Issue 9, the alternative e-mail of My account: entered twice, confirmed through the link e-mailed
 * to it (`POST /authentication/verify-change-email`), with the expired and invalid link messages.
 */

const t = useTestApp();

function ask(session: string, payload: object) {
  return t.call('PUT', '/private/users/me/alternative-email', session, payload);
}
function confirm(token: string) {
  return t.call('POST', '/authentication/verify-change-email', undefined, { token });
}
async function me(session: string): Promise<Me> {
  return json<{ data: Me }>(await t.call('GET', '/private/users/me', session)).data;
}
async function linkSentTo(address: string): Promise<string> {
  return tokenMailedTo(t.database, address, '/me/alternative-email');
}

describe('the alternative e-mail', () => {
  it('is saved only once the link sent to it is opened, and the link works once', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const address = uniqueEmail('alternativo');

    const asked = await ask(user.session, { email: address.toUpperCase(), confirmation: ` ${address} ` });
    expect(asked.statusCode).toBe(200);
    expect(json(asked)).toEqual({ data: { sentTo: address } });
    expect((await me(user.session)).alternativeEmail).toBeNull();

    const mail = await lastMailTo(t.database, address);
    expect(mail!.subject).toContain('Confirma tu correo alternativo');
    const token = await linkSentTo(address);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed)).toEqual({ data: { alternativeEmail: address } });
    const after = await me(user.session);
    expect(after.alternativeEmail).toBe(address);
    // The e-mail used to log in is another matter: it does not move.
    expect(after.email).toBe(user.email);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again).error).toMatchObject({ code: 'EXPIRED_LINK', message: MESSAGES.expiredLink });
  });

  it('refuses two addresses that differ, and the main e-mail, on their fields, sending nothing', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const address = uniqueEmail('distinto');
    const mismatch = await ask(user.session, { email: address, confirmation: uniqueEmail('otro') });
    expect(mismatch.statusCode).toBe(400);
    expect(json<ErrorBody>(mismatch).error.fields).toContainEqual({
      path: 'confirmation',
      message: ALTERNATIVE_EMAIL_MESSAGES.mismatch,
    });

    const main = await ask(user.session, { email: user.email, confirmation: user.email });
    expect(main.statusCode).toBe(400);
    expect(json<ErrorBody>(main).error.fields).toEqual([
      { path: 'email', message: ALTERNATIVE_EMAIL_MESSAGES.sameAsMain },
    ]);

    const invalid = await ask(user.session, { email: 'no-es-un-correo', confirmation: 'no-es-un-correo' });
    expect(json<ErrorBody>(invalid).error.fields).toContainEqual({ path: 'email', message: MESSAGES.invalidEmail });

    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address))).toEqual([]);
  });

  it('says an unknown link is invalid and an old one expired, and a newer request retires the older link', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const invalid = await confirm('x'.repeat(43));
    expect(json<ErrorBody>(invalid).error).toMatchObject({ code: 'INVALID_LINK', message: MESSAGES.invalidLink });

    const first = uniqueEmail('primero');
    await ask(user.session, { email: first, confirmation: first });
    const firstToken = await linkSentTo(first);
    const second = uniqueEmail('segundo');
    await ask(user.session, { email: second, confirmation: second });
    expect(json<ErrorBody>(await confirm(firstToken)).error.code).toBe('EXPIRED_LINK');

    // A link past its 24 hours.
    const secondToken = await linkSentTo(second);
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'change_email'), eq(emailTokens.email, second)),
      );
    expect(json<ErrorBody>(await confirm(secondToken)).error).toMatchObject({
      code: 'EXPIRED_LINK',
      message: MESSAGES.expiredLink,
    });
    expect((await me(user.session)).alternativeEmail).toBeNull();
  });

  it('can be removed, which also retires a link still waiting', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const address = uniqueEmail('quitar');
    await ask(user.session, { email: address, confirmation: address });
    await confirm(await linkSentTo(address));
    const pending = uniqueEmail('pendiente');
    await ask(user.session, { email: pending, confirmation: pending });

    const removed = await t.call('DELETE', '/private/users/me/alternative-email', user.session);
    expect(removed.statusCode).toBe(200);
    expect((await me(user.session)).alternativeEmail).toBeNull();
    expect(json<ErrorBody>(await confirm(await linkSentTo(pending))).error.code).toBe('EXPIRED_LINK');
  });

  it('changes only the account that asked', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const other = await createSignedInUser(t.app, t.database);
    const address = uniqueEmail('solo-mio');
    await ask(user.session, { email: address, confirmation: address });
    await confirm(await linkSentTo(address));
    expect((await me(user.session)).alternativeEmail).toBe(address);
    expect((await me(other.session)).alternativeEmail).toBeNull();
  });
});
