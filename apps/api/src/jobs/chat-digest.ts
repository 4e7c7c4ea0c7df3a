import type PgBoss from 'pg-boss';
import { sendChatDigests, type DigestDeps } from '../modules/workroom';
import { loggedWork } from './queue';

export const CHAT_DIGEST_QUEUE = 'chat-digest';
/** Every minute: a thread is e-mailed about within a minute of going quiet. */
export const CHAT_DIGEST_CRON = '* * * * *';

/**
 * E-mails members about unread workroom messages once a thread has gone quiet (issue 8): a singleton
 * queue scheduled every minute; the work is sendChatDigests, idempotent, which tests call directly.
 */
export async function startChatDigest(boss: PgBoss, deps: DigestDeps): Promise<void> {
  await boss.createQueue(CHAT_DIGEST_QUEUE, { name: CHAT_DIGEST_QUEUE, policy: 'singleton', retryLimit: 0 });
  await boss.work(
    CHAT_DIGEST_QUEUE,
    loggedWork(CHAT_DIGEST_QUEUE, deps.log, async () => {
      const sent = await sendChatDigests(deps);
      if (sent > 0) deps.log.info({ sent }, 'workroom: unread-message e-mails queued');
    }),
  );
  await boss.schedule(CHAT_DIGEST_QUEUE, CHAT_DIGEST_CRON);
}
