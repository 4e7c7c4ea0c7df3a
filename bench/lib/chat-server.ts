/**
 * One API instance for chat.ts: builds the app with buildApp() and, unlike api-server.ts, hands it the
 * database's LISTEN (`listen: database.listen`) so that the live stream fans out across instances as in
 * production. It opens BENCH_DATABASE_URL (a PostgreSQL server; no PGlite: fan-out needs a server),
 * migrates (the migration takes an advisory lock, so two instances may start at once), seeds nothing,
 * and listens on a random port of 127.0.0.1. It tells its parent the port over IPC, forwards the log
 * lines worth reading (warnings, errors and the live stream's own), and stops when the parent
 * disconnects or sends SIGTERM.
 *
 * Only the HTTP app runs here: no job queue, no mail delivery, no web app.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client';
import { childServerConfig, reportStartFailure, sendToParent, serveForParent } from './child-server';

const send = sendToParent;

/** pino writes one JSON line per call; the request logs (info) are dropped here, not forwarded. */
const logStream = {
  write(line: string): void {
    let entry: { level?: number; time?: number; msg?: string; err?: { message?: string } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      return;
    }
    const level = entry.level ?? 30;
    const msg = entry.msg ?? '';
    if (level >= 40 || msg.startsWith('live stream')) {
      send({ type: 'log', at: entry.time ?? Date.now(), level, msg, error: entry.err?.message });
    }
  },
};

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');
  const config = childServerConfig({
    DATABASE_URL: databaseUrl,
    FILES_DIR: mkdtempSync(path.join(tmpdir(), 'patrocina-bench-chat-files-')),
    SEED_DEMO: '0',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'info',
  });

  const database: DatabaseHandle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    onPoolError: (error) => send({ type: 'log', at: Date.now(), level: 40, msg: 'pool error', error: error.message }),
  });
  await database.migrate();

  const app = await buildApp({
    config,
    db: database.db,
    // Info, as in production: the live stream's catch-up after a lost connection is logged at info.
    logger: { level: 'info', stream: logStream },
    serveWebApp: false,
    listen: database.listen,
  });
  await serveForParent(app, database, { host: config.HOST, port: config.PORT, poolSize: config.DATABASE_POOL_SIZE });
}

main().catch(reportStartFailure('chat-server'));
