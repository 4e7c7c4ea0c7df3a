import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  PAYOUT_MESSAGES,
  type ActionDispute,
  type CampaignEscrow,
  type DisputeActionInput,
  type OpenDisputeList,
  type ResolveDisputeInput,
} from '@patrocina/domain';
import type { AppContext } from '../../../context';
import type { Transaction } from '../../../db/client';
import {
  actionDisputes,
  actionEarnings,
  campaignActions,
  campaigns,
  invoices,
  podcasts,
  users,
  type ActionEarningRow,
} from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/errors';
import { assertAdmin } from '../../../lib/team';
import { campaignNamesOf } from '../../../mail/campaign-wording';
import { withOutbox, type QueueMailFn } from '../../../mail/outbox';
import { mailContext } from '../../../mail/templates';
import { campaignNotFound, campaignOwner, loadReadableCampaign, teamAddresses } from '../../campaigns';
import { percentOf } from '../invoices';
import { postLedger } from '../ledger';
import { releaseEarning } from './escrow';
import { actionDisputedMail, disputeOpenedTeamMail, disputeResolvedMail, type DisputedAction } from './mails';

const conflict = (message: string) => new AppError('CONFLICT', message);
const euros = (cents: number) => cents / 100;

/** The action, its campaign and podcast, as the e-mails and the back office name them. */
async function describe(tx: Transaction, actionId: string) {
  const [row] = await tx
    .select({
      action: campaignActions,
      campaign: { id: campaigns.id, brand: campaigns.brand, name: campaigns.name, ownerId: campaigns.ownerId },
      podcastTitle: podcasts.title,
    })
    .from(campaignActions)
    .innerJoin(campaigns, eq(campaigns.id, campaignActions.campaignId))
    .innerJoin(podcasts, eq(podcasts.id, campaignActions.podcastId))
    .where(eq(campaignActions.id, actionId));
  return row!;
}

function disputedAction(
  described: Awaited<ReturnType<typeof describe>>,
  earning: Pick<ActionEarningRow, 'priceCents' | 'earningsCents'>,
): DisputedAction {
  return {
    ...campaignNamesOf(described.campaign),
    campaignId: described.campaign.id,
    kind: described.action.kind,
    position: described.action.position,
    podcastTitle: described.podcastTitle,
    priceCents: earning.priceCents,
    earningsCents: earning.earningsCents,
  };
}

async function emailOf(tx: Transaction, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await tx
    .select({ email: users.email, deleted: sql<boolean>`${users.deletedAt} is not null` })
    .from(users)
    .where(eq(users.id, userId));
  return user && !user.deleted ? user.email : null;
}

/** Whether the advertiser may still dispute it: aired, its money still held (not released, paid or disputed). */
function canDispute(earning: Pick<ActionEarningRow, 'status'>, recordedAt: Date | null): boolean {
  return earning.status === 'HELD' && recordedAt !== null;
}

/**
 * `GET /private/campaigns/{id}/escrow`: where each paid action's money stands, for the report of
 * whoever reads the campaign (its advertiser, its agent, the team).
 */
export async function campaignEscrow(
  deps: Pick<AppContext, 'db'>,
  actor: Actor,
  campaignId: string,
): Promise<CampaignEscrow> {
  const campaign = await loadReadableCampaign(deps.db, actor, campaignId);
  const rows = await deps.db
    .select({
      earning: actionEarnings,
      recordedAt: campaignActions.recordedAt,
      reason: actionDisputes.reason,
    })
    .from(actionEarnings)
    .innerJoin(campaignActions, eq(campaignActions.id, actionEarnings.actionId))
    .leftJoin(
      actionDisputes,
      and(eq(actionDisputes.actionId, actionEarnings.actionId), isNull(actionDisputes.resolvedAt)),
    )
    .where(eq(actionEarnings.campaignId, campaign.id));
  return {
    actions: rows.map(({ earning, recordedAt, reason }) => ({
      actionId: earning.actionId,
      status: earning.status,
      canDispute: campaign.ownerId === actor.id && canDispute(earning, recordedAt),
      disputeReason: reason ?? null,
    })),
  };
}

/**
 * `POST /private/campaigns/{id}/actions/{actionId}/dispute` (issue 19): the campaign's advertiser
 * disputes an aired action whose money is still held. The earnings become DISPUTED, so the daily
 * release passes them by, and the team and the podcaster are told. Once per action until resolved.
 */
