import {
  actionCostCents,
  estimatedEarningsCents,
  eurosToCents,
  minimumRateEuros,
  NO_ACTIONS,
  PROPOSAL_ACTIONS,
  type ActionCounts,
  type ActionRates,
  type ProposalAnswer,
} from '@patrocina/domain';
import type { DemoCampaign, DemoEntry } from './campaign-briefs';
import type { DemoShow } from './load-catalogue';

/** One podcast of a demo proposal, as the team drafts it: its actions and rates (whole euros). */
export interface DemoOffer {
  entry: DemoEntry;
  show: DemoShow;
  counts: ActionCounts;
  rates: ActionRates;
  /** The same actions at the show's minimum rates: the first draft of an offer the team later improves. */
  minimumRates: ActionRates;
  costCents: number;
}

/** A rate at or above the show's minimum, rounded up to 5 €. */
function rateEuros(minimumEuros: number, markup: number): number {
  return Math.ceil((minimumEuros * (1 + markup / 100)) / 5) * 5;
}

function offerOf(spec: DemoCampaign, entry: DemoEntry, show: DemoShow, times: number): DemoOffer {
  const counts: ActionCounts = { ...NO_ACTIONS, mentions: (entry.mentions ?? 1) * times };
  if (entry.extra && minimumRateEuros(entry.extra, show.prices) !== null) counts[entry.extra] = 1;
  const ratesAt = (markup: number) =>
    Object.fromEntries(
      PROPOSAL_ACTIONS.map((action) => {
        const minimum = minimumRateEuros(action, show.prices);
        return [action, counts[action] > 0 && minimum !== null ? rateEuros(minimum, markup) : null];
      }),
    ) as ActionRates;
  const rates = ratesAt(spec.markup ?? 0);
  return { entry, show, counts, rates, minimumRates: ratesAt(0), costCents: actionCostCents(counts, inCents(rates)) };
}

export function inCents(rates: ActionRates): ActionRates {
  return Object.fromEntries(
    PROPOSAL_ACTIONS.map((action) => [action, rates[action] === null ? null : eurosToCents(rates[action])]),
  ) as ActionRates;
}

/**
 * The team's proposal for a demo campaign and the budget its advertiser wrote: a proposal spends most
 * of the budget (weekly shows repeat their mentions, up to four times), and the budget always covers
 * it (DOMAIN.md: a proposal's total never exceeds it), rounded up to hundreds of euros.
 */
export function draftOffers(
  spec: DemoCampaign,
  showOf: (entry: DemoEntry) => DemoShow,
): { offers: DemoOffer[]; budget: number } {
  const entries = spec.proposal ?? [];
  const baseCents = entries.reduce((sum, entry) => sum + offerOf(spec, entry, showOf(entry), 1).costCents, 0);
  const times = baseCents === 0 ? 1 : Math.min(4, Math.max(1, Math.floor((spec.budget * 100 * 0.85) / baseCents)));
  const offers = entries.map((entry) => offerOf(spec, entry, showOf(entry), times));
  const totalEuros = Math.ceil(offers.reduce((sum, offer) => sum + offer.costCents, 0) / 100);
  return { offers, budget: Math.max(spec.budget, Math.ceil((totalEuros * 1.1) / 100) * 100) };
}

const COMMENT = {
  REJECT: 'Ahora mismo no encaja con la línea del programa, pero contad con nosotros para otras campañas.',
  REJECT_NO_AVAILABILITY: 'Estamos de parón en esas fechas: volvemos el mes que viene.',
};

/**
 * How the podcast answered, as its podcaster would have typed it; null for one that has not. Those
 * picked later, and those left out at the purchase (EXPIRED), had accepted.
 */
export function answerOf(offer: DemoOffer): ProposalAnswer | null {
  switch (offer.entry.status) {
    case 'UNANSWERED':
      return null;
    case 'CONTACT_REQUIRED':
      return { answer: 'CONTACT', prefix: '+34', phone: '612345678' };
    case 'REJECTED':
      return { answer: 'REJECT', reason: 'REJECT', comment: COMMENT.REJECT };
    case 'NOT_AVAILABLE':
      return { answer: 'REJECT', reason: 'REJECT_NO_AVAILABILITY', comment: COMMENT.REJECT_NO_AVAILABILITY };
    default: {
      // Asking for a little more than the proposal pays is why one accepts with a minimum price.
      const earnings = estimatedEarningsCents(offer.counts, inCents(offer.rates));
      const withMinPrice = offer.entry.withMinPrice ?? false;
      return {
        answer: 'ACCEPT',
        withMinPrice,
        minEarnings: withMinPrice ? Math.ceil((earnings * 1.1) / 500) * 5 : null,
        delegated: offer.entry.delegated ?? false,
      };
    }
  }
}
