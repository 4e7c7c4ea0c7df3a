import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  BACKOFFICE_MESSAGES,
  DELETION_MESSAGES,
  MESSAGES,
  type ChatThread,
  type DeletionCheck,
  type Me,
} from '@patrocina/domain';
import {
  campaignPodcasts,
  campaigns,
  emailTokens,
  externalIdentities,
  mailOutbox,
  podcasts,
  representations,
  sessions,
  users,
} from '../../db/schema';
import { bearer, clockAt, createTestApp, json, lastMailTo, type TestApp } from '../../../test/app';
import {
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createRepresentation,
  createSignedInUser,
  createUser,
  setScope,
} from '../../../test/factories';
import { imageBytes, multipartBody } from '../../../test/files';

/**
 * Issue 9, deleting one's account: refused while a paid campaign the user takes part in is
 * unfinished (as advertiser, agent, owner or representative of a hired podcast); otherwise confirmed
 * with the password, personal data erased, sessions ended, and what others share kept without it.
 */
const API = '/api/v1';
type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clockAt('2026-11-25') });
});
afterAll(async () => {
  await t.close();
});

function check(session: string) {
  return t.app.inject({ method: 'GET', url: `${API}/private/users/me/deletion`, headers: bearer(session) });
}
function remove(session: string, payload: object) {
  return t.app.inject({ method: 'DELETE', url: `${API}/private/users/me`, headers: bearer(session), payload });
}
function me(session: string) {
  return t.app.inject({ method: 'GET', url: `${API}/private/users/me`, headers: bearer(session) });
}

describe('deleting one’s account while committed', () => {
  it('is refused to the advertiser of a paid campaign, saying which, until it finishes', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
      substatus: 'IN_PROGRESS',
      brand: 'Café Aroma',
    });
    // A draft does not commit anyone.
    await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_RESPONSE', brand: 'Borrador' });

    const checked = json<{ data: DeletionCheck }>(await check(advertiser.session)).data;
    expect(checked).toEqual({
      allowed: false,
      committed: [{ id: campaign.id, brand: 'Café Aroma', name: campaign.name, role: 'advertiser' }],
      confirmWith: 'password',
    });

    const refused = await remove(advertiser.session, { password: advertiser.password });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error).toEqual({
      code: 'ACCOUNT_HAS_COMMITMENTS',
      message: DELETION_MESSAGES.committed,
    });
    expect((await me(advertiser.session)).statusCode).toBe(200);

    await t.database.db
      .update(campaigns)
      .set({ substatus: 'FINISHED', status: 'FINISHED' })
      .where(eq(campaigns.id, campaign.id));
    expect(json<{ data: DeletionCheck }>(await check(advertiser.session)).data).toMatchObject({
      allowed: true,
      committed: [],
    });
  });

  it('is refused to the owner and to the representative of a podcast hired in a paid campaign, and to its agent', async () => {
    const advertiser = await createUser(t.database.db);
    const owner = await createSignedInUser(t.app, t.database);
    const representative = await createSignedInUser(t.app, t.database);
    const agent = await createSignedInUser(t.app, t.database);
    await setScope(t.database.db, agent.id, 'agent');
    const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
    await createRepresentation(t.database.db, podcast.id, owner.id, representative);
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
      substatus: 'PENDING_DATES',
      agentId: agent.id,
    });
    const entry = await createProposalEntry(t.database.db, campaign.id, podcast.id, {
      picked: true,
      status: 'ACTION_DATES_PENDING',
    });

    for (const [user, role] of [
      [owner, 'podcaster'],
      [representative, 'podcaster'],
      [agent, 'agent'],
    ] as const) {
      expect(json<{ data: DeletionCheck }>(await check(user.session)).data.committed).toEqual([
        { id: campaign.id, brand: campaign.brand, name: campaign.name, role },
      ]);
      expect((await remove(user.session, { password: user.password })).statusCode).toBe(409);
    }

    // Once the podcast's part is finished, only the agent still runs the campaign.
    await t.database.db.update(campaignPodcasts).set({ status: 'FINISHED' }).where(eq(campaignPodcasts.id, entry.id));
    expect(json<{ data: DeletionCheck }>(await check(owner.session)).data.allowed).toBe(true);
    expect(json<{ data: DeletionCheck }>(await check(agent.session)).data.allowed).toBe(false);
  });

  it('counts a campaign hired and waiting for its payment, and a payment confirmed after a deletion is refused', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_PAYMENT' });
    expect(json<{ data: DeletionCheck }>(await check(advertiser.session)).data.committed.map((row) => row.id)).toEqual([
      campaign.id,
    ]);
    expect((await remove(advertiser.session, { password: advertiser.password })).statusCode).toBe(409);

    // Had the account gone anyway (a purchase racing the deletion), the payment is not taken.
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, advertiser.id));
    const admin = await createSignedInUser(t.app, t.database);
    await setScope(t.database.db, admin.id, 'admin');
    const paid = await t.app.inject({
      method: 'PUT',
      url: `${API}/private/backoffice/campaigns/${campaign.id}/paid`,
      headers: bearer(admin.session),
    });
    expect(paid.statusCode).toBe(409);
    expect(json<ErrorBody>(paid).error.message).toBe(BACKOFFICE_MESSAGES.ownerDeleted);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row!.substatus).toBe('PENDING_PAYMENT');
  });

  it('does not count a podcast that was proposed but not hired', async () => {
    const advertiser = await createUser(t.database.db);
    const owner = await createSignedInUser(t.app, t.database);
    const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'IN_PROGRESS' });
    await createProposalEntry(t.database.db, campaign.id, podcast.id, { picked: false, status: 'ACCEPTED' });
    expect(json<{ data: DeletionCheck }>(await check(owner.session)).data).toMatchObject({
      allowed: true,
      committed: [],
    });
  });
});

