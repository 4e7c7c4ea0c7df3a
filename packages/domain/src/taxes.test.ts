import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { vatCents, VAT_PERCENT, withVat } from './taxes';

describe('IVA', () => {
  it('is 21% of the base, to the cent: 89 € pays 18,69 € of IVA and 107,69 € in all', () => {
    expect(VAT_PERCENT).toBe(21);
    expect(withVat(8_900)).toEqual({ baseCents: 8_900, vatCents: 1_869, totalCents: 10_769, vatPercent: 21 });
    expect(vatCents(0)).toBe(0);
    // 0,50 € × 21% = 10,5 cents: half a cent rounds up.
    expect(vatCents(50)).toBe(11);
  });

  it('always adds up: base + IVA = total, and the IVA is within half a cent of 21%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (base) => {
        const taxed = withVat(base);
        expect(taxed.baseCents + taxed.vatCents).toBe(taxed.totalCents);
        expect(Math.abs(taxed.vatCents - base * 0.21)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
