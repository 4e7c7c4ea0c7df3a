import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type ChatMessage, type ChatThread, type Me, type WorkroomPage } from '@patrocina/domain';
import { campaignPodcasts, campaigns, chatMessages, chatReads, mailOutbox } from '../../db/schema';
import { bearer, clockAt, createTestApp, json, type TestApp } from '../../../test/app';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createProposalEntry,
  createRepresentation,
  createSignedInUser,
  setScope,
} from '../../../test/factories';
import { imageBytes } from '../../../test/files';
import { sendChatDigests } from './digest';

/**
 * Issue 8, the workroom chat through the API: who may read and write a thread, the limits of a
 * message, attachments checked by content, sends that store once, unread counts, the lists, the
 * disabled cases and the unread e-mail. The live stream has its own file (live.test.ts).
 */
const API = '/api/v1';
const clock = clockAt('2026-11-25');
type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };
type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

let t: TestApp;
let agent: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ clock });
  agent = await createSignedInUser(t.app, t.database);
  await setScope(t.database.db, agent.id, 'agent');
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'PUT' | 'POST', url: string, session?: string, payload?: object) {
  return t.app.inject({
    method,
    url: `${API}${url}`,
    ...(session ? { headers: bearer(session) } : {}),
    ...(payload ? { payload } : {}),
  });
}

/** An advertiser's published campaign run by the agent, with one podcast (its owner signed in) in it. */
async function thread(
  options: {
    agent?: boolean;
    substatus?: 'PENDING_RESPONSE' | 'PENDING_DATES' | 'IN_PROGRESS' | 'FINISHED';
    picked?: boolean;
    brand?: string;
  } = {},
) {
  const advertiser = await createSignedInUser(t.app, t.database);
  const podcaster = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id, title: 'Modo Cooperativo' });
  const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
    substatus: options.substatus ?? 'PENDING_RESPONSE',
    agentId: options.agent === false ? null : agent.id,
    ...(options.brand ? { brand: options.brand } : {}),
  });
  const entry = await createProposalEntry(t.database.db, campaign.id, podcast.id, { picked: options.picked ?? false });
  const path = `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/messages`;
  return { advertiser, podcaster, podcast, campaign, entry, path };
}

async function send(path: string, session: string, body: string, extra: object = {}) {
  return call('POST', path, session, { body, ...extra });
}

