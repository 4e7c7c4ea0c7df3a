import { and, asc, gte, inArray } from 'drizzle-orm';
import {
  isFinished,
  agreedCostCents,
  centsToEuros,
  compareActions,
  podcasterEarningsCents,
  sharesOfCents,
  LISTEN_MILESTONES,
  milestoneState,
  milestoneWindow,
  NO_ACTIONS,
  secondsToTimestamp,
  type ActionCounts,
  type ActionProgress,
  type ActionSummary,
  type CampaignAction,
  type DatePeriod,
  type Earnings,
  type ListenMilestone,
  type VerifiedListens,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import {
  actionListens,
  campaignActions,
  podcastBlockedPeriods,
  type CampaignActionRow,
  type CampaignPodcastRow,
  type CampaignRow,
} from '../../db/schema';
import { offerOf } from '../proposals';

/** A hired podcast's actions and their listens, and what they are worth: what its row and the rules read. */

export interface Progress {
  actions: CampaignActionRow[];
  listens: Map<string, Map<ListenMilestone, typeof actionListens.$inferSelect>>;
}

/** The listens reported for these actions, at every milestone. */
export async function reportedListens(db: Executor, actionIds: string[]) {
  return actionIds.length > 0 ? db.select().from(actionListens).where(inArray(actionListens.actionId, actionIds)) : [];
}

export async function loadProgress(db: Executor, entryIds: readonly string[]): Promise<Map<string, Progress>> {
  const byEntry = new Map<string, Progress>(entryIds.map((id) => [id, { actions: [], listens: new Map() }]));
  if (entryIds.length === 0) return byEntry;
  const actions = await db
    .select()
    .from(campaignActions)
    .where(inArray(campaignActions.campaignPodcastId, [...entryIds]));
  actions.sort(compareActions);
  const entryOf = new Map<string, Progress>();
  for (const action of actions) {
    const progress = byEntry.get(action.campaignPodcastId)!;
    progress.actions.push(action);
    progress.listens.set(action.id, new Map());
    entryOf.set(action.id, progress);
  }
  const listens = await reportedListens(
    db,
    actions.map((action) => action.id),
  );
  for (const row of listens)
    entryOf
      .get(row.actionId)!
      .listens.get(row.actionId)!
      .set(row.milestone as ListenMilestone, row);
  return byEntry;
}

export function progressOf(
  action: CampaignActionRow,
  listens: Map<ListenMilestone, unknown> | undefined,
): ActionProgress {
  return {
    plannedOn: action.plannedOn,
    publishedOn: action.recordedAt ? action.publishedOn : null,
    reported: [...(listens?.keys() ?? [])],
  };
}

/** Counts of the actions in `actions`, per kind: what the money rules take. */
export function countsOfActions(actions: readonly CampaignActionRow[]): ActionCounts {
  const counts = { ...NO_ACTIONS };
  for (const action of actions) counts[action.kind] += 1;
  return counts;
}

export function earningsOf(
  entry: CampaignPodcastRow,
  actions: readonly CampaignActionRow[],
): { estimatedCents: number; confirmedCents: number; commissionCents: number } {
  // At the agreed price (DOMAIN.md): each action aired earns its share of it; a make-good earns nothing.
  const offer = offerOf(entry);
  const costCents = agreedCostCents(offer);
  const estimatedCents = podcasterEarningsCents(costCents);
  const confirmedCents = podcasterEarningsCents(
    sharesOfCents(
      offer,
      countsOfActions(actions.filter((action) => action.recordedAt !== null && action.makeGoodOf === null)),
    ),
  );
  return { estimatedCents, confirmedCents, commissionCents: costCents - estimatedCents };
}

export function toEarnings(cents: {
  estimatedCents: number;
  confirmedCents: number;
  commissionCents: number;
}): Earnings {
  return {
    estimated: centsToEuros(cents.estimatedCents),
    confirmed: centsToEuros(cents.confirmedCents),
    commission: centsToEuros(cents.commissionCents),
  };
}

export function rangeOf(campaign: CampaignRow): DatePeriod | null {
  return campaign.startsOn && campaign.endsOn ? { startsOn: campaign.startsOn, endsOn: campaign.endsOn } : null;
}

/** What both the podcaster and the report show of one action: what it is, its day, and where it aired. */
export function actionSummary(action: CampaignActionRow): ActionSummary {
  return {
    id: action.id,
    kind: action.kind,
    position: action.position,
    plannedOn: action.plannedOn,
    publishedOn: action.recordedAt ? action.publishedOn : null,
    episodeUrl: action.episodeUrl,
    episodeTitle: action.episodeTitle,
    adStart: action.adStartSeconds === null ? null : secondsToTimestamp(action.adStartSeconds, 1),
    makeGood: action.makeGoodOf !== null,
  };
}

export function toCampaignAction(
  action: CampaignActionRow,
  listens: Map<ListenMilestone, typeof actionListens.$inferSelect>,
  today: string,
  campaign: CampaignRow,
  verified: VerifiedListens | null,
): CampaignAction {
  const finished = isFinished(campaign.substatus);
  const recorded = action.recordedAt !== null;
  return {
    ...actionSummary(action),
    recordedAt: action.recordedAt?.toISOString() ?? null,
    canRecord:
      !recorded && !finished && campaign.pausedAt === null && action.plannedOn !== null && action.plannedOn <= today,
    listens:
      recorded && action.publishedOn
        ? LISTEN_MILESTONES.map((milestone) => {
            const reported = listens.get(milestone);
            return {
              milestone,
              ...milestoneWindow(action.publishedOn!, milestone),
              state: milestoneState(action.publishedOn!, milestone, today, finished),
              figures: reported
                ? {
                    ivooxListens: reported.ivooxListens,
                    notInIvooxListens: reported.notInIvooxListens,
                    spotifyListens: reported.spotifyListens,
                    youtubeViews: reported.youtubeViews,
                  }
                : null,
              reportedAt: reported?.updatedAt.toISOString() ?? null,
            };
          })
        : [],
    verified,
  };
}

export async function blockedPeriodsOf(
  db: Executor,
  podcastIds: readonly string[],
  from: string,
): Promise<Map<string, DatePeriod[]>> {
  const byPodcast = new Map<string, DatePeriod[]>(podcastIds.map((id) => [id, []]));
  if (podcastIds.length === 0) return byPodcast;
  const rows = await db
    .select({
      podcastId: podcastBlockedPeriods.podcastId,
      startsOn: podcastBlockedPeriods.startsOn,
      endsOn: podcastBlockedPeriods.endsOn,
    })
    .from(podcastBlockedPeriods)
    .where(and(inArray(podcastBlockedPeriods.podcastId, [...podcastIds]), gte(podcastBlockedPeriods.endsOn, from)))
    .orderBy(asc(podcastBlockedPeriods.startsOn));
  for (const row of rows) byPodcast.get(row.podcastId)!.push({ startsOn: row.startsOn, endsOn: row.endsOn });
  return byPodcast;
}
