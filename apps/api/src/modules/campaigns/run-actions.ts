import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  ACTION_MESSAGES,
  actionCostCents,
  centsToEuros,
  compareActions,
  estimatedEarningsCents,
  hiredNextStep,
  LISTEN_MILESTONES,
  listensClosedMessage,
  listensNotOpenMessage,
  milestoneState,
  milestoneWindow,
  NO_ACTIONS,
  plannedDateProblem,
  planningRange,
  podcastRunStatus,
  PROPOSAL_ACTIONS,
  recordNotYetMessage,
  runRange,
  secondsToTimestamp,
  timestampToSeconds,
  todayInMadrid,
  TRACKING_SLUG_MAX_LENGTH,
  type ActionCounts,
  type ActionProgress,
  type ActionSummary,
  type CampaignAction,
  type DatePeriod,
  type Earnings,
  type HiredCampaign,
  type HiredCampaignList,
  type ListenMilestone,
  type PlanActionDatesInput,
  type RecordActionInput,
  type ReportListensInput,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import {
  actionListens,
  campaignActions,
  campaignPodcasts,
  campaigns,
  episodes,
  podcastBlockedPeriods,
  podcasts,
  representations,
  trackingLinks,
  type CampaignActionRow,
  type CampaignPodcastRow,
  type CampaignRow,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { withOutbox, type QueueMailFn } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { campaignFinishedMail, campaignStartedMail, podcasterCampaignFinishedMail } from './action-mails';
import { podcastContacts } from './purchase';
import { countsOf } from './proposal-view';
import { transitionCampaign, type CampaignActor } from './service';
import { campaignOwner, teamAddresses } from './team';

/** What running a campaign needs of the application: the database, the outbox and the business clock. */
export type RunDeps = Pick<AppContext, 'config' | 'db' | 'mail' | 'log' | 'clock'>;

const conflict = (message: string) => new AppError('CONFLICT', 409, message);
const invalid = (path: string, message: string) => new AppError('VALIDATION_ERROR', 400, message, [{ path, message }]);

/** The substatuses of a paid campaign whose actions are still being planned, aired or reported. */
const RUNNING_SUBSTATUSES = ['PENDING_DATES', 'IN_PROGRESS'] as const;
/** Where a podcast's hired campaign shows: confirmed by the advertiser, paid or not yet. */
const HIRED_SUBSTATUSES = ['PENDING_PAYMENT', 'PENDING_DATES', 'IN_PROGRESS', 'FINISHED'] as const;

/** SPEC §9: the tracking link's slug, at most 100 characters, from the campaign and podcast slugs and a random tail. */
export function trackingSlug(campaignSlug: string, podcastSlug: string): string {
  const tail = randomBytes(5).toString('hex');
  const slug = `${campaignSlug.slice(0, 40)}-${podcastSlug.slice(0, 40)}-${tail}`.replace(/-+/g, '-');
  return slug.slice(0, TRACKING_SLUG_MAX_LENGTH);
}

/**
 * At payment (PENDING_PAYMENT → PENDING_DATES): the campaign's days are fixed (runRange), each picked
 * podcast gets one action per count of the proposal and its tracking link, in the caller's transaction.
 */
export async function createRunningActions(
  tx: Transaction,
  campaign: CampaignRow,
  picked: readonly CampaignPodcastRow[],
  today: string,
): Promise<DatePeriod> {
  const range = runRange(campaign, todayInMadrid(campaign.createdAt), today);
  await tx
    .update(campaigns)
    .set({ startsOn: range.startsOn, endsOn: range.endsOn })
    .where(eq(campaigns.id, campaign.id));
  const rows = picked.flatMap((entry) =>
    PROPOSAL_ACTIONS.flatMap((kind) =>
      Array.from({ length: countsOf(entry)[kind] }, (_, index) => ({
        campaignId: campaign.id,
        campaignPodcastId: entry.id,
        podcastId: entry.podcastId,
        kind,
        position: index + 1,
      })),
    ),
  );
  if (rows.length > 0) await tx.insert(campaignActions).values(rows).onConflictDoNothing();
  if (picked.length > 0) {
    const slugs = await tx
      .select({ id: podcasts.id, slug: podcasts.slug })
      .from(podcasts)
      .where(
        inArray(
          podcasts.id,
          picked.map((entry) => entry.podcastId),
        ),
      );
    const slugOf = new Map(slugs.map((row) => [row.id, row.slug]));
    await tx
      .insert(trackingLinks)
      .values(
        picked.map((entry) => ({
          campaignPodcastId: entry.id,
          slug: trackingSlug(campaign.slug, slugOf.get(entry.podcastId) ?? 'podcast'),
        })),
      )
      .onConflictDoNothing();
  }
  return range;
}

/** How one hired podcast's row is read, for its podcaster and for the rules. */
function selectHired(db: Executor) {
  return db
    .select({
      campaign: campaigns,
      entry: campaignPodcasts,
      podcast: {
        id: podcasts.id,
        title: podcasts.title,
        slug: podcasts.slug,
        imageUrl: podcasts.imageUrl,
        ownerId: podcasts.ownerId,
      },
      managerId: representations.managerId,
      trackingSlug: trackingLinks.slug,
    })
    .from(campaignPodcasts)
    .innerJoin(campaigns, eq(campaigns.id, campaignPodcasts.campaignId))
    .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
    .leftJoin(representations, and(eq(representations.podcastId, podcasts.id), eq(representations.status, 'ACCEPTED')))
    .leftJoin(trackingLinks, eq(trackingLinks.campaignPodcastId, campaignPodcasts.id));
}

type HiredRow = Awaited<ReturnType<ReturnType<typeof selectHired>['where']>>[number];

/** Whoever runs the podcast acts: its representative while it is managed, otherwise its owner (who then only reads). */
function roleIn(
  row: Pick<HiredRow, 'podcast' | 'managerId'>,
  actor: CampaignActor,
): { role: 'owner' | 'representative'; canAct: boolean } | null {
  if (row.managerId !== null && row.managerId === actor.id) return { role: 'representative', canAct: true };
  if (row.podcast.ownerId === actor.id) return { role: 'owner', canAct: row.managerId === null };
  return null;
}

function visibleTo(actor: CampaignActor) {
  return or(eq(podcasts.ownerId, actor.id), eq(representations.managerId, actor.id));
}

interface Progress {
  actions: CampaignActionRow[];
  listens: Map<string, Map<ListenMilestone, typeof actionListens.$inferSelect>>;
}

async function loadProgress(db: Executor, entryIds: readonly string[]): Promise<Map<string, Progress>> {
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
  const listens =
    actions.length > 0
      ? await db
          .select()
          .from(actionListens)
          .where(
            inArray(
              actionListens.actionId,
              actions.map((action) => action.id),
            ),
          )
      : [];
  for (const row of listens)
    entryOf
      .get(row.actionId)!
      .listens.get(row.actionId)!
      .set(row.milestone as ListenMilestone, row);
  return byEntry;
}

function progressOf(action: CampaignActionRow, listens: Map<ListenMilestone, unknown> | undefined): ActionProgress {
  return {
    plannedOn: action.plannedOn,
    publishedOn: action.recordedAt ? action.publishedOn : null,
    reported: [...(listens?.keys() ?? [])],
  };
}

/** Counts of the actions in `actions`, per kind: what the money rules take. */
function countsOfActions(actions: readonly CampaignActionRow[]): ActionCounts {
  const counts = { ...NO_ACTIONS };
  for (const action of actions) counts[action.kind] += 1;
  return counts;
}

function earningsOf(
  entry: CampaignPodcastRow,
  actions: readonly CampaignActionRow[],
): { estimatedCents: number; confirmedCents: number; commissionCents: number } {
  const hired = countsOf(entry);
  const costCents = actionCostCents(hired, entry.advertiserRatesCents);
  const estimatedCents = estimatedEarningsCents(hired, entry.advertiserRatesCents);
  const confirmedCents = estimatedEarningsCents(
    countsOfActions(actions.filter((action) => action.recordedAt !== null)),
    entry.advertiserRatesCents,
  );
  return { estimatedCents, confirmedCents, commissionCents: costCents - estimatedCents };
}

function toEarnings(cents: { estimatedCents: number; confirmedCents: number; commissionCents: number }): Earnings {
  return {
    estimated: centsToEuros(cents.estimatedCents),
    confirmed: centsToEuros(cents.confirmedCents),
    commission: centsToEuros(cents.commissionCents),
  };
}

function rangeOf(campaign: CampaignRow): DatePeriod | null {
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
  };
}

