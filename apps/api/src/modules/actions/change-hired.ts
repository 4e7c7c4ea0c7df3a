import type { DatePeriod, HiredCampaign } from '@patrocina/domain';
import type { Transaction } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { withOutbox } from '../../mail/outbox';
import { assertRunning, hiredAfterChange, loadHired, type RunDeps } from './hired';
import { settleCampaign } from './settle';

type Hired = Awaited<ReturnType<typeof loadHired>>;

/** What a change to a hired podcast is given: the podcast locked with its campaign, the campaign's days and today. */
export interface HiredChange {
  tx: Transaction;
  hired: Hired;
  range: DatePeriod;
  today: string;
}

/**
 * One change by whoever runs a hired podcast (plan dates, record an action, report listens): made with
 * the campaign locked and still open to the command, then the campaign is settled, as the change may
 * move it on (with its e-mails), and the podcast is read again as its podcaster now sees it.
 */
export async function changeHired(
  deps: RunDeps,
  actor: Actor,
  where: { campaignId: string; podcastId?: string; actionId?: string },
  command: Parameters<typeof assertRunning>[1],
  change: (context: HiredChange) => Promise<void>,
): Promise<HiredCampaign> {
  const today = deps.clock.today();
  return withOutbox(deps, async (tx, queueMail) => {
    const hired = await loadHired(tx, actor, where, { forUpdate: true });
    const range = assertRunning(hired.campaign, command);
    await change({ tx, hired, range, today });
    await settleCampaign(tx, deps, where.campaignId, today, queueMail);
    return hiredAfterChange(tx, deps, actor, where.campaignId, hired.podcast.id);
  });
}
