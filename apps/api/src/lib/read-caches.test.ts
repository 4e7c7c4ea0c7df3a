import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { STATUS_OF_SUBSTATUS } from '@patrocina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, openTestDatabase, type TestApp } from '../../test/app';
import {
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  createTeamMember,
} from '../../test/factories';
import type { DatabaseHandle, Listen, ListenHandlers } from '../db/client';
import { campaigns, users } from '../db/schema';
import { CACHE_CHANNEL, createReadCaches } from './read-caches';

/** The caches say only that they are on, at debug level. */
const silentLog = { debug: () => undefined } as unknown as FastifyBaseLogger;

/*
 * Issue 22, docs/decisions/0029: two instances on one database keep session lookups, accounts, badges
 * and campaign lists in memory, and what one changes (or a job, or a person with psql) is seen on the
 * other at once. The first case proves the memory is real: with its trigger off, a change is not seen.
 */

let database: DatabaseHandle;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  a = await createTestApp({ database });
  b = await createTestApp({ database });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

type Me = { data: { username: string; messageStats: { unread: number }; campaignActionStats: { pending: number } } };
const me = async (instance: TestApp, session: string) => instance.call('GET', '/private/users/me', session);
const meOf = async (instance: TestApp, session: string) => json<Me>(await me(instance, session)).data;
const campaignNames = async (instance: TestApp, session: string) =>
  json<{ data: { campaigns: { name: string }[] } }>(
    await instance.call('GET', '/private/campaigns', session),
  ).data.campaigns.map((campaign) => campaign.name);
/**
 * A token refused on the instance within the time PostgreSQL takes to hand a commit's notice to each
 * listening connection: the change answered only once its own instance had it (decision 0029).
 */
async function refusedSoon(instance: TestApp, session: string): Promise<number> {
  const deadline = Date.now() + 200;
  let status = (await me(instance, session)).statusCode;
  while (status !== 401 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    status = (await me(instance, session)).statusCode;
  }
  return status;
}
/** Waits until every notice sent so far has reached the instance: for changes made behind the API's back. */
const settled = (instance: TestApp) => instance.app.readCaches.sync();

