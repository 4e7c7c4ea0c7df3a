import { sql } from 'drizzle-orm';
import type { Readiness } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { hasPendingMigrations } from '../../db/migration-state';

/**
 * How long a readiness check waits for the database. A server that accepted the connection and then
 * went silent would otherwise hold the probe until the pool's own connection timeout, or forever on
 * a connection already open; the load balancer should hear "not ready" well before its probe gives up.
 */
export const READINESS_TIMEOUT_MS = 2_000;

class ReadinessTimeout extends Error {
  constructor() {
    super(`the database did not answer within ${READINESS_TIMEOUT_MS} ms`);
  }
}

function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ReadinessTimeout()), timeoutMs);
  });
  // The query may still fail after the timeout has answered: nobody is waiting for it any more.
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface ReadinessResult {
  ready: boolean;
  answer: Readiness;
  /** Why the database counts as unreachable, for the log. */
  error?: unknown;
}

/**
 * The readiness check: the database answers, and every migration of this build (`newestMigration`,
 * read from the journal at start-up) is applied. Once seen applied they stay applied, so from then on
 * each check is one `select 1`.
 */
export function createReadinessCheck(
  db: Executor,
  newestMigration: number,
  timeoutMs = READINESS_TIMEOUT_MS,
): () => Promise<ReadinessResult> {
  let migrationsApplied = false;
  return async () => {
    try {
      if (migrationsApplied) await withinTimeout(db.execute(sql`select 1`), timeoutMs);
      else migrationsApplied = !(await withinTimeout(hasPendingMigrations(db, newestMigration), timeoutMs));
    } catch (error) {
      const migrations = migrationsApplied ? 'ok' : 'unknown';
      return { ready: false, answer: { status: 'not-ready', database: 'unreachable', migrations }, error };
    }
    const migrations = migrationsApplied ? 'ok' : 'pending';
    return {
      ready: migrationsApplied,
      answer: { status: migrationsApplied ? 'ready' : 'not-ready', database: 'ok', migrations },
    };
  };
}
