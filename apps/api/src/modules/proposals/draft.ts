import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  actionCostCents,
  BACKOFFICE_MESSAGES,
  belowCounterPriceMessage,
  can,
  centsToEuros,
  counterPriceCents,
  estimatedEarningsCents,
  eurosToCents,
  inGroup,
  minimumRateEuros,
  PICKABLE_STATUSES,
  PROPOSAL_ACTIONS,
  rateBelowMinimumMessage,
  repricing,
  targetRangeOf,
  type ActionCounts,
  type ActionRates,
  type BackofficeCampaign,
  type ProposalDraftInput,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import {
  campaignPodcasts,
  campaigns,
  chatMessages,
  podcastSheets,
  podcasts,
  type CampaignPodcastRow,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { campaignNamesOf, formatEuros } from '../../mail/campaign-wording';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { loadTeamCampaign, savePreroll, applyCommand } from '../campaigns';
import { podcastContacts } from '../podcasts';
import { toBackofficeCampaign } from './backoffice-view';
import { createProposalLink } from './links';
import { proposalModifiedMail, proposalWithdrawnMail, proposalPublishedMail } from './mails';
import { countsOf, offerOf } from './view';

type FieldError = { path: string; message: string };

/** The substatuses in which the team may change the proposal: before the advertiser has chosen. */

/** Only the kinds asked for keep a rate (docs/decisions/0005: null where none is asked), in cents. */
function ratesInCents(counts: ActionCounts, euros: ActionRates): ActionRates {
  return Object.fromEntries(
    PROPOSAL_ACTIONS.map((action) => [
      action,
      counts[action] > 0 && euros[action] !== null ? eurosToCents(euros[action]) : null,
    ]),
  ) as ActionRates;
}

function sameOffer(entry: CampaignPodcastRow, counts: ActionCounts, ratesCents: ActionRates): boolean {
  const saved = countsOf(entry);
  return PROPOSAL_ACTIONS.every(
    (action) => saved[action] === counts[action] && (entry.advertiserRatesCents[action] ?? null) === ratesCents[action],
  );
}

/** What the team's new offer does to the podcast's answer (DOMAIN.md "the agreed price"). */
function repricingOf(previous: CampaignPodcastRow, offer: { counts: ActionCounts; ratesCents: ActionRates }) {
  return repricing(
    { ...offerOf(previous), accepted: PICKABLE_STATUSES.includes(previous.status) && !previous.proposalModified },
    offer,
  );
}

/**
 * The team replaces the proposal's draft (`PUT /private/backoffice/campaigns/{id}/proposal`): every
 * podcast must be in the catalogue with an owner and a complete sheet, every rate at least the
 * sheet's minimum for its kind (minimumRateEuros), and the total within the budget.
 *
 * Before publication it is just saved. Once published (and until the advertiser chooses), a podcast
 * whose actions or rates change must answer again: its answer resets to UNANSWERED, marked as
 * modified, and its podcaster is told; a podcast added is sent the proposal; and a campaign the
 * advertiser was reviewing goes back to waiting for the podcasters.
 */
/** What the matching engine adds to a podcast of its draft: why it chose it, and its own reach estimate. */
export type DraftAnnotations = ReadonlyMap<string, { reasons: string[]; target: string }>;

export async function saveProposalDraft(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: ProposalDraftInput,
  annotations?: DraftAnnotations,
): Promise<BackofficeCampaign> {
  return withOutbox(ctx, async (tx, queueMail) => {
    const saved = await loadTeamCampaign(tx, actor, id, { forUpdate: true });
    if (!can('editDraft', saved.substatus)) throw new AppError('CONFLICT', BACKOFFICE_MESSAGES.proposalLocked);
    const published = inGroup('published', saved.substatus);
    if (published && input.podcasts.length === 0)
      throw new AppError('VALIDATION_ERROR', BACKOFFICE_MESSAGES.publishedNeedsPodcasts);

    const ids = input.podcasts.map((podcast) => podcast.podcastId);
    const catalogue = ids.length
      ? await tx
          .select({
            id: podcasts.id,
            title: podcasts.title,
            ownerId: podcasts.ownerId,
            listens30d: podcasts.listens30d,
            completedAt: podcastSheets.completedAt,
            branding: podcastSheets.branding,
          })
          .from(podcasts)
          .leftJoin(podcastSheets, eq(podcastSheets.podcastId, podcasts.id))
          .where(inArray(podcasts.id, ids))
      : [];
    const byId = new Map(catalogue.map((podcast) => [podcast.id, podcast]));

    const unknown: FieldError[] = [];
    const incomplete: FieldError[] = [];
    const rates: FieldError[] = [];
    input.podcasts.forEach((proposed, index) => {
      const podcast = byId.get(proposed.podcastId);
      if (!podcast || podcast.ownerId === null) {
        unknown.push({ path: `podcasts.${index}.podcastId`, message: BACKOFFICE_MESSAGES.podcastNotProposable });
        return;
      }
      if (podcast.completedAt === null || !podcast.branding) {
        incomplete.push({
          path: `podcasts.${index}.podcastId`,
          message: `${BACKOFFICE_MESSAGES.sheetIncomplete} (${podcast.title})`,
        });
        return;
      }
      for (const action of PROPOSAL_ACTIONS) {
        if (proposed.counts[action] === 0) continue;
        const minimum = minimumRateEuros(action, podcast.branding.actions);
        const rate = proposed.advertiserRates[action]!;
        if (minimum === null)
          rates.push({ path: `podcasts.${index}.counts.${action}`, message: BACKOFFICE_MESSAGES.actionNotOffered });
        else if (rate < minimum)
          rates.push({
            path: `podcasts.${index}.advertiserRates.${action}`,
            message: rateBelowMinimumMessage(action, minimum),
          });
      }
    });
    if (unknown.length > 0)
      throw new AppError('VALIDATION_ERROR', BACKOFFICE_MESSAGES.podcastNotProposable, { fields: unknown });
    if (incomplete.length > 0)
      throw new AppError('CONFLICT', BACKOFFICE_MESSAGES.sheetIncomplete, { fields: incomplete });
    if (rates.length > 0) throw new AppError('VALIDATION_ERROR', rates[0]!.message, { fields: rates });

    const offers = input.podcasts.map((proposed) => ({
      ...proposed,
      ratesCents: ratesInCents(proposed.counts, proposed.advertiserRates),
    }));
    const totalCents = offers.reduce((sum, offer) => sum + actionCostCents(offer.counts, offer.ratesCents), 0);
    if (totalCents > saved.budgetCents) {
      const message = `${BACKOFFICE_MESSAGES.overBudget} Total: ${formatEuros(totalCents)}; presupuesto: ${formatEuros(saved.budgetCents)}.`;
      throw new AppError('VALIDATION_ERROR', message, { fields: [{ path: 'podcasts', message }] });
    }

    const existing = await tx
      .select()
      .from(campaignPodcasts)
      .where(eq(campaignPodcasts.campaignId, saved.id))
      .for('update');
    const savedByPodcast = new Map(existing.map((entry) => [entry.podcastId, entry]));
    // DOMAIN.md "the agreed price": never below what an answered podcast's podcaster asked.
    const undercut: FieldError[] = [];
    offers.forEach((offer, index) => {
      const previous = savedByPodcast.get(offer.podcastId);
      if (previous && repricingOf(previous, offer) === 'BELOW_MINIMUM')
        undercut.push({
          path: `podcasts.${index}.advertiserRates`,
          message: belowCounterPriceMessage(
            byId.get(offer.podcastId)!.title,
            centsToEuros(counterPriceCents(previous.minEarningsCents!)),
          ),
        });
    });
    if (undercut.length > 0) throw new AppError('VALIDATION_ERROR', undercut[0]!.message, { fields: undercut });
    const removed = existing.filter((entry) => !ids.includes(entry.podcastId));
    if (removed.length > 0) {
      const removedIds = removed.map((entry) => entry.id);
      // Its workroom thread is that row: removing it would take stored messages with it.
      const talking = await tx
        .selectDistinct({ title: podcasts.title })
        .from(chatMessages)
        .innerJoin(campaignPodcasts, eq(campaignPodcasts.id, chatMessages.threadId))
        .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
        .where(inArray(chatMessages.threadId, removedIds));
      if (talking.length > 0) {
        const message = `${BACKOFFICE_MESSAGES.hasConversation} (${talking.map((row) => row.title).join(', ')})`;
        throw new AppError('CONFLICT', message, { fields: [{ path: 'podcasts', message }] });
      }
      await tx.delete(campaignPodcasts).where(inArray(campaignPodcasts.id, removedIds));
    }

    const added: string[] = [];
    const modified: string[] = [];
    for (const [position, offer] of offers.entries()) {
      const podcast = byId.get(offer.podcastId)!;
      const columns = {
        ...offer.counts,
        advertiserRatesCents: offer.ratesCents,
        // A snapshot: the reach quoted to both sides is the one when the offer was made.
        target: targetRangeOf(podcast.listens30d),
        listens30Days: podcast.listens30d,
        updatedAt: sql`now()`,
      };
      const previous = savedByPodcast.get(offer.podcastId);
      if (!previous) {
        // clock_timestamp, not the transaction's now(), plus the offer's position in microseconds: podcasts
        // added together keep the team's order even when two inserts read the same clock.
        await tx.insert(campaignPodcasts).values({
          campaignId: saved.id,
          podcastId: offer.podcastId,
          ...columns,
          createdAt: sql`clock_timestamp() + ${position}::int * interval '1 microsecond'`,
        });
        if (published) added.push(offer.podcastId);
      } else if (!sameOffer(previous, offer.counts, offer.ratesCents)) {
        // A podcast that accepted keeps its answer when offered the same actions for more.
        const reset =
          published && repricingOf(previous, offer) === 'ASKS_AGAIN'
            ? {
                status: 'UNANSWERED' as const,
                statusReason: null,
                minEarningsCents: null,
                contactPhonePrefix: null,
                contactPhone: null,
                comment: null,
                delegated: false,
                answeredAt: null,
                proposalModified: true,
              }
            : {};
        await tx
          .update(campaignPodcasts)
          .set({ ...columns, ...reset })
          .where(eq(campaignPodcasts.id, previous.id));
        if (published && 'status' in reset) modified.push(offer.podcastId);
      }
    }
    // The engine's reasons go in with its draft, in the same transaction; a hand edit keeps them.
    for (const [podcastId, note] of annotations ?? []) {
      await tx
        .update(campaignPodcasts)
        .set({ reasons: note.reasons, target: note.target })
        .where(and(eq(campaignPodcasts.campaignId, saved.id), eq(campaignPodcasts.podcastId, podcastId)));
    }
    await savePreroll(tx, saved.id, input.preroll ?? null);
    // New answers are awaited: the advertiser's review waits for them again.
    if (added.length + modified.length > 0) await applyCommand(tx, saved, 'editDraft');

    const context = mailContext(ctx.config);
    const names = campaignNamesOf(saved);
    const withdrawn = published ? removed.map((entry) => entry.podcastId) : [];
    const contacts = await podcastContacts(tx, [...added, ...modified, ...withdrawn]);
    if (withdrawn.length > 0) {
      const titles = await tx
        .select({ id: podcasts.id, title: podcasts.title })
        .from(podcasts)
        .where(inArray(podcasts.id, withdrawn));
      for (const { id: podcastId, title } of titles) {
        const to = contacts.get(podcastId);
        if (to) await queueMail(to, proposalWithdrawnMail(context, { ...names, podcastTitle: title }));
      }
    }
    for (const offer of offers) {
      const to = contacts.get(offer.podcastId);
      if (!to) continue;
      const details = {
        ...names,
        podcastTitle: byId.get(offer.podcastId)!.title,
        counts: offer.counts,
        earningsCents: estimatedEarningsCents(offer.counts, offer.ratesCents),
      };
      if (added.includes(offer.podcastId)) {
        await queueMail(
          to,
          proposalPublishedMail(context, {
            ...details,
            linkToken: await createProposalLink(tx, saved.id, offer.podcastId),
          }),
        );
      }
      if (modified.includes(offer.podcastId)) await queueMail(to, proposalModifiedMail(context, details));
    }
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, saved.id));
    return toBackofficeCampaign(tx, row!, actor);
  });
}