describe('deleting one’s account', () => {
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

  it('erases the personal data, ends every session and keeps what others share without it', async () => {
    const podcaster = await createSignedInUser(t.app, t.database, {
      phone: '612345678',
      prefix: '+34',
      newsletter: true,
    });
    const secondDevice = await t.app.inject({
      method: 'POST',
      url: `${API}/authentication/login`,
      payload: { email: podcaster.email, password: podcaster.password, method: 'LOGIN' },
    });
    const otherSession = json<{ data: { token: string } }>(secondDevice).data.token;
    await t.database.db
      .insert(externalIdentities)
      .values({ provider: 'google', subject: `sub-${podcaster.id}`, userId: podcaster.id, email: podcaster.email });
    await t.database.db
      .update(users)
      .set({ alternativeEmail: 'otra@ejemplo.es', hostingUserId: 'u_123' })
      .where(eq(users.id, podcaster.id));
    const photo = multipartBody({}, { name: 'yo.png', bytes: await imageBytes(200, 200) });
    const withPhoto = await t.app.inject({
      method: 'PUT',
      url: `${API}/private/users/me/avatar`,
      headers: { ...photo.headers, ...bearer(podcaster.session) },
      payload: photo.payload,
    });
    const avatar = json<{ data: Me }>(withPhoto).data.avatar!;
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(200);

    // A finished campaign with a conversation: the advertiser and the agent keep reading it.
    const advertiser = await createSignedInUser(t.app, t.database);
    const agent = await createSignedInUser(t.app, t.database);
    await setScope(t.database.db, agent.id, 'agent');
    const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id });
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
      substatus: 'PENDING_RESPONSE',
      agentId: agent.id,
    });
    await createProposalEntry(t.database.db, campaign.id, podcast.id, {
      status: 'CONTACT_REQUIRED',
      contactPhone: '612345678',
      contactPhonePrefix: '+34',
    });
    const path = `${API}/private/campaigns/${campaign.id}/podcasts/${podcast.id}/messages`;
    const sent = await t.app.inject({
      method: 'POST',
      url: path,
      headers: bearer(podcaster.session),
      payload: { body: 'Os llamo el lunes' },
    });
    expect(sent.statusCode).toBe(201);
    // A representation they gave stops.
    const represented = await createPodcast(t.database.db, { ownerId: podcaster.id });
    await createRepresentation(t.database.db, represented.id, podcaster.id, await createUser(t.database.db));

    const deleted = await remove(podcaster.session, { password: podcaster.password });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.cookies.find((cookie) => cookie.name === 'patrocina_session')?.value).toBe('');

    // Signed out everywhere, and the old e-mail and password lead nowhere.
    expect((await me(podcaster.session)).statusCode).toBe(401);
    expect((await me(otherSession)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/authentication/login`,
      payload: { email: podcaster.email, password: podcaster.password, method: 'LOGIN' },
    });
    expect(login.statusCode).toBe(403);
    const taken = await t.app.inject({
      method: 'GET',
      url: `${API}/authentication/check-email?email=${encodeURIComponent(podcaster.email)}`,
    });
    expect(json(taken)).toEqual({ data: false });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, podcaster.id));
    expect(row).toMatchObject({
      username: DELETION_MESSAGES.deletedUsername,
      passwordHash: null,
      avatarUrl: null,
      hostingUserId: null,
      alternativeEmail: null,
      phone: null,
      phonePrefix: null,
      newsletter: false,
      emailVerifiedAt: null,
      signupAttribution: null,
    });
    expect(row!.email).not.toContain(podcaster.email.split('@')[0]);
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, podcaster.id))).toEqual([]);
    expect(await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, podcaster.id))).toEqual([]);
    expect(
      await t.database.db.select().from(externalIdentities).where(eq(externalIdentities.userId, podcaster.id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(podcasts).where(eq(podcasts.ownerId, podcaster.id))).toEqual([]);
    const [representation] = await t.database.db
      .select()
      .from(representations)
      .where(eq(representations.podcastId, represented.id));
    expect(representation!.status).toBe('CANCELLED');
    const [entry] = await t.database.db
      .select()
      .from(campaignPodcasts)
      .where(eq(campaignPodcasts.podcastId, podcast.id));
    // The podcast has no owner now: its open answer cannot be hired any more.
    expect(entry).toMatchObject({ contactPhone: null, contactPhonePrefix: null, status: 'EXPIRED' });

    // The campaign and its conversation are still there for the others, signed by «Usuario eliminado».
    const readByAdvertiser = await t.app.inject({ method: 'GET', url: path, headers: bearer(advertiser.session) });
    expect(readByAdvertiser.statusCode).toBe(200);
    const thread = json<{ data: ChatThread }>(readByAdvertiser).data;
    expect(thread.messages.map((message) => [message.body, message.author.username])).toEqual([
      ['Os llamo el lunes', DELETION_MESSAGES.deletedUsername],
    ]);
    expect((await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id))).length).toBe(1);

    // A last e-mail to the old address says it is done.
    const mail = await lastMailTo(t.database, podcaster.email);
    expect(mail!.subject).toContain('se ha eliminado');
  });

  it('closes the advertiser’s campaigns not yet hired and hands those they managed back to the team', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const podcaster = await createSignedInUser(t.app, t.database);
    const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id });
    const open = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_RESPONSE' });
    await createProposalEntry(t.database.db, open.id, podcast.id);
    const finished = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'FINISHED' });
    const pendingBefore = json<{ data: { campaignActionStats: { pending: number } } }>(await me(podcaster.session)).data
      .campaignActionStats.pending;
    expect(pendingBefore).toBe(1);

    const agent = await createSignedInUser(t.app, t.database);
    await setScope(t.database.db, agent.id, 'agent');
    const managed = await createCampaignRecord(t.database.db, (await createUser(t.database.db)).id, {
      substatus: 'PENDING_RESPONSE',
      agentId: agent.id,
    });

    expect((await remove(advertiser.session, { password: advertiser.password })).statusCode).toBe(200);
    expect((await remove(agent.session, { password: agent.password })).statusCode).toBe(200);

    const [closed] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, open.id));
    expect(closed).toMatchObject({
      status: 'FINISHED',
      substatus: 'FINISHED',
      closedReason: DELETION_MESSAGES.advertiserLeft,
    });
    const [entry] = await t.database.db.select().from(campaignPodcasts).where(eq(campaignPodcasts.campaignId, open.id));
    expect(entry!.status).toBe('EXPIRED');
    // The podcaster is no longer asked to answer it.
    expect(
      json<{ data: { campaignActionStats: { pending: number } } }>(await me(podcaster.session)).data.campaignActionStats
        .pending,
    ).toBe(0);
    const [untouched] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, finished.id));
    expect(untouched!.closedReason).toBeNull();
    const [handedBack] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, managed.id));
    expect(handedBack).toMatchObject({ agentId: null, substatus: 'PENDING_RESPONSE' });
  });

  it('takes a leaving podcaster’s answers on campaigns not yet hired out of the advertiser’s choice', async () => {
    const podcaster = await createSignedInUser(t.app, t.database);
    const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id });
    const advertiser = await createUser(t.database.db);
    const choosing = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_ACCEPT' });
    const accepted = await createProposalEntry(t.database.db, choosing.id, podcast.id, {
      status: 'ACCEPTED',
      statusReason: 'ACCEPT',
    });
    const finished = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'FINISHED' });
    const history = await createProposalEntry(t.database.db, finished.id, podcast.id, {
      status: 'FINISHED',
      picked: true,
    });

    expect((await remove(podcaster.session, { password: podcaster.password })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(campaignPodcasts).where(eq(campaignPodcasts.podcastId, podcast.id));
    expect(rows.find((row) => row.id === accepted.id)?.status).toBe('EXPIRED');
    expect(rows.find((row) => row.id === history.id)?.status).toBe('FINISHED');
  });

  it('leaves other people’s mail to the alternative address in the outbox', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const colleague = await createSignedInUser(t.app, t.database);
    // A shared inbox: the user's alternative address is the colleague's main one.
    await t.app.inject({
      method: 'PUT',
      url: `${API}/private/users/me/alternative-email`,
      headers: bearer(user.session),
      payload: { email: colleague.email, confirmation: colleague.email },
    });
    await t.database.db.update(users).set({ alternativeEmail: colleague.email }).where(eq(users.id, user.id));
    const before = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, colleague.email));
    expect(before.map((mail) => mail.template).sort()).toEqual(['alternative-email', 'verify-email']);

    expect((await remove(user.session, { password: user.password })).statusCode).toBe(200);
    const after = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, colleague.email));
    expect(after.map((mail) => mail.template)).toEqual(['verify-email']);
  });

  it('ends the sessions an admin opened as other users, and erases what a representative left', async () => {
    const admin = await createSignedInUser(t.app, t.database);
    await setScope(t.database.db, admin.id, 'admin');
    const user = await createSignedInUser(t.app, t.database);
    const asUser = await t.app.inject({
      method: 'POST',
      url: `${API}/authentication/login`,
      payload: { email: user.email, password: user.password, method: 'LOGIN' },
    });
    const impersonation = json<{ data: { token: string } }>(asUser).data.token;
    await t.database.db.update(sessions).set({ impersonatorId: admin.id }).where(eq(sessions.userId, user.id));
    expect((await me(impersonation)).statusCode).toBe(200);

    const owner = await createUser(t.database.db);
    const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
    await createRepresentation(t.database.db, podcast.id, owner.id, admin);
    const campaign = await createCampaignRecord(t.database.db, (await createUser(t.database.db)).id, {
      substatus: 'FINISHED',
    });
    await createProposalEntry(t.database.db, campaign.id, podcast.id, {
      status: 'CONTACT_REQUIRED',
      contactPhone: '699999999',
      contactPhonePrefix: '+34',
    });

    expect((await remove(admin.session, { password: admin.password })).statusCode).toBe(200);
    expect((await me(impersonation)).statusCode).toBe(401);
    const [entry] = await t.database.db
      .select()
      .from(campaignPodcasts)
      .where(eq(campaignPodcasts.podcastId, podcast.id));
    expect(entry).toMatchObject({ contactPhone: null, contactPhonePrefix: null });
    const [representation] = await t.database.db
      .select()
      .from(representations)
      .where(eq(representations.podcastId, podcast.id));
    expect(representation!.status).toBe('CANCELLED');
    expect(representation!.managerEmail).not.toBe(admin.email);
    // The back office's outbox keeps only the goodbye to the old address.
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, admin.email));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('se ha eliminado')]);
  });

  it('asks an account without a password (made with a social provider) to type ELIMINAR', async () => {
    const user = await createSignedInUser(t.app, t.database);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect(json<{ data: DeletionCheck }>(await check(user.session)).data.confirmWith).toBe('word');
    const refused = await remove(user.session, { confirmation: 'borrar' });
    expect(json<ErrorBody>(refused).error.fields).toEqual([
      { path: 'confirmation', message: DELETION_MESSAGES.confirmWord },
    ]);
    expect((await remove(user.session, { confirmation: 'eliminar' })).statusCode).toBe(200);
    expect((await me(user.session)).statusCode).toBe(401);
  });

  it('is not for an admin acting as the user', async () => {
    const admin = await createSignedInUser(t.app, t.database);
    await setScope(t.database.db, admin.id, 'admin');
    const user = await createSignedInUser(t.app, t.database);
    // The admin's session on the user's account, as `/login/impersonate` leaves it.
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    await t.database.db.update(sessions).set({ impersonatorId: admin.id }).where(eq(sessions.id, session!.id));
    const refused = await remove(user.session, { password: user.password });
    expect(refused.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deletedAt).toBeNull();
  });

  it('leaves the account out of the back office’s user search and admin tools', async () => {
    const admin = await createSignedInUser(t.app, t.database);
    await setScope(t.database.db, admin.id, 'admin');
    const user = await createSignedInUser(t.app, t.database, { username: 'Leocadia Baja' });
    expect((await remove(user.session, { password: user.password })).statusCode).toBe(200);

    for (const q of ['Leocadia', DELETION_MESSAGES.deletedUsername, user.id.slice(0, 8)]) {
      const found = await t.app.inject({
        method: 'GET',
        url: `${API}/private/backoffice/users?q=${encodeURIComponent(q)}`,
        headers: bearer(admin.session),
      });
      expect(json<{ data: { users: { id: string }[] } }>(found).data.users.map((row) => row.id)).not.toContain(user.id);
    }
    const scope = await t.app.inject({
      method: 'PUT',
      url: `${API}/private/backoffice/users/${user.id}/scope`,
      headers: bearer(admin.session),
      payload: { scope: 'agent' },
    });
    expect(scope.statusCode).toBe(404);
    expect(json<ErrorBody>(scope).error.message).toBe(ADMIN_MESSAGES.userNotFound);
  });

  it('deletes only the account of the session, and once', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const other = await createSignedInUser(t.app, t.database);
    expect((await remove(user.session, { password: user.password })).statusCode).toBe(200);
    expect((await remove(user.session, { password: user.password })).statusCode).toBe(401);
    expect((await me(other.session)).statusCode).toBe(200);
  });
});