describe('what an instance keeps in memory', () => {
  it('is kept: a username changed with its notice switched off is not seen, and with it on is seen at once', async () => {
    const user = await createSignedInUser(a.app, database);
    expect((await meOf(b, user.session)).username).toBe(user.username);

    await database.executeSql('alter table users disable trigger users_cache_changed');
    try {
      await database.db.update(users).set({ username: 'sin aviso' }).where(eq(users.id, user.id));
      await settled(b);
      expect((await meOf(b, user.session)).username).toBe(user.username);
    } finally {
      await database.executeSql('alter table users enable trigger users_cache_changed');
    }

    expect((await a.call('PATCH', '/private/users/me', user.session, { username: 'Lucía' })).statusCode).toBe(200);
    expect((await meOf(b, user.session)).username).toBe('Lucía');
  });

  it('ends a logged-out token on the other instance at once', async () => {
    const user = await createSignedInUser(a.app, database);
    expect((await me(b, user.session)).statusCode).toBe(200);
    expect((await a.call('POST', '/authentication/logout', user.session)).statusCode).toBe(200);
    expect((await me(a, user.session)).statusCode).toBe(401);
    expect(await refusedSoon(b, user.session)).toBe(401);
  });

  it('ends the other sessions of a changed password on the other instance at once, and keeps the one that changed it', async () => {
    const user = await createSignedInUser(a.app, database);
    const login = await b.call('POST', '/authentication/login', undefined, {
      email: user.email,
      password: user.password,
      method: 'LOGIN',
    });
    const other = json<{ data: { token: string } }>(login).data.token;
    expect((await me(b, other)).statusCode).toBe(200);
    expect((await me(a, other)).statusCode).toBe(200);

    const changed = await a.call('PUT', '/private/users/me/password', user.session, {
      currentPassword: user.password,
      newPassword: 'otra contraseña bien larga',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(a, other)).statusCode).toBe(401);
    expect(await refusedSoon(b, other)).toBe(401);
    expect((await me(b, user.session)).statusCode).toBe(200);
  });

  it('ends the sessions of an account deleted behind the API’s back', async () => {
    const user = await createSignedInUser(a.app, database);
    expect((await me(b, user.session)).statusCode).toBe(200);
    await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    await settled(b);
    expect((await me(b, user.session)).statusCode).toBe(401);
  });

  it('ends every session kept in memory when the sessions table is emptied by hand', async () => {
    const user = await createSignedInUser(a.app, database);
    expect((await me(b, user.session)).statusCode).toBe(200);
    await database.executeSql('truncate sessions');
    await settled(b);
    expect((await me(b, user.session)).statusCode).toBe(401);
  });

  it('moves the unread badge on both instances when a message is sent on one and read on the other', async () => {
    const agent = await createTeamMember(a.app, database, 'agent');
    const advertiser = await createSignedInUser(a.app, database);
    const podcaster = await createSignedInUser(a.app, database);
    const podcast = await createPodcast(database.db, { ownerId: podcaster.id });
    const campaign = await createCampaignRecord(database.db, advertiser.id, {
      substatus: 'PENDING_RESPONSE',
      agentId: agent.id,
    });
    await createProposalEntry(database.db, campaign.id, podcast.id);
    const thread = `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/messages`;
    expect((await meOf(b, podcaster.session)).messageStats.unread).toBe(0);
    expect((await meOf(a, podcaster.session)).messageStats.unread).toBe(0);

    expect((await a.call('POST', thread, advertiser.session, { body: '¿Te va bien el jueves?' })).statusCode).toBe(201);
    await settled(b);
    expect((await meOf(b, podcaster.session)).messageStats.unread).toBe(1);

    expect((await b.call('PUT', `${thread}/read`, podcaster.session)).statusCode).toBe(200);
    await settled(a);
    expect((await meOf(a, podcaster.session)).messageStats.unread).toBe(0);
  });

  it('moves the campaign list and the pending badge when a job changes a campaign', async () => {
    const advertiser = await createSignedInUser(a.app, database);
    const campaign = await createCampaignRecord(database.db, advertiser.id, { substatus: 'PENDING_RESPONSE' });
    const [{ name }] = (await database.db
      .select({ name: campaigns.name })
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id))) as [{ name: string }];
    expect(await campaignNames(b, advertiser.session)).toEqual([name]);
    const before = (await meOf(b, advertiser.session)).campaignActionStats.pending;

    // As the tick does: a statement on the table, no API call on either instance.
    await database.db
      .update(campaigns)
      .set({ name: 'Rebajas de febrero', substatus: 'PENDING_ACCEPT', status: STATUS_OF_SUBSTATUS.PENDING_ACCEPT })
      .where(eq(campaigns.id, campaign.id));
    await settled(b);
    expect(await campaignNames(b, advertiser.session)).toEqual(['Rebajas de febrero']);
    // A proposal to accept is the advertiser's to act on.
    expect((await meOf(b, advertiser.session)).campaignActionStats.pending).toBe(before + 1);
  });
});

