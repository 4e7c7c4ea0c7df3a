import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a service function runs its queries on: the database, or the caller's transaction. */
export type Executor = Database | Transaction;

/** The raw SQL door that pg-boss needs (STACK.md pitfall 5). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * PostgreSQL `LISTEN` on one channel, for the live stream's fan-out and the read caches' notices
 * across instances. `onLost` runs when the listening connection is lost, `onReconnect` each time it
 * comes back: notifications sent meanwhile are gone, so the caller catches up from its own records.
 */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

export interface ListenHandlers {
  onNotify(payload: string): void;
  onLost?(): void;
  onReconnect?(): void;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  executeSql: ExecuteSql;
  listen: Listen;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
  /**
   * How long a query waits for a connection before it fails: a new one to the server, or a free one
   * when all `poolSize` are busy (node-postgres's `connectionTimeoutMillis`; its default waits forever,
   * so a server that drops packets would hold every request and the readiness check). Default 5 s.
   */
  connectTimeoutMs?: number;
  /** Called for pool errors (a server restart, a killed connection): logged, never fatal. */
  onPoolError?: (error: Error) => void;
  /**
   * How often a listening connection proves it is alive (a `select 1` answered within the same time,
   * at most 5 s). Default 15 s. A connection whose peer vanished without a word (a failover, a NAT
   * that forgot it) raises no error: without this the caches would trust a channel that hears nothing.
   */
  listenHeartbeatMs?: number;
  /** A PGlite database already loaded, e.g. a copy of a migrated template in tests. */
  pglite?: PGlite;
}

const MIGRATION_LOCK_ID = 72_010_001;
const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

function openPostgres(url: string, options: OpenDatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
  });
  // Without a listener, node-postgres throws from an idle client when the server restarts (pitfall 7).
  pool.on('error', (error) => options.onPoolError?.(error));
  // The pool listens to its idle clients only. A checked-out client (a transaction between two of its
  // queries) that loses its connection emits 'error' with nobody listening, which ends the process; its
  // next query fails instead (and the pool drops it on release), so this listener only has to exist.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      return { rows: result.rows as unknown[] };
    },
    listen: (channel, handlers) =>
      listenOnServer(url, channel, handlers, {
        onError: options.onPoolError,
        heartbeatMs: options.listenHeartbeatMs ?? DEFAULT_LISTEN_HEARTBEAT_MS,
      }),
    async migrate() {
      // Several instances may start at once: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const inMemory = !options.dataDir || options.dataDir.startsWith('memory://');
  const unlock = inMemory || options.pglite ? () => undefined : lockDataDir(options.dataDir!);
  let client: PGlite;
  try {
    client = options.pglite ?? (inMemory ? new PGlite() : new PGlite(options.dataDir));
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    executeSql: async (text, values) => {
      if (!values || values.length === 0) {
        // Several statements in one string cannot be a prepared statement.
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
    // One process owns a PGlite database, so its notifications never get lost on the way.
    listen: async (channel, handlers) => client.listen(channel, (payload) => handlers.onNotify(payload)),
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];
const DEFAULT_LISTEN_HEARTBEAT_MS = 15_000;
const MAX_HEARTBEAT_WAIT_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others), opened again with
 * back-off whenever it is lost, such as when the server restarts. A heartbeat finds a connection lost
 * without an error. Never throws after the first connect.
 */
async function listenOnServer(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  { onError, heartbeatMs }: { onError: ((error: Error) => void) | undefined; heartbeatMs: number },
): Promise<() => Promise<void>> {
  const quotedChannel = `"${channel.replaceAll('"', '""')}"`;
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError?.(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${quotedChannel}`);
    client = next;
  };

  const lost = (which: pg.Client) => {
    if (stopped || client !== which) return;
    client = undefined;
    which.removeAllListeners('notification');
    void which.end().catch(() => undefined);
    handlers.onLost?.();
    retry();
  };

  const retry = () => {
    if (stopped || timer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          attempt = 0;
          handlers.onReconnect?.();
        },
        (error: unknown) => {
          onError?.(error instanceof Error ? error : new Error(String(error)));
          retry();
        },
      );
    }, delay);
    timer.unref();
  };

  await connect();

  // One probe at a time; an answer later than the wait means the connection is as good as gone.
  const waitMs = Math.min(heartbeatMs, MAX_HEARTBEAT_WAIT_MS);
  let probing = false;
  const heartbeat = setInterval(() => {
    const current = client;
    if (!current || probing) return;
    probing = true;
    let wait: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      wait = setTimeout(
        () => reject(new Error(`LISTEN ${channel}: no answer to the heartbeat within ${waitMs} ms`)),
        waitMs,
      );
    });
    Promise.race([current.query('select 1'), late])
      .catch((error: unknown) => {
        onError?.(error instanceof Error ? error : new Error(String(error)));
        lost(current);
      })
      .finally(() => {
        clearTimeout(wait);
        probing = false;
      });
  }, heartbeatMs);
  heartbeat.unref();

  return async () => {
    stopped = true;
    clearInterval(heartbeat);
    if (timer) clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
