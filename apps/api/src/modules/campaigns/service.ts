import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ADVERTISER_ACTION_SUBSTATUSES,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUSES,
  STATUS_OF_SUBSTATUS,
  canTransition,
  deriveCampaignFlags,
  isDeletable,
  isEditable,
  PICKABLE_STATUSES,
  slugify,
  type Campaign,
  type CampaignList,
  type CampaignProposal,
  type CampaignStatus,
  type CampaignSubstatus,
  type CreateCampaignInput,
  type PauseCampaignInput,
  type PublicCampaign,
  type UpdateCampaignInput,
  type UserScope,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import {
  campaignActions,
  campaignPodcasts,
  campaigns,
  podcasts,
  representations,
  type CampaignRow,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { assertUsableFiles, type FileReference } from '../../lib/file-references';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { campaignPausedMail, unpauseRequestedMail } from './mails';
import { MILESTONE_WINDOWS, milestoneDue } from './listens-due';
import { findCampaignByLink } from './proposal-links';
import { loadProposal } from './proposal-view';
import { campaignOwner, teamAddresses } from './team';

/** Who is acting on campaigns: the signed-in user (the e-mail finds the podcasts they represent). */
export interface CampaignActor {
  id: string;
  email: string;
}

type Steps = CreateCampaignInput;

const CENTS_PER_EURO = 100;

const conflict = (message: string) => new AppError('CONFLICT', 409, message);
const campaignNotFound = () => new AppError('NOT_FOUND', 404, CAMPAIGN_MESSAGES.notFound);

/** The columns of the three steps, with the derived flags recomputed from them (SPEC §3: never from the client). */
function briefColumns({ what, whom, how }: Steps) {
  const flags = deriveCampaignFlags({
    audiences: whom.audiences,
    brandingActions: how.brandingActions,
    coverageAction: how.coverageAction,
    podcastsSelected: how.podcastsSelected,
  });
  const isRange = how.approximateDate === 'DATE_RANGE';
  return {
    brand: what.brand,
    name: what.name,
    url: what.url,
    briefing: what.briefing,
    briefingFileId: what.briefingFileId,
    audiences: [...new Set(whom.audiences)],
    tags: [...new Set(whom.tags)],
    country: whom.country,
    // Provinces mean something only for Spain (SPEC §3).
    provinces: whom.country === 'ES' ? [...new Set(whom.provinces)] : [],
    gender: whom.gender,
    ages: [...new Set(whom.ages)],
    coverageAction: how.coverageAction,
    brandingActions: [...new Set(how.brandingActions)],
    podcastType: how.podcastType,
    podcastsSelected: [...new Set(how.podcastsSelected)],
    budgetCents: how.budget * CENTS_PER_EURO,
    approximateDate: how.approximateDate,
    fromDate: isRange ? how.fromDate : null,
    toDate: isRange ? how.toDate : null,
    spotFileId: how.spotFileId,
    prerollText: how.prerollText,
    bannerFileId: how.bannerFileId,
    bannerUrl: how.bannerUrl,
    ...flags,
  };
}

function stepsOf(row: CampaignRow): Steps {
  return {
    what: {
      brand: row.brand,
      name: row.name,
      url: row.url,
      briefing: row.briefing,
      briefingFileId: row.briefingFileId,
    },
    whom: {
      audiences: row.audiences,
      tags: row.tags,
      country: row.country,
      provinces: row.provinces,
      gender: row.gender,
      ages: row.ages,
    },
    how: {
      coverageAction: row.coverageAction,
      brandingActions: row.brandingActions,
      podcastType: row.podcastType,
      podcastsSelected: row.podcastsSelected,
      budget: Math.round(row.budgetCents / CENTS_PER_EURO),
      approximateDate: row.approximateDate,
      fromDate: row.fromDate,
      toDate: row.toDate,
      spotFileId: row.spotFileId,
      prerollText: row.prerollText,
      bannerFileId: row.bannerFileId,
      bannerUrl: row.bannerUrl,
    },
  };
}

function roleOf(row: CampaignRow, actor: CampaignActor): 'owner' | 'agent' {
  return row.ownerId === actor.id ? 'owner' : 'agent';
}

export function toCampaign(row: CampaignRow, actor: CampaignActor, proposal: CampaignProposal | null = null): Campaign {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    substatus: row.substatus,
    role: roleOf(row, actor),
    managedByAgent: row.agentId !== null,
    ...stepsOf(row),
    generalist: row.generalist,
    optimum: row.optimum,
    isDeletable: isDeletable(row.substatus),
    isEditable: isEditable(row.substatus),
    paused: row.pausedAt !== null,
    pauseReason: row.pauseReason,
    unpauseRequestedAt: row.unpauseRequestedAt?.toISOString() ?? null,
    proposal,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicCampaign(row: CampaignRow): PublicCampaign {
  return {
    slug: row.slug,
    brand: row.brand,
    name: row.name,
    url: row.url,
    briefing: row.briefing,
    status: row.status,
    substatus: row.substatus,
    audiences: row.audiences,
    country: row.country,
    provinces: row.provinces,
    gender: row.gender,
    ages: row.ages,
    coverageAction: row.coverageAction,
    brandingActions: row.brandingActions,
    approximateDate: row.approximateDate,
    fromDate: row.fromDate,
    toDate: row.toDate,
  };
}

/**
 * The briefing document, the spot and the banner must be files of the right kind the actor uploaded,
 * or already on this campaign. Suggested podcasts must exist in the catalogue.
 */
async function assertUsableReferences(
  db: Executor,
  actor: CampaignActor,
  steps: Steps,
  saved: CampaignRow | null,
): Promise<void> {
  const references: FileReference[] = [];
  if (steps.what.briefingFileId)
    references.push({ path: 'what.briefingFileId', fileId: steps.what.briefingFileId, kind: 'briefing' });
  if (steps.how.spotFileId) references.push({ path: 'how.spotFileId', fileId: steps.how.spotFileId, kind: 'spot' });
  if (steps.how.bannerFileId)
    references.push({ path: 'how.bannerFileId', fileId: steps.how.bannerFileId, kind: 'banner' });
  const alreadyReferenced = new Set(
    [saved?.briefingFileId, saved?.spotFileId, saved?.bannerFileId].filter(
      (id): id is string => typeof id === 'string',
    ),
  );
  const ownerIds = [actor.id, saved?.ownerId].filter((id): id is string => typeof id === 'string');
  await assertUsableFiles(db, references, { ownerIds, alreadyReferenced });

  const suggested = [...new Set(steps.how.podcastsSelected)];
  if (suggested.length === 0) return;
  const found = await db.select({ id: podcasts.id }).from(podcasts).where(inArray(podcasts.id, suggested));
  const known = new Set(found.map((row) => row.id));
  const missing = suggested.findIndex((id) => !known.has(id));
  if (missing !== -1) {
    const message = 'Ese podcast ya no está en el catálogo';
    throw new AppError('VALIDATION_ERROR', 400, message, [{ path: `how.podcastsSelected.${missing}`, message }]);
  }
}

function newSlug(input: Steps): string {
  const base = slugify(`${input.what.brand} ${input.what.name}`).slice(0, 80).replace(/-+$/g, '');
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * Creates a campaign in PENDING_REVIEW (DOMAIN.md step 1). With an idempotency key, a second submit
 * of the same key by the same user answers the campaign the first one made (`created: false`).
 */
export async function createCampaign(
  db: Executor,
  actor: CampaignActor,
  input: CreateCampaignInput,
  idempotencyKey: string | null,
): Promise<{ campaign: Campaign; created: boolean }> {
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const [existing] = await tx
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.ownerId, actor.id), eq(campaigns.creationKey, idempotencyKey)));
      if (existing) return { campaign: toCampaign(existing, actor), created: false };
    }
    await assertUsableReferences(tx, actor, input, null);
    const [row] = await tx
      .insert(campaigns)
      .values({
        ownerId: actor.id,
        status: STATUS_OF_SUBSTATUS.PENDING_REVIEW,
        substatus: 'PENDING_REVIEW',
        slug: newSlug(input),
        creationKey: idempotencyKey,
        ...briefColumns(input),
      })
      .onConflictDoNothing({ target: [campaigns.ownerId, campaigns.creationKey] })
      .returning();
    if (row) return { campaign: toCampaign(row, actor), created: true };
    // Two submits with the same key at once: the other one won.
    const [winner] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.ownerId, actor.id), eq(campaigns.creationKey, idempotencyKey!)));
    return { campaign: toCampaign(winner!, actor), created: false };
  });
}

