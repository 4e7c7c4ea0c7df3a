import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LedgerLine } from '@patrocina/domain';
import type { Transaction } from '../../db/client';
import {
  actionEarnings,
  invoiceLines,
  invoices,
  ledgerEntries,
  type InvoiceLineRow,
  type InvoiceRow,
} from '../../db/schema';
import { campaignInvoice, issueInvoice } from './invoices';
import { postLedger } from './ledger';
import { unappliedForInvoice } from './payments';

/**
 * A credit note («factura rectificativa», series R) that cancels an invoice whole, or only the lines
 * `onlyLine` keeps (an action refunded after a dispute): the same issuer and recipient as printed on
 * it, each line negated, the same IVA treatment, the invoice it corrects and
 * why. Its IVA is exactly minus the invoice's (issueInvoice rounds half a cent away from zero).
 */
export async function issueCreditNote(
  tx: Transaction,
  invoice: InvoiceRow,
  options: { reason: string; issuedAt: Date; onlyLine?: (line: InvoiceLineRow) => boolean },
): Promise<InvoiceRow> {
  const all = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  const lines = options.onlyLine ? all.filter(options.onlyLine) : all;
  return issueInvoice(tx, {
    kind: 'CREDIT_NOTE',
    issuedAt: options.issuedAt,
    issuer: {
      userId: invoice.issuerUserId,
      name: invoice.issuerName,
      taxId: invoice.issuerTaxId,
      address: invoice.issuerAddress,
    },
    recipient: {
      userId: invoice.recipientUserId,
      name: invoice.recipientName,
      taxId: invoice.recipientTaxId,
      address: invoice.recipientAddress,
      country: invoice.recipientCountry,
    },
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitCents: -line.unitCents,
      amountCents: -line.amountCents,
      campaignPodcastId: line.campaignPodcastId,
      actionKind: line.actionKind,
      actionPosition: line.actionPosition,
    })),
    vatPercent: invoice.reverseCharge ? 0 : invoice.vatPercent,
    reverseCharge: invoice.reverseCharge,
    campaignId: invoice.campaignId,
    correctsInvoiceId: invoice.id,
    reason: options.reason,
  });
}

async function sumOf(tx: Transaction, invoiceId: string, account: LedgerLine['account']): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.invoiceId, invoiceId), eq(ledgerEntries.account, account)));
  return Number(row?.total ?? 0);
}

export interface CancelledPurchase {
  invoice: InvoiceRow;
  creditNote: InvoiceRow;
  /** What goes back to the advertiser's bank: applied and unapplied money of the invoice. */
  refundedCents: number;
}

/**
 * The money side of cancelling a purchase (issue 19): the campaign's invoice is corrected by a credit
 * note and whatever had arrived for it goes back. When the payment had been applied, the allocation is
 * reversed (commission, IVA, the podcasters' earnings in escrow) and each action's earnings are
 * REFUNDED; money that arrived but was never applied leaves UNAPPLIED. Every euro moves through
 * postLedger, as REFUND. A campaign with no invoice (bought before invoices existed) or whose invoice
 * was already corrected answers null and posts nothing.
 */
export async function cancelPurchaseMoney(
  tx: Transaction,
  campaignId: string,
  options: { reason: string; at: Date },
): Promise<CancelledPurchase | null> {
  const invoice = await campaignInvoice(tx, campaignId);
  if (!invoice) return null;
  const [corrected] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.correctsInvoiceId, invoice.id), eq(invoices.kind, 'CREDIT_NOTE')));
  if (corrected) return null;
  const creditNote = await issueCreditNote(tx, invoice, { reason: options.reason, issuedAt: options.at });
  const refs = {
    campaignId,
    invoiceId: invoice.id,
    memo: `Compra cancelada: ${creditNote.code}`,
    occurredAt: options.at,
  };

  const earnings = await tx
    .select({ status: actionEarnings.status, earningsCents: actionEarnings.earningsCents })
    .from(actionEarnings)
    .where(and(eq(actionEarnings.invoiceId, invoice.id), inArray(actionEarnings.status, ['HELD', 'RELEASED'])));
  const held = earnings.filter((row) => row.status === 'HELD').reduce((sum, row) => sum + row.earningsCents, 0);
  const released = earnings.filter((row) => row.status === 'RELEASED').reduce((sum, row) => sum + row.earningsCents, 0);
  const commission = await sumOf(tx, invoice.id, 'COMMISSION');
  const vat = await sumOf(tx, invoice.id, 'VAT');
  const applied = held + released + commission + vat;
  if (applied !== 0) {
    await postLedger(tx, refs, [
      { account: 'BANK', kind: 'REFUND', amountCents: -applied },
      { account: 'COMMISSION', kind: 'REFUND', amountCents: -commission },
      { account: 'VAT', kind: 'REFUND', amountCents: -vat },
      { account: 'ESCROW_HELD', kind: 'REFUND', amountCents: -held },
      { account: 'ESCROW_RELEASED', kind: 'REFUND', amountCents: -released },
    ]);
    await tx
      .update(actionEarnings)
      .set({ status: 'REFUNDED', updatedAt: sql`now()` })
      .where(and(eq(actionEarnings.invoiceId, invoice.id), inArray(actionEarnings.status, ['HELD', 'RELEASED'])));
  }
  const unapplied = await unappliedForInvoice(tx, invoice.id);
  if (unapplied !== 0) {
    await postLedger(tx, refs, [
      { account: 'BANK', kind: 'REFUND', amountCents: -unapplied },
      { account: 'UNAPPLIED', kind: 'REFUND', amountCents: -unapplied },
    ]);
  }
  return { invoice, creditNote, refundedCents: applied + unapplied };
}
