import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAt, openTestDatabase, testConfig } from '../../test/app';
import type { DatabaseHandle } from '../db/client';
import { CHAT_DIGEST_CRON, CHAT_DIGEST_QUEUE, startChatDigest } from './chat-digest';
import { startQueue } from './queue';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the workroom’s unread e-mail job', () => {
  it('is scheduled once on the job queue, every minute, however often the server starts', async () => {
    const deps = { config: testConfig(), db: database.db, mail: { dispatch: () => Promise.resolve() }, log: { info: () => undefined } as never, clock: clockAt('2026-12-01') };
    const boss = await startQueue({ executeSql: database.executeSql });
    try {
      await startChatDigest(boss, deps);
      await startChatDigest(boss, deps);
      const schedules = (await boss.getSchedules()).filter((schedule) => schedule.name === CHAT_DIGEST_QUEUE);
      expect(schedules.map((schedule) => schedule.cron)).toEqual([CHAT_DIGEST_CRON]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
