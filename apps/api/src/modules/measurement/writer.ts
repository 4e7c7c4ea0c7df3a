import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ListeningPlatform } from '@patrocina/domain';
import type { Database } from '../../db/client';
import { downloadDays, downloads, podcasts } from '../../db/schema';
import { createDayKeys, listenerHash, type DayKeys } from './listener';
import { listeningPlatform } from './user-agent';

/** A counted request, as the redirect leaves it: the address is kept only here, in memory, until hashed. */
export interface PendingDownload {
  podcastId: string;
  episodeKey: string;
  /** The Madrid day on the business clock when it arrived. */
  day: string;
  ip: string;
  userAgent: string;
  at: Date;
}

export interface DownloadRow {
  podcastId: string;
  episodeKey: string;
  day: string;
  listener: string;
  platform: ListeningPlatform;
  at: Date;
}

/** Rows per insert statement. */
const CHUNK = 5_000;
/** Rows hashed between two turns of the event loop. */
const YIELD_EVERY = 500;

export interface DownloadWriterOptions {
  db: Database;
  log: FastifyBaseLogger;
  flushMs: number;
  bufferMax: number;
  /** Writes one chunk; the multi-row `insert … on conflict do nothing` unless a test injects a fault. */
  insert?: (rows: DownloadRow[]) => Promise<void>;
}

export interface DownloadWriter {
  push(download: PendingDownload): void;
  /** Writes what is buffered; rows that could not be written stay buffered for the next flush. */
  flush(): Promise<void>;
  /** How many downloads wait in memory. */
  pending(): number;
  start(): void;
  /** Stops the timer and writes what is left (the app's close, before the database closes). */
  close(): Promise<void>;
}

/**
 * One multi-row `insert … on conflict do nothing` per chunk, the rows as six array parameters
 * (`unnest`): about four times faster than a VALUES list of 6,000 parameters to build and to parse, on
 * PGlite and on the server alike.
 */
/**
 * Writes one chunk, and keeps the daily roll-ups current in the same statement: only the downloads
 * the insert really added (the primary key drops a listener already counted that day, and a chunk
 * written again after a failure) are added to `download_days`, in key order so that two instances
 * never wait on each other in a circle. The figures therefore see a download within a flush; the
 * roll-up job's rewrite from the raw rows stays as the check that they agree.
 */
export function insertDownloads(db: Database) {
  return async (rows: DownloadRow[]) => {
    const column = <T>(pick: (row: DownloadRow) => T) => sql.param(rows.map(pick));
    await db.execute(sql`
      with inserted as (
        insert into ${downloads} (podcast_id, episode_key, day, listener, platform, at)
        select * from unnest(
          ${column((row) => row.podcastId)}::uuid[],
          ${column((row) => row.episodeKey)}::text[],
          ${column((row) => row.day)}::date[],
          ${column((row) => row.listener)}::text[],
          ${column((row) => row.platform)}::text[],
          ${column((row) => row.at.toISOString())}::timestamptz[]
        )
        on conflict do nothing
        returning podcast_id, episode_key, day, platform
      )
      insert into ${downloadDays} (podcast_id, episode_key, day, platform, downloads)
      select i.podcast_id, i.episode_key, i.day, i.platform, count(*)::int
      from inserted i
      join ${podcasts} p on p.id = i.podcast_id
      group by i.podcast_id, i.episode_key, i.day, i.platform
      order by i.podcast_id, i.episode_key, i.day, i.platform
      on conflict (podcast_id, episode_key, day, platform)
      do update set downloads = ${downloadDays}.downloads + excluded.downloads`);
  };
}

/** One download request as the deduplication sees it, before hashing: the same inputs give the same hash. */
function requestId(pending: PendingDownload): string {
  return `${pending.podcastId}\n${pending.day}\n${pending.episodeKey}\n${pending.ip}\n${pending.userAgent}`;
}

/**
 * The batch writer (docs/decisions/0026): the redirect pushes, a timer flushes at least every
 * `flushMs`. A failed write (the database restarting) keeps its rows for the next flush, so counts
 * catch up; the buffer is bounded by `bufferMax`, beyond which the oldest go and the loss is logged.
 * A kill -9 loses what arrived since the last flush.
 */
export function createDownloadWriter(options: DownloadWriterOptions): DownloadWriter {
  const { log } = options;
  const insert = options.insert ?? insertDownloads(options.db);
  const dayKeys: DayKeys = createDayKeys(options.db);
  let buffer: PendingDownload[] = [];
  /** What the buffer holds, by request: a repeat of a buffered download is not kept twice. */
  let buffered = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let dropped = 0;

  async function toRows(batch: PendingDownload[]): Promise<DownloadRow[]> {
    const rows: DownloadRow[] = [];
    for (const pending of batch) {
      rows.push({
        podcastId: pending.podcastId,
        episodeKey: pending.episodeKey,
        day: pending.day,
        listener: listenerHash(await dayKeys.keyOf(pending.day), pending.ip, pending.userAgent),
        platform: listeningPlatform(pending.userAgent),
        at: pending.at,
      });
      // Hashing a large batch lets the redirect answer in between.
      if (rows.length % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    return rows;
  }

  async function writeOnce(): Promise<void> {
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    buffered = new Set();
    let written = 0;
    try {
      const rows = await toRows(batch);
      for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
      written = batch.length;
    } catch (error) {
      // Everything goes back, ahead of what arrived meanwhile: a chunk written twice counts once.
      const kept = batch.slice(written);
      const keptIds = new Set(kept.map(requestId));
      buffer = kept.concat(buffer.filter((pending) => !keptIds.has(requestId(pending))));
      buffered = new Set(buffer.map(requestId));
      trim();
      log.warn({ err: error, pending: buffer.length }, 'downloads not written: kept for the next flush');
      throw error;
    }
  }

  function trim(): void {
    const excess = buffer.length - options.bufferMax;
    if (excess <= 0) return;
    for (const lost of buffer.splice(0, excess)) buffered.delete(requestId(lost));
    dropped += excess;
    log.error({ dropped: excess, droppedSinceStart: dropped }, 'download buffer full: the oldest downloads were lost');
  }

  let chain: Promise<void> = Promise.resolve();
  let busy = false;
  function flush(): Promise<void> {
    // One write at a time; a flush asked for meanwhile waits for it, then writes what is left.
    const next = chain.then(async () => {
      busy = true;
      try {
        await writeOnce();
      } finally {
        busy = false;
      }
    });
    chain = next.catch(() => undefined);
    return next;
  }

  return {
    push(download) {
      // A player asks for the same file many times a day (ranges, retries): once per batch is enough.
      const id = requestId(download);
      if (buffered.has(id)) return;
      buffered.add(id);
      buffer.push(download);
      if (buffer.length > options.bufferMax) trim();
    },
    flush,
    pending: () => buffer.length,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        // A write still under way (a slow or restarting database) takes what arrives meanwhile next.
        if (!busy) flush().catch(() => undefined);
      }, options.flushMs);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      try {
        await flush();
      } catch {
        log.error({ lost: buffer.length }, 'downloads not written at shutdown: lost');
      }
    },
  };
}
