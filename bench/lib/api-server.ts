/**
 * The real API in its own process, for api-baseline.ts: builds the app with buildApp(), opens the
 * database (BENCH_DATABASE_URL, or a PGlite in BENCH_DATA_DIR), migrates, seeds the demo accounts and
 * listens on a random port of 127.0.0.1. It tells its parent the port over IPC and stops when the
 * parent disconnects or sends SIGTERM.
 *
 * Only the HTTP app runs here: no job queue, no mail delivery, no web app.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/db/seed';
import { createLocalStorage } from '../../apps/api/src/storage/local-storage';
import { childServerConfig, reportStartFailure, serveForParent } from './child-server';

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const dataDir = process.env.BENCH_DATA_DIR || undefined;
  const config = childServerConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // The demo images: beside the data, or in a fresh temporary folder for an in-memory database.
    FILES_DIR: dataDir ? undefined : mkdtempSync(path.join(tmpdir(), 'patrocina-bench-files-')),
    SEED_DEMO: '1',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
  });

  const database: DatabaseHandle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    onPoolError: (error) => console.warn(`[api-server] pool error: ${error.message}`),
  });
  await database.migrate();
  const storage = createLocalStorage(config.filesDir);
  await seedDemoData(database.db, { config, storage });

  // As server.ts: the live fan-out and the read caches hear the database's notices.
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    storage,
    logger: { level: 'warn' },
    serveWebApp: false,
  });
  await serveForParent(app, database, { host: config.HOST, port: config.PORT, poolSize: config.DATABASE_POOL_SIZE });
}

main().catch(reportStartFailure('api-server'));
