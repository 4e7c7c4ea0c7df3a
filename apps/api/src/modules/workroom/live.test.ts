import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, LiveCounts } from '@patrocina/domain';
import { podcasts } from '../../db/schema';
import { clockAt, createTestApp, json, type TestApp } from '../../../test/app';
import {
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  setScope,
} from '../../../test/factories';
import { openLiveStream, type LiveClient, type LiveEvent } from '../../../test/sse';

/**
 * Issue 8, the live stream over real sockets: two API instances on one database, as in production,
 * each holding the streams of different users. A message sent through one reaches a member whose
 * stream is on the other (LISTEN/NOTIFY), with the badge counts; a stream that reconnects with its
 * last event id gets what it missed, once.
 */
const clock = clockAt('2026-11-25');

let a: TestApp;
let b: TestApp;
let baseA: string;
let baseB: string;
const streams: LiveClient[] = [];

beforeAll(async () => {
  // Quick heartbeats, so a stream whose session ended closes within the test.
  const env = { LIVE_HEARTBEAT_SECONDS: '0.2' };
  a = await createTestApp({ clock, env });
  b = await createTestApp({ clock, env, database: a.database });
  baseA = await a.app.listen({ host: '127.0.0.1', port: 0 });
  baseB = await b.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await b.close();
  await a.close();
});

async function stream(base: string, token: string, headers: Record<string, string> = {}) {
  const client = await openLiveStream(base, token, headers);
  streams.push(client);
  return client;
}

async function thread() {
  const agent = await createSignedInUser(a.app, a.database);
  await setScope(a.database.db, agent.id, 'agent');
  const advertiser = await createSignedInUser(a.app, a.database);
  const podcaster = await createSignedInUser(a.app, a.database);
  const podcast = await createPodcast(a.database.db, { ownerId: podcaster.id });
  const campaign = await createCampaignRecord(a.database.db, advertiser.id, {
    substatus: 'PENDING_RESPONSE',
    agentId: agent.id,
  });
  await createProposalEntry(a.database.db, campaign.id, podcast.id);
  return { agent, advertiser, podcaster, path: `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/messages` };
}

const isMessage = (body: string) => (event: LiveEvent) =>
  event.event === 'message' && (JSON.parse(event.data) as ChatMessage).body === body;
const isCounts = (unread: number) => (event: LiveEvent) =>
  event.event === 'counts' && (JSON.parse(event.data) as LiveCounts).unread === unread;

