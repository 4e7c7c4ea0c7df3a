import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup';

/**
 * The real server process (apps/api/src/server.ts through tsx), for the tests of what happens on
 * SIGTERM: shutdown.test.ts and shutdown-load.test.ts.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER = path.join(ROOT, 'apps/api/src/server.ts');

export interface RunningServer {
  child: ChildProcess;
  port: number;
  lines: string[];
  /** Resolves with the first output line that matches, or rejects once the process has ended. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

const cleanups: (() => Promise<void> | void)[] = [];

/** Ends every server this file started (SIGKILL if still running) and removes its data; for afterEach. */
export async function stopServers(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/**
 * A database of its own on the PostgreSQL server when the tests run against one (DATABASE_URL, as in
 * CI's second run), copied from the migrated template and dropped by stopServers; otherwise undefined,
 * and the server uses PGlite in a fresh data folder.
 */
async function serverDatabaseUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (!url || !template) return undefined;
  const name = `patrocina_server_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return withDatabase(url, name);
}

/**
 * The real server process with the job queue on and no mail server, whatever the machine running the
 * tests has set: on PGlite in a fresh data folder, or with `onServer` and DATABASE_URL set, on a
 * throwaway database of the PostgreSQL server. `env` adds settings.
 */
export async function startServer(
  options: { onServer?: boolean; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patrocina-shutdown-'));
  const databaseUrl = options.onServer ? await serverDatabaseUrl() : undefined;
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.SMTP_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO: '0',
      JOBS: '1',
      LOG_LEVEL: 'info',
      PASSWORD_SCRYPT_LOG_N: '10',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const lines: string[] = [];
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    for (const waiter of waiters) waiter();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal, at: performance.now() });
      for (const waiter of waiters) waiter();
    });
  });

  const waitFor = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`waited ${timeoutMs} ms for ${pattern}`)), timeoutMs);
      const check = () => {
        const line = lines.find((candidate) => pattern.test(candidate));
        if (line) done(undefined, line);
        else if (child.exitCode !== null || child.signalCode !== null)
          done(new Error(`the server ended before ${pattern}`));
      };
      const done = (error?: Error, line?: string) => {
        clearTimeout(timer);
        waiters.delete(check);
        if (error) reject(new Error(`${error.message}; its output:\n${lines.join('\n')}`));
        else resolve(line!);
      };
      waiters.add(check);
      check();
    });

  const ready = await waitFor(/ready in \d+ ms on http:\/\/127\.0\.0\.1:(\d+)/);
  const port = Number(/127\.0\.0\.1:(\d+)/.exec(ready)![1]);
  return { child, port, lines, waitFor, exited };
}
