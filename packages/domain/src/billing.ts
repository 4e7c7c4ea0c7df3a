import { actionSharesCents, podcasterEarningsCents, type ActionShare, type PodcastOffer } from './agreed-price';

/**
 * DOMAIN.md "Money" (issue 19, docs/decisions/0022): the words the invoices, the ledger, the escrow and
 * the payouts share. Amounts are integer cents everywhere.
 */

/** What an invoice record is: the advertiser's invoice, its credit note, or a podcaster's self-billed invoice. */
export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE', 'SELF_BILLED'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Each kind numbers its own series per year: `2027-000001`, `R2027-000001`, `A2027-12345678Z-000001`. */
export const INVOICE_SERIES_PREFIX: Record<InvoiceKind, string> = {
  INVOICE: '',
  CREDIT_NOTE: 'R',
  SELF_BILLED: 'A',
};

/**
 * The series an invoice is numbered in: its kind's prefix and the year; a self-billed invoice's also
 * names its issuer, since RD 1619/2012 art. 6.1.a asks for a distinct series per issuer for invoices
 * the recipient issues on their behalf (`A2027-12345678Z`).
 */
export function invoiceSeriesName(kind: InvoiceKind, year: number, issuerTaxId: string): string {
  const series = `${INVOICE_SERIES_PREFIX[kind]}${year}`;
  return kind === 'SELF_BILLED' ? `${series}-${issuerTaxId}` : series;
}

/** The number an invoice is known by: its series and six digits, unique across issuers. */
export function invoiceCode(kind: InvoiceKind, year: number, number: number, issuerTaxId: string): string {
  return `${invoiceSeriesName(kind, year, issuerTaxId)}-${String(number).padStart(6, '0')}`;
}

/**
 * The ledger's accounts. BANK is the money the company holds; every other account says whose it is:
 * UNAPPLIED (received, not yet matched to a paid invoice), ESCROW_HELD and ESCROW_RELEASED (podcasters'
 * earnings, held and then due), COMMISSION (the platform's), VAT and IRPF (owed to the tax agency).
 * Every posting keeps BANK equal to the sum of the others.
 */
export const LEDGER_ACCOUNTS = [
  'BANK',
  'UNAPPLIED',
  'ESCROW_HELD',
  'ESCROW_RELEASED',
  'COMMISSION',
  'VAT',
  'IRPF',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What a ledger entry records (issue 19 "The ledger"). */
export const LEDGER_KINDS = [
  'PAYMENT_RECEIVED',
  'PAYMENT_APPLIED',
  'COMMISSION',
  'PODCASTER_PAYABLE',
  'VAT',
  'IRPF_WITHHELD',
  'RELEASE',
  'PAYOUT',
  'REFUND',
  'CREDIT',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerLine {
  account: LedgerAccount;
  kind: LedgerKind;
  /** Signed: what the line adds to its account's balance. */
  amountCents: number;
}

/** A posting balances when what it adds to BANK equals what it adds to all the other accounts together. */
export function isBalanced(lines: readonly LedgerLine[]): boolean {
  let bank = 0;
  let others = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountCents)) return false;
    if (line.account === 'BANK') bank += line.amountCents;
    else others += line.amountCents;
  }
  return bank === others;
}

/** Each account's balance after the lines given. */
export function ledgerTotals(lines: readonly LedgerLine[]): Record<LedgerAccount, number> {
  const totals = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as Record<LedgerAccount, number>;
  for (const line of lines) totals[line.account] += line.amountCents;
  return totals;
}

/** Where an action's earnings stand (issue 19 "Escrow"). */
export const EARNING_STATUSES = ['HELD', 'RELEASED', 'DISPUTED', 'REFUNDED', 'PAID'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

/** A podcaster's IVA: charged on their self-billed invoices, or exempt. */
export const VAT_REGIMES = ['CHARGES_VAT', 'EXEMPT'] as const;
export type VatRegime = (typeof VAT_REGIMES)[number];

/** IRPF withheld from a podcaster's invoices: professionals, new professionals, companies. */
export const IRPF_PERCENTS = [15, 7, 0] as const;
export type IrpfPercent = (typeof IRPF_PERCENTS)[number];

/** A bank statement's formats: AEB Norma 43 and ISO 20022 camt.053. */
export const STATEMENT_FORMATS = ['NORMA43', 'CAMT053'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * A credit of a statement: applied to an invoice (the whole or part of it), waiting for a person
 * (partial, excess, unknown), refunded, or ignored (a debit).
 */
export const BANK_CREDIT_STATUSES = ['APPLIED', 'PENDING', 'REFUNDED'] as const;
export type BankCreditStatus = (typeof BANK_CREDIT_STATUSES)[number];

/** One action's share of a podcast's agreed price and the podcaster's earnings from it. */
export interface ActionEarning extends ActionShare {
  earningsCents: number;
}

/**
 * The podcaster's earnings from one podcast's actions, cut like its price: the podcast's earnings (90%
 * of the sum of the shares, rounded once) shared in proportion to each action's price, the cents left
 * over one each to the largest remainders. They add up to the podcast's earnings exactly, so no podcaster is
 * paid a cent less than 90% of what they agreed (nor than their minimum).
 */
export function earningsOfShares(sharesCents: readonly number[]): number[] {
  const agreed = sharesCents.reduce((sum, share) => sum + share, 0);
  const earnings = podcasterEarningsCents(agreed);
  if (agreed === 0) return sharesCents.map(() => 0);
  const split = sharesCents.map((share) => Math.floor((share * earnings) / agreed));
  const left = earnings - split.reduce((sum, part) => sum + part, 0);
  // The cents left go to the largest remainders (never to an action of no price), the first on a tie.
  const byRemainder = sharesCents
    .map((share, index) => ({ index, remainder: (share * earnings) % agreed }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; i < left; i += 1) split[byRemainder[i]!.index]! += 1;
  return split;
}

/** The agreed price of one podcast cut per action (actionSharesCents), with the earnings of each. */
export function actionEarningsSplit(offer: PodcastOffer): ActionEarning[] {
  const shares = actionSharesCents(offer);
  const earnings = earningsOfShares(shares.map((share) => share.cents));
  return shares.map((share, i) => ({ ...share, earningsCents: earnings[i]! }));
}
