import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { startCampaignTick } from './jobs/campaign-tick';
import { startChatDigest } from './jobs/chat-digest';
import { startPayoutWork } from './jobs/payout-work';
import { startAiringProofs } from './jobs/airing-proof';
import { startMeasurementWork } from './jobs/measurement';
import { startFeedRefresh } from './jobs/feed-refresh';
import { startMailDelivery, type MailDispatcher } from './jobs/mail-delivery';
import type { AiringDispatcher } from './context';
import { startQueue } from './jobs/queue';
import { startVerifactuSending } from './jobs/verifactu-send';
import { createVerifactuSender } from './modules/billing';
import { createClock } from './lib/clock';
import { endConnectionsOnClose } from './lib/close-connections';
import { serializeError } from './lib/log-options';
import { createSmtpTransport } from './mail/transport';
import { createStorage } from './storage';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.resolve(config.DATA_DIR),
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    onPoolError: (error) => console.warn(`[database] pool error, reconnecting on next use: ${error.message}`),
  });
  await database.migrate();

  const storage = createStorage(config);
  const demoAccounts = config.seedDemo ? await seedDemoData(database.db, { config, storage }) : [];

  const mailHolder: { dispatcher?: MailDispatcher } = {};
  const mail: MailDispatcher = { dispatch: (ids) => mailHolder.dispatcher?.dispatch(ids) ?? Promise.resolve() };
  const airingHolder: { dispatcher?: AiringDispatcher } = {};
  const airing: AiringDispatcher = {
    dispatch: (actionId) => airingHolder.dispatcher?.dispatch(actionId) ?? Promise.resolve(),
  };
  const clock = createClock();
  const app = await buildApp({
    config,
    db: database.db,
    mail,
    storage,
    serveWebApp: true,
    clock,
    listen: database.listen,
    airing,
  });
  app.log.info(
    `uploads in ${config.s3 ? `the S3 bucket ${config.s3.bucket}` : config.filesDir}; rate limits counted in ${config.REDIS_URL ? 'Redis' : 'the database'}`,
  );
  if (config.CLOCK_CONTROL)
    app.log.warn('CLOCK_CONTROL is on: admins can move the business clock. Never on a real deployment.');

  endConnectionsOnClose(app);
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const elapsed = Math.round(performance.now() - startedAt);
  app.log.info(
    `${config.PRODUCT_NAME} ready in ${elapsed} ms on ${address} (${database.kind}); public address ${config.PUBLIC_URL}`,
  );

  // The queue starts once the app answers: e-mails written meanwhile wait in the outbox for it.
  const jobs = (async () => {
    const boss = config.JOBS ? await startQueue({ executeSql: database.executeSql }) : undefined;
    boss?.on('error', (error: Error) => app.log.error({ err: error }, 'job queue error'));
    if (boss) await startFeedRefresh(boss, { config, db: database.db, log: app.log, storage });
    if (boss) await startCampaignTick(boss, { config, db: database.db, mail, log: app.log, clock });
    if (boss) await startChatDigest(boss, { config, db: database.db, mail, log: app.log, clock });
    if (boss)
      airingHolder.dispatcher = await startAiringProofs(boss, {
        config,
        db: database.db,
        log: app.log,
        clock,
        storage,
      });
    if (boss) await startMeasurementWork(boss, { db: database.db, log: app.log, clock });
    if (boss) await startPayoutWork(boss, { config, db: database.db, mail, log: app.log, clock, storage });
    const verifactu = createVerifactuSender(config);
    if (boss && verifactu.kind === 'http')
      await startVerifactuSending(boss, { config, db: database.db, log: app.log, sender: verifactu });
    else app.log.info('VERIFACTU_URL not set: invoice records are kept and not sent to the tax agency');
    const transport = config.SMTP_URL
      ? createSmtpTransport(
          config.SMTP_URL,
          config.MAIL_FROM ?? `"${config.PRODUCT_NAME}" <no-reply@${new URL(config.PUBLIC_URL).hostname}>`,
          config.PUBLIC_URL,
        )
      : undefined;
    if (boss && transport) {
      mailHolder.dispatcher = await startMailDelivery({
        boss,
        db: database.db,
        transport,
        log: app.log,
        retryLimit: config.MAIL_RETRY_LIMIT,
        retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
      });
    } else {
      const why = transport ? 'JOBS=0' : 'SMTP_URL not set';
      app.log.info(`${why}: e-mails stay in the outbox (mail_outbox) without being sent`);
    }
    if (boss) app.log.info('job queue started');
    return { boss, transport };
  })();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining requests`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 15 s: exiting without closing the rest');
      process.exit(1);
    }, 15_000);
    force.unref();
    let exitCode = 0;
    try {
      // Resolves once every connection has ended and every request still at work (its client gone)
      // has finished (lib/requests-in-flight.ts), so nothing that answers requests can still need the pool.
      await app.close();
      app.log.info('requests drained');
      // A signal that came while the jobs were starting waits for them, so that they stop cleanly.
      const { boss, transport } = await jobs;
      if (boss) {
        await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
        app.log.info('job queue stopped');
      }
      transport?.close();
      await database.close();
      app.log.info('database closed');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await jobs;
  if (demoAccounts.length > 0) {
    const lines = demoAccounts.map((a) => `  ${a.role.padEnd(18)} ${a.email.padEnd(28)} ${a.password}`);
    console.log(`\nDemo accounts (loaded on an empty database):\n${lines.join('\n')}\n`);
  }
}

main().catch((error: unknown) => {
  // A failed migration or seed is a failed query too: its parameters stay out of the output.
  const shown = error instanceof Error ? serializeError(error) : undefined;
  console.error(shown ? shown.message : error);
  if (shown && error instanceof Error && error.name !== 'DataDirLockedError') console.error(shown.stack);
  process.exit(1);
});