/** The campaign if the actor owns it or is its agent; anyone else learns nothing, not even that it exists. */
export async function loadCampaign(
  db: Executor,
  actor: CampaignActor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow> {
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), or(eq(campaigns.ownerId, actor.id), eq(campaigns.agentId, actor.id))));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw campaignNotFound();
  return row;
}

/** The campaign with its proposal once published, as the owner and agent calls answer it. */
export async function toCampaignWithProposal(db: Executor, row: CampaignRow, actor: CampaignActor): Promise<Campaign> {
  return toCampaign(row, actor, await loadProposal(db, row));
}

/**
 * The team's share of the campaigns (DOMAIN.md "Who is who"): admins see all; an agent the campaigns
 * they run and those nobody runs yet, which they may take.
 */
export function isTeamsCampaign(actor: { id: string; scope: UserScope }, row: Pick<CampaignRow, 'agentId'>): boolean {
  if (actor.scope === 'admin') return true;
  return actor.scope === 'agent' && (row.agentId === null || row.agentId === actor.id);
}

/**
 * Who reads a campaign, one rule for its detail, its report and its CSV: its advertiser, its agent,
 * and the team as the back office has it (isTeamsCampaign). Changing it is for its advertiser and its
 * agent (loadCampaign). Anyone else learns nothing, not even that it exists.
 */
