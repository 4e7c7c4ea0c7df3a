import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  actionTitle,
  compareActions,
  inGroup,
  MAKE_GOOD_MESSAGES,
  type UnderDeliveredAction,
  type UnderDeliveryList,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import { actionRemedies, campaignActions, campaignPodcasts, podcasts, type CampaignRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { campaignNamesOf } from '../../mail/campaign-wording';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { creditUnderDelivery, underDeliveryCreditCents } from '../billing';
import { campaignOwner, loadTeamCampaign } from '../campaigns';
import { podcastContacts } from '../podcasts';
import { conflict } from './hired';
import { makeGoodProposedMail, underDeliveryCreditedMail } from './make-good-mails';
import { flagOf, listensAt31, remediesOf, toRemedy } from './under-delivery';

/**
 * The team's side of under-delivery (docs/decisions/0025), under /private/backoffice: the campaign's
 * flagged actions with what was done about each, a make-good proposed to the podcaster, or a credit
 * to the advertiser. One remedy per action; a make-good the podcaster declined may still be credited.
 */

type Deps = Pick<AppContext, 'config' | 'db' | 'mail' | 'log' | 'clock'>;

async function flaggedActions(db: Executor, campaign: CampaignRow, thresholdPercent: number) {
  const rows = await db
    .select({ action: campaignActions, entry: campaignPodcasts, podcastTitle: podcasts.title })
    .from(campaignActions)
    .innerJoin(campaignPodcasts, eq(campaignPodcasts.id, campaignActions.campaignPodcastId))
    .innerJoin(podcasts, eq(podcasts.id, campaignActions.podcastId))
    .where(and(eq(campaignActions.campaignId, campaign.id), eq(campaignPodcasts.picked, true)))
    .orderBy(asc(podcasts.title));
  rows.sort((a, b) => a.podcastTitle.localeCompare(b.podcastTitle, 'es') || compareActions(a.action, b.action));
  const listens = await listensAt31(
    db,
    rows.map((row) => row.action.id),
  );
  const remedies = await remediesOf(db, campaign.id);
  return rows.flatMap((row) => {
    const flag = flagOf(row.entry, listens.get(row.action.id), thresholdPercent);
    return flag ? [{ ...row, flag, remedy: remedies.get(row.action.id) ?? null }] : [];
  });
}

type Flagged = Awaited<ReturnType<typeof flaggedActions>>[number];

/** A make-good needs a paid campaign that was not closed by hand (a closed one has had its unaired actions refunded). */
function makeGoodRefusal(campaign: CampaignRow, flagged: Flagged): string | null {
  if (!inGroup('paid', campaign.substatus)) return MAKE_GOOD_MESSAGES.notRunning;
  if (campaign.closedReason !== null) return MAKE_GOOD_MESSAGES.closedByHand;
  if (flagged.action.makeGoodOf !== null) return MAKE_GOOD_MESSAGES.onMakeGood;
  if (flagged.remedy) return MAKE_GOOD_MESSAGES.alreadyRemedied;
  return null;
}

/**
 * A credit follows no remedy, a declined make-good, or an accepted one that never aired because an
 * admin closed the campaign first (nothing else would ever make up for the action).
 */
async function creditRefusal(tx: Executor, campaign: CampaignRow, flagged: Flagged): Promise<string | null> {
  if (flagged.action.makeGoodOf !== null) return MAKE_GOOD_MESSAGES.onMakeGood;
  if (!flagged.remedy || flagged.remedy.status === 'DECLINED') return null;
  if (flagged.remedy.status === 'ACCEPTED' && campaign.closedReason !== null) {
    const [unaired] = await tx
      .select({ id: campaignActions.id })
      .from(campaignActions)
      .where(and(eq(campaignActions.makeGoodOf, flagged.action.id), isNull(campaignActions.recordedAt)));
    if (unaired) return null;
  }
  return MAKE_GOOD_MESSAGES.alreadyRemedied;
}

async function toList(tx: Executor, campaign: CampaignRow, thresholdPercent: number): Promise<UnderDeliveryList> {
  const flagged = await flaggedActions(tx, campaign, thresholdPercent);
  const actions: UnderDeliveredAction[] = [];
  for (const row of flagged) {
    const creditCents =
      row.action.makeGoodOf === null ? await underDeliveryCreditCents(tx as Transaction, row.action) : null;
    actions.push({
      actionId: row.action.id,
      podcastId: row.action.podcastId,
      podcastTitle: row.podcastTitle,
      kind: row.action.kind,
      position: row.action.position,
      makeGood: row.action.makeGoodOf !== null,
      underDelivery: row.flag,
      remedy: row.remedy ? toRemedy(row.remedy) : null,
      creditCents,
      canMakeGood: makeGoodRefusal(campaign, row) === null,
      canCredit: (await creditRefusal(tx, campaign, row)) === null && creditCents !== null,
    });
  }
  return { thresholdPercent, actions };
}

/** `GET /private/backoffice/campaigns/{id}/under-delivery`: the campaign's flagged actions, for its agent or an admin. */
export async function listUnderDelivery(deps: Deps, actor: Actor, campaignId: string): Promise<UnderDeliveryList> {
  const campaign = await loadTeamCampaign(deps.db, actor, campaignId);
  return toList(deps.db, campaign, deps.config.UNDER_DELIVERY_PERCENT);
}

async function loadFlagged(tx: Transaction, campaign: CampaignRow, actionId: string, thresholdPercent: number) {
  const [action] = await tx
    .select({ id: campaignActions.id })
    .from(campaignActions)
    .where(and(eq(campaignActions.id, actionId), eq(campaignActions.campaignId, campaign.id)));
  if (!action) throw new AppError('NOT_FOUND', MAKE_GOOD_MESSAGES.actionNotFound);
  const flagged = (await flaggedActions(tx, campaign, thresholdPercent)).find((row) => row.action.id === actionId);
  if (!flagged) throw conflict(MAKE_GOOD_MESSAGES.notFlagged);
  return flagged;
}

function remedyNames(campaign: CampaignRow, flagged: Flagged) {
  return {
    ...campaignNamesOf(campaign),
    campaignId: campaign.id,
    podcastTitle: flagged.podcastTitle,
    actionTitle: actionTitle(flagged.action.kind, flagged.action.position),
    flag: flagged.flag,
  };
}

/**
 * `POST …/actions/{actionId}/make-good`: the team proposes an extra action of the same kind, free for
 * the advertiser; whoever runs the podcast is e-mailed to accept or decline it.
 */
export async function proposeMakeGood(
  deps: Deps,
  actor: Actor,
  campaignId: string,
  actionId: string,
): Promise<UnderDeliveryList> {
  const threshold = deps.config.UNDER_DELIVERY_PERCENT;
  return withOutbox(deps, async (tx, queueMail) => {
    const campaign = await loadTeamCampaign(tx, actor, campaignId, { forUpdate: true });
    const flagged = await loadFlagged(tx, campaign, actionId, threshold);
    const refusal = makeGoodRefusal(campaign, flagged);
    if (refusal) throw conflict(refusal);
    const [created] = await tx
      .insert(actionRemedies)
      .values({
        actionId,
        campaignId,
        kind: 'MAKE_GOOD',
        status: 'PROPOSED',
        listens: flagged.flag.listens,
        estimated: flagged.flag.estimated,
        decidedBy: actor.id,
      })
      .onConflictDoNothing()
      .returning({ id: actionRemedies.id });
    if (!created) throw conflict(MAKE_GOOD_MESSAGES.alreadyRemedied);
    const contact = (await podcastContacts(tx, [flagged.action.podcastId])).get(flagged.action.podcastId);
    if (contact)
      await queueMail(contact, makeGoodProposedMail(mailContext(deps.config), remedyNames(campaign, flagged)));
    return toList(tx, campaign, threshold);
  });
}

/**
 * `POST …/actions/{actionId}/credit`: the advertiser is credited for the action (billing's
 * creditUnderDelivery: one credit note of its line, through the ledger) and told so. Once per action.
 */
export async function creditAdvertiser(
  deps: Deps,
  actor: Actor,
  campaignId: string,
  actionId: string,
): Promise<UnderDeliveryList> {
  const threshold = deps.config.UNDER_DELIVERY_PERCENT;
  return withOutbox(deps, async (tx, queueMail) => {
    const campaign = await loadTeamCampaign(tx, actor, campaignId, { forUpdate: true });
    const flagged = await loadFlagged(tx, campaign, actionId, threshold);
    const refusal = await creditRefusal(tx, campaign, flagged);
    if (refusal) throw conflict(refusal);
    const names = remedyNames(campaign, flagged);
    const credit = await creditUnderDelivery(tx, flagged.action, {
      reason: MAKE_GOOD_MESSAGES.creditReason(names.actionTitle, names.podcastTitle),
      at: deps.clock.now(),
    });
    if (!credit) throw conflict(MAKE_GOOD_MESSAGES.nothingToCredit);
    const values = {
      kind: 'CREDIT' as const,
      status: 'CREDITED' as const,
      listens: flagged.flag.listens,
      estimated: flagged.flag.estimated,
      decidedBy: actor.id,
      creditNoteCode: credit.creditNote.code,
    };
    await tx
      .insert(actionRemedies)
      .values({ actionId, campaignId, ...values })
      .onConflictDoUpdate({ target: actionRemedies.actionId, set: { ...values, updatedAt: sql`now()` } });
    const owner = await campaignOwner(tx, campaign);
    if (!owner.deleted)
      await queueMail(
        owner.email,
        underDeliveryCreditedMail(mailContext(deps.config), {
          ...names,
          refundedCents: credit.refundedCents,
          creditNoteCode: credit.creditNote.code,
        }),
      );
    return toList(tx, campaign, threshold);
  });
}