async function unreadOf(session: string): Promise<number> {
  return json<{ data: { unread: number } }>(await call('GET', '/private/campaigns/messages/me', session)).data.unread;
}

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
    const read = json<{ data: ChatThread }>(await call('GET', path, podcaster.session)).data;
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

    const calls: [string, string][] = [
      ['GET', path],
      ['POST', path],
      ['GET', `${path}/count`],
      ['PUT', `${path}/read`],
      ['GET', `/private/campaigns/${campaign.id}/child-campaigns/${entry.id}/messages`],
      ['GET', `/private/campaigns/messages/${message!.id}/attachment`],
    ];
    for (const session of [outsider.session, otherPodcaster.session, other.podcaster.session]) {
      for (const [method, url] of calls) {
        const response = await call(method as 'GET', url, session, method === 'POST' ? { body: 'Intruso' } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(url.endsWith('/attachment') ? 404 : 403);
      }
    }
    for (const [method, url] of calls) {
      expect(
        (await call(method as 'GET', url, undefined, method === 'POST' ? { body: 'Intruso' } : undefined)).statusCode,
      ).toBe(401);
    }
    expect(json<ErrorBody>(await call('GET', path, outsider.session)).error.message).toBe(CHAT_MESSAGES.notMember);
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
    const admin = await createSignedInUser(t.app, t.database);
    await setScope(t.database.db, admin.id, 'admin');
    const otherAgent = await createSignedInUser(t.app, t.database);
    await setScope(t.database.db, otherAgent.id, 'agent');

    const read = await call('GET', path, admin.session);
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
    expect(json(await call('GET', `${path}/count`, admin.session))).toEqual({ data: { total: 1, unread: 1 } });

    const written = await send(path, admin.session, 'Soy del equipo');
    expect(written.statusCode).toBe(409);
    expect(json<ErrorBody>(written).error.message).toBe(CHAT_MESSAGES.disabled.READ_ONLY);
    expect((await call('PUT', `${path}/read`, admin.session)).statusCode).toBe(200);
    expect(await t.database.db.select().from(chatReads).where(eq(chatReads.threadId, entry.id))).toEqual([
      expect.objectContaining({ userId: advertiser.id }),
    ]);
    expect(await t.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, entry.id))).toHaveLength(1);

    // An agent who does not run the campaign is not the team's reader: refused like anyone else.
    expect((await call('GET', path, otherAgent.session)).statusCode).toBe(403);
  });

  it('has no chat for a campaign without an agent (404), nor a thread for a podcast outside the campaign', async () => {
    const { path, advertiser } = await thread({ agent: false });
    expect((await call('GET', path, advertiser.session)).statusCode).toBe(404);
    const managed = await thread();
    const stranger = await createPodcast(t.database.db, { ownerId: managed.podcaster.id });
    expect(
      (
        await call(
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
    const read = json<{ data: ChatThread }>(await call('GET', byChild, advertiser.session)).data;
    expect(read.threadId).toBe(entry.id);
    expect(read.messages.map((message) => message.body)).toEqual(['Por el podcast', 'Por la campaña hija']);
  });

  it('lets the representative write for a managed podcast; its owner reads but cannot send', async () => {
    const { path, podcaster, podcast } = await thread();
    const manager = await createSignedInUser(t.app, t.database);
    await createRepresentation(t.database.db, podcast.id, podcaster.id, manager);
    expect((await send(path, manager.session, 'Hablo por el podcast')).statusCode).toBe(201);

    const ownerView = json<{ data: ChatThread }>(await call('GET', path, podcaster.session)).data;
    expect(ownerView).toMatchObject({ canSend: false, disabledReason: 'MANAGED' });
    expect(ownerView.parties.podcaster).toBe(manager.username);
    const refused = await send(path, podcaster.session, 'Yo también');
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error.message).toBe(CHAT_MESSAGES.disabled.MANAGED);
  });

  it('gives an invited address nothing until its account accepts: the owner still writes, the invitee reads nothing', async () => {
    const { path, podcaster, podcast } = await thread();
    const invitee = await createSignedInUser(t.app, t.database);
    const invited = await call('POST', `/private/podcasts/${podcast.id}/representation`, podcaster.session, {
      email: invitee.email,
    });
    expect(invited.statusCode).toBe(201);
    expect((await call('GET', path, invitee.session)).statusCode).toBe(403);
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
    const response = await call('PUT', `/private/backoffice/campaigns/${campaign.id}/proposal`, agent.session, {
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

describe('what a message may be', () => {
  it('takes up to 2048 characters and refuses more, or nothing', async () => {
    const { path, advertiser } = await thread();
    expect((await send(path, advertiser.session, 'a'.repeat(2048))).statusCode).toBe(201);
    const tooLong = await send(path, advertiser.session, 'a'.repeat(2049));
    expect(tooLong.statusCode).toBe(400);
    expect(json<ErrorBody>(tooLong).error.fields).toContainEqual({ path: 'body', message: CHAT_MESSAGES.bodyTooLong });
    const blank = await send(path, advertiser.session, '   ');
    expect(blank.statusCode).toBe(400);
    expect(json<ErrorBody>(blank).error.fields).toContainEqual({ path: 'body', message: CHAT_MESSAGES.bodyRequired });
  });

  it('keeps an image attachment checked by its content and serves it only to the members, as a download', async () => {
    const { path, advertiser, podcaster } = await thread();
    const png = await imageBytes(120, 80);
    const sent = await send(path, advertiser.session, 'Te paso el logo', {
      attachment: png.toString('base64'),
      attachmentName: 'logo <final>.png',
    });
    expect(sent.statusCode).toBe(201);
    const message = json<{ data: ChatMessage }>(sent).data;
    expect(message.attachment?.name).toBe('logo _final.png');

    const download = await t.app.inject({
      method: 'GET',
      url: message.attachment!.url,
      headers: bearer(podcaster.session),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="adjunto-[0-9a-f-]+\.png"; filename\*=UTF-8''logo%20_final\.png$/,
    );

    const stranger = await createSignedInUser(t.app, t.database);
    expect(
      (await t.app.inject({ method: 'GET', url: message.attachment!.url, headers: bearer(stranger.session) }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an attachment whose content is not what it claims, or not base64, and stores no message', async () => {
    const { path, advertiser, entry } = await thread();
    const fake = await send(path, advertiser.session, 'Mira', {
      attachment: Buffer.from('#!/bin/sh\nrm -rf /\n').toString('base64'),
      attachmentName: 'foto.png',
    });
    expect(fake.statusCode).toBe(400);
    const garbled = await send(path, advertiser.session, 'Mira', {
      attachment: '%%%no-es-base64%%%',
      attachmentName: 'foto.png',
    });
    expect(json<ErrorBody>(garbled).error.message).toBe(CHAT_MESSAGES.attachmentUnreadable);
    const nameless = await send(path, advertiser.session, 'Mira', {
      attachment: (await imageBytes(10, 10)).toString('base64'),
    });
    expect(json<ErrorBody>(nameless).error.fields).toContainEqual({
      path: 'attachmentName',
      message: CHAT_MESSAGES.attachmentNameRequired,
    });
    expect(await t.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, entry.id))).toEqual([]);
  });

  it('refuses an attachment above 10 MB', async () => {
    const { path, advertiser } = await thread();
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0x25);
    big.write('%PDF-1.4\n');
    const response = await send(path, advertiser.session, 'Un PDF enorme', {
      attachment: big.toString('base64'),
      attachmentName: 'dossier.pdf',
    });
    expect(response.statusCode).toBe(413);
  });

  it('stores a send retried with the same client id once, even when both arrive together', async () => {
    const { path, advertiser, entry } = await thread();
    const clientId = randomUUID();
    const first = await send(path, advertiser.session, 'Una sola vez', { clientId });
    const again = await send(path, advertiser.session, 'Una sola vez', { clientId });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(json<{ data: ChatMessage }>(again).data.id).toBe(json<{ data: ChatMessage }>(first).data.id);

    const together = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(path, advertiser.session, 'A la vez', { clientId: together })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    const stored = await t.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, entry.id));
    expect(stored.map((row) => row.body).sort()).toEqual(['A la vez', 'Una sola vez']);
  });
});

describe('unread counts', () => {
  it('counts what others wrote after what the member read, in the badge, the thread and /me', async () => {
    const { path, advertiser, podcaster } = await thread();
    const before = await unreadOf(podcaster.session);
    await send(path, podcaster.session, 'Mío, no cuenta');
    await send(path, advertiser.session, 'Primero');
    await send(path, agent.session, 'Segundo');

    expect(await unreadOf(podcaster.session)).toBe(before + 2);
    expect(
      json<{ data: { total: number; unread: number } }>(await call('GET', `${path}/count`, podcaster.session)).data,
    ).toEqual({ total: 3, unread: 2 });
    expect(json<{ data: Me }>(await call('GET', '/private/users/me', podcaster.session)).data.messageStats.unread).toBe(
      before + 2,
    );

    const read = await call('PUT', `${path}/read`, podcaster.session);
    expect(json<{ data: { unread: number } }>(read).data.unread).toBe(before);
    expect(
      json<{ data: { total: number; unread: number } }>(await call('GET', `${path}/count`, podcaster.session)).data,
    ).toEqual({ total: 3, unread: 0 });
    // The advertiser read the podcaster's by answering it; the agent's came after.
    expect(
      json<{ data: { total: number; unread: number } }>(await call('GET', `${path}/count`, advertiser.session)).data
        .unread,
    ).toBe(1);
  });

  it('counts a reply as having read what came before it', async () => {
    const { path, advertiser, podcaster } = await thread();
    await send(path, advertiser.session, 'Pregunta');
    expect(json<{ data: { unread: number } }>(await call('GET', `${path}/count`, podcaster.session)).data.unread).toBe(
      1,
    );
    await send(path, podcaster.session, 'Respuesta');
    expect(json<{ data: { unread: number } }>(await call('GET', `${path}/count`, podcaster.session)).data.unread).toBe(
      0,
    );
  });
});

describe('when sending is off', () => {
  it('refuses sending once the campaign is finished, but still shows the thread', async () => {
    const { path, advertiser, campaign } = await thread({ substatus: 'IN_PROGRESS', picked: true });
    await send(path, advertiser.session, 'Antes del final');
    await t.database.db
      .update(campaigns)
      .set({ status: 'FINISHED', substatus: 'FINISHED' })
      .where(eq(campaigns.id, campaign.id));
    const view = json<{ data: ChatThread }>(await call('GET', path, advertiser.session)).data;
    expect(view).toMatchObject({ canSend: false, disabledReason: 'FINISHED' });
    expect(view.messages).toHaveLength(1);
    const refused = await send(path, advertiser.session, 'Después');
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error).toMatchObject({
      code: 'CHAT_DISABLED',
      message: CHAT_MESSAGES.disabled.FINISHED,
    });
  });

  it('closes the thread of a podcast left out at payment, and of an expired proposal', async () => {
    const notPicked = await thread({ substatus: 'PENDING_DATES', picked: false });
    const refused = await send(notPicked.path, notPicked.podcaster.session, 'Hola');
    expect(json<ErrorBody>(refused).error.message).toBe(CHAT_MESSAGES.disabled.CLOSED);

    const expired = await thread();
    await t.database.db
      .update(campaignPodcasts)
      .set({ status: 'EXPIRED' })
      .where(eq(campaignPodcasts.id, expired.entry.id));
    expect(
      json<{ data: ChatThread }>(await call('GET', expired.path, expired.advertiser.session)).data.disabledReason,
    ).toBe('CLOSED');
    expect((await send(expired.path, expired.advertiser.session, 'Hola')).statusCode).toBe(409);
  });
});

describe('the workroom lists', () => {
  it('lists the threads with messages, sorted by date or campaign, filtered by pending and active, paged', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const made = [];
    for (const [brand, name] of [
      ['Zeta', 'Bravo'],
      ['Alfa', 'Charlie'],
      ['Media', 'Alfa'],
    ]) {
      const podcaster = await createSignedInUser(t.app, t.database);
      const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id, title: `Podcast de ${name}` });
      const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
        substatus: 'PENDING_RESPONSE',
        agentId: agent.id,
        brand: brand!,
      });
      await t.database.db.update(campaigns).set({ name: name! }).where(eq(campaigns.id, campaign.id));
      await createProposalEntry(t.database.db, campaign.id, podcast.id);
      made.push({ podcaster, campaign, path: `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/messages` });
    }
    const [bravo, charlie, alfa] = made as [(typeof made)[number], (typeof made)[number], (typeof made)[number]];
    await send(bravo.path, advertiser.session, 'Hola Bravo');
    await send(charlie.path, advertiser.session, 'Hola Charlie');
    await send(charlie.path, charlie.podcaster.session, 'Respuesta de Charlie');
    await send(alfa.path, advertiser.session, 'Hola Alfa');
    await t.database.db
      .update(campaigns)
      .set({ status: 'FINISHED', substatus: 'FINISHED' })
      .where(eq(campaigns.id, alfa.campaign.id));

    const list = async (query: string) =>
      json<{ data: WorkroomPage }>(await call('GET', `/private/campaigns/latests-messages${query}`, advertiser.session))
        .data;
    const byDate = await list('');
    expect(byDate.items.map((item) => item.campaign.name)).toEqual(['Alfa', 'Charlie', 'Bravo']);
    expect(byDate.total).toBe(3);
    expect(byDate.items[1]).toMatchObject({
      unread: 1,
      pending: true,
      lastMessage: { body: 'Respuesta de Charlie', fromMe: false, author: charlie.podcaster.username },
    });
    expect(byDate.items[2]).toMatchObject({ unread: 0, pending: false, lastMessage: { fromMe: true } });

    expect((await list('?sort=campaign')).items.map((item) => item.campaign.name)).toEqual([
      'Alfa',
      'Bravo',
      'Charlie',
    ]);
    expect((await list('?show=pending')).items.map((item) => item.campaign.name)).toEqual(['Charlie']);
    expect((await list('?state=active')).items.map((item) => item.campaign.name)).toEqual(['Charlie', 'Bravo']);
    expect((await list(`?campaignId=${bravo.campaign.id}`)).items.map((item) => item.campaign.name)).toEqual(['Bravo']);
    expect(await list('?page=2')).toMatchObject({ items: [], page: 2 });
    expect((await call('GET', '/private/campaigns/latests-messages?sort=azar', advertiser.session)).statusCode).toBe(
      400,
    );

    // The podcaster sees their one thread; the agent sees the three in the agents' list.
    expect((await list('')).items).toHaveLength(3);
    const podcasterList = json<{ data: WorkroomPage }>(
      await call('GET', '/private/campaigns/latests-messages', bravo.podcaster.session),
    ).data;
    expect(podcasterList.items.map((item) => item.campaign.name)).toEqual(['Bravo']);
    const agentList = json<{ data: WorkroomPage }>(
      await call('GET', `/private/campaigns/latests-agent-messages?campaignId=${charlie.campaign.id}`, agent.session),
    ).data;
    expect(agentList.items).toHaveLength(1);
    expect(agentList.items[0]).toMatchObject({ unread: 2 });
  });

  it('lists one campaign’s threads even before their first message, so its mail icon leads somewhere', async () => {
    const { advertiser, campaign } = await thread();
    const page = json<{ data: WorkroomPage }>(
      await call('GET', `/private/campaigns/latests-messages?campaignId=${campaign.id}`, advertiser.session),
    ).data;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      lastMessage: null,
      unread: 0,
      pending: false,
      podcast: { title: 'Modo Cooperativo' },
    });
    const pendingOnly = json<{ data: WorkroomPage }>(
      await call(
        'GET',
        `/private/campaigns/latests-messages?campaignId=${campaign.id}&show=pending`,
        advertiser.session,
      ),
    ).data;
    expect(pendingOnly.items).toEqual([]);
    // Without a campaign, the list holds conversations, not empty threads.
    const all = json<{ data: WorkroomPage }>(
      await call('GET', '/private/campaigns/latests-messages', advertiser.session),
    ).data;
    expect(all.items).toEqual([]);
  });

  it('keeps the agents list for agents', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const response = await call('GET', '/private/campaigns/latests-agent-messages', advertiser.session);
    expect(response.statusCode).toBe(403);
    expect(json<ErrorBody>(response).error.message).toBe(CHAT_MESSAGES.agentsOnly);
  });
});

