import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAt, openTestDatabase, testConfig } from '../../test/app';
import type { DatabaseHandle } from '../db/client';
import { CAMPAIGN_TICK_CRON, CAMPAIGN_TICK_QUEUE, startCampaignTick } from './campaign-tick';
import { startQueue } from './queue';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the running campaigns’ tick', () => {
  it('is scheduled once on the job queue, every ten minutes, however often the server starts', async () => {
    const deps = { config: testConfig(), db: database.db, mail: { dispatch: () => Promise.resolve() }, log: { info: () => undefined } as never, clock: clockAt('2026-12-01') };
    const boss = await startQueue({ executeSql: database.executeSql });
    try {
      await startCampaignTick(boss, deps);
      await startCampaignTick(boss, deps);
      const schedules = (await boss.getSchedules()).filter((schedule) => schedule.name === CAMPAIGN_TICK_QUEUE);
      expect(schedules.map((schedule) => schedule.cron)).toEqual([CAMPAIGN_TICK_CRON]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
