import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AGENCY_TEAM_MESSAGES,
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatThread,
  type WorkroomPage,
} from '@patrocina/domain';
import { chatMessages, mailOutbox } from '../../db/schema';
import { clockAt, json, useTestApp, type ErrorBody } from '../../../test/app';
import {
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  createTeamMember,
} from '../../../test/factories';
import { sendChatDigests } from '../workroom';
import { createAgency, joinAgency } from './agency.test-support';

/*
 * docs/decisions/0034, the workroom for an agency's colleagues: they take part on the advertiser's
 * side of the agency's campaigns, «Puede gestionar» writing under their own name, «Puede ver» reading.
 */

const clock = clockAt('2026-11-25');
const t = useTestApp({ clock });

/** An agency's published campaign run by an agent, one podcast in it, and the agency's two colleagues. */
async function agencyThread() {
  const agency = await createAgency(t);
  const manager = await joinAgency(t, agency, 'manager');
  const viewer = await joinAgency(t, agency, 'viewer');
  const agent = await createTeamMember(t.app, t.database, 'agent');
  const podcaster = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id, title: 'Modo Cooperativo' });
  const campaign = await createCampaignRecord(t.database.db, agency.id, {
    substatus: 'PENDING_RESPONSE',
    agentId: agent.id,
  });
  const entry = await createProposalEntry(t.database.db, campaign.id, podcast.id);
  const path = `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/messages`;
  return { agency, manager, viewer, agent, podcaster, campaign, entry, path };
}

const send = (path: string, session: string, body: string) => t.call('POST', path, session, { body });
const threadOf = async (path: string, session: string) =>
  json<{ data: ChatThread }>(await t.call('GET', path, session)).data;
const workroomOf = async (session: string) =>
  json<{ data: WorkroomPage }>(await t.call('GET', '/private/campaigns/latests-messages', session)).data.items;
const unreadOf = async (session: string) =>
  json<{ data: { unread: number } }>(await t.call('GET', '/private/campaigns/messages/me', session)).data.unread;

describe('the workroom for an agency’s colleagues', () => {
  it('lets a manager read and write as the advertiser, under their own name', async () => {
    const { agency, manager, podcaster, path } = await agencyThread();
    expect(await threadOf(path, manager.session)).toMatchObject({
      viewerRole: 'advertiser',
      canSend: true,
      disabledReason: null,
      parties: { advertiser: agency.username },
    });

    const sent = await send(path, manager.session, 'Hola, llevo la campaña por la agencia');
    expect(sent.statusCode).toBe(201);
    expect(json<{ data: ChatMessage }>(sent).data.author).toEqual({
      id: manager.id,
      username: manager.username,
      role: 'advertiser',
    });
    const seen = await threadOf(path, podcaster.session);
    expect(seen.messages.map((message) => [message.body, message.author?.username])).toEqual([
      ['Hola, llevo la campaña por la agencia', manager.username],
    ]);

    // The podcaster's answer reaches the manager's workroom and badge, and the agency's account's.
    await send(path, podcaster.session, 'Encantados');
    expect(await unreadOf(manager.session)).toBe(1);
    expect(await unreadOf(agency.session)).toBe(2);
    expect((await workroomOf(manager.session)).map((item) => item.lastMessage?.body)).toEqual(['Encantados']);
    await t.call('PUT', `${path}/read`, manager.session);
    expect(await unreadOf(manager.session)).toBe(0);
    expect(await unreadOf(agency.session)).toBe(2);
  });

  it('lets a viewer read the thread but refuses their message with the agency’s words', async () => {
    const { agency, viewer, path, entry } = await agencyThread();
    await send(path, agency.session, 'Mensaje de la agencia');

    const read = await threadOf(path, viewer.session);
    expect(read).toMatchObject({ viewerRole: 'advertiser', canSend: false, disabledReason: 'AGENCY_VIEWER' });
    expect(read.messages.map((message) => message.body)).toEqual(['Mensaje de la agencia']);
    expect((await t.call('GET', `${path}/count`, viewer.session)).statusCode).toBe(200);
    expect(await unreadOf(viewer.session)).toBe(1);
    expect((await t.call('PUT', `${path}/read`, viewer.session)).statusCode).toBe(200);
    expect(await unreadOf(viewer.session)).toBe(0);
    expect((await workroomOf(viewer.session)).map((item) => item.lastMessage?.body)).toEqual(['Mensaje de la agencia']);

    const refused = await send(path, viewer.session, 'Quiero escribir');
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused).error.message).toBe(AGENCY_TEAM_MESSAGES.viewerCannotChange);
    const stored = await t.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, entry.id));
    expect(stored.map((message) => message.body)).toEqual(['Mensaje de la agencia']);
  });

  it('shuts a removed colleague out at once, as it does strangers and another agency’s colleagues', async () => {
    const { agency, manager, path, campaign, entry } = await agencyThread();
    await send(path, manager.session, 'Antes de irme');
    expect((await t.call('DELETE', `/private/agency/members/${manager.id}`, agency.session)).statusCode).toBe(200);

    const stranger = await createSignedInUser(t.app, t.database);
    const otherAgency = await createAgency(t, 'Otra Agencia');
    const otherManager = await joinAgency(t, otherAgency, 'manager');
    for (const session of [manager.session, stranger.session, otherManager.session]) {
      for (const [method, url] of [
        ['GET', path],
        ['POST', path],
        ['GET', `${path}/count`],
        ['PUT', `${path}/read`],
        ['GET', `/private/campaigns/${campaign.id}/child-campaigns/${entry.id}/messages`],
      ] as const) {
        const response = await t.call(method, url, session, method === 'POST' ? { body: 'Hola' } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(json<ErrorBody>(response).error.message).toBe(CHAT_MESSAGES.notMember);
      }
      expect(await workroomOf(session)).toEqual([]);
      expect(await unreadOf(session)).toBe(0);
    }
  });

  it('e-mails the unread messages to the agency’s account and to the managers who wrote, not to viewers', async () => {
    const { agency, manager, viewer, podcaster, path } = await agencyThread();
    const silentManager = await joinAgency(t, agency, 'manager');
    await send(path, manager.session, 'Os escribo por la agencia');
    await send(path, podcaster.session, 'Recibido, gracias');
    clock.setOffsetMs(clock.offsetMs() + 16 * 60_000);
    try {
      await sendChatDigests({
        db: t.database.db,
        mail: { dispatch: () => Promise.resolve() },
        log: t.app.log,
        clock,
        config: t.config,
      });
    } finally {
      clock.setOffsetMs(clock.offsetMs() - 16 * 60_000);
    }
    const told = async (email: string) =>
      (
        await t.database.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'chat-unread')))
      ).length;
    expect(await told(agency.email)).toBe(1);
    expect(await told(manager.email)).toBe(1);
    expect(await told(silentManager.email)).toBe(0);
    expect(await told(viewer.email)).toBe(0);
  });
});