export async function disputeAction(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  actionId: string,
  input: DisputeActionInput,
): Promise<ActionDispute> {
  return withOutbox(ctx, async (tx, queueMail) => {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
    // Only the advertiser who paid disputes; anyone else learns nothing of the campaign.
    if (!campaign || campaign.ownerId !== actor.id) throw campaignNotFound();
    const [earning] = await tx
      .select()
      .from(actionEarnings)
      .where(and(eq(actionEarnings.actionId, actionId), eq(actionEarnings.campaignId, campaignId)))
      .for('update');
    if (!earning) throw new AppError('NOT_FOUND', PAYOUT_MESSAGES.actionNotFound);
    const described = await describe(tx, actionId);
    if (earning.status === 'DISPUTED') throw conflict(PAYOUT_MESSAGES.alreadyDisputed);
    if (earning.status !== 'HELD') throw conflict(PAYOUT_MESSAGES.notDisputable);
    if (!canDispute(earning, described.action.recordedAt)) throw conflict(PAYOUT_MESSAGES.notAired);

    const [dispute] = await tx
      .insert(actionDisputes)
      .values({ actionId, openedBy: actor.id, reason: input.reason, openedAt: ctx.clock.now() })
      .returning();
    await tx
      .update(actionEarnings)
      .set({ status: 'DISPUTED', updatedAt: sql`now()` })
      .where(eq(actionEarnings.actionId, actionId));

    const context = mailContext(ctx.config);
    const mailInput = { ...disputedAction(described, earning), reason: input.reason };
    const podcaster = await emailOf(tx, earning.payeeUserId);
    if (podcaster) await queueMail(podcaster, actionDisputedMail(context, mailInput));
    for (const to of await teamAddresses(tx, ctx.config, { agentId: null })) {
      await queueMail(to, disputeOpenedTeamMail(context, mailInput));
    }
    return {
      id: dispute!.id,
      actionId,
      reason: dispute!.reason,
      createdAt: dispute!.openedAt.toISOString(),
      status: 'DISPUTED' as const,
    };
  });
}

/** `GET /private/backoffice/disputes` (admins): the open disputes, oldest first. */
export async function listOpenDisputes(deps: Pick<AppContext, 'db'>, actor: Actor): Promise<OpenDisputeList> {
  assertAdmin(actor);
  const rows = await deps.db
    .select({
      dispute: actionDisputes,
      earning: actionEarnings,
      action: { episodeUrl: campaignActions.episodeUrl, recordedAt: campaignActions.recordedAt },
      campaign: { id: campaigns.id, brand: campaigns.brand, name: campaigns.name },
      podcastTitle: podcasts.title,
    })
    .from(actionDisputes)
    .innerJoin(actionEarnings, eq(actionEarnings.actionId, actionDisputes.actionId))
    .innerJoin(campaignActions, eq(campaignActions.id, actionDisputes.actionId))
    .innerJoin(campaigns, eq(campaigns.id, campaignActions.campaignId))
    .innerJoin(podcasts, eq(podcasts.id, campaignActions.podcastId))
    .where(isNull(actionDisputes.resolvedAt))
    .orderBy(asc(actionDisputes.openedAt));
  return {
    disputes: rows.map((row) => ({
      id: row.dispute.id,
      campaignId: row.campaign.id,
      campaignTitle: `${row.campaign.brand}: ${row.campaign.name}`,
      podcastTitle: row.podcastTitle,
      actionId: row.dispute.actionId,
      episodeUrl: row.action.episodeUrl,
      recordedAt: row.action.recordedAt?.toISOString() ?? null,
      price: euros(row.earning.priceCents),
      earnings: euros(row.earning.earningsCents),
      reason: row.dispute.reason,
      createdAt: row.dispute.openedAt.toISOString(),
    })),
  };
}

/**
 * REFUND: the action's price and its IVA share go back to the advertiser; the platform gives up its
 * commission on it and the podcaster's held earnings. The credit note is the invoices' concern.
 */
