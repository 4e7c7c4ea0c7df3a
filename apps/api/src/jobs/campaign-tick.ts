import type PgBoss from 'pg-boss';
import { runCampaignTick, type RunDeps } from '../modules/actions';
import { schedulePeriodicWork } from './queue';

export const CAMPAIGN_TICK_QUEUE = 'campaign-tick';
/** Every ten minutes: overdue actions and listens reminders are caught within minutes of their day. */
export const CAMPAIGN_TICK_CRON = '*/10 * * * *';

/**
 * Drives running campaigns by the calendar (issue 7); the work itself is runCampaignTick, idempotent,
 * which tests call directly.
 */
export async function startCampaignTick(boss: PgBoss, deps: RunDeps): Promise<void> {
  await schedulePeriodicWork(boss, { queue: CAMPAIGN_TICK_QUEUE, cron: CAMPAIGN_TICK_CRON }, deps.log, async () => {
    const { overdue, reminded } = await runCampaignTick(deps);
    if (overdue + reminded > 0)
      deps.log.info({ overdue, reminded }, 'running campaigns: overdue actions and listens reminders sent');
  });
}
