import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionSharesCents,
  agreedCostCents,
  asksMore,
  counterPriceCents,
  podcasterEarningsCents,
  proposedCostCents,
  repricing,
  sharesOfCents,
  type PodcastOffer,
} from './agreed-price';
import { NO_ACTIONS, PROPOSAL_ACTIONS, type ActionRates } from './proposals';

const NO_RATES = Object.fromEntries(PROPOSAL_ACTIONS.map((action) => [action, null])) as ActionRates;

/** Offers as the back office makes them: whole-euro rates, a few actions of each kind, any minimum. */
const offer: fc.Arbitrary<PodcastOffer> = fc
  .record({
    counts: fc.record(Object.fromEntries(PROPOSAL_ACTIONS.map((action) => [action, fc.integer({ min: 0, max: 6 })]))),
    euros: fc.record(Object.fromEntries(PROPOSAL_ACTIONS.map((action) => [action, fc.integer({ min: 0, max: 900 })]))),
    minEarningsCents: fc.option(fc.integer({ min: 1, max: 2_000_000 })),
  })
  .map(({ counts, euros, minEarningsCents }) => ({
    counts: counts as PodcastOffer['counts'],
    ratesCents: Object.fromEntries(PROPOSAL_ACTIONS.map((action) => [action, euros[action]! * 100])) as ActionRates,
    minEarningsCents,
  }));

describe('the agreed price', () => {
  it('asks 89 € for a minimum of 80 €, as the advertiser sees it («Pide 89 €»)', () => {
    const sixtyEuros: PodcastOffer = {
      counts: { ...NO_ACTIONS, mentions: 2 },
      ratesCents: { ...NO_RATES, mentions: 3_000 },
      minEarningsCents: 8_000,
    };
    expect(counterPriceCents(8_000)).toBe(8_900);
    expect(proposedCostCents(sixtyEuros)).toBe(6_000);
    expect(agreedCostCents(sixtyEuros)).toBe(8_900);
    expect(asksMore(sixtyEuros)).toBe(true);
    expect(podcasterEarningsCents(agreedCostCents(sixtyEuros))).toBe(8_010);
  });

  it('keeps the price proposed when it already covers the minimum, or when there is none', () => {
    const base = { counts: { ...NO_ACTIONS, spots: 1 }, ratesCents: { ...NO_RATES, spots: 20_000 } };
    expect(agreedCostCents({ ...base, minEarningsCents: 9_000 })).toBe(20_000);
    expect(agreedCostCents({ ...base, minEarningsCents: null })).toBe(20_000);
    expect(asksMore({ ...base, minEarningsCents: 18_000 })).toBe(false);
    expect(asksMore({ ...base, minEarningsCents: 18_001 })).toBe(true);
  });

  it('never charges less than proposed nor pays the podcaster less than their minimum', () => {
    fc.assert(
      fc.property(offer, (value) => {
        const agreed = agreedCostCents(value);
        expect(agreed).toBeGreaterThanOrEqual(proposedCostCents(value));
        if (value.minEarningsCents !== null)
          expect(podcasterEarningsCents(agreed)).toBeGreaterThanOrEqual(value.minEarningsCents);
      }),
    );
  });

  it('counters with the smallest whole-euro price that covers the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (minimum) => {
        const counter = counterPriceCents(minimum);
        expect(counter % 100).toBe(0);
        expect(podcasterEarningsCents(counter)).toBeGreaterThanOrEqual(minimum);
        expect(podcasterEarningsCents(counter - 100)).toBeLessThan(minimum);
      }),
    );
  });
});

describe('the shares of each action', () => {
  it('add up to the agreed price exactly, one per action, none below its rate proposed', () => {
    fc.assert(
      fc.property(offer, (value) => {
        const shares = actionSharesCents(value);
        const actions = PROPOSAL_ACTIONS.reduce((sum, action) => sum + value.counts[action], 0);
        expect(shares).toHaveLength(actions);
        if (actions === 0) return;
        expect(shares.reduce((sum, share) => sum + share.cents, 0)).toBe(agreedCostCents(value));
        for (const share of shares) expect(share.cents).toBeGreaterThanOrEqual(value.ratesCents[share.action] ?? 0);
      }),
    );
  });

  it('cut 89 € over three mentions proposed alike as 29,67 €, 29,67 € and 29,66 €', () => {
    const three: PodcastOffer = {
      counts: { ...NO_ACTIONS, mentions: 3 },
      ratesCents: { ...NO_RATES, mentions: 2_000 },
      minEarningsCents: 8_000,
    };
    expect(actionSharesCents(three).map((share) => share.cents)).toEqual([2_967, 2_967, 2_966]);
    expect(sharesOfCents(three, { ...NO_ACTIONS, mentions: 2 })).toBe(5_934);
    expect(sharesOfCents(three, three.counts)).toBe(8_900);
  });
});

describe("the team's re-pricing", () => {
  const accepted: PodcastOffer & { accepted: boolean } = {
    counts: { ...NO_ACTIONS, mentions: 2 },
    ratesCents: { ...NO_RATES, mentions: 3_000 },
    minEarningsCents: 8_000,
    accepted: true,
  };
  const at = (euros: number) => ({ counts: accepted.counts, ratesCents: { ...NO_RATES, mentions: euros * 50 } });

  it('keeps an acceptance when the same actions are offered for more, and asks again when for less', () => {
    expect(repricing(accepted, at(89))).toBe('KEEPS_ANSWER');
    expect(repricing({ ...accepted, minEarningsCents: null }, at(50))).toBe('ASKS_AGAIN');
    expect(repricing({ ...accepted, ratesCents: { ...NO_RATES, mentions: 5_000 } }, at(90))).toBe('ASKS_AGAIN');
  });

  it('never goes below what the podcaster asked for the same actions', () => {
    expect(repricing({ ...accepted, ratesCents: { ...NO_RATES, mentions: 5_000 } }, at(88))).toBe('BELOW_MINIMUM');
    expect(repricing(accepted, at(50))).toBe('BELOW_MINIMUM');
  });

  it('asks again whenever the actions change, and for any change to a podcast that has not accepted', () => {
    expect(repricing(accepted, { counts: { ...NO_ACTIONS, mentions: 1 }, ratesCents: at(10).ratesCents })).toBe(
      'ASKS_AGAIN',
    );
    expect(repricing({ ...accepted, accepted: false, minEarningsCents: null }, at(200))).toBe('ASKS_AGAIN');
  });

  it("refuses every lower price under the podcaster's counter-price, and keeps answers only at the same price or more", () => {
    fc.assert(
      fc.property(offer, offer, fc.boolean(), (before, after, wasAccepted) => {
        const next = { counts: before.counts, ratesCents: after.ratesCents };
        const outcome = repricing({ ...before, accepted: wasAccepted }, next);
        const lowered = proposedCostCents(next) < proposedCostCents(before);
        const underCounter =
          before.minEarningsCents !== null && proposedCostCents(next) < counterPriceCents(before.minEarningsCents);
        expect(outcome === 'BELOW_MINIMUM').toBe(lowered && underCounter);
        expect(outcome === 'KEEPS_ANSWER').toBe(wasAccepted && !lowered);
      }),
    );
  });
});