describe('createReadCaches', () => {
  /** A listener the test drives: what the database would say, and the connection's losses. */
  function fakeListen() {
    const handlers = new Map<string, ListenHandlers>();
    const listen: Listen = (channel, channelHandlers) => {
      handlers.set(channel, channelHandlers);
      return Promise.resolve(() => Promise.resolve());
    };
    return { listen, channel: (name: string) => handlers.get(name)! };
  }

  async function cachesWith(now: () => number = Date.now) {
    const fake = fakeListen();
    const caches = createReadCaches({
      ttlMs: 30_000,
      listen: fake.listen,
      log: silentLog,
      chat: { channel: 'chat', usersOf: (payload) => payload.split(',') },
      now,
    });
    await caches.start();
    let loads = 0;
    const load = () => Promise.resolve(`respuesta ${(loads += 1)}`);
    return { caches, fake, load, loads: () => loads };
  }

  it('loads once for callers that ask together, and keeps it until a notice or its time is up', async () => {
    let clock = 0;
    const { caches, fake, load, loads } = await cachesWith(() => clock);
    const answers = await Promise.all([1, 2, 3].map(() => caches.view('u1', 'lista', load)));
    expect(answers).toEqual(['respuesta 1', 'respuesta 1', 'respuesta 1']);
    expect(await caches.view('u1', 'lista', load)).toBe('respuesta 1');
    fake.channel(CACHE_CHANNEL).onNotify('v');
    expect(await caches.view('u1', 'lista', load)).toBe('respuesta 2');
    clock += 30_000;
    expect(await caches.view('u1', 'lista', load)).toBe('respuesta 3');
    expect(loads()).toBe(3);
  });

  it('drops only the unread count of the users a chat notice names, and everything of a user whose row changed', async () => {
    const { caches, fake, load } = await cachesWith();
    await caches.view('u1', 'unread', load);
    await caches.view('u2', 'unread', load);
    await caches.account('u2', load);
    fake.channel('chat').onNotify('u1');
    expect(await caches.view('u1', 'unread', load)).toBe('respuesta 4');
    expect(await caches.view('u2', 'unread', load)).toBe('respuesta 2');
    fake.channel(CACHE_CHANNEL).onNotify('u:u2');
    expect(await caches.account('u2', load)).toBe('respuesta 5');
  });

  it('does not keep what was loaded while a notice arrived: it may be from before the change', async () => {
    const { caches, fake } = await cachesWith();
    let release!: (value: string) => void;
    const slow = caches.view('u1', 'lista', () => new Promise<string>((resolve) => (release = resolve)));
    fake.channel(CACHE_CHANNEL).onNotify('v');
    release('antes del cambio');
    expect(await slow).toBe('antes del cambio');
    expect(await caches.view('u1', 'lista', () => Promise.resolve('después'))).toBe('después');
  });

  it('does not hand a load started before a notice to a caller who comes after it', async () => {
    const { caches, fake } = await cachesWith();
    let release!: (value: string) => void;
    const before = caches.session(
      'hash',
      () =>
        new Promise<{ userId: string; n: number }>(
          (resolve) => (release = (v) => resolve({ userId: 'u1', n: Number(v) })),
        ),
    );
    fake.channel(CACHE_CHANNEL).onNotify('u:u1');
    const after = caches.session('hash', () => Promise.resolve(null));
    release('1');
    expect(await before).toEqual({ userId: 'u1', n: 1 });
    expect(await after).toBeNull();
  });

  it('keeps at most 32 views of one user, the oldest going first, and ignores a notice it cannot read', async () => {
    const { caches, fake, load } = await cachesWith();
    for (let tab = 0; tab <= 32; tab += 1) await caches.view('u1', `lista ${tab}`, load);
    expect(await caches.view('u1', 'lista 32', load)).toBe('respuesta 33');
    expect(await caches.view('u1', 'lista 0', load)).toBe('respuesta 34');
    expect(() => fake.channel(CACHE_CHANNEL).onNotify('{"algo":')).not.toThrow();
    fake.channel(CACHE_CHANNEL).onNotify('*');
    expect(await caches.view('u1', 'lista 32', load)).toBe('respuesta 35');
  });

  it('keeps nothing while a listening connection is lost, and starts again from nothing once it is back', async () => {
    const { caches, fake, load, loads } = await cachesWith();
    await caches.view('u1', 'lista', load);
    fake.channel('chat').onLost!();
    expect(caches.enabled).toBe(false);
    await caches.view('u1', 'lista', load);
    await caches.view('u1', 'lista', load);
    expect(loads()).toBe(3);
    fake.channel('chat').onReconnect!();
    expect(await caches.view('u1', 'lista', load)).toBe('respuesta 4');
    expect(await caches.view('u1', 'lista', load)).toBe('respuesta 4');
  });

  it('is off without a listener or with READ_CACHE_SECONDS=0', async () => {
    for (const caches of [
      createReadCaches({ ttlMs: 30_000, log: silentLog }),
      createReadCaches({ ttlMs: 0, listen: fakeListen().listen, log: silentLog }),
    ]) {
      await caches.start();
      let loads = 0;
      await caches.session('hash', () => Promise.resolve({ userId: 'u1', n: (loads += 1) }));
      await caches.session('hash', () => Promise.resolve({ userId: 'u1', n: (loads += 1) }));
      expect(loads).toBe(2);
    }
  });
});
