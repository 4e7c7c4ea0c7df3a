import type PgBoss from 'pg-boss';
import type { AppContext } from '../context';
import { releaseDueEarnings, runScheduledPayout } from '../modules/billing';
import { schedulePeriodicWork } from './queue';

export const PAYOUT_WORK_QUEUE = 'payout-work';
/** Every ten minutes: held earnings leave escrow on their day, and the weekly run starts within minutes of its hour. */
export const PAYOUT_WORK_CRON = '*/10 * * * *';

/**
 * Money out by the calendar (issue 19): the release of held earnings whose hold has passed, then the
 * weekly payout run when its weekday and hour (Madrid, business clock) have come. Both idempotent;
 * tests call them directly.
 */
export async function startPayoutWork(
  boss: PgBoss,
  deps: Pick<AppContext, 'config' | 'db' | 'mail' | 'log' | 'clock' | 'storage'>,
): Promise<void> {
  await schedulePeriodicWork(boss, { queue: PAYOUT_WORK_QUEUE, cron: PAYOUT_WORK_CRON }, deps.log, async () => {
    const released = await releaseDueEarnings(deps);
    if (released > 0) deps.log.info({ released }, 'escrow: earnings released');
    await runScheduledPayout(deps);
  });
}
