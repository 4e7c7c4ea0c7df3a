import type PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { clockAt, testConfig, useTestDatabase } from '../../test/app';
import { AIRING_PROOF_SWEEP_CRON, AIRING_PROOF_SWEEP_QUEUE, startAiringProofs } from './airing-proof';
import { CAMPAIGN_TICK_CRON, CAMPAIGN_TICK_QUEUE, startCampaignTick } from './campaign-tick';
import { CHAT_DIGEST_CRON, CHAT_DIGEST_QUEUE, startChatDigest } from './chat-digest';
import { PAYOUT_WORK_CRON, PAYOUT_WORK_QUEUE, startPayoutWork } from './payout-work';
import { startQueue } from './queue';
import { startVerifactuSending, VERIFACTU_SEND_CRON, VERIFACTU_SEND_QUEUE } from './verifactu-send';
import { createVerifactuSender } from '../modules/billing';

const database = useTestDatabase();

type Deps = Parameters<typeof startCampaignTick>[1] &
  Parameters<typeof startChatDigest>[1] &
  Parameters<typeof startPayoutWork>[1] &
  Parameters<typeof startVerifactuSending>[1] &
  Parameters<typeof startAiringProofs>[1];

/**
 * The periodic jobs; the work of each is tested where it lives (actions/daily-tick.ts, workroom/digest.ts,
 * billing/payouts/payouts.test.ts).
 */
const JOBS: [string, string, string, (boss: PgBoss, deps: Deps) => Promise<void>][] = [
  ['the running campaigns’ tick, every ten minutes', CAMPAIGN_TICK_QUEUE, CAMPAIGN_TICK_CRON, startCampaignTick],
  ['the workroom’s unread e-mail, every minute', CHAT_DIGEST_QUEUE, CHAT_DIGEST_CRON, startChatDigest],
  [
    'money out (escrow release, weekly payout run), every ten minutes',
    PAYOUT_WORK_QUEUE,
    PAYOUT_WORK_CRON,
    startPayoutWork,
  ],
  ['the VERI*FACTU records’ sending, every minute', VERIFACTU_SEND_QUEUE, VERIFACTU_SEND_CRON, startVerifactuSending],
  [
    'the proofs of airing due (retries, lost wake-ups), every minute',
    AIRING_PROOF_SWEEP_QUEUE,
    AIRING_PROOF_SWEEP_CRON,
    async (boss, deps) => {
      await startAiringProofs(boss, deps);
    },
  ],
];

describe('the scheduled jobs', () => {
  it.each(JOBS)('schedule %s, once however often the server starts', async (_name, queue, cron, start) => {
    const deps = {
      config: testConfig(),
      db: database.db,
      mail: { dispatch: () => Promise.resolve() },
      log: { info: () => undefined } as never,
      clock: clockAt('2026-12-01'),
      storage: { write: () => Promise.resolve(), read: () => Promise.resolve(null), remove: () => Promise.resolve() },
      sender: createVerifactuSender(testConfig()),
    };
    const boss = await startQueue({ executeSql: database.executeSql });
    try {
      await start(boss, deps);
      await start(boss, deps);
      const schedules = (await boss.getSchedules()).filter((schedule) => schedule.name === queue);
      expect(schedules.map((schedule) => schedule.cron)).toEqual([cron]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
