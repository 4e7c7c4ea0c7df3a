/**
 * The real API in its own process, for measure.ts: buildApp() with TRUST_PROXY=1 (the bench names each
 * listener's address in X-Forwarded-For), its own business clock, no job queue, no web app. Over IPC
 * the parent asks it for a podcast, to move its clock to a day, and for the downloads counted (after a
 * flush and a roll-up). It stops when the parent leaves or sends SIGTERM; measure.ts also kills it -9.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client';
import { downloadDays, downloads, podcasts } from '../../apps/api/src/db/schema';
import { createClock } from '../../apps/api/src/lib/clock';
import { ensureDownloadPartitions, rollUpDownloadDays } from '../../apps/api/src/modules/measurement';
import { childServerConfig, reportStartFailure, serveForParent } from './child-server';
import type { MeasureChildMessage, MeasureParentMessage } from './protocol';

function send(message: MeasureChildMessage): void {
  if (process.connected) process.send?.(message);
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const dataDir = process.env.BENCH_DATA_DIR || undefined;
  const config = childServerConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    MEASUREMENT_FLUSH_MS: process.env.MEASUREMENT_FLUSH_MS,
  });
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    onPoolError: (error) => console.warn(`[measure-server] pool error: ${error.message}`),
  });
  await database.migrate();
  const { db } = database;
  const clock = createClock();
  await ensureDownloadPartitions(db, clock.today(), 3);

  const app = await buildApp({ config, db, clock, logger: { level: 'warn' }, serveWebApp: false });

  process.on('message', (message: MeasureParentMessage) => {
    void (async () => {
      if (message.type === 'podcast') {
        const title = `Bench ${randomBytes(4).toString('hex')}`;
        const [podcast] = await db
          .insert(podcasts)
          .values({ title, slug: title.toLowerCase().replace(' ', '-'), categories: ['Technology'] })
          .returning({ id: podcasts.id, key: podcasts.measurementKey });
        send({ type: 'podcast', id: podcast!.id, key: podcast!.key });
      } else if (message.type === 'clock') {
        await ensureDownloadPartitions(db, message.day, 1);
        clock.setOffsetMs(Date.parse(`${message.day}T12:00:00+01:00`) - Date.now());
        send({ type: 'clock', today: clock.today() });
      } else if (message.type === 'count') {
        await app.flushDownloads();
        const [rows] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(downloads)
          .where(eq(downloads.podcastId, message.podcastId));
        await rollUpDownloadDays(db, message.days);
        const [rolled] = await db
          .select({ n: sql<number>`coalesce(sum(${downloadDays.downloads}), 0)::int` })
          .from(downloadDays)
          .where(and(eq(downloadDays.podcastId, message.podcastId)));
        send({ type: 'count', rows: rows!.n, rolledUp: rolled!.n });
      }
    })().catch((error: unknown) => send({ type: 'error', message: String(error) }));
  });

  await serveForParent(app, database, { host: config.HOST, port: config.PORT, poolSize: config.DATABASE_POOL_SIZE });
}

main().catch(reportStartFailure('measure-server'));
