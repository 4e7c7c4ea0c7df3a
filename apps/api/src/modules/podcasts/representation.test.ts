import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, lastMailTo, uniqueEmail, type TestApp } from '../../../test/app';
import { buildProfile, createFileRecord, createPodcast, createSignedInUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };
type Mine = { data: { podcasts: { id: string; imManager: boolean; state: string; ownerName: string | null; representation: { status: string } | null }[] } };

async function ownerWithPodcast() {
  const owner = await createSignedInUser(t.app, t.database, { username: 'Marta Dueña' });
  const podcast = await createPodcast(t.database.db, { ownerId: owner.id, title: `Voces del Sur ${owner.id.slice(0, 6)}` });
  return { owner, podcast };
}

function invite(podcastId: string, token: string, email: string) {
  return t.app.inject({ method: 'POST', url: `/api/v1/private/podcasts/${podcastId}/representation`, headers: bearer(token), payload: { email } });
}

/** The token of the accept or reject link in the invitation. */
async function linkToken(email: string, page: 'accepted' | 'rejected') {
  const mail = await lastMailTo(t.database, email);
  const match = new RegExp(`/podcast/manager-representation-${page}\\?token=([\\w-]+)`).exec(mail!.text);
  return decodeURIComponent(match![1]!);
}

function answer(action: 'accept' | 'reject', token: string) {
  return t.app.inject({ method: 'POST', url: `/api/v1/public/representations/${action}`, payload: { token } });
}

function mine(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/v1/private/podcasts/mine', headers: bearer(token) });
}

describe('representation', () => {
  it('invites by e-mail; the representative accepts from the link, sees the podcast as managed and edits its sheet', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const manager = await createSignedInUser(t.app, t.database);

    const invited = await invite(podcast.id, owner.session, manager.email);
    expect(invited.statusCode).toBe(201);
    const mail = await lastMailTo(t.database, manager.email);
    expect(mail!.subject).toBe(`Marta Dueña te invita a representar «${podcast.title}»`);

    const accepted = await answer('accept', await linkToken(manager.email, 'accepted'));
    expect(json(accepted)).toEqual({ data: { podcastTitle: podcast.title, managerEmail: manager.email, hasAccount: true } });
    expect((await lastMailTo(t.database, owner.email))!.subject).toBe(`${manager.email} ya representa «${podcast.title}»`);

    const list = json<Mine>(await mine(manager.session)).data.podcasts;
    expect(list).toEqual([expect.objectContaining({ id: podcast.id, imManager: true, ownerName: 'Marta Dueña', state: 'SHEET_INCOMPLETE' })]);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/private/podcasts/${podcast.id}/sheet/profile`,
      headers: bearer(manager.session),
      // The owner's header and the representative's own extra image: either may use what the other uploaded.
      payload: { ...(await buildProfile(t.database.db, owner.id)), extraImageIds: [(await createFileRecord(t.database.db, manager.id, 'podcast-extra')).id] },
    });
    expect(edit.statusCode).toBe(200);
    const ownerView = json<Mine>(await mine(owner.session)).data.podcasts[0]!;
    expect(ownerView).toMatchObject({ imManager: false, representation: { status: 'ACCEPTED' } });
  });

  it('refuses the owner’s own e-mail with the reason', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const response = await invite(podcast.id, owner.session, owner.email.toUpperCase());
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.message).toBe('El correo del representante debe ser distinto del tuyo');
  });

  it('allows one live invitation at a time, and only the owner may invite or cancel', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    expect((await invite(podcast.id, owner.session, uniqueEmail('rep'))).statusCode).toBe(201);
    const second = await invite(podcast.id, owner.session, uniqueEmail('rep'));
    expect(second.statusCode).toBe(409);
    expect(json<ErrorBody>(second).error.message).toBe('Este podcast ya tiene un representante o una invitación pendiente.');

    const stranger = await createSignedInUser(t.app, t.database);
    expect((await invite(podcast.id, stranger.session, uniqueEmail('rep'))).statusCode).toBe(403);
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/v1/private/podcasts/${podcast.id}/representation`, headers: bearer(stranger.session) });
    expect(cancel.statusCode).toBe(403);
  });

  it('a link works once: a second use, or a use after cancelling, is an expired link', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const email = uniqueEmail('rep');
    await invite(podcast.id, owner.session, email);
    const token = await linkToken(email, 'rejected');
    expect(json(await answer('reject', token))).toMatchObject({ data: { hasAccount: false } });
    const again = await answer('accept', token);
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again).error).toEqual({ code: 'EXPIRED_LINK', message: 'El enlace ha caducado. Solicita uno nuevo.' });

    const email2 = uniqueEmail('rep');
    await invite(podcast.id, owner.session, email2);
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/v1/private/podcasts/${podcast.id}/representation`, headers: bearer(owner.session) });
    expect(cancelled.statusCode).toBe(200);
    expect((await answer('accept', await linkToken(email2, 'accepted'))).statusCode).toBe(400);
    expect(json<ErrorBody>(await answer('accept', 'x'.repeat(43))).error.code).toBe('INVALID_LINK');
  });

  it('cancelling an accepted representation takes the podcast away from the representative', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const manager = await createSignedInUser(t.app, t.database);
    await invite(podcast.id, owner.session, manager.email);
    await answer('accept', await linkToken(manager.email, 'accepted'));

    await t.app.inject({ method: 'DELETE', url: `/api/v1/private/podcasts/${podcast.id}/representation`, headers: bearer(owner.session) });
    expect((await lastMailTo(t.database, manager.email))!.subject).toBe(`Ya no representas «${podcast.title}»`);
    expect(json<Mine>(await mine(manager.session)).data.podcasts).toEqual([]);
    const edit = await t.app.inject({ method: 'GET', url: `/api/v1/private/podcasts/${podcast.id}/sheet`, headers: bearer(manager.session) });
    expect(edit.statusCode).toBe(403);
  });
});
