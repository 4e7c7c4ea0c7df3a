import { and, eq } from 'drizzle-orm';
import {
  inGroup,
  isFinished,
  nextSubstatus,
  podcastRunStatus,
  settlingMoves,
  type ActionProgress,
} from '@patrocina/domain';
import type { Transaction } from '../../db/client';
import { campaignPodcasts, campaigns, podcasts, type CampaignRow } from '../../db/schema';
import { campaignNamesOf } from '../../mail/campaign-wording';
import type { QueueMailFn } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { campaignOwner, stampFinished, teamAddresses, transitionCampaign } from '../campaigns';
import { podcastContacts } from '../podcasts';
import { finishPickedEntries, setEntryStatus } from '../proposals';
import type { RunDeps } from './hired';
import { campaignFinishedMail, campaignStartedMail, podcasterCampaignFinishedMail, type ClosingRefund } from './mails';
import { loadProgress, progressOf } from './progress';

/**
 * Brings a running campaign up to date after any change or on the clock's tick: each picked podcast's
 * status from its actions (DOMAIN.md), then PENDING_DATES → IN_PROGRESS once every action has a date,
 * and IN_PROGRESS → FINISHED once every action is recorded with its 31-day listens. Each move is
 * e-mailed once, because the transitions themselves happen once.
 */
export async function settleCampaign(
  tx: Transaction,
  deps: Pick<RunDeps, 'config' | 'clock'>,
  campaignId: string,
  today: string,
  queueMail: QueueMailFn,
): Promise<CampaignRow> {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign || !inGroup('running', campaign.substatus)) return campaign!;
  const entries = await tx
    .select({ entry: campaignPodcasts, title: podcasts.title })
    .from(campaignPodcasts)
    .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
    .where(and(eq(campaignPodcasts.campaignId, campaignId), eq(campaignPodcasts.picked, true)));
  const progress = await loadProgress(
    tx,
    entries.map(({ entry }) => entry.id),
  );
  const allSteps: ActionProgress[] = [];
  for (const { entry } of entries) {
    const { actions, listens } = progress.get(entry.id)!;
    const steps = actions.map((action) => progressOf(action, listens.get(action.id)));
    allSteps.push(...steps);
    const status = podcastRunStatus(steps, today);
    if (status !== entry.status) await setEntryStatus(tx, entry.id, status);
  }
  let current = campaign;
  const context = mailContext(deps.config);
  const names = { ...campaignNamesOf(campaign), campaignId: campaign.id };
  const advertiserAndTeam = async () => [
    (await campaignOwner(tx, campaign)).email,
    ...(campaign.agentId ? await teamAddresses(tx, deps.config, campaign) : []),
  ];
  const moves = settlingMoves(campaign.substatus, {
    everyActionPlanned: allSteps.every((step) => step.plannedOn !== null),
    everyActionReported:
      allSteps.length > 0 && allSteps.every((step) => step.publishedOn !== null && step.reported.includes(31)),
  });
  for (const to of moves) {
    if (isFinished(to)) {
      current = await finishRunningCampaign(tx, deps, current, null, queueMail);
      continue;
    }
    current = await transitionCampaign(tx, campaignId, to);
    const plans = entries.map(({ entry, title }) => ({
      podcastTitle: title,
      days: progress
        .get(entry.id)!
        .actions.map((action) => action.plannedOn!)
        .sort(),
    }));
    for (const to of await advertiserAndTeam()) await queueMail(to, campaignStartedMail(context, { ...names, plans }));
  }
  return current;
}

/**
 * → FINISHED: by itself from IN_PROGRESS when every action is reported at 31 days, or by an admin
 * with a reason from PENDING_DATES or IN_PROGRESS. Picked podcasts end too; the advertiser (and the agent) get the report, the podcasters the
 * payment note. An admin's close says what of the unaired actions is refunded (`refund`).
 */
export async function finishRunningCampaign(
  tx: Transaction,
  deps: Pick<RunDeps, 'config' | 'clock'>,
  campaign: CampaignRow,
  reason: string | null,
  queueMail: QueueMailFn,
  refund: ClosingRefund | null = null,
): Promise<CampaignRow> {
  await transitionCampaign(tx, campaign.id, nextSubstatus('closeCampaign', campaign.substatus));
  const finished = await stampFinished(tx, campaign.id, deps.clock.now(), reason);
  const picked = await finishPickedEntries(tx, campaign.id);
  const context = mailContext(deps.config);
  const names = { ...campaignNamesOf(campaign), campaignId: campaign.id };
  const owner = await campaignOwner(tx, campaign);
  const team = campaign.agentId ? await teamAddresses(tx, deps.config, campaign) : [];
  for (const to of [owner.email, ...team])
    await queueMail(to, campaignFinishedMail(context, { ...names, reason, refund }));
  const contacts = await podcastContacts(tx, picked);
  for (const to of new Set(contacts.values())) await queueMail(to, podcasterCampaignFinishedMail(context, names));
  return finished;
}
