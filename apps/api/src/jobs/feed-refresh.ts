import type PgBoss from 'pg-boss';
import { refreshStaleFeeds, type FeedDeps } from '../modules/podcasts';
import { loggedWork } from './queue';

export const FEED_REFRESH_QUEUE = 'podcast-feed-refresh';
/** Every ten minutes, one batch (FEED_REFRESH_BATCH) of the feeds that are due. */
export const FEED_REFRESH_CRON = '*/10 * * * *';

/**
 * Keeps the episodes of owned podcasts fresh: a singleton queue (one batch at a time) scheduled
 * every ten minutes; the work itself is refreshStaleFeeds, which tests call directly.
 */
export async function startFeedRefresh(boss: PgBoss, deps: FeedDeps): Promise<void> {
  await boss.createQueue(FEED_REFRESH_QUEUE, { name: FEED_REFRESH_QUEUE, policy: 'singleton', retryLimit: 0 });
  await boss.work(
    FEED_REFRESH_QUEUE,
    loggedWork(FEED_REFRESH_QUEUE, deps.log, async () => {
      const { refreshed, failed } = await refreshStaleFeeds(deps);
      if (refreshed + failed > 0) deps.log.info({ refreshed, failed }, 'feeds refreshed');
    }),
  );
  await boss.schedule(FEED_REFRESH_QUEUE, FEED_REFRESH_CRON);
}
