import type { ServerResponse } from 'node:http';
import { and, eq, gt, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveCounts } from '@patrocina/domain';
import type { Database, Listen } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { isDatabaseUnreachable } from '../../lib/errors';
import { chatMessages, sessions } from '../../db/schema';
import { memberIds } from './threads';
import {
  CHAT_CHANNEL,
  countUnread,
  messagesAfter,
  messagesBySeq,
  toChatMessage,
  type ChatNotice,
  type MessageRow,
} from './service';

/**
 * The live stream (Server-Sent Events), one per open tab, and its fan-out: every instance LISTENs on
 * CHAT_CHANNEL, and a notice of a message or a read reaches the streams it holds. A notice carries
 * only the message's seq; each instance reads the message itself, so a notice is small and what is
 * pushed is what is stored.
 *
 * Nothing acknowledged is lost: a stream that reconnects sends its last event id and gets what came
 * after it; an instance whose LISTEN connection was lost (a database restart) reads what came after
 * the last seq it handled once it is back. Each stream remembers what it was sent, so a message that
 * reaches it twice (a replay and a notice at once) is written once.
 */

export interface LiveHubDeps {
  db: Database;
  log: FastifyBaseLogger;
  listen?: Listen | undefined;
  countPending(userId: string): Promise<number>;
  /** How often a stream gets a keep-alive comment and its session is checked again. */
  heartbeatMs: number;
}

/** At most this many open streams per user (tabs); the oldest goes when another opens. */
const STREAMS_PER_USER = 10;
/** A client that reads nothing for this much buffered data is dropped; it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How many messages a reconnecting stream or instance gets at once. */
const REPLAY_LIMIT = 500;
/** Seqs are taken before commit, so they may commit out of order: catch up from a little before the highest. */
const CATCH_UP_MARGIN = 200;
/** Messages read in one query when several notices wait. */
const MESSAGES_PER_BATCH = 200;
/** Users recounted at once (each takes a pooled connection or two). */
const COUNTS_CONCURRENCY = 4;
const RETRY_DELAY_MS = 500;
/** Messages read per query while catching up. */
const CATCH_UP_PAGE = 2_000;

interface Stream {
  userId: string;
  sessionId: string;
  raw: ServerResponse;
  sent: BoundedSet;
  heartbeat: NodeJS.Timeout;
  /** While the replay is read, live messages wait here, so the stream's ids only ever grow. */
  held: MessageRow[] | null;
  /** The pending-actions count this stream was last sent. */
  pending: number | null;
}

/** The most recent `limit` numbers, for "have I handled this one already". */
class BoundedSet {
  private readonly items = new Set<number>();
  constructor(private readonly limit: number) {}
  has(value: number): boolean {
    return this.items.has(value);
  }
  add(value: number): void {
    this.items.add(value);
    if (this.items.size > this.limit) this.items.delete(this.items.values().next().value!);
  }
}

export interface LiveHub {
  start(): Promise<void>;
  /**
   * Takes over the response: a stream for the session's user, replaying what came after
   * `lastEventId`. It ends when the session does (log out, expiry), checked at every heartbeat.
   */
  open(raw: ServerResponse, actor: Pick<Actor, 'id' | 'sessionId'>, lastEventId: number | null): Promise<void>;
  /** Open streams, for the tests and the logs. */
  size(): number;
  close(): Promise<void>;
}