describe('the unread e-mail', () => {
  async function chatMails(to: string) {
    return t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, 'chat-unread')));
  }

  it('tells each member once per quiet thread, not per message, and again only after they read', async () => {
    const local = clockAt('2026-11-25');
    const digest = () =>
      sendChatDigests({
        db: t.database.db,
        mail: { dispatch: () => Promise.resolve() },
        log: t.app.log,
        clock: local,
        config: t.config,
      });
    const appOffset = clock.offsetMs();
    const { path, advertiser, podcaster } = await thread({ brand: 'Café Lumbre' });
    // Messages are dated by the business clock; the test app's runs at the same day as `local`.
    await send(path, advertiser.session, 'Uno');
    await send(path, advertiser.session, 'Dos');
    await send(path, advertiser.session, 'Tres');

    expect(await digest()).toBe(0);
    expect(await chatMails(podcaster.email)).toEqual([]);

    local.setOffsetMs(local.offsetMs() + 16 * 60_000);
    // Two runs at once (two instances) send it once.
    await Promise.all([digest(), digest()]);
    const mails = await chatMails(podcaster.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('3 mensajes sin leer');
    expect(mails[0]!.subject).toContain('Café Lumbre');
    // The agent had not read them either; the advertiser wrote them.
    expect(await chatMails(agent.email)).not.toHaveLength(0);
    expect(await chatMails(advertiser.email)).toEqual([]);

    // More messages without reading: no second e-mail.
    await send(path, advertiser.session, 'Cuatro');
    local.setOffsetMs(local.offsetMs() + 16 * 60_000);
    clock.setOffsetMs(clock.offsetMs() + 16 * 60_000);
    await digest();
    expect(await chatMails(podcaster.email)).toHaveLength(1);

    // Once read, the next quiet thread is told again.
    await call('PUT', `${path}/read`, podcaster.session);
    await send(path, advertiser.session, 'Cinco');
    local.setOffsetMs(local.offsetMs() + 16 * 60_000);
    await digest();
    expect(await chatMails(podcaster.email)).toHaveLength(2);
    clock.setOffsetMs(appOffset);
  });
});
