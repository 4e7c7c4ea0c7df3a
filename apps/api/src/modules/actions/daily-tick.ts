import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { checkCommand, dueMilestones, SUBSTATUS_GROUPS, type ListenMilestone } from '@patrocina/domain';
import {
  actionListens,
  actionReminders,
  campaignActions,
  campaigns,
  podcasts,
  type CampaignActionRow,
} from '../../db/schema';
import type { Executor } from '../../db/client';
import { campaignNamesOf } from '../../mail/campaign-wording';
import { withOutbox, type QueueMailFn } from '../../mail/outbox';
import { mailContext, type RenderedMail } from '../../mail/templates';
import { podcastContacts } from '../podcasts';
import type { RunDeps } from './hired';
import { MILESTONE_WINDOWS, milestoneDue } from './listens-due';
import { actionOverdueMail, listensDueMail } from './mails';
import { approveOverdueReads } from './read-tick';
import { settleCampaign } from './settle';

/** How many actions one tick looks at, so a backlog is worked through in steps, never in one long transaction. */
const TICK_BATCH = 500;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** E-mails whoever answers for the podcast now, if anyone: its representative while it is managed, else its owner. */
async function mailPodcastContact(tx: Executor, queueMail: QueueMailFn, podcastId: string, mail: RenderedMail) {
  const to = (await podcastContacts(tx, [podcastId])).get(podcastId);
  if (to) await queueMail(to, mail);
}

/** Actions of running campaigns that meet `condition`, with what their e-mails name: campaign and podcast. */
function runningActions(db: Executor, condition: SQL | undefined) {
  return db
    .select({
      action: campaignActions,
      campaign: { id: campaigns.id, brand: campaigns.brand, name: campaigns.name },
      podcastTitle: podcasts.title,
    })
    .from(campaignActions)
    .innerJoin(campaigns, eq(campaigns.id, campaignActions.campaignId))
    .innerJoin(podcasts, eq(podcasts.id, campaignActions.podcastId))
    .where(and(inArray(campaigns.substatus, [...SUBSTATUS_GROUPS.running]), condition));
}

/**
 * The scheduled side of running campaigns (issue 7), idempotent by construction: what was done is
 * written down in the same transaction as its e-mail (`expiry_notice_at`, `action_reminders`), so a
 * second run, a retried job or a restart sends nothing twice, and a missed run is caught up by the next.
 *
 * - An action whose day passed without its episode becomes EXPIRED_ACTION, and its podcaster is told once
 *   (not while the campaign is paused: nothing can be recorded then).
 * - A read left without an answer past its last working day counts as approved (read-tick.ts).
 * - Each listens milestone open and not reported is reminded once per action, one e-mail per podcast
 *   (paused or not: what aired can always be reported).
 */
export async function runCampaignTick(deps: RunDeps): Promise<{ overdue: number; reminded: number }> {
  const today = deps.clock.today();
  const context = mailContext(deps.config);
  // Reads first: an action due today may air once its read counts as approved.
  await approveOverdueReads(deps);
  let overdue = 0;
  let reminded = 0;

  const late = await runningActions(
    deps.db,
    and(
      isNull(campaignActions.recordedAt),
      isNull(campaignActions.expiryNoticeAt),
      lt(campaignActions.plannedOn, today),
      isNull(campaigns.pausedAt),
    ),
  ).limit(TICK_BATCH);
  for (const group of groupBy(late, (row) => row.action.campaignPodcastId).values()) {
    const { campaign, podcastTitle, action: first } = group[0]!;
    const about = { ...campaignNamesOf(campaign), campaignId: campaign.id, podcastTitle };
    overdue += await withOutbox(deps, async (tx, queueMail) => {
      // The campaign first, as every podcaster's change locks it: the tick and a record never interleave;
      // then everything checked again, since the podcaster may have moved a date or the team paused it.
      const [locked] = await tx.select().from(campaigns).where(eq(campaigns.id, campaign.id)).for('update');
      if (
        !locked ||
        checkCommand('noticeOverdueActions', { substatus: locked.substatus, paused: locked.pausedAt !== null }) !== null
      )
        return 0;
      const noticed = await tx
        .update(campaignActions)
        .set({ expiryNoticeAt: sql`now()` })
        .where(
          and(
            inArray(
              campaignActions.id,
              group.map((row) => row.action.id),
            ),
            isNull(campaignActions.expiryNoticeAt),
            isNull(campaignActions.recordedAt),
            lt(campaignActions.plannedOn, today),
          ),
        )
        .returning();
      if (noticed.length === 0) return 0;
      await settleCampaign(tx, deps, campaign.id, today, queueMail);
      const actions = noticed.map((action) => ({
        kind: action.kind,
        position: action.position,
        plannedOn: action.plannedOn!,
      }));
      await mailPodcastContact(tx, queueMail, first.podcastId, actionOverdueMail(context, { ...about, actions }));
      return noticed.length;
    });
  }

  // Only actions with a milestone open today, not reported and not reminded: a batch never fills up
  // with actions that are merely waiting for their next milestone.
  const pending = await runningActions(
    deps.db,
    sql`exists (select 1 from ${MILESTONE_WINDOWS} where ${milestoneDue(today)}
      and not exists (select 1 from ${actionReminders} where ${actionReminders.actionId} = ${campaignActions.id} and ${actionReminders.milestone} = m.milestone))`,
  )
    .orderBy(campaignActions.publishedOn, campaignActions.id)
    .limit(TICK_BATCH);
  const ids = pending.map((row) => row.action.id);
  const [reported, sent] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          deps.db
            .select({ actionId: actionListens.actionId, milestone: actionListens.milestone })
            .from(actionListens)
            .where(inArray(actionListens.actionId, ids)),
          deps.db
            .select({ actionId: actionReminders.actionId, milestone: actionReminders.milestone })
            .from(actionReminders)
            .where(inArray(actionReminders.actionId, ids)),
        ]);
  const done = new Set([...reported, ...sent].map((row) => `${row.actionId}:${row.milestone}`));
  const due: {
    action: CampaignActionRow;
    milestone: ListenMilestone;
    campaign: (typeof pending)[number]['campaign'];
    podcastTitle: string;
  }[] = [];
  for (const row of pending) {
    const progress = { plannedOn: row.action.plannedOn, publishedOn: row.action.publishedOn, reported: [] };
    for (const milestone of dueMilestones(progress, today)) {
      if (!done.has(`${row.action.id}:${milestone}`)) due.push({ ...row, milestone });
    }
  }
  for (const group of groupBy(due, (row) => `${row.action.campaignPodcastId}:${row.milestone}`).values()) {
    const { campaign, podcastTitle, milestone, action: first } = group[0]!;
    const about = { ...campaignNamesOf(campaign), campaignId: campaign.id, podcastTitle };
    reminded += await withOutbox(deps, async (tx, queueMail) => {
      const inserted = await tx
        .insert(actionReminders)
        .values(group.map((row) => ({ actionId: row.action.id, milestone })))
        .onConflictDoNothing()
        .returning({ actionId: actionReminders.actionId });
      if (inserted.length === 0) return 0;
      const remindedIds = new Set(inserted.map((row) => row.actionId));
      const actions = group
        .filter((row) => remindedIds.has(row.action.id))
        .map((row) => ({ kind: row.action.kind, position: row.action.position }));
      const mail = listensDueMail(context, { ...about, milestone, actions });
      await mailPodcastContact(tx, queueMail, first.podcastId, mail);
      return inserted.length;
    });
  }
  return { overdue, reminded };
}
