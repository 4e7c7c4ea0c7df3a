import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  ACTION_MESSAGES,
  actionTitle,
  checkCommand,
  hiredNextStep,
  isFinished,
  SUBSTATUS_GROUPS,
  planningRange,
  type DatePeriod,
  type HiredCampaign,
  type HiredCampaignList,
  type MakeGoodOffer,
  type VerifiedListens,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import {
  actionRemedies,
  campaignActions,
  campaignPodcasts,
  campaigns,
  podcasts,
  representations,
  trackingLinks,
  type CampaignRow,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { verifiedListensOf } from '../measurement';
import { podcastHeadingColumns, runsPodcast, selectEntriesWithRunner } from '../podcasts';
import {
  blockedPeriodsOf,
  earningsOf,
  loadProgress,
  progressOf,
  rangeOf,
  toCampaignAction,
  toEarnings,
  type Progress,
} from './progress';

/** What running a campaign needs of the application: the database, the outbox and the business clock. */
export type RunDeps = Pick<AppContext, 'config' | 'db' | 'mail' | 'log' | 'clock' | 'airing'>;

export const conflict = (message: string) => new AppError('CONFLICT', message);
export const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { fields: [{ path, message }] });

/** How one hired podcast's row is read, for its podcaster and for the rules. */
export function selectHired(db: Executor) {
  return selectEntriesWithRunner(db, {
    campaign: campaigns,
    entry: campaignPodcasts,
    podcast: podcastHeadingColumns,
    managerId: representations.managerId,
    trackingSlug: trackingLinks.slug,
  })
    .innerJoin(campaigns, eq(campaigns.id, campaignPodcasts.campaignId))
    .leftJoin(trackingLinks, eq(trackingLinks.campaignPodcastId, campaignPodcasts.id));
}

export type HiredRow = Awaited<ReturnType<ReturnType<typeof selectHired>['where']>>[number];

/** Whoever runs the podcast acts: its representative while it is managed, otherwise its owner (who then only reads). */
export function roleIn(
  row: Pick<HiredRow, 'podcast' | 'managerId'>,
  actor: Pick<Actor, 'id'>,
): { role: 'owner' | 'representative'; canAct: boolean } | null {
  if (row.managerId !== null && row.managerId === actor.id) return { role: 'representative', canAct: true };
  if (row.podcast.ownerId === actor.id) return { role: 'owner', canAct: row.managerId === null };
  return null;
}

function toHiredCampaign(
  row: HiredRow,
  access: { role: 'owner' | 'representative'; canAct: boolean },
  progress: Progress,
  blocked: DatePeriod[],
  today: string,
  publicUrl: string,
  makeGoodOffers: MakeGoodOffer[],
  verified: Map<string, VerifiedListens>,
): HiredCampaign {
  const { campaign, entry, podcast } = row;
  const finished = isFinished(campaign.substatus);
  const ownRange = rangeOf(campaign);
  // What the podcaster may still plan in: the campaign's days, or more once they are over.
  const range = ownRange && !finished ? planningRange(ownRange, today) : ownRange;
  const steps = progress.actions.map((action) => progressOf(action, progress.listens.get(action.id)));
  return {
    campaignId: campaign.id,
    brand: campaign.brand,
    name: campaign.name,
    url: campaign.url,
    briefing: campaign.briefing,
    managedByAgent: campaign.agentId !== null,
    substatus: campaign.substatus,
    status: campaign.status,
    paused: campaign.pausedAt !== null,
    podcast: { id: podcast.id, title: podcast.title, slug: podcast.slug, imageUrl: podcast.imageUrl },
    role: access.role,
    canAct: access.canAct,
    podcasterStatus: entry.status,
    nextStep: range === null ? 'WAIT' : hiredNextStep(steps, today, finished),
    range,
    blocked: range
      ? blocked.filter((period) => period.endsOn >= range.startsOn && period.startsOn <= range.endsOn)
      : [],
    trackingUrl: row.trackingSlug ? `${publicUrl}/t/${row.trackingSlug}` : null,
    earnings: toEarnings(earningsOf(entry, progress.actions)),
    actions: progress.actions.map((action) =>
      toCampaignAction(action, progress.listens.get(action.id)!, today, campaign, verified.get(action.id) ?? null),
    ),
    makeGoodOffers,
  };
}

type MoneyCents = ReturnType<typeof earningsOf>;

/** The make-goods waiting for the podcaster's answer (docs/decisions/0025), by hired podcast. */
async function makeGoodOffersOf(db: Executor, entryIds: string[]): Promise<Map<string, MakeGoodOffer[]>> {
  const byEntry = new Map<string, MakeGoodOffer[]>();
  if (entryIds.length === 0) return byEntry;
  const rows = await db
    .select({ remedy: actionRemedies, action: campaignActions })
    .from(actionRemedies)
    .innerJoin(campaignActions, eq(campaignActions.id, actionRemedies.actionId))
    .where(and(inArray(campaignActions.campaignPodcastId, entryIds), eq(actionRemedies.status, 'PROPOSED')))
    .orderBy(asc(actionRemedies.createdAt));
  for (const { remedy, action } of rows) {
    const offer: MakeGoodOffer = {
      id: remedy.id,
      kind: action.kind,
      replaces: actionTitle(action.kind, action.position),
      underDelivery: {
        listens: remedy.listens,
        estimated: remedy.estimated,
        percent: Math.floor((remedy.listens * 100) / remedy.estimated),
      },
    };
    byEntry.set(action.campaignPodcastId, [...(byEntry.get(action.campaignPodcastId) ?? []), offer]);
  }
  return byEntry;
}

