import type PgBoss from 'pg-boss';
import type { AiringDispatcher } from '../context';
import { runAiringProof, runDueAiringProofs, type AiringDeps } from '../modules/actions';
import { loggedWork, schedulePeriodicWork } from './queue';

export const AIRING_PROOF_QUEUE = 'airing-proof';
export const AIRING_PROOF_SWEEP_QUEUE = 'airing-proof-sweep';
/** Every minute: the retries that came due, and any record whose wake-up was lost. */
export const AIRING_PROOF_SWEEP_CRON = '* * * * *';

interface ProofJob {
  actionId: string;
}

/**
 * Proof of airing (issue 20, docs/decisions/0024) from the job queue, never inside the record's
 * request: a wake-up per recorded action, and a sweep every minute. The action's row holds the
 * state, the attempts and when the next one is due, so the retries with backoff are the sweep's.
 */
export async function startAiringProofs(boss: PgBoss, deps: AiringDeps): Promise<AiringDispatcher> {
  await boss.createQueue(AIRING_PROOF_QUEUE, { name: AIRING_PROOF_QUEUE, retryLimit: 0 });
  await boss.work<ProofJob>(
    AIRING_PROOF_QUEUE,
    { pollingIntervalSeconds: 2 },
    loggedWork(AIRING_PROOF_QUEUE, deps.log, async (jobs: PgBoss.Job<ProofJob>[]) => {
      for (const job of jobs) await runAiringProof(deps, job.data.actionId);
    }),
  );
  await schedulePeriodicWork(
    boss,
    { queue: AIRING_PROOF_SWEEP_QUEUE, cron: AIRING_PROOF_SWEEP_CRON },
    deps.log,
    async () => {
      const tried = await runDueAiringProofs(deps);
      if (tried > 0) deps.log.info({ tried }, 'proofs of airing tried');
    },
  );
  return {
    dispatch: async (actionId) => {
      await boss.send(AIRING_PROOF_QUEUE, { actionId } satisfies ProofJob);
    },
  };
}
