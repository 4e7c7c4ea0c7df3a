import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  AGENCY_TEAM_MESSAGES,
  actionSharesCents,
  agreedCostCents,
  podcasterEarningsCents,
  proposedCostCents,
  checkCommand,
  DECLINED_STATUSES,
  friendlyIban,
  paymentReference,
  PICKABLE_STATUSES,
  PROPOSAL_MESSAGES,
  type Campaign,
  type CommandRefusal,
  type PurchaseCampaignInput,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { campaignPodcasts, podcasts } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { campaignNamesOf } from '../../mail/campaign-wording';
import { withOutbox } from '../../mail/outbox';
import { colleagueRoleIn, requireBrandBilling } from '../agency';
import { issuePurchaseInvoice, paymentQrImage, requireCompleteBillingProfile } from '../billing';
import { mailContext } from '../../mail/templates';
import { assertActsAsBuyer, loadCampaign, applyCommand } from '../campaigns';
import { podcastContacts } from '../podcasts';
import { paymentOrderMail, podcastNotPickedMail, podcastPickedMail } from './mails';
import { countsOf, offerOf, toCampaignWithProposal } from './view';

const conflict = (message: string) => new AppError('CONFLICT', message);

/** Why the advertiser cannot buy now, in their words. */
const PURCHASE_REFUSALS: Record<CommandRefusal, string> = {
  TOO_EARLY: PROPOSAL_MESSAGES.notReadyToPurchase,
  TOO_LATE: PROPOSAL_MESSAGES.alreadyPurchased,
  PAUSED: PROPOSAL_MESSAGES.pausedPurchase,
  // Never given: a purchase needs no pause.
  NOT_PAUSED: PROPOSAL_MESSAGES.notReadyToPurchase,
};

/**
 * The advertiser confirms the proposal with the podcasts they pick (DOMAIN.md step 3 → 4): only from
 * PENDING_ACCEPT, only podcasts that accepted. Picked podcasts go on to plan dates; the others still
 * in play are not chosen (EXPIRED); those that said no keep their answer. The campaign waits for
 * payment, and the advertiser gets the payment order, each podcaster the news, in one transaction.
 */
export async function purchaseCampaign(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: PurchaseCampaignInput,
): Promise<Campaign> {
  return withOutbox(ctx, async (tx, queueMail) => {
    const campaign = await loadCampaign(tx, actor, id, { forUpdate: true });
    assertActsAsBuyer(actor, campaign);
    const refusal = checkCommand('purchase', { substatus: campaign.substatus, paused: campaign.pausedAt !== null });
    if (refusal) throw conflict(PURCHASE_REFUSALS[refusal]);
    // The invoice is made out to the brand's datos de facturación when the campaign is for an agency's
    // brand, otherwise to the advertiser's (the agency's, whoever of its team buys): none without them.
    // A colleague cannot fill in the agency's data (only its owner edits them): they are told whom to ask.
    const brand = campaign.brandId ? await requireBrandBilling(tx, campaign.brandId) : null;
    if (!brand) {
      const byColleague = campaign.ownerId !== actor.id && (await colleagueRoleIn(tx, actor.id, campaign.ownerId));
      await requireCompleteBillingProfile(
        tx,
        campaign.ownerId,
        byColleague ? AGENCY_TEAM_MESSAGES.agencyBillingNeeded : undefined,
      );
    }

    const entries = await tx
      .select({ entry: campaignPodcasts, title: podcasts.title })
      .from(campaignPodcasts)
      .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
      .where(eq(campaignPodcasts.campaignId, campaign.id))
      .for('update', { of: campaignPodcasts });
    const chosen = new Set(input.podcastIds);
    const picked = entries.filter(({ entry }) => chosen.has(entry.podcastId));
    if (picked.length !== chosen.size || picked.some(({ entry }) => !PICKABLE_STATUSES.includes(entry.status))) {
      throw conflict(PROPOSAL_MESSAGES.onlyAccepted);
    }
    const notPicked = entries.filter(
      ({ entry }) => !chosen.has(entry.podcastId) && !DECLINED_STATUSES.includes(entry.status),
    );

    await tx
      .update(campaignPodcasts)
      .set({ status: 'ACTION_DATES_PENDING', picked: true, updatedAt: sql`now()` })
      .where(and(eq(campaignPodcasts.campaignId, campaign.id), inArray(campaignPodcasts.podcastId, [...chosen])));
    if (notPicked.length > 0) {
      await tx
        .update(campaignPodcasts)
        .set({ status: 'EXPIRED', updatedAt: sql`now()` })
        .where(
          inArray(
            campaignPodcasts.id,
            notPicked.map(({ entry }) => entry.id),
          ),
        );
    }
    const moved = await applyCommand(tx, campaign, 'purchase');

    const context = mailContext(ctx.config);
    const names = campaignNamesOf(campaign);
    const lines = picked.map(({ entry, title }) => {
      const offer = offerOf(entry);
      return {
        podcastTitle: title,
        counts: offer.counts,
        ratesCents: offer.ratesCents,
        proposedCents: proposedCostCents(offer),
        costCents: agreedCostCents(offer),
      };
    });
    const invoice = await issuePurchaseInvoice(tx, ctx.config, {
      campaignId: campaign.id,
      ownerId: campaign.ownerId,
      paymentReference: paymentReference(campaign.id),
      issuedAt: ctx.clock.now(),
      ...(brand ? { billedTo: brand } : {}),
      podcasts: picked.map(({ entry, title }) => ({
        campaignPodcastId: entry.id,
        podcastTitle: title,
        shares: actionSharesCents(offerOf(entry)),
      })),
    });
    await queueMail(
      actor.email,
      paymentOrderMail(context, {
        ...names,
        campaignId: campaign.id,
        username: actor.username,
        reference: invoice.paymentReference ?? paymentReference(campaign.id),
        lines,
        invoice,
        payee: {
          beneficiary: ctx.config.COMPANY_BENEFICIARY,
          iban: friendlyIban(ctx.config.COMPANY_IBAN),
          bic: ctx.config.COMPANY_BIC,
          qr: await paymentQrImage(ctx.config, invoice),
        },
      }),
    );

    const contacts = await podcastContacts(
      tx,
      [...picked, ...notPicked].map(({ entry }) => entry.podcastId),
    );
    for (const { entry, title } of picked) {
      const to = contacts.get(entry.podcastId);
      const earningsCents = podcasterEarningsCents(agreedCostCents(offerOf(entry)));
      if (to)
        await queueMail(
          to,
          podcastPickedMail(context, { ...names, podcastTitle: title, counts: countsOf(entry), earningsCents }),
        );
    }
    for (const { entry, title } of notPicked) {
      const to = contacts.get(entry.podcastId);
      if (to) await queueMail(to, podcastNotPickedMail(context, { ...names, podcastTitle: title }));
    }
    return toCampaignWithProposal(tx, moved, actor);
  });
}