export async function loadReadableCampaign(
  db: Executor,
  actor: CampaignActor & { scope: UserScope },
  id: string,
): Promise<CampaignRow> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row || (row.ownerId !== actor.id && row.agentId !== actor.id && !isTeamsCampaign(actor, row)))
    throw campaignNotFound();
  return row;
}

export async function getCampaign(
  db: Executor,
  actor: CampaignActor & { scope: UserScope },
  id: string,
): Promise<Campaign> {
  return toCampaignWithProposal(db, await loadReadableCampaign(db, actor, id), actor);
}

/** Changes the brief, step by step, while the team has not finished the proposal (DOMAIN.md). */
export async function updateCampaign(
  db: Executor,
  actor: CampaignActor,
  id: string,
  input: UpdateCampaignInput,
): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const saved = await loadCampaign(tx, actor, id, { forUpdate: true });
    if (!isEditable(saved.substatus)) throw conflict(CAMPAIGN_MESSAGES.notEditable);
    const current = stepsOf(saved);
    const next: Steps = {
      what: input.what ?? current.what,
      whom: input.whom ?? current.whom,
      how: input.how ?? current.how,
    };
    await assertUsableReferences(tx, actor, next, saved);
    const [row] = await tx
      .update(campaigns)
      .set({ ...briefColumns(next), updatedAt: sql`now()` })
      .where(eq(campaigns.id, id))
      .returning();
    return toCampaign(row!, actor);
  });
}

export async function deleteCampaign(db: Executor, actor: CampaignActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const saved = await loadCampaign(tx, actor, id, { forUpdate: true });
    if (!isDeletable(saved.substatus)) throw conflict(CAMPAIGN_MESSAGES.notDeletable);
    await tx.delete(campaigns).where(eq(campaigns.id, id));
  });
}

