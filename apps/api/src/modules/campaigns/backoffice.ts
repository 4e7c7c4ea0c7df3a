import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  actionCostCents,
  BACKOFFICE_MESSAGES,
  BACKOFFICE_QUEUE_LIMIT,
  CAMPAIGN_MESSAGES,
  centsToEuros,
  COMMISSION_RATE,
  DECLINED_STATUSES,
  minimumRateEuros,
  paymentReference,
  PICKABLE_STATUSES,
  PROPOSAL_ACTIONS,
  PROPOSAL_MESSAGES,
  type ActionRates,
  type AnswerCounts,
  type AssignAgentInput,
  type BackofficeCampaign,
  type BackofficeQueue,
  type Campaign,
  type CampaignSubstatus,
  type DraftPodcast,
  type ProposalPodcastStatus,
  type UserScope,
  ACTION_MESSAGES,
  todayInMadrid,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import {
  campaignActions,
  campaignPodcasts,
  campaigns,
  podcastSheets,
  podcasts,
  representations,
  users,
  type CampaignRow,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { withOutbox, type QueueMailFn } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { replanAfterPauseMail } from './action-mails';
import { agentAssignedMail, campaignResumedMail, paymentConfirmedMail, planDatesMail } from './mails';
import { countsOf } from './proposal-view';
import { createRunningActions, finishRunningCampaign, settleCampaign } from './run-actions';
import { podcastContacts } from './purchase';
import { isTeamsCampaign, toCampaignWithProposal, transitionCampaign, type CampaignActor } from './service';
import { campaignOwner } from './team';

/** A member of the team: scope agent or admin (DOMAIN.md "Who is who"). */
export interface TeamActor extends CampaignActor {
  scope: UserScope;
}

/** The back office is the team's: anyone else is refused before anything is looked up. */
export function assertTeam(actor: { scope: UserScope }): void {
  if (actor.scope !== 'agent' && actor.scope !== 'admin')
    throw new AppError('FORBIDDEN', 403, PROPOSAL_MESSAGES.teamOnly);
}

/** DOMAIN.md: payment confirmation (and handing campaigns to agents) is the admins'. */
export function assertAdmin(actor: { scope: UserScope }): void {
  assertTeam(actor);
  if (actor.scope !== 'admin') throw new AppError('FORBIDDEN', 403, BACKOFFICE_MESSAGES.adminOnly);
}

/** The campaign a team member may work on, locked when they are about to change it. */
export async function loadTeamCampaign(
  db: Executor,
  actor: TeamActor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow> {
  assertTeam(actor);
  const query = db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', 404, CAMPAIGN_MESSAGES.notFound);
  if (!isTeamsCampaign(actor, row)) throw new AppError('FORBIDDEN', 403, PROPOSAL_MESSAGES.managedByOther);
  return row;
}

/** The statuses a podcast has once the advertiser picked it. */
const PICKED_STATUSES: readonly ProposalPodcastStatus[] = [
  'ACTION_DATES_PENDING',
  'EXPIRED_ACTION',
  'IN_PROGRESS',
  'FINISHED',
];

function countAnswers(statuses: readonly ProposalPodcastStatus[]): AnswerCounts {
  return {
    proposed: statuses.length,
    unanswered: statuses.filter((status) => status === 'UNANSWERED').length,
    accepted: statuses.filter((status) => PICKABLE_STATUSES.includes(status) || PICKED_STATUSES.includes(status))
      .length,
    contact: statuses.filter((status) => status === 'CONTACT_REQUIRED').length,
    declined: statuses.filter((status) => DECLINED_STATUSES.includes(status)).length,
  };
}

const owners = alias(users, 'owners');
const agents = alias(users, 'agents');

/**
 * The team's queue (`GET /private/backoffice/campaigns`): one substatus, or every campaign with those
 * pending review first (oldest first: they wait longest), then the rest by latest change. An agent
 * sees the campaigns they manage and the unassigned ones; an admin sees all.
 */
export async function listBackofficeQueue(
  db: Executor,
  actor: TeamActor,
  filters: { substatus?: CampaignSubstatus | undefined } = {},
): Promise<BackofficeQueue> {
  assertTeam(actor);
  const conditions: SQL[] = [];
  if (actor.scope !== 'admin') conditions.push(or(isNull(campaigns.agentId), eq(campaigns.agentId, actor.id))!);
  if (filters.substatus) conditions.push(eq(campaigns.substatus, filters.substatus));
  const answers = db
    .select({
      campaignId: campaignPodcasts.campaignId,
      statuses: sql<ProposalPodcastStatus[]>`array_agg(${campaignPodcasts.status})`.as('statuses'),
    })
    .from(campaignPodcasts)
    .groupBy(campaignPodcasts.campaignId)
    .as('answers');
  const rows = await db
    .select({
      campaign: campaigns,
      owner: { id: owners.id, username: owners.username, email: owners.email },
      agent: { id: agents.id, username: agents.username, email: agents.email },
      statuses: answers.statuses,
    })
    .from(campaigns)
    .innerJoin(owners, eq(owners.id, campaigns.ownerId))
    .leftJoin(agents, eq(agents.id, campaigns.agentId))
    .leftJoin(answers, eq(answers.campaignId, campaigns.id))
    .where(and(...conditions))
    .orderBy(
      sql`${campaigns.substatus} <> 'PENDING_REVIEW'`,
      sql`case when ${campaigns.substatus} = 'PENDING_REVIEW' then ${campaigns.createdAt} end asc`,
      desc(campaigns.updatedAt),
      asc(campaigns.id),
    )
    .limit(BACKOFFICE_QUEUE_LIMIT + 1);
  return {
    truncated: rows.length > BACKOFFICE_QUEUE_LIMIT,
    campaigns: rows.slice(0, BACKOFFICE_QUEUE_LIMIT).map(({ campaign, owner, agent, statuses }) => ({
      id: campaign.id,
      brand: campaign.brand,
      name: campaign.name,
      status: campaign.status,
      substatus: campaign.substatus,
      owner,
      agent: agent?.id ? agent : null,
      budget: centsToEuros(campaign.budgetCents),
      approximateDate: campaign.approximateDate,
      fromDate: campaign.fromDate,
      toDate: campaign.toDate,
      paused: campaign.pausedAt !== null,
      unpauseRequestedAt: campaign.unpauseRequestedAt?.toISOString() ?? null,
      publishedAt: campaign.publishedAt?.toISOString() ?? null,
      answers: countAnswers(statuses ?? []),
      createdAt: campaign.createdAt.toISOString(),
    })),
  };
}

function ratesInEuros(rates: ActionRates): ActionRates {
  return Object.fromEntries(
    PROPOSAL_ACTIONS.map((action) => [action, typeof rates[action] === 'number' ? centsToEuros(rates[action]) : null]),
  ) as ActionRates;
}

async function person(db: Executor, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/**
 * The campaign as the back office shows it: the brief and published proposal (as its agent sees
 * them), the owner and agent, and the draft in every status with the sheet's minimum rates, each
 * podcaster's whole answer, the total, the commission and what is left of the budget.
 */
export async function toBackofficeCampaign(
  db: Executor,
  row: CampaignRow,
  actor: CampaignActor,
): Promise<BackofficeCampaign> {
  const entries = await db
    .select({
      entry: campaignPodcasts,
      title: podcasts.title,
      slug: podcasts.slug,
      imageUrl: podcasts.imageUrl,
      completedAt: podcastSheets.completedAt,
      branding: podcastSheets.branding,
      managerEmail: representations.managerEmail,
    })
    .from(campaignPodcasts)
    .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
    .leftJoin(podcastSheets, eq(podcastSheets.podcastId, podcasts.id))
    .leftJoin(representations, and(eq(representations.podcastId, podcasts.id), eq(representations.status, 'ACCEPTED')))
    .where(eq(campaignPodcasts.campaignId, row.id))
    .orderBy(asc(campaignPodcasts.createdAt), asc(podcasts.title));
  let totalCents = 0;
  const draft: DraftPodcast[] = entries.map(({ entry, title, slug, imageUrl, completedAt, branding, managerEmail }) => {
    const counts = countsOf(entry);
    const costCents = actionCostCents(counts, entry.advertiserRatesCents);
    totalCents += costCents;
    const prices = branding?.actions ?? {};
    return {
      podcastId: entry.podcastId,
      title,
      slug,
      imageUrl,
      counts,
      advertiserRates: ratesInEuros(entry.advertiserRatesCents),
      minimumRates: Object.fromEntries(
        PROPOSAL_ACTIONS.map((action) => [action, minimumRateEuros(action, prices)]),
      ) as ActionRates,
      cost: centsToEuros(costCents),
      target: entry.target,
      reasons: entry.reasons,
      reach: entry.listens30Days,
      sheetComplete: completedAt !== null,
      managed: managerEmail !== null,
      status: entry.status,
      statusReason: entry.statusReason,
      minEarnings: entry.minEarningsCents === null ? null : centsToEuros(entry.minEarningsCents),
      contactPhonePrefix: entry.contactPhonePrefix,
      contactPhone: entry.contactPhone,
      comment: entry.comment,
      delegated: entry.delegated,
      picked: entry.picked,
      proposalModified: entry.proposalModified,
      answeredAt: entry.answeredAt?.toISOString() ?? null,
    };
  });
  const [campaign, owner, agent] = await Promise.all([
    toCampaignWithProposal(db, row, actor),
    person(db, row.ownerId),
    person(db, row.agentId),
  ]);
  return {
    campaign,
    owner: owner!,
    agent,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    draft: {
      podcasts: draft,
      preroll:
        row.prerollTitle && row.prerollQuantity ? { title: row.prerollTitle, quantity: row.prerollQuantity } : null,
      total: centsToEuros(totalCents),
      commission: centsToEuros(Math.round(totalCents * COMMISSION_RATE)),
      remainingBudget: centsToEuros(row.budgetCents - totalCents),
      answers: countAnswers(entries.map(({ entry }) => entry.status)),
    },
  };
}

export async function getBackofficeCampaign(db: Executor, actor: TeamActor, id: string): Promise<BackofficeCampaign> {
  return toBackofficeCampaign(db, await loadTeamCampaign(db, actor, id), actor);
}

/**
 * The team resumes a paused campaign (DOMAIN.md: unpausing is a request the team processes; a
 * confirmation e-mail is sent when done), whether or not the owner asked. An admin may resume any
 * campaign; an agent the campaigns they manage and those nobody manages yet, not another agent's.
 */
export async function unpauseCampaign(ctx: AppContext, actor: TeamActor, id: string): Promise<Campaign> {
  assertTeam(actor);
  return withOutbox(ctx, async (tx, queueMail) => {
    const saved = await loadTeamCampaign(tx, actor, id, { forUpdate: true });
    if (!saved.pausedAt) throw new AppError('CONFLICT', 409, CAMPAIGN_MESSAGES.notPaused);
    const [row] = await tx
      .update(campaigns)
      .set({ pausedAt: null, pauseReason: null, unpauseRequestedAt: null, updatedAt: sql`now()` })
      .where(eq(campaigns.id, id))
      .returning();
    const owner = await campaignOwner(tx, saved);
    await queueMail(
      owner.email,
      campaignResumedMail(mailContext(ctx.config), {
        brand: saved.brand,
        campaignName: saved.name,
        username: owner.username,
      }),
    );
    await replanPausedDays(ctx, tx, saved, queueMail);
    return toCampaignWithProposal(tx, row!, actor);
  });
}

/**
 * Actions planned on days that passed while the campaign was paused could not be aired or recorded:
 * they go back to be planned (not overdue), and their podcasters are asked to choose new days.
 */
async function replanPausedDays(
  ctx: AppContext,
  tx: Transaction,
  saved: CampaignRow,
  queueMail: QueueMailFn,
): Promise<void> {
  if (saved.substatus !== 'PENDING_DATES' && saved.substatus !== 'IN_PROGRESS') return;
  const today = ctx.clock.today();
  const cleared = await tx
    .update(campaignActions)
    .set({ plannedOn: null, expiryNoticeAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaignActions.campaignId, saved.id),
        isNull(campaignActions.recordedAt),
        lt(campaignActions.plannedOn, today),
        gte(campaignActions.plannedOn, todayInMadrid(saved.pausedAt!)),
      ),
    )
    .returning({ podcastId: campaignActions.podcastId });
  if (cleared.length === 0) return;
  await settleCampaign(tx, ctx, saved.id, today, queueMail);
  const podcastIds = [...new Set(cleared.map((row) => row.podcastId))];
  const titles = await tx
    .select({ id: podcasts.id, title: podcasts.title })
    .from(podcasts)
    .where(inArray(podcasts.id, podcastIds));
  const contacts = await podcastContacts(tx, podcastIds);
  for (const { id, title } of titles) {
    const to = contacts.get(id);
    if (to)
      await queueMail(
        to,
        replanAfterPauseMail(mailContext(ctx.config), {
          brand: saved.brand,
          campaignName: saved.name,
          campaignId: saved.id,
          podcastTitle: title,
        }),
      );
  }
}

/**
 * An admin confirms the payment order was paid (DOMAIN.md step 4 → 5): the campaign waits for dates,
 * the advertiser hears the payment arrived, and each picked podcaster is asked to plan their dates.
 */
export async function markCampaignPaid(ctx: AppContext, actor: TeamActor, id: string): Promise<BackofficeCampaign> {
  assertAdmin(actor);
  return withOutbox(ctx, async (tx, queueMail) => {
    // The owner's row first, as an account's deletion locks it before its campaigns: the two wait
    // for each other, and a payment never lands on an account deleted meanwhile.
    const [head] = await tx.select({ ownerId: campaigns.ownerId }).from(campaigns).where(eq(campaigns.id, id));
    if (head) await tx.select({ id: users.id }).from(users).where(eq(users.id, head.ownerId)).for('update');
    const saved = await loadTeamCampaign(tx, actor, id, { forUpdate: true });
    if (saved.substatus !== 'PENDING_PAYMENT')
      throw new AppError('CONFLICT', 409, BACKOFFICE_MESSAGES.notPendingPayment);
    const owner = await campaignOwner(tx, saved);
    if (owner.deleted) throw new AppError('CONFLICT', 409, BACKOFFICE_MESSAGES.ownerDeleted);
    await transitionCampaign(tx, saved.id, 'PENDING_DATES');

    const context = mailContext(ctx.config);
    const names = { brand: saved.brand, campaignName: saved.name };
    await queueMail(
      owner.email,
      paymentConfirmedMail(context, { ...names, username: owner.username, reference: paymentReference(saved.id) }),
    );
    const picked = await tx
      .select({ entry: campaignPodcasts, title: podcasts.title })
      .from(campaignPodcasts)
      .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
      .where(and(eq(campaignPodcasts.campaignId, saved.id), eq(campaignPodcasts.picked, true)));
    // The campaign's days are fixed now, and each picked podcast gets its actions and tracking link.
    const range = await createRunningActions(
      tx,
      saved,
      picked.map(({ entry }) => entry),
      ctx.clock.today(),
    );
    await settleCampaign(tx, ctx, saved.id, ctx.clock.today(), queueMail);
    const contacts = await podcastContacts(
      tx,
      picked.map(({ entry }) => entry.podcastId),
    );
    for (const { entry, title } of picked) {
      const to = contacts.get(entry.podcastId);
      if (to)
        await queueMail(
          to,
          planDatesMail(context, {
            ...names,
            podcastTitle: title,
            counts: countsOf(entry),
            fromDate: range.startsOn,
            toDate: range.endsOn,
          }),
        );
    }
    const [moved] = await tx.select().from(campaigns).where(eq(campaigns.id, saved.id));
    return toBackofficeCampaign(tx, moved!, actor);
  });
}

/**
 * Who manages the campaign (DOMAIN.md: `campaign.agent`, set by the team, never by the owner). An
 * admin assigns any user with scope agent, or leaves it unassigned; an agent may only take an
 * unassigned campaign for themself.
 */
export async function assignAgent(
  ctx: AppContext,
  actor: TeamActor,
  id: string,
  input: AssignAgentInput,
): Promise<BackofficeCampaign> {
  assertTeam(actor);
  return withOutbox(ctx, async (tx, queueMail) => {
    const saved = await loadTeamCampaign(tx, actor, id, { forUpdate: true });
    if (
      actor.scope !== 'admin' &&
      (input.agentId !== actor.id || (saved.agentId !== null && saved.agentId !== actor.id))
    ) {
      throw new AppError('FORBIDDEN', 403, BACKOFFICE_MESSAGES.agentTakesOnlyForThemself);
    }
    if (input.agentId !== null) {
      const [agent] = await tx
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(and(eq(users.id, input.agentId), eq(users.scope, 'agent')));
      if (!agent)
        throw new AppError('VALIDATION_ERROR', 400, BACKOFFICE_MESSAGES.notAnAgent, [
          { path: 'agentId', message: BACKOFFICE_MESSAGES.notAnAgent },
        ]);
      // Told only when someone else gives it to them.
      if (input.agentId !== actor.id && input.agentId !== saved.agentId) {
        await queueMail(
          agent.email,
          agentAssignedMail(mailContext(ctx.config), {
            brand: saved.brand,
            campaignName: saved.name,
            username: agent.username,
            campaignId: saved.id,
          }),
        );
      }
    }
    const [row] = await tx
      .update(campaigns)
      .set({ agentId: input.agentId, updatedAt: sql`now()` })
      .where(eq(campaigns.id, saved.id))
      .returning();
    return toBackofficeCampaign(tx, row!, actor);
  });
}

/**
 * An admin closes a paid campaign by hand, with the reason (issue 7): one in progress, or one that
 * cannot get going (its podcasters never planned). It is FINISHED; nothing more is asked of anyone.
 */
export async function closeCampaign(
  ctx: AppContext,
  actor: TeamActor,
  id: string,
  reason: string,
): Promise<BackofficeCampaign> {
  assertAdmin(actor);
  return withOutbox(ctx, async (tx, queueMail) => {
    const saved = await loadTeamCampaign(tx, actor, id, { forUpdate: true });
    if (saved.substatus !== 'IN_PROGRESS' && saved.substatus !== 'PENDING_DATES')
      throw new AppError('CONFLICT', 409, ACTION_MESSAGES.notInProgress);
    const finished = await finishRunningCampaign(tx, ctx, saved, reason, queueMail);
    return toBackofficeCampaign(tx, finished, actor);
  });
}
