import type PgBoss from 'pg-boss';
import { sendPendingRecords, type SendDeps } from '../modules/billing';
import { schedulePeriodicWork } from './queue';

export const VERIFACTU_SEND_QUEUE = 'verifactu-send';
/** Every minute: a record reaches the tax agency within a minute or two of its invoice's commit. */
export const VERIFACTU_SEND_CRON = '* * * * *';

/**
 * Sends invoice records to the tax agency's VERI*FACTU service (issue 19) from the job queue, so never
 * inside an invoice's transaction. Started only when VERIFACTU_URL is set; the work itself is
 * sendPendingRecords, which tests call directly.
 */
export async function startVerifactuSending(boss: PgBoss, deps: SendDeps): Promise<void> {
  await schedulePeriodicWork(boss, { queue: VERIFACTU_SEND_QUEUE, cron: VERIFACTU_SEND_CRON }, deps.log, async () => {
    const { sent, rejected, waiting } = await sendPendingRecords(deps);
    if (sent + rejected + waiting > 0) deps.log.info({ sent, rejected, waiting }, 'VERI*FACTU records sent');
  });
}