/**
 * Pauses at once (with the reason, which the team studies), or records a request to resume that
 * the team processes later (DOMAIN.md). A finished campaign cannot be paused. Either way the team
 * hears of it by e-mail.
 */
export async function pauseCampaign(
  ctx: AppContext,
  actor: CampaignActor & { username: string },
  id: string,
  input: PauseCampaignInput,
): Promise<Campaign> {
  return withOutbox(ctx, async (tx, queueMail) => {
    const saved = await loadCampaign(tx, actor, id, { forUpdate: true });
    let change: Partial<typeof campaigns.$inferInsert>;
    if (input.paused) {
      if (saved.status === 'FINISHED') throw conflict(CAMPAIGN_MESSAGES.finishedCannotPause);
      if (saved.pausedAt) throw conflict(CAMPAIGN_MESSAGES.alreadyPaused);
      change = { pausedAt: new Date(), pauseReason: input.reason, unpauseRequestedAt: null };
    } else {
      if (!saved.pausedAt) throw conflict(CAMPAIGN_MESSAGES.notPaused);
      if (saved.unpauseRequestedAt) throw conflict(CAMPAIGN_MESSAGES.unpauseRequested);
      change = { unpauseRequestedAt: new Date() };
    }
    const [row] = await tx
      .update(campaigns)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(campaigns.id, id))
      .returning();
    const owner = await campaignOwner(tx, saved);
    const notice = {
      brand: saved.brand,
      campaignName: saved.name,
      campaignId: saved.id,
      ownerName: owner.username,
      ownerEmail: owner.email,
    };
    const context = mailContext(ctx.config);
    const mail = input.paused
      ? campaignPausedMail(context, { ...notice, reason: input.reason })
      : unpauseRequestedMail(context, notice);
    for (const to of await teamAddresses(tx, ctx.config, saved)) await queueMail(to, mail);
    return toCampaignWithProposal(tx, row!, actor);
  });
}

/**
 * The one way a campaign changes substatus (and status with it): checked against DOMAIN.md's table,
 * and only if nobody moved it meanwhile. A forbidden move answers 409.
 */
export async function transitionCampaign(db: Executor, id: string, to: CampaignSubstatus): Promise<CampaignRow> {
  return db.transaction(async (tx) => {
    const [saved] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!saved) throw notFound();
    if (!canTransition(saved.substatus, to)) throw conflict(CAMPAIGN_MESSAGES.forbiddenTransition);
    const [row] = await tx
      .update(campaigns)
      .set({ substatus: to, status: STATUS_OF_SUBSTATUS[to], updatedAt: sql`now()` })
      .where(and(eq(campaigns.id, id), eq(campaigns.substatus, saved.substatus)))
      .returning();
    return row!;
  });
}

export type CampaignScope = 'own' | 'own-or-managed';

/** A dashboard list: the actor's own campaigns (or those they manage as agent), a tab and a brand. */
export async function listCampaigns(
  db: Executor,
  actor: CampaignActor,
  scope: CampaignScope,
  filters: { status?: CampaignStatus | undefined; brand?: string | undefined } = {},
): Promise<CampaignList> {
  const visible =
    scope === 'own'
      ? eq(campaigns.ownerId, actor.id)
      : or(eq(campaigns.ownerId, actor.id), eq(campaigns.agentId, actor.id))!;
  const conditions: SQL[] = [visible];
  if (filters.brand) conditions.push(sql`lower(${campaigns.brand}) = lower(${filters.brand})`);
  const base = and(...conditions);
  const [rows, tabs] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(filters.status ? and(base, eq(campaigns.status, filters.status)) : base)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id)),
    db.select({ status: campaigns.status, total: count() }).from(campaigns).where(base).groupBy(campaigns.status),
  ]);
  const counts = Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [status, 0])) as CampaignList['counts'];
  for (const tab of tabs) counts[tab.status] = tab.total;
  return {
    campaigns: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      brand: row.brand,
      managedByAgent: row.agentId !== null,
      name: row.name,
      status: row.status,
      substatus: row.substatus,
      role: roleOf(row, actor),
      budget: Math.round(row.budgetCents / CENTS_PER_EURO),
      approximateDate: row.approximateDate,
      fromDate: row.fromDate,
      toDate: row.toDate,
      paused: row.pausedAt !== null,
      unpauseRequestedAt: row.unpauseRequestedAt?.toISOString() ?? null,
      isDeletable: isDeletable(row.substatus),
      createdAt: row.createdAt.toISOString(),
    })),
    counts,
  };
}

