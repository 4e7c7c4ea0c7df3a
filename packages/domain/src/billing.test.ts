import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ACTIONS, podcasterEarningsCents } from '.';
import {
  actionEarningsSplit,
  earningsOfShares,
  invoiceCode,
  invoiceSeriesName,
  isBalanced,
  LEDGER_ACCOUNTS,
  ledgerTotals,
  type LedgerLine,
} from './billing';

describe('invoice codes', () => {
  it('number each series per year with six digits', () => {
    expect(invoiceCode('INVOICE', 2027, 1, 'B00000000')).toBe('2027-000001');
    expect(invoiceCode('CREDIT_NOTE', 2027, 12, 'B00000000')).toBe('R2027-000012');
  });

  it('give each issuer of self-billed invoices a series of their own', () => {
    expect(invoiceCode('SELF_BILLED', 2028, 345678, '12345678Z')).toBe('A2028-12345678Z-345678');
    expect(invoiceSeriesName('SELF_BILLED', 2028, 'X1234567L')).toBe('A2028-X1234567L');
  });
});

describe('ledger postings', () => {
  it('balance when the bank moves by the sum of the other accounts', () => {
    expect(
      isBalanced([
        { account: 'BANK', kind: 'PAYMENT_RECEIVED', amountCents: 12_100 },
        { account: 'UNAPPLIED', kind: 'PAYMENT_RECEIVED', amountCents: 12_100 },
      ]),
    ).toBe(true);
    expect(
      isBalanced([
        { account: 'UNAPPLIED', kind: 'PAYMENT_APPLIED', amountCents: -12_100 },
        { account: 'VAT', kind: 'VAT', amountCents: 2_100 },
        { account: 'COMMISSION', kind: 'COMMISSION', amountCents: 1_000 },
        { account: 'ESCROW_HELD', kind: 'PODCASTER_PAYABLE', amountCents: 9_000 },
      ]),
    ).toBe(true);
  });

  it('refuse a posting that creates or loses a cent, or is not whole cents', () => {
    expect(
      isBalanced([
        { account: 'BANK', kind: 'PAYOUT', amountCents: -9_000 },
        { account: 'ESCROW_RELEASED', kind: 'PODCASTER_PAYABLE', amountCents: -9_001 },
      ]),
    ).toBe(false);
    expect(isBalanced([{ account: 'BANK', kind: 'PAYMENT_RECEIVED', amountCents: 0.5 }])).toBe(false);
  });

  it('keep the bank equal to the other accounts after any sequence of balanced postings, and refuse a cent moved', () => {
    const others = LEDGER_ACCOUNTS.filter((account) => account !== 'BANK');
    const line = fc.record({
      account: fc.constantFrom(...others),
      amountCents: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    });
    // A posting: lines on the other accounts, and the bank moving by their sum.
    const posting = fc
      .array(line, { minLength: 1, maxLength: 5 })
      .map((lines): LedgerLine[] => [
        { account: 'BANK', kind: 'CREDIT', amountCents: lines.reduce((sum, l) => sum + l.amountCents, 0) },
        ...lines.map((l) => ({ ...l, kind: 'CREDIT' as const })),
      ]);
    fc.assert(
      fc.property(fc.array(posting, { maxLength: 20 }), fc.nat(), fc.constantFrom(-1, 1), (postings, at, cent) => {
        expect(postings.every((lines) => isBalanced(lines))).toBe(true);
        const totals = ledgerTotals(postings.flat());
        expect(totals.BANK).toBe(others.reduce((sum, account) => sum + totals[account], 0));
        if (postings.length === 0) return;
        const lines = postings[at % postings.length]!;
        const moved = lines.map((l, i) => (i === at % lines.length ? { ...l, amountCents: l.amountCents + cent } : l));
        expect(isBalanced(moved)).toBe(false);
      }),
    );
  });

  it('sum each account', () => {
    const totals = ledgerTotals([
      { account: 'BANK', kind: 'PAYMENT_RECEIVED', amountCents: 100 },
      { account: 'BANK', kind: 'PAYOUT', amountCents: -40 },
    ]);
    expect(totals.BANK).toBe(60);
    expect(totals.VAT).toBe(0);
  });
});

describe('earnings per action', () => {
  it('add up to 90% of the agreed price, whatever the shares', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 40 }), (shares) => {
        const earnings = earningsOfShares(shares);
        const agreed = shares.reduce((sum, share) => sum + share, 0);
        expect(earnings.reduce((sum, part) => sum + part, 0)).toBe(podcasterEarningsCents(agreed));
        earnings.forEach((part, i) => expect(part).toBeLessThanOrEqual(shares[i]!));
      }),
    );
  });

  it('follow the actions of an offer, at the counter-price when the podcaster asked more', () => {
    const split = actionEarningsSplit({
      counts: { ...NO_ACTIONS, mentions: 2, spots: 1 },
      ratesCents: { mentions: 10_000, sponsorships: null, reviews: null, dedicatedShows: null, spots: 5_000 },
      minEarningsCents: 27_000,
    });
    expect(split.map((share) => share.cents)).toEqual([12_000, 12_000, 6_000]);
    expect(split.map((share) => share.earningsCents)).toEqual([10_800, 10_800, 5_400]);
  });
});
