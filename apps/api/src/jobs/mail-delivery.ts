import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { claimMail, listPendingMailIds, markMailFailed, markMailSent } from '../mail/outbox';
import type { MailTransport } from '../mail/transport';
import { redactedError } from '../lib/log-options';
import { loggedWork } from './queue';

export const MAIL_DELIVER_QUEUE = 'mail-deliver';
export const MAIL_SWEEP_QUEUE = 'mail-sweep';

interface DeliverJob {
  outboxId: string;
}

export interface MailDeliveryOptions {
  boss: PgBoss;
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  retryLimit: number;
  retryDelaySeconds: number;
  pollingIntervalSeconds?: number;
}

export interface MailDispatcher {
  /** Asks for delivery of outbox rows already committed. Safe to call twice for the same id. */
  dispatch(ids: string[]): Promise<void>;
}

/**
 * Delivery of the outbox: one job per message, retried with exponential backoff by pg-boss. A sweep
 * every minute picks up rows whose job was never sent (a crash between commit and dispatch).
 *
 * The worker polls every `pollingIntervalSeconds` only while the queue is idle: a dispatch wakes it,
 * and after each job it fetches the next at once, so a burst (a payout run e-mailing every podcaster)
 * drains back to back instead of one message per poll.
 */
export async function startMailDelivery(options: MailDeliveryOptions): Promise<MailDispatcher> {
  const { boss, db, transport, log } = options;
  await boss.createQueue(MAIL_DELIVER_QUEUE, {
    name: MAIL_DELIVER_QUEUE,
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
  });
  await boss.createQueue(MAIL_SWEEP_QUEUE, { name: MAIL_SWEEP_QUEUE, policy: 'singleton' });

  /** Skips the worker's pause before its next fetch. */
  const wake = () => void worker.then((id) => boss.notifyWorker(id));

  const workOptions = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true as const };
  const worker = boss.work<DeliverJob>(MAIL_DELIVER_QUEUE, workOptions, async (jobs) => {
    // The next message goes out right after this one, whether this one is sent or fails into its retry delay.
    if (jobs.length > 0) wake();
    for (const job of jobs) {
      const message = await claimMail(db, job.data.outboxId);
      if (!message) continue; // sent already, or another worker holds it
      try {
        await transport.send({
          id: message.id,
          to: message.toAddress,
          subject: message.subject,
          text: message.text,
          html: message.html,
          images: message.inlineImages,
        });
        await markMailSent(db, message.id);
        log.info({ outboxId: message.id, template: message.template }, 'mail sent');
      } catch (error) {
        const final = job.retryCount >= job.retryLimit;
        const redacted = redactedError(error);
        await markMailFailed(db, message.id, redacted.message, final);
        log.warn({ outboxId: message.id, attempt: job.retryCount + 1, final, err: error }, 'mail delivery failed');
        throw redacted; // pg-boss schedules the retry
      }
    }
  });

  await worker;

  const dispatch = async (ids: string[]) => {
    for (const outboxId of ids) {
      // singletonKey: a message already queued or waiting for a retry is not queued again.
      await boss.send(MAIL_DELIVER_QUEUE, { outboxId } satisfies DeliverJob, {
        singletonKey: outboxId,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
      });
    }
    if (ids.length > 0) wake();
  };

  await boss.work(
    MAIL_SWEEP_QUEUE,
    loggedWork(MAIL_SWEEP_QUEUE, log, async () => {
      await dispatch(await listPendingMailIds(db));
    }),
  );
  await boss.schedule(MAIL_SWEEP_QUEUE, '* * * * *');

  return { dispatch };
}
