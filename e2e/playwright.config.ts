import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the real built app: `node apps/api/dist/server.js` (web app and API on one
 * port) on a fresh embedded database with the demo data, driven by Debian's Chromium.
 * Run through `npm run test:e2e`, which builds first. With E2E_BASE_URL set, the journeys run against
 * that address and no server is started (and the journeys that read e-mails are skipped); E2E_PORT
 * picks the local server's port (default 3100).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
// E2E_PORT lets two worktrees on one machine run their journeys at the same time.
const PORT = Number(process.env.E2E_PORT || 3100);
const LOCAL_URL = `http://127.0.0.1:${PORT}`;
const externalUrl = process.env.E2E_BASE_URL;

// This file is loaded again in every worker process: keep the one folder chosen by the first load
// (scripts/e2e.mjs chooses it, and removes it afterwards).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'patrocina-e2e-')));

// The local app sends its e-mails to a catcher on this port (support/global-setup.ts), which writes
// them to E2E_MAIL_DIR for the journeys (support/mailbox.ts). E2E_SMTP_PORT moves it, like E2E_PORT.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || PORT + 10_000);
if (!externalUrl) {
  process.env.E2E_SMTP_PORT = String(SMTP_PORT);
  process.env.E2E_MAIL_DIR ??= path.join(dataDir, 'mail');
}

export default defineConfig({
  testDir: '.',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  reporter: 'list',
  globalSetup: './support/global-setup.ts',
  timeout: 30_000,
  // The app, its database and the browser share CI's two cores: a page can take a few seconds to show
  // under load. A missing element fails in 10 s, and a click on one that never appears in 30 s (not when
  // the journey's own, longer, time runs out).
  expect: { timeout: 10_000 },
  use: {
    actionTimeout: 30_000,
    baseURL: externalUrl ?? LOCAL_URL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium (STACK.md pitfall 8); scripts/e2e.mjs passes another one found on PATH.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: externalUrl
    ? undefined
    : {
        command: `${JSON.stringify(process.execPath)} apps/api/dist/server.js`,
        cwd: ROOT,
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          // Always a fresh embedded database, whatever the shell exports.
          DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
          DATA_DIR: path.join(dataDir, 'db'),
          // Real delivery through the outbox and the job queue, to the catcher: nothing leaves the machine.
          SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
          MAIL_RETRY_DELAY_SECONDS: '1',
          SEED_DEMO: '1',
          // The podcasts journey serves its feed from 127.0.0.1, which production refuses by default.
          FEED_ALLOW_PRIVATE_HOSTS: '1',
          // The running-campaign journey moves the business clock through a month (docs/decisions/0009).
          CLOCK_CONTROL: '1',
          // The weekly payout run starts itself whenever it is due, and moving the clock runs it at once;
          // Sunday at 23:00 keeps it out of the way, so the money journey starts its run with «Lanzar pago
          // ahora» as an admin would. PAYOUT_HOLD_DAYS stays at its default, 7 (money.spec.ts counts on it).
          PAYOUT_RUN_WEEKDAY: '7',
          PAYOUT_RUN_HOUR: '23',
          NODE_ENV: 'production',
          PUBLIC_URL: LOCAL_URL,
          LOG_LEVEL: 'warn',
        },
        url: `${LOCAL_URL}/api/v1/sys/health`,
        timeout: 60_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        // SIGTERM lets the server drain and release its data folder; Playwright kills it after 10 s.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
