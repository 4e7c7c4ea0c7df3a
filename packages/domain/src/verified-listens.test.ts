import { describe, expect, it } from 'vitest';
import { milestoneWindow } from './actions';
import { verifiedCosts, verifiedTotalsOf, verifiedWindowEnd } from './verified-listens';

describe('verified listens', () => {
  it('closes an N-day window the day the podcaster may declare that milestone', () => {
    for (const milestone of [7, 15, 22, 31] as const)
      expect(verifiedWindowEnd('2026-12-02', milestone)).toBe(milestoneWindow('2026-12-02', milestone).opensOn);
    expect(verifiedWindowEnd('2026-12-02', 31)).toBe('2027-01-02');
  });

  it('gives the cost per verified listen to the cent and the CPM in whole euros, rounded', () => {
    // 150 € for 1.770 listens: 8,47 cents each, 84,75 € per thousand.
    expect(verifiedCosts(15_000, 1_770)).toEqual({ perListenCents: 8, cpm: 85 });
    expect(verifiedCosts(15_000, 100)).toEqual({ perListenCents: 150, cpm: 1_500 });
    // Nothing counted: no price per listen rather than an infinite one.
    expect(verifiedCosts(15_000, 0)).toBeNull();
  });

  it('totals only the actions whose 31-day figure is in, price and listens alike', () => {
    expect(
      verifiedTotalsOf([
        { priceCents: 15_000, listens: 177 },
        { priceCents: 15_000, listens: 100 },
        { priceCents: 15_000, listens: null },
        // A make-good: listens at no cost.
        { priceCents: 0, listens: 23 },
      ]),
    ).toEqual({ actions: 3, listens: 300, cost: 300, costs: { perListenCents: 100, cpm: 1_000 } });
    expect(verifiedTotalsOf([{ priceCents: 15_000, listens: null }])).toEqual({
      actions: 0,
      listens: 0,
      cost: 0,
      costs: null,
    });
  });
});
