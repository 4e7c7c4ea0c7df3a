import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignup, createTestApp, lastMailTo, openTestDatabase, type TestApp } from '../../test/app';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import { queueMail } from '../mail/outbox';
import { createSmtpTransport, type MailTransport, type OutgoingMail } from '../mail/transport';
import { startMailDelivery, type MailDispatcher } from './mail-delivery';
import { startQueue } from './queue';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that refuses its first message with a temporary error. */
async function startSmtp(failFirst: number) {
  const received: Received[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < failFirst) {
          refused += 1;
          const error = Object.assign(new Error('Buzón ocupado, prueba más tarde'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, port, received, refusals: () => refused };
}

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('e-mail delivery through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let database: DatabaseHandle;
  let boss: PgBoss;
  let transport: MailTransport;
  let dispatcher: MailDispatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp(1);
    database = await openTestDatabase();
    boss = await startQueue({ executeSql: database.executeSql, schedule: false });
    transport = createSmtpTransport(
      `smtp://127.0.0.1:${smtp.port}`,
      '"Patrocina" <no-reply@localhost>',
      'http://localhost:3000',
    );
    t = await createTestApp({ database, mail: { dispatch: (ids) => dispatcher.dispatch(ids) } });
    dispatcher = await startMailDelivery({
      boss,
      db: database.db,
      transport,
      log: t.app.log,
      retryLimit: 3,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
  });

  afterAll(async () => {
    await boss.stop({ graceful: false, wait: true, timeout: 2000 });
    transport.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await t.close();
    await database.close();
  });

  it('retries a refused delivery and sends the message once, with its outbox id as Message-ID', async () => {
    const body = buildSignup();
    const signup = await t.call('POST', '/authentication/signup', undefined, body);
    expect(signup.statusCode).toBe(201);

    const sent = await waitFor(async () => {
      const row = await lastMailTo(database, body.email);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(smtp.refusals()).toBe(1);
    expect(sent.attempts).toBe(2);
    expect(sent.sentAt).not.toBeNull();

    const delivered = smtp.received.filter((message) => message.to.includes(body.email));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toContain(`Message-ID: <${sent.id}@localhost>`);
    expect(delivered[0]!.raw).toMatch(/^Subject: .*Confirma/m);

    // Asking again for a message already sent sends nothing.
    await dispatcher.dispatch([sent.id]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((message) => message.to.includes(body.email))).toHaveLength(1);
    const [after] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(after?.attempts).toBe(2);
  });
});

describe('a burst of e-mails', () => {
  let database: DatabaseHandle;
  let boss: PgBoss;
  const sent: OutgoingMail[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    boss = await startQueue({ executeSql: database.executeSql, schedule: false });
  });

  afterAll(async () => {
    await boss.stop({ graceful: false, wait: true, timeout: 2000 });
    await database.close();
  });

  it('goes out back to back as soon as it is dispatched, not one message per poll', async () => {
    const dispatcher = await startMailDelivery({
      boss,
      db: database.db,
      transport: {
        send: (mail) => {
          sent.push(mail);
          return Promise.resolve();
        },
        close: () => undefined,
      },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger,
      retryLimit: 1,
      retryDelaySeconds: 1,
      // Polling alone would send one of these a minute: the test ends long before.
      pollingIntervalSeconds: 60,
    });
    // The worker's first fetch finds nothing and it goes to sleep.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const mail = { template: 'test', subject: `Aviso ${i}`, text: `Texto ${i}`, html: `<p>Texto ${i}</p>` };
      ids.push(await queueMail(database.db, `podcaster${i}@example.com`, mail));
    }
    await dispatcher.dispatch(ids);

    await waitFor(() => (sent.length === ids.length ? true : undefined), 15_000);
    expect(new Set(sent.map((mail) => mail.id))).toEqual(new Set(ids));
  });
});