function toCampaignAction(
  action: CampaignActionRow,
  listens: Map<ListenMilestone, typeof actionListens.$inferSelect>,
  today: string,
  campaign: CampaignRow,
): CampaignAction {
  const finished = campaign.substatus === 'FINISHED';
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
  };
}

async function blockedPeriodsOf(
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

function toHiredCampaign(
  row: HiredRow,
  access: { role: 'owner' | 'representative'; canAct: boolean },
  progress: Progress,
  blocked: DatePeriod[],
  today: string,
  publicUrl: string,
): HiredCampaign {
  const { campaign, entry, podcast } = row;
  const finished = campaign.substatus === 'FINISHED';
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
      toCampaignAction(action, progress.listens.get(action.id)!, today, campaign),
    ),
  };
}

type MoneyCents = ReturnType<typeof earningsOf>;

async function buildHired(
  db: Executor,
  deps: Pick<RunDeps, 'config'>,
  actor: CampaignActor,
  rows: HiredRow[],
  today: string,
): Promise<{ hired: HiredCampaign; cents: MoneyCents }[]> {
  const progress = await loadProgress(
    db,
    rows.map((row) => row.entry.id),
  );
  const blocked = await blockedPeriodsOf(db, [...new Set(rows.map((row) => row.podcast.id))], today);
  return rows.flatMap((row) => {
    const access = roleIn(row, actor);
    if (!access) return [];
    const own = progress.get(row.entry.id)!;
    return [
      {
        hired: toHiredCampaign(row, access, own, blocked.get(row.podcast.id)!, today, deps.config.PUBLIC_URL),
        cents: earningsOf(row.entry, own.actions),
      },
    ];
  });
}