export function createLiveHub(deps: LiveHubDeps): LiveHub {
  const streams = new Map<string, Set<Stream>>();
  const handled = new BoundedSet(20_000);
  let highestSeq = 0;
  let unlisten: (() => Promise<void>) | undefined;
  let closed = false;

  // What is waiting to be pushed: messages by seq, then the users whose counts changed (`true`: the
  // pending-actions count too). Messages go first; counts follow, recomputed once per user however
  // many messages arrived for them meanwhile.
  const waitingSeqs = new Set<number>();
  const dirtyCounts = new Map<string, boolean>();
  let catchUpWanted = false;
  let draining: Promise<void> | null = null;

  const write = (stream: Stream, chunk: string) => {
    if (stream.raw.destroyed) return;
    stream.raw.write(chunk);
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) stream.raw.destroy();
  };

  const writeMessage = (stream: Stream, row: MessageRow) => {
    if (stream.held) {
      stream.held.push(row);
      return;
    }
    const seq = row.message.seq;
    if (stream.sent.has(seq)) return;
    stream.sent.add(seq);
    write(stream, `id: ${seq}\nevent: message\ndata: ${JSON.stringify(toChatMessage(row, stream.userId))}\n\n`);
  };

  const countsOf = async (userId: string, withPending: boolean): Promise<LiveCounts> => {
    const [unread, pending] = await Promise.all([
      countUnread(deps.db, userId),
      withPending ? deps.countPending(userId) : undefined,
    ]);
    return pending === undefined ? { unread } : { unread, pending };
  };

  const markDirty = (userId: string, withPending = false) => {
    if (!streams.has(userId)) return;
    dirtyCounts.set(userId, withPending || (dirtyCounts.get(userId) ?? false));
  };

  const deliver = (rows: MessageRow[]) => {
    for (const row of rows) {
      const seq = row.message.seq;
      handled.add(seq);
      highestSeq = Math.max(highestSeq, seq);
      for (const member of memberIds(row)) {
        const own = streams.get(member);
        if (!own) continue;
        for (const stream of own) writeMessage(stream, row);
        // The author's own read pointer moved too: their other tabs' badge follows.
        markDirty(member);
      }
    }
  };

  /** Recounts for the users marked, several at once (the pool has room), and pushes the counts. */
  const flushCounts = async () => {
    const batch = [...dirtyCounts];
    dirtyCounts.clear();
    for (let index = 0; index < batch.length; index += COUNTS_CONCURRENCY) {
      await Promise.all(
        batch.slice(index, index + COUNTS_CONCURRENCY).map(async ([userId, withPending]) => {
          const own = streams.get(userId);
          if (!own || own.size === 0) return;
          try {
            const counts = await countsOf(userId, withPending);
            for (const stream of own) {
              if (counts.pending !== undefined) stream.pending = counts.pending;
              write(stream, `event: counts\ndata: ${JSON.stringify(counts)}\n\n`);
            }
          } catch (error) {
            // A badge that cannot be counted now is counted with the next event (SPEC §8: badges fail silently).
            deps.log.warn({ err: error, userId }, 'live stream: could not count');
          }
        }),
      );
      // New messages do not wait behind a long recount.
      if (waitingSeqs.size > 0) {
        for (const [userId, withPending] of batch.slice(index + COUNTS_CONCURRENCY)) markDirty(userId, withPending);
        return;
      }
    }
  };

  const catchUp = async () => {
    let from = Math.max(0, highestSeq - CATCH_UP_MARGIN);
    let missed = 0;
    for (;;) {
      const rows = await messagesAfter(deps.db, from, CATCH_UP_PAGE);
      const unseen = rows.filter((row) => !handled.has(row.message.seq));
      missed += unseen.length;
      deliver(unseen);
      if (rows.length < CATCH_UP_PAGE) break;
      from = rows.at(-1)!.message.seq;
    }
    if (missed > 0) deps.log.info({ missed }, 'live stream: caught up after the database connection came back');
    for (const userId of streams.keys()) markDirty(userId, true);
  };

  /** One loop at a time: catch-up, then every message waiting (one query), then counts; again while there is more. */
  const drain = async () => {
    let failures = 0;
    while (!closed && (catchUpWanted || waitingSeqs.size > 0 || dirtyCounts.size > 0)) {
      let catchingUp = false;
      try {
        if (catchUpWanted) {
          catchingUp = true;
          catchUpWanted = false;
          await catchUp();
          catchingUp = false;
        }
        if (waitingSeqs.size > 0) {
          const seqs = [...waitingSeqs].slice(0, MESSAGES_PER_BATCH);
          const rows = await messagesBySeq(deps.db, seqs);
          for (const seq of seqs) waitingSeqs.delete(seq);
          deliver(rows);
          failures = 0;
          continue;
        }
        await flushCounts();
      } catch (error) {
        // A query failed: nothing is dropped; the seqs stay waiting and are tried again, after a
        // catch-up when the database was out of reach (notices may have been missed meanwhile).
        deps.log.warn({ err: error }, 'live stream: could not push; trying again shortly');
        if (catchingUp || isDatabaseUnreachable(error)) catchUpWanted = true;
        failures += 1;
        await new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_DELAY_MS * failures, 5_000)).unref());
        continue;
      }
      failures = 0;
    }
  };

  const kick = () => {
    draining ??= drain().finally(() => {
      draining = null;
      if (!closed && (catchUpWanted || waitingSeqs.size > 0 || dirtyCounts.size > 0)) kick();
    });
  };

  const handleNotice = (payload: string) => {
    let notice: ChatNotice;
    try {
      notice = JSON.parse(payload) as ChatNotice;
    } catch {
      return;
    }
    if (notice.t === 'c') {
      for (const userId of notice.users) markDirty(userId);
    } else if (!handled.has(notice.seq)) {
      if (notice.members.some((member) => streams.has(member))) waitingSeqs.add(notice.seq);
      else {
        handled.add(notice.seq);
        highestSeq = Math.max(highestSeq, notice.seq);
      }
    }
    kick();
  };

  const heartbeat = async (stream: Stream) => {
    if (stream.raw.destroyed || stream.raw.writableEnded) return remove(stream);
    const [alive] = await deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, stream.sessionId), gt(sessions.expiresAt, sql`now()`)));
    if (!alive) {
      stream.raw.end();
      return;
    }
    // Campaigns change outside the chat (an answer, a payment): the pending badge follows within a heartbeat.
    const pending = await deps.countPending(stream.userId);
    if (pending !== stream.pending) {
      stream.pending = pending;
      write(stream, `event: counts\ndata: ${JSON.stringify({ pending })}\n\n`);
    } else write(stream, ': ping\n\n');
  };

  const remove = (stream: Stream) => {
    clearInterval(stream.heartbeat);
    const own = streams.get(stream.userId);
    own?.delete(stream);
    if (own?.size === 0) streams.delete(stream.userId);
  };

  return {
    async start() {
      const [row] = await deps.db.select({ seq: max(chatMessages.seq) }).from(chatMessages);
      highestSeq = row?.seq ?? 0;
      if (deps.listen) {
        unlisten = await deps.listen(CHAT_CHANNEL, {
          onNotify: handleNotice,
          onReconnect: () => {
            catchUpWanted = true;
            kick();
          },
        });
      }
    },

    async open(raw, { id: userId, sessionId }, lastEventId) {
      // The client may have gone while its session was read: then there is nothing to hold.
      if (raw.destroyed || raw.socket?.destroyed) return;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold the events back.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      raw.write('retry: 3000\n\n');
      const stream: Stream = {
        userId,
        sessionId,
        raw,
        sent: new BoundedSet(2_000),
        // Each stream a little off the beat, so tabs opened together (a deploy, a reconnect wave) do not check at once.
        heartbeat: setInterval(
          () => {
            heartbeat(stream).catch((error: unknown) =>
              deps.log.warn({ err: error }, 'live stream: session check failed'),
            );
          },
          deps.heartbeatMs * (0.8 + 0.4 * Math.random()),
        ),
        held: lastEventId === null ? null : [],
        pending: null,
      };
      stream.heartbeat.unref();
      const own = streams.get(userId) ?? new Set<Stream>();
      streams.set(userId, own);
      // Too many tabs: the oldest is told to stop (so it does not reconnect and push out the next).
      for (const oldest of [...own].slice(0, Math.max(0, own.size - STREAMS_PER_USER + 1))) {
        write(oldest, `event: closed\ndata: ${JSON.stringify({ reason: 'too-many-streams' })}\n\n`);
        oldest.raw.end();
        remove(oldest);
      }
      own.add(stream);
      raw.on('close', () => remove(stream));

      try {
        if (lastEventId !== null) {
          const replay = await messagesAfter(deps.db, lastEventId, REPLAY_LIMIT, userId);
          const live = stream.held ?? [];
          stream.held = null;
          for (const row of [...replay, ...live].sort((a, b) => a.message.seq - b.message.seq))
            writeMessage(stream, row);
        }
        const counts = await countsOf(userId, true);
        stream.pending = counts.pending ?? null;
        write(stream, `event: counts\ndata: ${JSON.stringify(counts)}\n\n`);
      } catch (error) {
        // The client reconnects (and replays) once the database answers again.
        deps.log.warn({ err: error }, 'live stream: could not open');
        raw.destroy();
      }
    },

    size: () => [...streams.values()].reduce((total, own) => total + own.size, 0),

    async close() {
      if (closed) return;
      closed = true;
      for (const own of streams.values())
        for (const stream of own) {
          clearInterval(stream.heartbeat);
          stream.raw.end();
        }
      streams.clear();
      // The database may already be gone (it is closed after the app, but not always).
      await unlisten?.().catch((error: unknown) => deps.log.debug({ err: error }, 'live stream: UNLISTEN failed'));
      await draining;
    },
  };
}