describe('the live stream', () => {
  it('answers a visitor with 401 and a member with an event stream that starts with the counts', async () => {
    const refused = await a.call('GET', '/private/events');
    expect(refused.statusCode).toBe(401);
    const { podcaster } = await thread();
    const client = await stream(baseA, podcaster.session);
    expect(client.status).toBe(200);
    // The stream answers by itself (a hijacked reply), with the same security headers as any other call.
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['content-security-policy']).toContain("default-src 'self'");
    expect(client.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(client.headers['content-language']).toBe('es');
    expect(JSON.parse((await client.next((event) => event.event === 'counts')).data)).toEqual({
      unread: 0,
      pending: expect.any(Number) as number,
    });
  });

  it('brings a message sent through one instance to a member whose stream is on the other, with the new count', async () => {
    const { advertiser, podcaster, agent, path } = await thread();
    const podcasterStream = await stream(baseB, podcaster.session);
    const agentStream = await stream(baseA, agent.session);
    await podcasterStream.next(isCounts(0));

    const sent = await a.call('POST', `${path}`, advertiser.session, { body: 'Hola desde A' });
    expect(sent.statusCode).toBe(201);
    const stored = json<{ data: ChatMessage }>(sent).data;

    const received = await podcasterStream.next(isMessage('Hola desde A'));
    expect(received.id).toBe(String(stored.seq));
    expect(JSON.parse(received.data)).toMatchObject({
      id: stored.id,
      isRecipientUser: true,
      author: { username: advertiser.username, role: 'advertiser' },
    });
    await podcasterStream.next(isCounts(1));
    await agentStream.next(isMessage('Hola desde A'));

    // Reading on B lowers the badge of the reader's streams wherever they are.
    const otherTab = await stream(baseA, podcaster.session);
    await otherTab.next(isCounts(1));
    await b.call('PUT', `${path}/read`, podcaster.session);
    await otherTab.next(
      (event) =>
        event.event === 'counts' &&
        event !== otherTab.events.find(isCounts(1)) &&
        (JSON.parse(event.data) as LiveCounts).unread === 0,
    );
  });

  it('gives a stream that reconnects with its last event id what it missed, and nothing twice', async () => {
    const { advertiser, podcaster, path } = await thread();
    const first = await stream(baseA, podcaster.session);
    await first.next((event) => event.event === 'counts');
    await a.call('POST', `${path}`, advertiser.session, { body: 'Antes del corte' });
    const seen = await first.next(isMessage('Antes del corte'));
    first.close();

    for (const body of ['Durante el corte 1', 'Durante el corte 2']) {
      await b.call('POST', `${path}`, advertiser.session, { body });
    }
    const again = await stream(baseB, podcaster.session, { 'last-event-id': seen.id! });
    await again.next(isMessage('Durante el corte 2'));
    await again.next((event) => event.event === 'counts');
    const bodies = again.events
      .filter((event) => event.event === 'message')
      .map((event) => (JSON.parse(event.data) as ChatMessage).body);
    expect(bodies).toEqual(['Durante el corte 1', 'Durante el corte 2']);
  });

  it('moves the pending-actions badge within a heartbeat when a campaign changes outside the chat', async () => {
    const { podcaster } = await thread();
    const client = await stream(baseA, podcaster.session);
    const first = JSON.parse((await client.next((event) => event.event === 'counts')).data) as LiveCounts;
    // A new proposal for the podcaster's podcast: one more thing waiting for them.
    const advertiser = await createSignedInUser(a.app, a.database);
    const [show] = await a.database.db.select().from(podcasts).where(eq(podcasts.ownerId, podcaster.id));
    const campaign = await createCampaignRecord(a.database.db, advertiser.id, { substatus: 'PENDING_RESPONSE' });
    await createProposalEntry(a.database.db, campaign.id, show!.id);
    const moved = await client.next(
      (event) => event.event === 'counts' && (JSON.parse(event.data) as LiveCounts).pending === first.pending! + 1,
    );
    expect(JSON.parse(moved.data)).toEqual({ pending: first.pending! + 1 });
  });

  it('ends the stream of a session that logged out', async () => {
    const { podcaster } = await thread();
    const client = await stream(baseA, podcaster.session);
    await client.next((event) => event.event === 'counts');
    const logout = await a.call('POST', '/authentication/logout', podcaster.session);
    expect(logout.statusCode).toBeLessThan(300);
    await client.ended;
    expect((await openLiveStream(baseA, podcaster.session)).status).toBe(401);
  });

  it('keeps at most ten streams per user: the oldest is told to stop rather than left to reconnect', async () => {
    const { podcaster } = await thread();
    const tabs: LiveClient[] = [];
    for (let index = 0; index < 11; index += 1) {
      const tab = await stream(index % 2 === 0 ? baseA : baseB, podcaster.session);
      await tab.next((event) => event.event === 'counts');
      tabs.push(tab);
    }
    // Ten on A and B together is not the rule: each instance holds its own, so A (six tabs) keeps all.
    const oldestOnA = tabs[0]!;
    expect(oldestOnA.events.some((event) => event.event === 'closed')).toBe(false);
    for (let index = 0; index < 10; index += 1) {
      const tab = await stream(baseA, podcaster.session);
      await tab.next((event) => event.event === 'counts');
    }
    await oldestOnA.ended;
    expect(JSON.parse((await oldestOnA.next((event) => event.event === 'closed')).data)).toEqual({
      reason: 'too-many-streams',
    });
  });

  it('does not send a member of one thread the messages of another', async () => {
    const one = await thread();
    const other = await thread();
    const outsider = await stream(baseB, other.podcaster.session);
    await outsider.next((event) => event.event === 'counts');
    await a.call('POST', `${one.path}`, one.advertiser.session, { body: 'Solo para el hilo uno' });
    await a.call('POST', `${other.path}`, other.advertiser.session, { body: 'Para el hilo dos' });
    await outsider.next(isMessage('Para el hilo dos'));
    expect(outsider.events.some(isMessage('Solo para el hilo uno'))).toBe(false);
  });

  // Only a PostgreSQL server has connections to lose (the CI's second pass); PGlite runs in process.
  it.runIf(process.env.DATABASE_URL)(
    'catches up when its LISTEN connection is cut, as in a database restart',
    async () => {
      const { advertiser, podcaster, path } = await thread();
      const client = await stream(baseB, podcaster.session);
      await client.next((event) => event.event === 'counts');
      const cut = await a.database.executeSql(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      expect(cut.rows.length).toBeGreaterThanOrEqual(2);
      // Sent while the instances are still reconnecting: its notification reaches nobody.
      const sent = await a.call('POST', `${path}`, advertiser.session, { body: 'Durante la reconexión' });
      expect(sent.statusCode).toBe(201);
      await client.next(isMessage('Durante la reconexión'), 10_000);
      expect(client.events.filter(isMessage('Durante la reconexión'))).toHaveLength(1);
    },
  );
});
