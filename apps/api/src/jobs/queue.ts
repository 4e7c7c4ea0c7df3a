import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/client';

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
