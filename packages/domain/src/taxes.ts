/**
 * DOMAIN.md "Money": IVA is 21% by default, added to the taxable base of what the advertiser buys; the
 * payment order gives the amount with IVA. Amounts in integer cents. Reverse charge for EU businesses
 * and the rate from config come with the invoices (issue 19), which take the rate from here until then.
 */
export const VAT_PERCENT = 21;

/** The IVA on a taxable base, rounded to the cent (half away from zero, as invoices round). */
export function vatCents(baseCents: number, percent: number = VAT_PERCENT): number {
  return Math.round((baseCents * percent) / 100);
}

/** The base, the IVA on it and the total to pay: «base imponible», «IVA», «total a pagar». */
export interface TaxedAmount {
  baseCents: number;
  vatCents: number;
  totalCents: number;
  vatPercent: number;
}

export function withVat(baseCents: number, percent: number = VAT_PERCENT): TaxedAmount {
  const vat = vatCents(baseCents, percent);
  return { baseCents, vatCents: vat, totalCents: baseCents + vat, vatPercent: percent };
}
