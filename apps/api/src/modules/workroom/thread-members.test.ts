import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type ChatMessage, type ChatThread } from '@patrocina/domain';
import { chatMessages, chatReads } from '../../db/schema';
import { bearer, json, type ErrorBody } from '../../../test/app';
import {
  createCompleteSheet,
  createPodcast,
  createRepresentation,
  createSignedInUser,
  createTeamMember,
} from '../../../test/factories';
import { imageBytes } from '../../../test/files';
import { agent, send, setUpTestApp, t, thread } from './workroom.test-support';

setUpTestApp();

describe('who takes part in a thread', () => {
  it('lets the advertiser, the podcaster and the agent read and write, each with their role', async () => {
    const { advertiser, podcaster, path } = await thread();
    for (const [member, role] of [
      [advertiser, 'advertiser'],
      [podcaster, 'podcaster'],
      [agent, 'agent'],
    ] as const) {
      const sent = await send(path, member.session, `Hola, soy ${role}`);
      expect(sent.statusCode).toBe(201);
      expect(json<{ data: ChatMessage }>(sent).data).toMatchObject({
        body: `Hola, soy ${role}`,
        isRecipientUser: false,
        author: { role },
      });
    }
    const read = json<{ data: ChatThread }>(await t.call('GET', path, podcaster.session)).data;
    expect(read.messages.map((message) => message.body)).toEqual([
      'Hola, soy advertiser',
      'Hola, soy podcaster',
      'Hola, soy agent',
    ]);
    expect(read.messages.map((message) => message.isRecipientUser)).toEqual([true, false, true]);
    expect(read.parties).toEqual({
      advertiser: advertiser.username,
      podcaster: podcaster.username,
      agent: agent.username,
    });
    expect(read).toMatchObject({ viewerRole: 'podcaster', canSend: true, disabledReason: null });
  });

  it('refuses another advertiser, a podcaster of another podcast and a visitor, on every call', async () => {
    const { path, campaign, podcast, entry } = await thread();
    const outsider = await createSignedInUser(t.app, t.database);
    const otherPodcaster = await createSignedInUser(t.app, t.database);
    await createPodcast(t.database.db, { ownerId: otherPodcaster.id });
    const other = await thread();
    await send(other.path, other.advertiser.session, 'En la otra campaña');
    const [message] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, other.entry.id));

    const calls: ['GET' | 'POST' | 'PUT', string][] = [
      ['GET', path],
      ['POST', path],
      ['GET', `${path}/count`],
      ['PUT', `${path}/read`],
      ['GET', `/private/campaigns/${campaign.id}/child-campaigns/${entry.id}/messages`],
      ['GET', `/private/campaigns/messages/${message!.id}/attachment`],
    ];
    for (const session of [outsider.session, otherPodcaster.session, other.podcaster.session]) {
      for (const [method, url] of calls) {
        const response = await t.call(method, url, session, method === 'POST' ? { body: 'Intruso' } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(url.endsWith('/attachment') ? 404 : 403);
      }
    }
    for (const [method, url] of calls) {
      expect(
        (await t.call(method, url, undefined, method === 'POST' ? { body: 'Intruso' } : undefined)).statusCode,
      ).toBe(401);
    }
    expect(json<ErrorBody>(await t.call('GET', path, outsider.session)).error.message).toBe(CHAT_MESSAGES.notMember);
    expect(await t.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, entry.id))).toEqual([]);
    expect(podcast.id).toBeDefined();
  });

  it('lets an admin read any thread and its attachments, to support a dispute, but never write or leave a read mark', async () => {
    const { path, advertiser, entry } = await thread();
    const png = await imageBytes(40, 40, 'png');
    await send(path, advertiser.session, 'Os pagamos cuando lo emitáis', {
      attachment: png.toString('base64'),
      attachmentName: 'factura.png',
    });
    const admin = await createTeamMember(t.app, t.database, 'admin');
    const otherAgent = await createTeamMember(t.app, t.database, 'agent');

    const read = await t.call('GET', path, admin.session);
    expect(read.statusCode).toBe(200);
    const view = json<{ data: ChatThread }>(read).data;
    expect(view).toMatchObject({ viewerRole: 'admin', canSend: false, disabledReason: 'READ_ONLY' });
    expect(view.messages.map((message) => message.body)).toEqual(['Os pagamos cuando lo emitáis']);
    const download = await t.app.inject({
      method: 'GET',
      url: view.messages[0]!.attachment!.url,
      headers: bearer(admin.session),
    });
    expect(download.statusCode).toBe(200);
    expect(json(await t.call('GET', `${path}/count`, admin.session))).toEqual({ data: { total: 1, unread: 1 } });

    const written = await send(path, admin.session, 'Soy del equipo');
    expect(written.statusCode).toBe(409);
    expect(json<ErrorBody>(written).error.message).toBe(CHAT_MESSAGES.disabled.READ_ONLY);
    expect((await t.call('PUT', `${path}/read`, admin.session)).statusCode).toBe(200);
    expect(await t.database.db.select().from(chatReads).where(eq(chatReads.threadId, entry.id))).toEqual([
      expect.objectContaining({ userId: advertiser.id }),
    ]);
    expect(await t.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, entry.id))).toHaveLength(1);

    // An agent who does not run the campaign is not the team's reader: refused like anyone else.
    expect((await t.call('GET', path, otherAgent.session)).statusCode).toBe(403);
  });

  it('has no chat for a campaign without an agent (404), nor a thread for a podcast outside the campaign', async () => {
    const { path, advertiser } = await thread({ agent: false });
    expect((await t.call('GET', path, advertiser.session)).statusCode).toBe(404);
    const managed = await thread();
    const stranger = await createPodcast(t.database.db, { ownerId: managed.podcaster.id });
    expect(
      (
        await t.call(
          'GET',
          `/private/campaigns/${managed.campaign.id}/podcasts/${stranger.id}/messages`,
          managed.advertiser.session,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('reaches the same thread by the child campaign id', async () => {
    const { path, advertiser, campaign, entry } = await thread();
    await send(path, advertiser.session, 'Por el podcast');
    const byChild = `/private/campaigns/${campaign.id}/child-campaigns/${entry.id}/messages`;
    expect((await send(byChild, advertiser.session, 'Por la campaña hija')).statusCode).toBe(201);
    const read = json<{ data: ChatThread }>(await t.call('GET', byChild, advertiser.session)).data;
    expect(read.threadId).toBe(entry.id);
    expect(read.messages.map((message) => message.body)).toEqual(['Por el podcast', 'Por la campaña hija']);
  });

  it('lets the representative write for a managed podcast; its owner reads but cannot send', async () => {
    const { path, podcaster, podcast } = await thread();
    const manager = await createSignedInUser(t.app, t.database);
    await createRepresentation(t.database.db, podcast.id, podcaster.id, manager);
    expect((await send(path, manager.session, 'Hablo por el podcast')).statusCode).toBe(201);

    const ownerView = json<{ data: ChatThread }>(await t.call('GET', path, podcaster.session)).data;
    expect(ownerView).toMatchObject({ canSend: false, disabledReason: 'MANAGED' });
    expect(ownerView.parties.podcaster).toBe(manager.username);
    const refused = await send(path, podcaster.session, 'Yo también');
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error.message).toBe(CHAT_MESSAGES.disabled.MANAGED);
  });

  it('gives an invited address nothing until its account accepts: the owner still writes, the invitee reads nothing', async () => {
    const { path, podcaster, podcast } = await thread();
    const invitee = await createSignedInUser(t.app, t.database);
    const invited = await t.call('POST', `/private/podcasts/${podcast.id}/representation`, podcaster.session, {
      email: invitee.email,
    });
    expect(invited.statusCode).toBe(201);
    expect((await t.call('GET', path, invitee.session)).statusCode).toBe(403);
    expect((await send(path, invitee.session, 'Hablo por el podcast')).statusCode).toBe(403);
    expect((await send(path, podcaster.session, 'Sigo siendo yo')).statusCode).toBe(201);
  });

  it('keeps a podcast with a conversation in the proposal: the agent cannot remove it and take the messages with it', async () => {
    const { path, advertiser, campaign, entry } = await thread();
    await send(path, advertiser.session, 'Hablemos');
    const other = await createPodcast(t.database.db, { ownerId: advertiser.id, title: 'Otro podcast' });
    await createCompleteSheet(t.database.db, other.id);
    const none = { mentions: 0, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 };
    const noRates = { mentions: null, sponsorships: null, reviews: null, dedicatedShows: null, spots: null };
    const response = await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/proposal`, agent.session, {
      podcasts: [
        { podcastId: other.id, counts: { ...none, mentions: 1 }, advertiserRates: { ...noRates, mentions: 200 } },
      ],
      preroll: null,
    });
    expect(response.statusCode).toBe(409);
    expect(json<ErrorBody>(response).error.message).toMatch(
      /^Ese podcast ya tiene una conversación en el Workroom.*\(Modo Cooperativo\)$/,
    );
    expect(await t.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, entry.id))).toHaveLength(1);
  });
});
