import { describe, expect, it } from 'vitest';
import { EXAMPLE_ACTION_COST_CENTS } from './facts';
import { formatEuros } from '@/lib/format';
import { commissionCents, podcasterEarningsCents } from './money';

// formatEuros always puts a NO-BREAK SPACE (U+00A0) before the sign, whatever the ICU version gives.
const NBSP = '\u00a0';

describe('commission (10 % of the action cost)', () => {
  it('keeps 10 % and gives the podcaster the rest: 300 € → 270 €', () => {
    expect(commissionCents(EXAMPLE_ACTION_COST_CENTS)).toBe(3_000);
    expect(podcasterEarningsCents(EXAMPLE_ACTION_COST_CENTS)).toBe(27_000);
    expect(formatEuros(podcasterEarningsCents(EXAMPLE_ACTION_COST_CENTS))).toBe(`270${NBSP}€`);
  });

  it('rounds the commission down to the cent, so the podcaster never loses a fraction', () => {
    expect(commissionCents(12_345)).toBe(1_234);
    expect(podcasterEarningsCents(12_345)).toBe(11_111);
    expect(commissionCents(9)).toBe(0);
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    expect(() => commissionCents(10.5)).toThrow(RangeError);
    expect(() => commissionCents(-100)).toThrow(RangeError);
  });
});
