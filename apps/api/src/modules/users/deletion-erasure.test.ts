import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, DELETION_MESSAGES, type ChatThread, type Me } from '@patrocina/domain';
import {
  billingProfiles,
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
import { API, bearer, json, lastMailTo, type ErrorBody } from '../../../test/app';
import {
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createRepresentation,
  createSignedInUser,
  createTeamMember,
  createUser,
  withBillingProfile,
} from '../../../test/factories';
import { imageBytes, multipartBody } from '../../../test/files';
import { logIn, me, remove, setUpTestApp, t } from './deletion.test-support';

setUpTestApp();

describe('what deleting one’s account erases and keeps', () => {
  it('erases the personal data, ends every session and keeps what others share without it', async () => {
    const podcaster = await createSignedInUser(t.app, t.database, {
      phone: '612345678',
      prefix: '+34',
      newsletter: true,
    });
    await withBillingProfile(t.database.db, podcaster, { iban: 'ES9121000418450200051332' });
    const otherSession = await logIn(podcaster);
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
    const agent = await createTeamMember(t.app, t.database, 'agent');
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
    const path = `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/messages`;
    const sent = await t.call('POST', path, podcaster.session, { body: 'Os llamo el lunes' });
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
    const login = await t.call('POST', `/authentication/login`, undefined, {
      email: podcaster.email,
      password: podcaster.password,
      method: 'LOGIN',
    });
    expect(login.statusCode).toBe(403);
    const taken = await t.call('GET', `/authentication/check-email?email=${encodeURIComponent(podcaster.email)}`);
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
    expect(await t.database.db.select().from(billingProfiles).where(eq(billingProfiles.userId, podcaster.id))).toEqual(
      [],
    );
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
    const readByAdvertiser = await t.call('GET', path, advertiser.session);
    expect(readByAdvertiser.statusCode).toBe(200);
    const thread = json<{ data: ChatThread }>(readByAdvertiser).data;
    expect(thread.messages.map((message) => [message.body, message.author?.username])).toEqual([
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

    const agent = await createTeamMember(t.app, t.database, 'agent');
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
    await t.call('PUT', `/private/users/me/alternative-email`, user.session, {
      email: colleague.email,
      confirmation: colleague.email,
    });
    await t.database.db.update(users).set({ alternativeEmail: colleague.email }).where(eq(users.id, user.id));
    const before = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, colleague.email));
    expect(before.map((mail) => mail.template).sort()).toEqual(['alternative-email', 'verify-email']);

    expect((await remove(user.session, { password: user.password })).statusCode).toBe(200);
    const after = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, colleague.email));
    expect(after.map((mail) => mail.template)).toEqual(['verify-email']);
  });

  it('ends the sessions an admin opened as other users, and erases what a representative left', async () => {
    const admin = await createTeamMember(t.app, t.database, 'admin');
    const user = await createSignedInUser(t.app, t.database);
    const impersonation = await logIn(user);
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

  it('leaves the account out of the back office’s user search and admin tools', async () => {
    const admin = await createTeamMember(t.app, t.database, 'admin');
    const user = await createSignedInUser(t.app, t.database, { username: 'Leocadia Baja' });
    expect((await remove(user.session, { password: user.password })).statusCode).toBe(200);

    for (const q of ['Leocadia', DELETION_MESSAGES.deletedUsername, user.id.slice(0, 8)]) {
      const found = await t.call('GET', `/private/backoffice/users?q=${encodeURIComponent(q)}`, admin.session);
      expect(json<{ data: { users: { id: string }[] } }>(found).data.users.map((row) => row.id)).not.toContain(user.id);
    }
    const scope = await t.call('PUT', `/private/backoffice/users/${user.id}/scope`, admin.session, { scope: 'agent' });
    expect(scope.statusCode).toBe(404);
    expect(json<ErrorBody>(scope).error.message).toBe(ADMIN_MESSAGES.userNotFound);
  });
});
