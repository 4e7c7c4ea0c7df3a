import type PgBoss from 'pg-boss';
import { refreshStaleFeeds, type FeedDeps } from '../modules/podcasts';
import { schedulePeriodicWork } from './queue';

export const FEED_REFRESH_QUEUE = 'podcast-feed-refresh';
/** Every ten minutes, one batch (FEED_REFRESH_BATCH) of the feeds that are due. */
export const FEED_REFRESH_CRON = '*/10 * * * *';

/**
 * Keeps the episodes of owned podcasts fresh, one batch at a time; the work itself is
 * refreshStaleFeeds, which tests call directly.
 */
export async function startFeedRefresh(boss: PgBoss, deps: FeedDeps): Promise<void> {
  await schedulePeriodicWork(boss, { queue: FEED_REFRESH_QUEUE, cron: FEED_REFRESH_CRON }, deps.log, async () => {
    const { refreshed, failed } = await refreshStaleFeeds(deps);
    if (refreshed + failed > 0) deps.log.info({ refreshed, failed }, 'feeds refreshed');
  });
}
