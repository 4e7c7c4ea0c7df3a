import QRCode from 'qrcode';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  buildEpcPayload,
  EpcPayloadError,
  friendlyIban,
  PAYMENT_MESSAGES,
  type EpcTransfer,
  type PaymentDue,
  type PaymentOrder,
} from '@patrocina/domain';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { bankCredits, invoices, ledgerEntries, type InlineImage, type InvoiceRow } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * The payment order (DOMAIN.md "Paying"): the company's account from config, the invoice's total with
 * IVA, its payment reference and the SEPA QR code (EPC069-12) a banking app scans to fill it all in.
 */

type OrderConfig = Pick<Config, 'COMPANY_BENEFICIARY' | 'COMPANY_IBAN' | 'COMPANY_BIC'>;
type OrderInvoice = Pick<InvoiceRow, 'code' | 'totalCents' | 'paymentReference'>;

export function transferOf(config: OrderConfig, invoice: OrderInvoice): EpcTransfer {
  return {
    bic: config.COMPANY_BIC,
    name: config.COMPANY_BENEFICIARY,
    iban: config.COMPANY_IBAN,
    amountCents: invoice.totalCents,
    // The reference first: the statement's import finds it anywhere in the text, and a bank that cuts
    // the text keeps it.
    remittance: `${invoice.paymentReference ?? ''} Factura ${invoice.code}`.trim(),
  };
}

/** The QR code's PNG, or null when the order does not fit one (it is shown without it, never cut). */
export async function paymentQrPng(config: OrderConfig, invoice: OrderInvoice): Promise<Buffer | null> {
  let payload: string;
  try {
    payload = buildEpcPayload(transferOf(config, invoice));
  } catch (error) {
    if (error instanceof EpcPayloadError) return null;
    throw error;
  }
  // EPC069-12 asks for error correction level M.
  return QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 240 });
}

/** The QR code as an inline image of the payment order's e-mail (`cid:`). */
export async function paymentQrImage(config: OrderConfig, invoice: OrderInvoice): Promise<InlineImage | null> {
  const png = await paymentQrPng(config, invoice);
  return png
    ? {
        cid: 'pago-sepa-qr',
        filename: 'pago-sepa.png',
        contentType: 'image/png',
        contentBase64: png.toString('base64'),
      }
    : null;
}

/** Whether the invoice's payment was applied: the campaign is paid. */
async function isPaid(db: Executor, invoiceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.invoiceId, invoiceId), eq(ledgerEntries.kind, 'PAYMENT_APPLIED')))
    .limit(1);
  return row !== undefined;
}

/** The order of an invoice as the campaign's page shows it; the QR code as a PNG data URL. */
export async function paymentOrderOf(db: Executor, config: OrderConfig, invoice: InvoiceRow): Promise<PaymentOrder> {
  const png = await paymentQrPng(config, invoice);
  return {
    invoiceCode: invoice.code,
    baseCents: invoice.baseCents,
    vatPercent: invoice.vatPercent,
    vatCents: invoice.vatCents,
    reverseCharge: invoice.reverseCharge,
    totalCents: invoice.totalCents,
    reference: invoice.paymentReference ?? '',
    beneficiary: config.COMPANY_BENEFICIARY,
    iban: friendlyIban(config.COMPANY_IBAN),
    bic: config.COMPANY_BIC,
    qrDataUrl: png ? `data:image/png;base64,${png.toString('base64')}` : null,
    paid: await isPaid(db, invoice.id),
  };
}

/** The campaign's invoice to pay (its latest), or a 404 saying it has none yet. */
export async function invoiceToPay(db: Executor, campaignId: string): Promise<InvoiceRow> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.campaignId, campaignId), eq(invoices.kind, 'INVOICE')))
    .orderBy(desc(invoices.issuedAt))
    .limit(1);
  if (!invoice) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noInvoice);
  return invoice;
}

/** What the admin's «Marcar como pagada» shows: the total due, the reference and what has arrived. */
export async function paymentDueOf(db: Executor, campaignId: string): Promise<PaymentDue> {
  const invoice = await invoiceToPay(db, campaignId);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.invoiceId, invoice.id), eq(ledgerEntries.account, 'UNAPPLIED')));
  // Credits that name the invoice and wait for a person arrived too: marking it paid applies them.
  const [pending] = await db
    .select({ total: sql<string>`coalesce(sum(${bankCredits.amountCents}), 0)` })
    .from(bankCredits)
    .where(and(eq(bankCredits.invoiceId, invoice.id), eq(bankCredits.status, 'PENDING')));
  const paid = await isPaid(db, invoice.id);
  return {
    invoiceId: invoice.id,
    invoiceCode: invoice.code,
    totalCents: invoice.totalCents,
    reference: invoice.paymentReference ?? '',
    receivedCents: paid ? invoice.totalCents : Number(row?.total ?? 0) + Number(pending?.total ?? 0),
  };
}
