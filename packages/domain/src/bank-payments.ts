import { electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools';
import { z } from 'zod';
import { STATEMENT_FORMATS, type StatementFormat } from './billing';

/**
 * How the advertiser pays (the payment order with its SEPA QR code) and how the team reconciles what
 * arrives (bank statements and the credits in them). DOMAIN.md "Paying". Amounts in integer cents.
 */

export const PAYMENT_MESSAGES = {
  unknownStatement: 'No reconocemos este fichero. Sube un extracto en formato Norma 43 (AEB) o camt.053 (ISO 20022).',
  brokenNorma43:
    'Este fichero parece un Norma 43, pero tiene líneas que no entendemos. Descárgalo otra vez de tu banco.',
  brokenCamt053: 'Este fichero parece un camt.053, pero no está completo. Descárgalo otra vez de tu banco.',
  statementMissing: 'Elige el fichero del extracto bancario.',
  statementTooBig: 'El extracto no puede pesar más de 5 MB.',
  noInvoice: 'Esta campaña aún no tiene factura: su orden de pago llega con la compra.',
  creditNotFound: 'Ese abono no existe.',
  creditSettled: 'Ese abono ya está resuelto.',
  noBalance: 'Esa factura no tiene saldo a favor que devolver.',
  otherCurrencyNotApplicable: 'Ese abono no está en euros: no paga ninguna factura. Devuélvelo al ordenante.',
  invoiceNotFound: 'Esa factura no existe.',
  invoiceNotOpen: 'Esa factura ya no espera ningún pago.',
} as const;

/** An account as the refusal names it: only its last four digits. */
const maskedAccount = (account: string) => `•••• ${account.replace(/\s+/g, '').slice(-4)}`;

/** A statement of an account that is not the company's: the import refuses it, naming both. */
export function otherAccountMessage(statementAccount: string, companyAccount: string): string {
  return `Este extracto es de la cuenta ${maskedAccount(statementAccount)}, no de la cuenta de la empresa (${maskedAccount(companyAccount)}). Sube el extracto de la cuenta ${maskedAccount(companyAccount)}.`;
}

export const STATEMENT_MAX_MB = 5;

/** The payment order as the advertiser reads it on the campaign's page and in the e-mail. */
export const paymentOrderSchema = z.object({
  invoiceCode: z.string(),
  baseCents: z.number().int(),
  vatPercent: z.number().int(),
  vatCents: z.number().int(),
  /** EU business with a VAT number: no IVA charged (inversión del sujeto pasivo). */
  reverseCharge: z.boolean(),
  /** The invoice's total: base plus IVA. */
  totalCents: z.number().int(),
  reference: z.string(),
  beneficiary: z.string(),
  /** The company's IBAN in groups of four (`ES91 2100 0418 …`). */
  iban: z.string(),
  bic: z.string().nullable(),
  /** The SEPA QR code as a PNG data URL; null when the order cannot be put in one (too long). */
  qrDataUrl: z.string().nullable(),
  paid: z.boolean(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** What the admin's «Marcar como pagada» shows before they confirm. */
export const paymentDueSchema = z.object({
  invoiceId: z.uuid(),
  invoiceCode: z.string(),
  totalCents: z.number().int(),
  reference: z.string(),
  /** What has arrived for the invoice: credits applied to it, and pending ones that name it. */
  receivedCents: z.number().int(),
});
export type PaymentDue = z.infer<typeof paymentDueSchema>;

/** An IBAN as people read it, in groups of four (`ES91 2100 0418 …`). */
export function friendlyIban(iban: string): string {
  return friendlyFormatIBAN(electronicFormatIBAN(iban) ?? iban) ?? iban;
}

export const STATEMENT_FORMAT_LABELS: Record<StatementFormat, string> = {
  NORMA43: 'Norma 43 (AEB)',
  CAMT053: 'camt.053 (ISO 20022)',
};

/** The answer to an import: what was done with each credit of the file. */
export const statementImportSchema = z.object({
  statementId: z.uuid(),
  format: z.enum(STATEMENT_FORMATS),
  /** The same file was imported before: nothing changed. */
  alreadyImported: z.boolean(),
  /** Credits that paid their invoice exactly. */
  matched: z.number().int(),
  /** Credits waiting for a person: partial, excess or unknown. */
  pending: z.number().int(),
  /** Charges and credits already imported from another file. */
  ignored: z.number().int(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

/** Why a credit waits for a person. */
export const CREDIT_REASONS = ['PARTIAL', 'EXCESS', 'UNKNOWN', 'NOT_PAYABLE', 'OTHER_CURRENCY'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];
export const CREDIT_REASON_LABELS: Record<CreditReason, string> = {
  PARTIAL: 'Menos de lo que se debe',
  EXCESS: 'Más de lo que se debe',
  UNKNOWN: 'Sin referencia conocida',
  NOT_PAYABLE: 'La campaña no puede pasar a pagada',
  OTHER_CURRENCY: 'En otra moneda, no en euros',
};

const invoiceSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  reference: z.string(),
  totalCents: z.number().int(),
  receivedCents: z.number().int(),
  campaignId: z.uuid().nullable(),
  campaignName: z.string(),
  brand: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const pendingCreditSchema = z.object({
  id: z.uuid(),
  bookedOn: z.string(),
  amountCents: z.number().int(),
  remittance: z.string(),
  payerName: z.string().nullable(),
  reason: z.enum(CREDIT_REASONS),
  /** The invoice its reference names, when it names one. */
  invoice: invoiceSummarySchema.nullable(),
});
export type PendingCredit = z.infer<typeof pendingCreditSchema>;

/** Money received over a paid invoice's total, kept as the advertiser's balance (the ledger's UNAPPLIED). */
export const advertiserBalanceSchema = z.object({
  invoiceId: z.uuid(),
  invoiceCode: z.string(),
  recipientName: z.string(),
  brand: z.string(),
  campaignName: z.string(),
  amountCents: z.number().int(),
});
export type AdvertiserBalance = z.infer<typeof advertiserBalanceSchema>;

export const bankCreditsSchema = z.object({
  pending: z.array(pendingCreditSchema),
  balances: z.array(advertiserBalanceSchema),
  /** Invoices still waiting for money, to pick the one a credit pays. */
  openInvoices: z.array(invoiceSummarySchema),
});
export type BankCredits = z.infer<typeof bankCreditsSchema>;

export const creditIdParamsSchema = z.object({ id: z.uuid({ error: PAYMENT_MESSAGES.creditNotFound }) });
export const balanceParamsSchema = z.object({ invoiceId: z.uuid({ error: PAYMENT_MESSAGES.invoiceNotFound }) });
export const applyCreditSchema = z.object({ invoiceId: z.uuid({ error: PAYMENT_MESSAGES.invoiceNotFound }) }).strict();
export type ApplyCreditInput = z.infer<typeof applyCreditSchema>;
