import type PgBoss from 'pg-boss';
import { addDays } from '@patrocina/domain';
import type { AppContext } from '../context';
import { deleteOldDayKeys, ensureDownloadPartitions, rollUpDownloadDays } from '../modules/measurement';
import { schedulePeriodicWork } from './queue';

export const MEASUREMENT_ROLLUP_QUEUE = 'measurement-rollup';
/** Every 5 minutes: today's and yesterday's figures (yesterday's last minutes land after midnight). */
export const MEASUREMENT_ROLLUP_CRON = '*/5 * * * *';
export const MEASUREMENT_DAILY_QUEUE = 'measurement-daily';
/** Once a day, after midnight in Madrid (the cron runs in UTC): partitions ahead and old day keys out. */
export const MEASUREMENT_DAILY_CRON = '20 1 * * *';

type MeasurementDeps = Pick<AppContext, 'db' | 'log' | 'clock'>;

/** The daily roll-ups of `downloads` (what every figure reads) on the business clock's Madrid days. */
export async function rollUpRecentDownloads(deps: MeasurementDeps): Promise<void> {
  const today = deps.clock.today();
  await rollUpDownloadDays(deps.db, [addDays(today, -1), today]);
}

/** This month and the next two have their partition; the hash keys of days before yesterday go. */
export async function runMeasurementDailyWork(deps: MeasurementDeps): Promise<void> {
  const today = deps.clock.today();
  await ensureDownloadPartitions(deps.db, today, 3);
  const deleted = await deleteOldDayKeys(deps.db, addDays(today, -1));
  if (deleted > 0) deps.log.info({ deleted }, 'measurement day keys deleted');
}

/** Measurement's periodic work (issue 21, docs/decisions/0026). */
export async function startMeasurementWork(boss: PgBoss, deps: MeasurementDeps): Promise<void> {
  await schedulePeriodicWork(boss, { queue: MEASUREMENT_ROLLUP_QUEUE, cron: MEASUREMENT_ROLLUP_CRON }, deps.log, () =>
    rollUpRecentDownloads(deps),
  );
  await schedulePeriodicWork(boss, { queue: MEASUREMENT_DAILY_QUEUE, cron: MEASUREMENT_DAILY_CRON }, deps.log, () =>
    runMeasurementDailyWork(deps),
  );
}
