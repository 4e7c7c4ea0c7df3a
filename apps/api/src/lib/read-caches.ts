import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Listen } from '../db/client';

/**
 * What an instance keeps in memory between requests (docs/decisions/0029): session lookups, accounts
 * and per-user views (the header badges, the campaign lists). Every private request reads the first;
 * every page load reads the others. Each entry lives READ_CACHE_SECONDS at most, and is dropped on
 * every instance as soon as the rows behind it change:
 *
 * - the database's triggers (migration 0026) notify `u:<user id>` on CACHE_CHANNEL when a session of
 *   the user ends or is shortened or their row changes, `v` when anything a view is computed from
 *   changes, and `*` when sessions or users are emptied;
 * - the workroom's notices on its own channel name who has a new message or read one (their unread
 *   count);
 * - a request that changed something drops, before it answers, what it may have changed here, so the
 *   user who made a change reads it back at once even before the notice arrives (app.ts).
 *
 * While the listening connection is lost nothing is cached: nothing would tell this instance what
 * changed meanwhile. Without a listener (a tool, a test that asks for it) the caches are off.
 */

export const CACHE_CHANNEL = 'patrocina_cache';
/** A `sync()` notice; the workroom's listeners read it as no notice of theirs. */
const SYNC_PREFIX = 'sync:';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's read caches (tests wait on `sync()` for changes made behind the API's back). */
    readCaches: ReadCaches;
  }
}

/** The most entries of each kind; the oldest go first. Enough for every active user of an instance. */
const MAX_ENTRIES = 20_000;

interface Entry<T> {
  value: T;
  userId: string;
  storedAt: number;
}

/** The notices of the workroom's channel this module reads: who has new messages or read some. */
export type ChatNoticeUsers = (payload: string) => string[];

export interface ReadCachesOptions {
  ttlMs: number;
  listen?: Listen | undefined;
  log: FastifyBaseLogger;
  /** The workroom's channel and how to read the users a notice of it names. */
  chat?: { channel: string; usersOf: ChatNoticeUsers };
  /** Sends a notice on a channel (for `sync`). */
  notify?: (channel: string, payload: string) => Promise<void>;
  now?: () => number;
}

export interface ReadCaches {
  /** On: a listener keeps the entries true. Off: every call loads. */
  readonly enabled: boolean;
  /** A session lookup by its token's hash; `null` (no such live session) is never kept. */
  session<T extends { userId: string }>(tokenHash: string, load: () => Promise<T | null>): Promise<T | null>;
  /** Replaces a kept session lookup in place (its use was just recorded). */
  updateSession<T extends { userId: string }>(tokenHash: string, value: T): void;
  /** The user's own row (or what is read from it), dropped when the row changes. */
  account<T>(userId: string, load: () => Promise<T>): Promise<T>;
  /** A view of the user's that depends on shared rows (campaigns, proposals, threads), by name. */
  view<T>(userId: string, name: string, load: () => Promise<T>): Promise<T>;
  /** A request changed something: drop what it may have changed here (the notices do it elsewhere). */
  afterChange(userId: string | null, options?: { sessions?: boolean }): void;
  /**
   * Resolves once every notice sent before the call has reached this instance: notices of a channel
   * arrive in commit order, so a notice of its own marks the point. For tests and for a change that
   * must be seen everywhere before it answers.
   */
  sync(timeoutMs?: number): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** At most this many entries per user of each kind (list tabs and brands): the oldest goes first. */
const MAX_PER_USER = 32;

/** One kind of entry: kept in insertion order, so the oldest is the first to go when full. */
class EntryMap<T> {
  readonly entries = new Map<string, Entry<T>>();
  /** Each user's keys, so that dropping a user's entries does not walk every entry. */
  private readonly byUser = new Map<string, Set<string>>();
  constructor(private readonly ttlMs: number) {}

  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, userId: string, value: T, now: number): void {
    this.delete(key);
    this.entries.set(key, { value, userId, storedAt: now });
    const own = this.byUser.get(userId) ?? new Set<string>();
    this.byUser.set(userId, own);
    own.add(key);
    if (own.size > MAX_PER_USER) this.delete(own.values().next().value!);
    if (this.entries.size > MAX_ENTRIES) this.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const own = this.byUser.get(entry.userId);
    own?.delete(key);
    if (own?.size === 0) this.byUser.delete(entry.userId);
  }

  forgetUser(userId: string): void {
    for (const key of [...(this.byUser.get(userId) ?? [])]) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.byUser.clear();
  }
}

