import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { RenderedMail } from './templates';

/** Writes an e-mail to the outbox with the caller's executor, inside the caller's transaction. */
export async function queueMail(executor: Executor, to: string, mail: RenderedMail): Promise<string> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      template: mail.template,
      toAddress: to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      inlineImages: mail.images ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** A claim older than this is taken to belong to a process that died while sending. */
const STALE_CLAIM_MINUTES = 10;

/**
 * Takes one message for delivery. Only one worker can hold it, so a message is never sent twice by
 * two workers; the claim is a status change, not a held transaction, because PGlite has one
 * connection and must not wait on an SMTP server.
 */
export async function claimMail(executor: Executor, id: string) {
  const [row] = await executor
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, claimedAt: sql`now()` })
    .where(
      and(
        eq(mailOutbox.id, id),
        or(
          eq(mailOutbox.status, 'pending'),
          and(
            eq(mailOutbox.status, 'sending'),
            lt(mailOutbox.claimedAt, sql`now() - make_interval(mins => ${STALE_CLAIM_MINUTES})`),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

export async function markMailSent(executor: Executor, id: string): Promise<void> {
  await executor
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(executor: Executor, id: string, error: string, final: boolean): Promise<void> {
  await executor
    .update(mailOutbox)
    .set({ status: final ? 'failed' : 'pending', lastError: error.slice(0, 1000) })
    .where(eq(mailOutbox.id, id));
}

export async function listPendingMailIds(executor: Executor, limit = 500): Promise<string[]> {
  const rows = await executor
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending']))
    .orderBy(mailOutbox.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface OutboxDeps {
  db: Database;
  mail: { dispatch(ids: string[]): Promise<void> };
  log: { warn(obj: object, msg: string): void };
}

export type QueueMailFn = (to: string, mail: RenderedMail) => Promise<void>;

/**
 * Runs `work` in one transaction with a function that writes e-mails to the outbox inside it; once
 * the transaction has committed, asks for their delivery. If that ask fails the minute sweep finds
 * the rows, so the request does not fail for it.
 */
export async function withOutbox<T>(
  deps: OutboxDeps,
  work: (tx: Transaction, queue: QueueMailFn) => Promise<T>,
): Promise<T> {
  const queued: string[] = [];
  const result = await deps.db.transaction((tx) =>
    work(tx, async (to, mail) => {
      queued.push(await queueMail(tx, to, mail));
    }),
  );
  if (queued.length > 0) {
    await deps.mail
      .dispatch(queued)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'mail dispatch failed; the sweep will retry'));
  }
  return result;
}