/** `GET /private/campaigns/hired`: the podcasts the actor runs (or owns) that an advertiser hired, newest campaign first. */
export async function listHiredCampaigns(
  deps: Pick<RunDeps, 'db' | 'config' | 'clock'>,
  actor: CampaignActor,
): Promise<HiredCampaignList> {
  const today = deps.clock.today();
  const rows = await selectHired(deps.db)
    .where(
      and(eq(campaignPodcasts.picked, true), inArray(campaigns.substatus, [...HIRED_SUBSTATUSES]), visibleTo(actor)),
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
async function loadHired(
  tx: Executor,
  actor: CampaignActor,
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
    if (!action) throw new AppError('NOT_FOUND', 404, ACTION_MESSAGES.notYours);
    podcastId = action.podcastId;
  }
  const [row] = await selectHired(tx).where(
    and(
      eq(campaignPodcasts.campaignId, where.campaignId),
      eq(campaignPodcasts.podcastId, podcastId!),
      eq(campaignPodcasts.picked, true),
      inArray(campaigns.substatus, [...HIRED_SUBSTATUSES]),
    ),
  );
  const access = row ? roleIn(row, actor) : null;
  // Anyone who does not run the podcast learns nothing, not even that the campaign exists.
  if (!row || !access) throw new AppError('NOT_FOUND', 404, ACTION_MESSAGES.notYours);
  if (!access.canAct) throw new AppError('FORBIDDEN', 403, ACTION_MESSAGES.managedByRepresentative);
  return { ...row, access };
}

/** A change to a hired podcast needs a paid campaign still running; `allowPaused` for what aired already (listens). */
function assertRunning(campaign: CampaignRow, options: { allowPaused?: boolean } = {}): DatePeriod {
  if (campaign.substatus === 'FINISHED') throw conflict(ACTION_MESSAGES.campaignFinished);
  const range = rangeOf(campaign);
  if (!RUNNING_SUBSTATUSES.includes(campaign.substatus as (typeof RUNNING_SUBSTATUSES)[number]) || !range)
    throw conflict(ACTION_MESSAGES.notPaid);
  if (campaign.pausedAt && !options.allowPaused) throw conflict(ACTION_MESSAGES.paused);
  return range;
}

async function hiredAfterChange(
  tx: Executor,
  deps: RunDeps,
  actor: CampaignActor,
  campaignId: string,
  podcastId: string,
): Promise<HiredCampaign> {
  const rows = await selectHired(tx).where(
    and(eq(campaignPodcasts.campaignId, campaignId), eq(campaignPodcasts.podcastId, podcastId)),
  );
  const [built] = await buildHired(tx, deps, actor, rows, deps.clock.today());
  return built!.hired;
}

/**
 * Plans the date of every action of the podcast not yet recorded (issue 7): each inside the
 * campaign's days, not before today and not on the podcast's holidays. Dates can be moved until the
 * action is recorded. When every picked podcast has planned, the campaign is IN_PROGRESS.
 */
export async function planActionDates(
  deps: RunDeps,
  actor: CampaignActor,
  campaignId: string,
  podcastId: string,
  input: PlanActionDatesInput,
): Promise<HiredCampaign> {
  const today = deps.clock.today();
  return withOutbox(deps, async (tx, queueMail) => {
    const hired = await loadHired(tx, actor, { campaignId, podcastId }, { forUpdate: true });
    const range = planningRange(assertRunning(hired.campaign), today);
    const actions = await tx
      .select()
      .from(campaignActions)
      .where(eq(campaignActions.campaignPodcastId, hired.entry.id));
    const byId = new Map(actions.map((action) => [action.id, action]));
    const blocked = (await blockedPeriodsOf(tx, [podcastId], today)).get(podcastId)!;
    const fields: { path: string; message: string }[] = [];
    input.dates.forEach((entry, index) => {
      const action = byId.get(entry.actionId);
      if (!action) fields.push({ path: `dates.${index}.actionId`, message: ACTION_MESSAGES.unknownAction });
      else if (action.recordedAt)
        fields.push({ path: `dates.${index}.plannedOn`, message: ACTION_MESSAGES.recordedCannotMove });
      // A date that stays as it was needs no new check (it may be an aired action not yet recorded).
      else if (entry.plannedOn !== action.plannedOn) {
        const problem = plannedDateProblem(entry.plannedOn, { today, range, blocked });
        if (problem) fields.push({ path: `dates.${index}.plannedOn`, message: problem });
      }
    });
    const given = new Set(input.dates.map((entry) => entry.actionId));
    if (actions.some((action) => !action.recordedAt && !given.has(action.id)))
      fields.push({ path: 'dates', message: ACTION_MESSAGES.dateRequired });
    if (fields.length > 0) throw new AppError('VALIDATION_ERROR', 400, fields[0]!.message, fields);

    for (const entry of input.dates) {
      if (entry.plannedOn === byId.get(entry.actionId)!.plannedOn) continue;
      await tx
        .update(campaignActions)
        .set({ plannedOn: entry.plannedOn, expiryNoticeAt: null, updatedAt: sql`now()` })
        .where(and(eq(campaignActions.id, entry.actionId), isNull(campaignActions.recordedAt)));
    }
    // Days over with actions still to plan: the campaign runs on for the days the podcaster was offered.
    if (range.endsOn !== hired.campaign.endsOn)
      await tx.update(campaigns).set({ endsOn: range.endsOn }).where(eq(campaigns.id, campaignId));
    await settleCampaign(tx, deps, campaignId, today, queueMail);
    return hiredAfterChange(tx, deps, actor, campaignId, podcastId);
  });
}

/** The day, in Madrid, a feed's episode came out. */
function dayOf(date: Date | null): string | null {
  return date ? todayInMadrid(date) : null;
}

/**
 * Records one aired action: the episode (picked from the podcast's feed, or pasted as a link) and the
 * minute the ad starts (SPEC §5: both required). Once: a second record is refused. From its planned
 * day on; its listens milestones count from the episode's day.
 */
export async function recordAction(
  deps: RunDeps,
  actor: CampaignActor,
  campaignId: string,
  actionId: string,
  input: RecordActionInput,
): Promise<HiredCampaign> {
  const today = deps.clock.today();
  return withOutbox(deps, async (tx, queueMail) => {
    const hired = await loadHired(tx, actor, { campaignId, actionId }, { forUpdate: true });
    const range = assertRunning(hired.campaign);
    const [action] = await tx.select().from(campaignActions).where(eq(campaignActions.id, actionId));
    if (action!.recordedAt) throw conflict(ACTION_MESSAGES.alreadyRecorded);
    if (!action!.plannedOn) throw conflict(ACTION_MESSAGES.notPlanned);
    if (action!.plannedOn > today) throw conflict(recordNotYetMessage(action!.plannedOn));

    let episode: { id: string | null; url: string; title: string | null; publishedOn: string };
    if (input.episodeId) {
      const [found] = await tx
        .select()
        .from(episodes)
        .where(and(eq(episodes.id, input.episodeId), eq(episodes.podcastId, hired.podcast.id)));
      const url = found?.link ?? found?.audioUrl ?? null;
      if (!found || !url) throw invalid('episodeId', ACTION_MESSAGES.episodeNotFound);
      const published = dayOf(found.publishedAt);
      if (published && published < range.startsOn) throw invalid('episodeId', ACTION_MESSAGES.episodeBeforeCampaign);
      episode = {
        id: found.id,
        url,
        title: found.title,
        publishedOn: published && published <= today ? published : action!.plannedOn,
      };
    } else {
      episode = { id: null, url: input.episodeUrl!, title: null, publishedOn: action!.plannedOn };
    }
    const [saved] = await tx
      .update(campaignActions)
      .set({
        episodeId: episode.id,
        episodeUrl: episode.url,
        episodeTitle: episode.title,
        publishedOn: episode.publishedOn,
        adStartSeconds: timestampToSeconds(input.adStart),
        recordedAt: deps.clock.now(),
        recordedBy: actor.id,
        updatedAt: sql`now()`,
      })
      .where(and(eq(campaignActions.id, actionId), isNull(campaignActions.recordedAt)))
      .returning({ id: campaignActions.id });
    if (!saved) throw conflict(ACTION_MESSAGES.alreadyRecorded);
    await settleCampaign(tx, deps, campaignId, today, queueMail);
    return hiredAfterChange(tx, deps, actor, campaignId, hired.podcast.id);
  });
}

/**
 * SPEC §3 "Listen stats" at one milestone: open from its day after publication until the next one
 * opens (the last until the campaign ends), and correctable meanwhile. The 31-day report of the last
 * action ends the campaign.
 */
export async function reportListens(
  deps: RunDeps,
  actor: CampaignActor,
  campaignId: string,
  actionId: string,
  milestone: ListenMilestone,
  input: ReportListensInput,
): Promise<HiredCampaign> {
  const today = deps.clock.today();
  return withOutbox(deps, async (tx, queueMail) => {
    const hired = await loadHired(tx, actor, { campaignId, actionId }, { forUpdate: true });
    assertRunning(hired.campaign, { allowPaused: true });
    const [action] = await tx.select().from(campaignActions).where(eq(campaignActions.id, actionId));
    if (!action!.recordedAt || !action!.publishedOn) throw conflict(ACTION_MESSAGES.notRecorded);
    const state = milestoneState(action!.publishedOn, milestone, today);
    if (state === 'upcoming')
      throw conflict(listensNotOpenMessage(milestone, milestoneWindow(action!.publishedOn, milestone).opensOn));
    if (state === 'closed') throw conflict(listensClosedMessage(milestone));
    await tx
      .insert(actionListens)
      .values({ actionId, milestone, ...input, reportedBy: actor.id })
      .onConflictDoUpdate({
        target: [actionListens.actionId, actionListens.milestone],
        set: { ...input, reportedBy: actor.id, updatedAt: sql`now()` },
      });
    await settleCampaign(tx, deps, campaignId, today, queueMail);
    return hiredAfterChange(tx, deps, actor, campaignId, hired.podcast.id);
  });
}

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
  if (!campaign || !RUNNING_SUBSTATUSES.includes(campaign.substatus as (typeof RUNNING_SUBSTATUSES)[number]))
    return campaign!;
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
    if (status !== entry.status)
      await tx
        .update(campaignPodcasts)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(campaignPodcasts.id, entry.id));
  }
  let current = campaign;
  const context = mailContext(deps.config);
  const names = { brand: campaign.brand, campaignName: campaign.name, campaignId: campaign.id };
  const advertiserAndTeam = async () => [
    (await campaignOwner(tx, campaign)).email,
    ...(campaign.agentId ? await teamAddresses(tx, deps.config, campaign) : []),
  ];
  if (current.substatus === 'PENDING_DATES' && allSteps.every((step) => step.plannedOn !== null)) {
    current = await transitionCampaign(tx, campaignId, 'IN_PROGRESS');
    const plans = entries.map(({ entry, title }) => ({
      podcastTitle: title,
      days: progress
        .get(entry.id)!
        .actions.map((action) => action.plannedOn!)
        .sort(),
    }));
    for (const to of await advertiserAndTeam()) await queueMail(to, campaignStartedMail(context, { ...names, plans }));
  }
  if (
    current.substatus === 'IN_PROGRESS' &&
    allSteps.length > 0 &&
    allSteps.every((step) => step.publishedOn !== null && step.reported.includes(31))
  ) {
    current = await finishRunningCampaign(tx, deps, current, null, queueMail);
  }
  return current;
}