export function createReadCaches(options: ReadCachesOptions): ReadCaches {
  const now = options.now ?? Date.now;
  const sessions = new EntryMap<{ userId: string }>(options.ttlMs);
  const accounts = new EntryMap<unknown>(options.ttlMs);
  const views = new EntryMap<unknown>(options.ttlMs);
  const loading = new Map<string, { promise: Promise<unknown>; generation: number }>();
  /** `sync()` calls waiting for their notice: how many channels have still to bring it back. */
  const syncWaiters = new Map<string, { left: Set<string>; done: () => void }>();
  const unlisteners: (() => Promise<void>)[] = [];
  /** The channels listened to; `sync()` goes round each. */
  const channels: string[] = [];
  // Bumped by every drop: a value loaded across one may be from before it, and is not kept.
  let generation = 0;
  let started = false;
  /** The channels whose listening connection is lost right now. */
  const down = new Set<string>();

  const forgetAll = () => {
    generation += 1;
    sessions.clear();
    accounts.clear();
    views.clear();
  };
  const forgetUser = (userId: string) => {
    generation += 1;
    sessions.forgetUser(userId);
    accounts.forgetUser(userId);
    views.forgetUser(userId);
  };
  const forgetViews = () => {
    generation += 1;
    views.clear();
  };

  const enabled = () => started && down.size === 0;

  /** Loads once however many ask at the same time, and keeps the answer unless something was dropped meanwhile. */
  const cached = async <T>(
    map: EntryMap<T>,
    kind: string,
    key: string,
    load: () => Promise<T>,
    ownerOf: (value: T) => string | null,
  ): Promise<T> => {
    if (!enabled()) return load();
    const found = map.get(key, now());
    if (found !== undefined) return found;
    const flightKey = `${kind}|${key}`;
    const inFlight = loading.get(flightKey);
    // Joined only if nothing was dropped since it started: else it may answer from before a change.
    if (inFlight && inFlight.generation === generation) return inFlight.promise as Promise<T>;
    const startedAt = generation;
    const promise = load().then((value) => {
      const owner = ownerOf(value);
      if (owner !== null && generation === startedAt && enabled()) map.set(key, owner, value, now());
      return value;
    });
    const flight = { promise, generation: startedAt };
    loading.set(flightKey, flight);
    try {
      return await promise;
    } finally {
      if (loading.get(flightKey) === flight) loading.delete(flightKey);
    }
  };

  /** A `sync()` notice that came back on one channel; its waiter goes on once every channel has it. */
  const syncArrived = (channel: string, payload: string): boolean => {
    if (!payload.startsWith(SYNC_PREFIX)) return false;
    const waiter = syncWaiters.get(payload.slice(SYNC_PREFIX.length));
    waiter?.left.delete(channel);
    if (waiter?.left.size === 0) waiter.done();
    return true;
  };

  const handleNotice = (payload: string) => {
    if (syncArrived(CACHE_CHANNEL, payload)) return;
    if (payload === 'v') forgetViews();
    else if (payload === '*') forgetAll();
    else if (payload.startsWith('u:')) forgetUser(payload.slice(2));
  };

  const listenTo = async (channel: string, onNotify: (payload: string) => void) => {
    channels.push(channel);
    const unlisten = await options.listen!(channel, {
      onNotify,
      onLost: () => {
        down.add(channel);
        forgetAll();
        // A notice that will not come back: whoever waits for it goes on (the caches are off meanwhile).
        for (const waiter of syncWaiters.values()) waiter.done();
      },
      onReconnect: () => {
        // Notices sent while the connection was away are gone: start again from nothing.
        forgetAll();
        down.delete(channel);
      },
    });
    unlisteners.push(unlisten);
  };

  return {
    get enabled() {
      return enabled();
    },

    session: <T extends { userId: string }>(tokenHash: string, load: () => Promise<T | null>) =>
      cached(sessions as unknown as EntryMap<T | null>, 's', tokenHash, load, (value) => value?.userId ?? null),

    updateSession(tokenHash, value) {
      const entry = sessions.entries.get(tokenHash);
      if (entry) entry.value = value;
    },

    account: <T>(userId: string, load: () => Promise<T>) =>
      cached(accounts as EntryMap<T>, 'a', userId, load, () => userId),

    view: <T>(userId: string, name: string, load: () => Promise<T>) =>
      cached(views as EntryMap<T>, 'v', `${userId}|${name}`, load, () => userId),

    afterChange(userId, { sessions: endsSessions = false } = {}) {
      if (endsSessions) {
        generation += 1;
        sessions.clear();
      }
      if (userId) forgetUser(userId);
      forgetViews();
    },

    async sync(timeoutMs = 5_000) {
      if (!enabled() || !options.notify) return;
      const nonce = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<void>((resolve) => {
        syncWaiters.set(nonce, { left: new Set(channels), done: resolve });
        timer = setTimeout(resolve, timeoutMs);
      });
      try {
        // On every channel: notices of one channel arrive in commit order, not across channels.
        await Promise.all(channels.map((channel) => options.notify!(channel, `${SYNC_PREFIX}${nonce}`)));
        await arrived;
      } catch (error) {
        // The change it follows has committed: its notice goes round without this one.
        options.log.warn({ err: error }, 'read caches: could not wait for the notices to go round');
      } finally {
        clearTimeout(timer);
        syncWaiters.delete(nonce);
      }
    },

    async start() {
      if (!options.listen || options.ttlMs <= 0) return;
      await listenTo(CACHE_CHANNEL, handleNotice);
      if (options.chat) {
        const { channel, usersOf } = options.chat;
        await listenTo(channel, (payload) => {
          if (syncArrived(channel, payload)) return;
          generation += 1;
          for (const userId of usersOf(payload)) views.delete(`${userId}|unread`);
        });
      }
      started = true;
      options.log.debug('read caches on');
    },

    async close() {
      started = false;
      forgetAll();
      for (const unlisten of unlisteners.splice(0)) await unlisten().catch(() => undefined);
    },
  };
}
