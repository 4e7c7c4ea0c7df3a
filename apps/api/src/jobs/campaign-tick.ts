import type PgBoss from 'pg-boss';
import { runCampaignTick, type RunDeps } from '../modules/actions';
import { loggedWork } from './queue';

export const CAMPAIGN_TICK_QUEUE = 'campaign-tick';
/** Every ten minutes: overdue actions and listens reminders are caught within minutes of their day. */
export const CAMPAIGN_TICK_CRON = '*/10 * * * *';

/**
 * Drives running campaigns by the calendar (issue 7): a singleton queue scheduled every ten minutes;
 * the work itself is runCampaignTick, idempotent, which tests call directly.
 */
export async function startCampaignTick(boss: PgBoss, deps: RunDeps): Promise<void> {
  await boss.createQueue(CAMPAIGN_TICK_QUEUE, { name: CAMPAIGN_TICK_QUEUE, policy: 'singleton', retryLimit: 0 });
  await boss.work(
    CAMPAIGN_TICK_QUEUE,
    loggedWork(CAMPAIGN_TICK_QUEUE, deps.log, async () => {
      const { overdue, reminded } = await runCampaignTick(deps);
      if (overdue + reminded > 0)
        deps.log.info({ overdue, reminded }, 'running campaigns: overdue actions and listens reminders sent');
    }),
  );
  await boss.schedule(CAMPAIGN_TICK_QUEUE, CAMPAIGN_TICK_CRON);
}
