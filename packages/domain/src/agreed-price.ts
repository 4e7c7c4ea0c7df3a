import { PROPOSAL_ACTIONS, type ActionCounts, type ActionRates, type ProposalAction } from './proposals';

/**
 * DOMAIN.md "Money: the agreed price". What the advertiser pays for one podcast of a proposal is the
 * price proposed, unless the podcaster accepted with a minimum (`minEarnings`, what they want to earn
 * for that podcast's actions in the campaign): then it is the larger of the price proposed and the
 * smallest whole-euro price whose 90% covers the minimum. Every amount is in integer cents.
 */

/** The podcaster keeps 90 of every 100 cents of an action's cost (COMMISSION_RATE is 10%). */
const PODCASTER_SHARE = { numerator: 9, denominator: 10 } as const;

/** What one podcast of a proposal is offered: its actions, the rate of each kind, and the podcaster's minimum. */
export interface PodcastOffer {
  counts: ActionCounts;
  /** Cents per action of each kind, as the team proposed them. */
  ratesCents: ActionRates;
  /** The podcaster's minimum earnings in cents, when they accepted with one; else null. */
  minEarningsCents: number | null;
}

/** The price the team proposed for the podcast: every action at its rate. */
export function proposedCostCents(offer: Pick<PodcastOffer, 'counts' | 'ratesCents'>): number {
  return PROPOSAL_ACTIONS.reduce((sum, action) => sum + offer.counts[action] * (offer.ratesCents[action] ?? 0), 0);
}

/** The podcaster's counter-price: the smallest whole-euro price whose 90% covers their minimum. */
export function counterPriceCents(minEarningsCents: number): number {
  // 9/10 × price ≥ minimum ⇔ price ≥ 10 × minimum / 9, rounded up to the cent, then to the euro.
  const cents = Math.ceil((minEarningsCents * PODCASTER_SHARE.denominator) / PODCASTER_SHARE.numerator);
  return Math.ceil(cents / 100) * 100;
}

/** What the advertiser pays for the podcast: the price proposed, or the podcaster's counter-price when larger. */
export function agreedCostCents(offer: PodcastOffer): number {
  const proposed = proposedCostCents(offer);
  return offer.minEarningsCents === null ? proposed : Math.max(proposed, counterPriceCents(offer.minEarningsCents));
}

/** Whether the podcaster asks more than the price proposed (the advertiser sees «Pide 89 €»). */
export function asksMore(offer: PodcastOffer): boolean {
  return agreedCostCents(offer) > proposedCostCents(offer);
}

/** The podcaster's earnings from a cost: 90% of it, in whole cents. */
export function podcasterEarningsCents(costCents: number): number {
  return Math.round((costCents * PODCASTER_SHARE.numerator) / PODCASTER_SHARE.denominator);
}

/** One action of a podcast at its share of the agreed price. */
export interface ActionShare {
  action: ProposalAction;
  /** The action's place among those of its kind, from 0. */
  index: number;
  cents: number;
}

/**
 * The agreed price cut into one share per action (for invoice lines, the report and the earnings of
 * each action aired): in proportion to the rates proposed, rounded down to the cent, the cents left
 * over going one each to the first actions. The shares add up to the agreed price exactly, and none
 * is below its rate proposed.
 */
export function actionSharesCents(offer: PodcastOffer): ActionShare[] {
  const proposed = proposedCostCents(offer);
  const agreed = agreedCostCents(offer);
  const shares: ActionShare[] = [];
  for (const action of PROPOSAL_ACTIONS) {
    const rate = offer.ratesCents[action] ?? 0;
    for (let index = 0; index < offer.counts[action]; index += 1) {
      const cents = proposed === 0 ? 0 : Math.floor((rate * agreed) / proposed);
      shares.push({ action, index, cents });
    }
  }
  // Nothing proposed to share in proportion (every rate 0): the price goes in equal parts.
  if (proposed === 0 && shares.length > 0) for (const share of shares) share.cents = Math.floor(agreed / shares.length);
  let left = agreed - shares.reduce((sum, share) => sum + share.cents, 0);
  for (let i = 0; left > 0 && shares.length > 0; i = (i + 1) % shares.length, left -= 1) shares[i]!.cents += 1;
  return shares;
}

/** The shares of the actions of each kind given (the first `counts[kind]` of that kind): what has aired, say. */
export function sharesOfCents(offer: PodcastOffer, counts: ActionCounts): number {
  return actionSharesCents(offer)
    .filter((share) => share.index < counts[share.action])
    .reduce((sum, share) => sum + share.cents, 0);
}

/**
 * What the team's change to an answered podcast's offer does to the answer (DOMAIN.md): a podcast that
 * accepted keeps its answer when the same actions are offered for as much or more; a price lowered
 * after an answer asks the podcaster again; it may never go below what the podcaster asked for the
 * same actions. Changing the actions is a new offer: the podcaster is asked again.
 */
export type Repricing = 'KEEPS_ANSWER' | 'ASKS_AGAIN' | 'BELOW_MINIMUM';

export function repricing(
  previous: PodcastOffer & { accepted: boolean },
  next: Pick<PodcastOffer, 'counts' | 'ratesCents'>,
): Repricing {
  const sameActions = PROPOSAL_ACTIONS.every((action) => previous.counts[action] === next.counts[action]);
  if (!sameActions) return 'ASKS_AGAIN';
  const before = proposedCostCents(previous);
  const after = proposedCostCents(next);
  if (after >= before) return previous.accepted ? 'KEEPS_ANSWER' : 'ASKS_AGAIN';
  if (previous.minEarningsCents !== null && after < counterPriceCents(previous.minEarningsCents))
    return 'BELOW_MINIMUM';
  return 'ASKS_AGAIN';
}