async function refundEarning(tx: Transaction, earning: ActionEarningRow, at: Date, memo: string): Promise<number> {
  // Locked: two refunds of the same invoice at once would both count the other's price as not refunded.
  const [invoice] = earning.invoiceId
    ? await tx
        .select({ vatPercent: invoices.vatPercent, reverseCharge: invoices.reverseCharge })
        .from(invoices)
        .where(eq(invoices.id, earning.invoiceId))
        .for('update')
    : [];
  // The action's IVA is its share of the invoice's, which was rounded once on the whole base: the IVA of
  // the prices refunded with this one less that of those refunded before. Rounding each action's alone
  // would give back more than the invoice charged (3 × 10,50 €: 3 × 2,21 € against 6,62 €).
  let vatCents = 0;
  if (invoice && !invoice.reverseCharge) {
    const [before] = await tx
      .select({ total: sql<string>`coalesce(sum(${actionEarnings.priceCents}), 0)` })
      .from(actionEarnings)
      .where(and(eq(actionEarnings.invoiceId, earning.invoiceId!), eq(actionEarnings.status, 'REFUNDED')));
    const refundedBefore = Number(before?.total ?? 0);
    vatCents =
      percentOf(refundedBefore + earning.priceCents, invoice.vatPercent) -
      percentOf(refundedBefore, invoice.vatPercent);
  }
  const refundCents = earning.priceCents + vatCents;
  await postLedger(
    tx,
    {
      campaignId: earning.campaignId,
      invoiceId: earning.invoiceId,
      actionId: earning.actionId,
      userId: earning.payeeUserId,
      memo,
      occurredAt: at,
    },
    [
      { account: 'BANK', kind: 'REFUND', amountCents: -refundCents },
      { account: 'VAT', kind: 'REFUND', amountCents: -vatCents },
      { account: 'COMMISSION', kind: 'REFUND', amountCents: -(earning.priceCents - earning.earningsCents) },
      { account: 'ESCROW_HELD', kind: 'REFUND', amountCents: -earning.earningsCents },
    ],
  );
  await tx
    .update(actionEarnings)
    .set({ status: 'REFUNDED', updatedAt: sql`now()` })
    .where(eq(actionEarnings.actionId, earning.actionId));
  return refundCents;
}

/**
 * `PUT /private/backoffice/disputes/{id}` (admins): «Liberar el pago» releases the earnings at once;
 * «Devolver al anunciante» refunds the action. The advertiser and the podcaster are told. Once.
 */
export async function resolveDispute(
  ctx: AppContext,
  actor: Actor,
  disputeId: string,
  input: ResolveDisputeInput,
): Promise<ActionDispute> {
  assertAdmin(actor);
  return withOutbox(ctx, async (tx: Transaction, queueMail: QueueMailFn) => {
    const [dispute] = await tx.select().from(actionDisputes).where(eq(actionDisputes.id, disputeId)).for('update');
    if (!dispute) throw new AppError('NOT_FOUND', PAYOUT_MESSAGES.disputeNotFound);
    if (dispute.resolvedAt) throw conflict(PAYOUT_MESSAGES.disputeResolved);
    const [earning] = await tx
      .select()
      .from(actionEarnings)
      .where(eq(actionEarnings.actionId, dispute.actionId))
      .for('update');
    const now = ctx.clock.now();
    let refundCents = 0;
    if (input.outcome === 'RELEASE') {
      await releaseEarning(tx, earning!, now, 'DISPUTED', 'Reclamación resuelta: se paga al podcaster');
    } else {
      refundCents = await refundEarning(tx, earning!, now, 'Reclamación resuelta: se devuelve al anunciante');
    }
    const [resolved] = await tx
      .update(actionDisputes)
      .set({ resolution: input.outcome === 'RELEASE' ? 'RELEASED' : 'REFUNDED', resolvedBy: actor.id, resolvedAt: now })
      .where(and(eq(actionDisputes.id, disputeId), isNull(actionDisputes.resolvedAt)))
      .returning();
    if (!resolved) throw conflict(PAYOUT_MESSAGES.disputeResolved);

    const described = await describe(tx, dispute.actionId);
    const context = mailContext(ctx.config);
    const base = { ...disputedAction(described, earning!), outcome: input.outcome, refundCents };
    const owner = await campaignOwner(tx, described.campaign);
    if (!owner.deleted) await queueMail(owner.email, disputeResolvedMail(context, { ...base, to: 'advertiser' }));
    const podcaster = await emailOf(tx, earning!.payeeUserId);
    if (podcaster) await queueMail(podcaster, disputeResolvedMail(context, { ...base, to: 'podcaster' }));

    return {
      id: resolved.id,
      actionId: resolved.actionId,
      reason: resolved.reason,
      createdAt: resolved.openedAt.toISOString(),
      status: input.outcome === 'RELEASE' ? ('RELEASED' as const) : ('REFUNDED' as const),
    };
  });
}
