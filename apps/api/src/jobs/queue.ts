import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/client';
import { redactedError } from '../lib/log-options';

export interface QueueOptions {
  executeSql: ExecuteSql;
  pollingIntervalSeconds?: number;
  /** Only one process should run the cron clock and maintenance on PGlite; on a server all may. */
  schedule?: boolean;
}

/** pg-boss on the application's own database connection (PGlite or the pg pool). */
export async function startQueue(options: QueueOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values) },
    schema: 'pgboss',
    schedule: options.schedule ?? true,
    supervise: true,
  });
  await boss.start();
  return boss;
}

/**
 * A queue's work as pg-boss should run it. pg-boss logs nothing when work fails, it only writes the
 * error into the job's row: the failure is logged here, and pg-boss gets it redacted (no failed
 * query's parameters in that row either).
 */
export function loggedWork<Args extends unknown[]>(
  queue: string,
  log: FastifyBaseLogger,
  work: (...args: Args) => Promise<void>,
) {
  return async (...args: Args): Promise<void> => {
    try {
      await work(...args);
    } catch (error) {
      log.error({ err: error, queue }, 'job failed');
      throw redactedError(error);
    }
  };
}

/**
 * Runs `work` on a cron schedule in a singleton queue: one run at a time, no retries (the next tick
 * is the retry), failures logged. Calling it on every start keeps a single schedule.
 */
export async function schedulePeriodicWork(
  boss: PgBoss,
  { queue, cron }: { queue: string; cron: string },
  log: FastifyBaseLogger,
  work: () => Promise<void>,
): Promise<void> {
  await boss.createQueue(queue, { name: queue, policy: 'singleton', retryLimit: 0 });
  await boss.work(queue, loggedWork(queue, log, work));
  await boss.schedule(queue, cron);
}