/**
 * → FINISHED: by itself from IN_PROGRESS when every action is reported at 31 days, or by an admin
 * with a reason from PENDING_DATES or IN_PROGRESS. Picked podcasts end too; the advertiser (and the agent) get the report, the podcasters the
 * payment note.
 */
export async function finishRunningCampaign(
  tx: Transaction,
  deps: Pick<RunDeps, 'config' | 'clock'>,
  campaign: CampaignRow,
  reason: string | null,
  queueMail: QueueMailFn,
): Promise<CampaignRow> {
  await transitionCampaign(tx, campaign.id, 'FINISHED');
  const [finished] = await tx
    .update(campaigns)
    // A finished campaign is no longer paused, nor waiting to be resumed.
    .set({
      finishedAt: deps.clock.now(),
      closedReason: reason,
      pausedAt: null,
      pauseReason: null,
      unpauseRequestedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  const picked = await tx
    .update(campaignPodcasts)
    .set({ status: 'FINISHED', updatedAt: sql`now()` })
    .where(and(eq(campaignPodcasts.campaignId, campaign.id), eq(campaignPodcasts.picked, true)))
    .returning({ podcastId: campaignPodcasts.podcastId });
  const context = mailContext(deps.config);
  const names = { brand: campaign.brand, campaignName: campaign.name, campaignId: campaign.id };
  const owner = await campaignOwner(tx, campaign);
  const team = campaign.agentId ? await teamAddresses(tx, deps.config, campaign) : [];
  for (const to of [owner.email, ...team]) await queueMail(to, campaignFinishedMail(context, { ...names, reason }));
  const contacts = await podcastContacts(
    tx,
    picked.map((row) => row.podcastId),
  );
  for (const to of new Set(contacts.values())) await queueMail(to, podcasterCampaignFinishedMail(context, names));
  return finished!;
}