/**
 * The header badge: campaigns waiting for the actor. As owner, those where the advertiser must act
 * (review the proposal, pay); as agent, those waiting for the team's proposal; as podcaster or
 * representative, each published proposal of theirs to answer (new or modified), and each hired one
 * whose dates they must plan (once paid), whose aired action needs its episode (EXPIRED_ACTION) or
 * whose listens are due today (`today`, Madrid). A podcast that is managed counts for its
 * representative, not its owner (DOMAIN.md: proposals go to the representative).
 */
export async function countPendingActions(
  db: Executor,
  actor: Pick<CampaignActor, 'id'>,
  today: string,
): Promise<number> {
  const listensDue = sql`exists (select 1 from ${campaignActions} cross join ${MILESTONE_WINDOWS} where ${campaignActions.campaignPodcastId} = ${campaignPodcasts.id} and ${milestoneDue(today)})`;
  const running = inArray(campaigns.substatus, ['PENDING_DATES', 'IN_PROGRESS']);
  // Planning and recording wait while the campaign is paused; reporting what aired does not.
  const workable = and(running, isNull(campaigns.pausedAt));
  const [[advertiser], [podcaster]] = await Promise.all([
    db
      .select({ total: count() })
      .from(campaigns)
      .where(
        or(
          and(eq(campaigns.ownerId, actor.id), inArray(campaigns.substatus, [...ADVERTISER_ACTION_SUBSTATUSES])),
          and(eq(campaigns.agentId, actor.id), eq(campaigns.substatus, 'PENDING_REVIEW')),
        ),
      ),
    db
      .select({ total: count() })
      .from(campaignPodcasts)
      .innerJoin(campaigns, eq(campaigns.id, campaignPodcasts.campaignId))
      .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
      .leftJoin(
        representations,
        and(eq(representations.podcastId, podcasts.id), eq(representations.status, 'ACCEPTED')),
      )
      .where(
        and(
          isNotNull(campaigns.publishedAt),
          ne(campaigns.substatus, 'PENDING_REVIEW'),
          or(and(eq(podcasts.ownerId, actor.id), isNull(representations.id)), eq(representations.managerId, actor.id)),
          or(
            eq(campaignPodcasts.status, 'UNANSWERED'),
            // A modified proposal asks for a new answer, unless the podcaster already said no for good.
            and(
              eq(campaignPodcasts.proposalModified, true),
              inArray(campaignPodcasts.status, [...PICKABLE_STATUSES, 'CONTACT_REQUIRED']),
            ),
            // Dates are planned once the advertiser has paid.
            and(eq(campaignPodcasts.status, 'ACTION_DATES_PENDING'), workable),
            and(eq(campaignPodcasts.status, 'EXPIRED_ACTION'), workable),
            and(eq(campaignPodcasts.picked, true), running, listensDue),
          ),
        ),
      ),
  ]);
  return (advertiser?.total ?? 0) + (podcaster?.total ?? 0);
}

export async function getPublicCampaign(
  db: Executor,
  lookup: { slug: string } | { token: string },
): Promise<PublicCampaign> {
  const row =
    'slug' in lookup
      ? (await db.select().from(campaigns).where(eq(campaigns.slug, lookup.slug)))[0]
      : await findCampaignByLink(db, lookup.token);
  if (!row) throw campaignNotFound();
  return toPublicCampaign(row);
}