async function buildHired(
  db: Executor,
  deps: Pick<RunDeps, 'config'>,
  actor: Actor,
  rows: HiredRow[],
  today: string,
): Promise<{ hired: HiredCampaign; cents: MoneyCents }[]> {
  const progress = await loadProgress(
    db,
    rows.map((row) => row.entry.id),
  );
  const blocked = await blockedPeriodsOf(db, [...new Set(rows.map((row) => row.podcast.id))], today);
  const offers = await makeGoodOffersOf(
    db,
    rows.map((row) => row.entry.id),
  );
  const verified = await verifiedListensOf(
    db,
    [...progress.values()].flatMap((own) => own.actions),
    today,
  );
  return rows.flatMap((row) => {
    const access = roleIn(row, actor);
    if (!access) return [];
    const own = progress.get(row.entry.id)!;
    return [
      {
        hired: toHiredCampaign(
          row,
          access,
          own,
          blocked.get(row.podcast.id)!,
          today,
          deps.config.PUBLIC_URL,
          offers.get(row.entry.id) ?? [],
          verified,
        ),
        cents: earningsOf(row.entry, own.actions),
      },
    ];
  });
}

/** `GET /private/campaigns/hired`: the podcasts the actor runs (or owns) that an advertiser hired, newest campaign first. */
export async function listHiredCampaigns(
  deps: Pick<RunDeps, 'db' | 'config' | 'clock'>,
  actor: Actor,
): Promise<HiredCampaignList> {
  const today = deps.clock.today();
  const rows = await selectHired(deps.db)
    .where(
      and(
        eq(campaignPodcasts.picked, true),
        inArray(campaigns.substatus, [...SUBSTATUS_GROUPS.hired]),
        runsPodcast(actor.id),
      ),
    )
    .orderBy(desc(campaigns.createdAt), asc(podcasts.title));
  const built = await buildHired(deps.db, deps, actor, rows, today);
  const totals = { estimatedCents: 0, confirmedCents: 0, commissionCents: 0 };
  for (const { cents } of built) {
    totals.estimatedCents += cents.estimatedCents;
    totals.confirmedCents += cents.confirmedCents;
    totals.commissionCents += cents.commissionCents;
  }
  return { campaigns: built.map(({ hired }) => hired), today, earnings: toEarnings(totals) };
}

/** One hired podcast for the actor, locked with its campaign when they are about to change it. */
export async function loadHired(
  tx: Executor,
  actor: Actor,
  where: { campaignId: string; podcastId?: string; actionId?: string },
  options: { forUpdate?: boolean } = {},
) {
  if (options.forUpdate)
    await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, where.campaignId)).for('update');
  let podcastId = where.podcastId;
  if (where.actionId) {
    const [action] = await tx
      .select({ podcastId: campaignActions.podcastId })
      .from(campaignActions)
      .where(and(eq(campaignActions.id, where.actionId), eq(campaignActions.campaignId, where.campaignId)));
    if (!action) throw new AppError('NOT_FOUND', ACTION_MESSAGES.notYours);
    podcastId = action.podcastId;
  }
  const [row] = await selectHired(tx).where(
    and(
      eq(campaignPodcasts.campaignId, where.campaignId),
      eq(campaignPodcasts.podcastId, podcastId!),
      eq(campaignPodcasts.picked, true),
      inArray(campaigns.substatus, [...SUBSTATUS_GROUPS.hired]),
    ),
  );
  const access = row ? roleIn(row, actor) : null;
  // Anyone who does not run the podcast learns nothing, not even that the campaign exists.
  if (!row || !access) throw new AppError('NOT_FOUND', ACTION_MESSAGES.notYours);
  if (!access.canAct) throw new AppError('FORBIDDEN', ACTION_MESSAGES.managedByRepresentative);
  return { ...row, access };
}

/** A change to a hired podcast needs a paid campaign still running, and not paused unless the command allows it (listens). */
export function assertRunning(
  campaign: CampaignRow,
  command: 'planDates' | 'recordAction' | 'reportListens',
): DatePeriod {
  const refusal = checkCommand(command, { substatus: campaign.substatus, paused: campaign.pausedAt !== null });
  if (refusal === 'TOO_LATE') throw conflict(ACTION_MESSAGES.campaignFinished);
  const range = rangeOf(campaign);
  if (refusal === 'TOO_EARLY' || !range) throw conflict(ACTION_MESSAGES.notPaid);
  if (refusal === 'PAUSED') throw conflict(ACTION_MESSAGES.paused);
  return range;
}

export async function hiredAfterChange(
  tx: Executor,
  deps: RunDeps,
  actor: Actor,
  campaignId: string,
  podcastId: string,
): Promise<HiredCampaign> {
  const rows = await selectHired(tx).where(
    and(eq(campaignPodcasts.campaignId, campaignId), eq(campaignPodcasts.podcastId, podcastId)),
  );
  const [built] = await buildHired(tx, deps, actor, rows, deps.clock.today());
  return built!.hired;
}
