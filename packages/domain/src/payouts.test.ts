import { describe, expect, it } from 'vitest';
import {
  disputeActionSchema,
  isPayoutRunDue,
  nextPayoutDayFrom,
  payoutAmounts,
  payoutPeriodOf,
  releaseDayOf,
  hourInMadrid,
  earningsWhenText,
  isCompletePayoutProfile,
} from './payouts';

describe('the payout calendar', () => {
  it('keys a run by the ISO week of its day, across years', () => {
    expect(payoutPeriodOf('2027-01-11')).toBe('2027-W02');
    expect(payoutPeriodOf('2027-01-04')).toBe('2027-W01');
    expect(payoutPeriodOf('2027-01-03')).toBe('2026-W53');
    expect(payoutPeriodOf('2027-01-01')).toBe('2026-W53');
    expect(payoutPeriodOf('2025-12-29')).toBe('2026-W01');
    expect(payoutPeriodOf('2026-11-27')).toBe('2026-W48');
  });

  it('releases after the hold and pays on the first run day on or after the release', () => {
    expect(releaseDayOf('2027-01-02', 7)).toBe('2027-01-09');
    expect(nextPayoutDayFrom('2027-01-09', 1)).toBe('2027-01-11');
    expect(nextPayoutDayFrom('2027-01-11', 1)).toBe('2027-01-11');
    expect(nextPayoutDayFrom('2027-01-12', 1)).toBe('2027-01-18');
    expect(nextPayoutDayFrom('2027-01-12', 0)).toBe('2027-01-17');
  });

  it('is due from the run day and hour to the end of the week', () => {
    const schedule = { weekday: 1, hour: 9 };
    expect(isPayoutRunDue('2027-01-11', 8, schedule)).toBe(false);
    expect(isPayoutRunDue('2027-01-11', 9, schedule)).toBe(true);
    expect(isPayoutRunDue('2027-01-14', 0, schedule)).toBe(true);
    expect(isPayoutRunDue('2027-01-12', 23, { weekday: 3, hour: 9 })).toBe(false);
  });

  it('reads the hour in Madrid, summer and winter', () => {
    expect(hourInMadrid(new Date('2027-01-11T08:30:00Z'))).toBe(9);
    expect(hourInMadrid(new Date('2027-07-12T08:30:00Z'))).toBe(10);
  });
});

describe('payoutAmounts', () => {
  it('adds IVA when the podcaster charges it and withholds IRPF from the base', () => {
    expect(payoutAmounts({ baseCents: 100_000, chargesVat: true, vatPercent: 21, irpfPercent: 15 })).toEqual({
      baseCents: 100_000,
      vatCents: 21_000,
      irpfCents: 15_000,
      netCents: 106_000,
    });
    expect(payoutAmounts({ baseCents: 100_000, chargesVat: true, vatPercent: 21, irpfPercent: 7 }).netCents).toBe(
      114_000,
    );
    expect(payoutAmounts({ baseCents: 100_000, chargesVat: false, vatPercent: 21, irpfPercent: 0 }).netCents).toBe(
      100_000,
    );
  });
});

describe('disputeActionSchema', () => {
  it('asks for a reason of up to 1.000 characters', () => {
    expect(disputeActionSchema.safeParse({ reason: '   ' }).success).toBe(false);
    expect(disputeActionSchema.safeParse({ reason: 'x'.repeat(1001) }).success).toBe(false);
    expect(disputeActionSchema.parse({ reason: ' No se emitió ' })).toEqual({ reason: 'No se emitió' });
  });
});

describe('earningsWhenText', () => {
  it('says when the podcaster is paid, or that it waits for the airing', () => {
    expect(earningsWhenText({ status: 'HELD', paysOn: null })).toBe('Cuando se emita');
    expect(earningsWhenText({ status: 'HELD', paysOn: '2027-01-12' })).toBe('Cobrarás el 12 de enero');
    expect(earningsWhenText({ status: 'RELEASED', paysOn: '2027-01-18' })).toBe('Cobrarás el 18 de enero');
    expect(earningsWhenText({ status: 'PAID', paysOn: '2027-01-18' })).toBe('Pagado el 18 de enero');
  });
});

describe('isCompletePayoutProfile', () => {
  const complete = {
    legalName: 'Lucía Pérez García',
    taxId: '12345678Z',
    addressLine: 'Calle Mayor 1',
    postalCode: '28013',
    city: 'Madrid',
    iban: 'ES79 2100 0813 6101 2345 6789',
    vatRegime: 'CHARGES_VAT' as const,
    irpfPercent: 15,
    selfBillingConsentAt: new Date(),
  };
  it('asks for every field, an IBAN with valid check digits and the consent to self-billing', () => {
    expect(isCompletePayoutProfile(complete)).toBe(true);
    expect(isCompletePayoutProfile(null)).toBe(false);
    expect(isCompletePayoutProfile({ ...complete, iban: 'ES7921000813610123456788' })).toBe(false);
    expect(isCompletePayoutProfile({ ...complete, selfBillingConsentAt: null })).toBe(false);
    expect(isCompletePayoutProfile({ ...complete, irpfPercent: null })).toBe(false);
    expect(isCompletePayoutProfile({ ...complete, legalName: ' ' })).toBe(false);
  });
});
