import type PgBoss from 'pg-boss';
import { sendChatDigests, type DigestDeps } from '../modules/workroom';
import { schedulePeriodicWork } from './queue';

export const CHAT_DIGEST_QUEUE = 'chat-digest';
/** Every minute: a thread is e-mailed about within a minute of going quiet. */
export const CHAT_DIGEST_CRON = '* * * * *';

/**
 * E-mails members about unread workroom messages once a thread has gone quiet (issue 8); the work is
 * sendChatDigests, idempotent, which tests call directly.
 */
export async function startChatDigest(boss: PgBoss, deps: DigestDeps): Promise<void> {
  await schedulePeriodicWork(boss, { queue: CHAT_DIGEST_QUEUE, cron: CHAT_DIGEST_CRON }, deps.log, async () => {
    const sent = await sendChatDigests(deps);
    if (sent > 0) deps.log.info({ sent }, 'workroom: unread-message e-mails queued');
  });
}
