import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { INVOICE_DOCUMENT_MESSAGES, type LedgerLine, type ProposalAction } from '@patrocina/domain';
import type { Transaction } from '../../db/client';
import {
  actionEarnings,
  campaignActions,
  invoiceLines,
  invoices,
  ledgerEntries,
  type ActionEarningRow,
  type InvoiceLineRow,
  type InvoiceRow,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { campaignInvoice, issueInvoice, percentOf } from './invoices';
import { postLedger } from './ledger';
import { unappliedForInvoice } from './payments';

/** The base an invoice's credit notes have given back so far, as a positive amount. */
async function refundedBaseOf(tx: Transaction, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${invoices.baseCents}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.correctsInvoiceId, invoiceId), eq(invoices.kind, 'CREDIT_NOTE')));
  return -Number(row?.total ?? 0);
}

/**
 * The IVA that giving back `baseCents` more of an invoice returns: the IVA of all its refunded base
 * with this one, less the IVA of what its earlier credit notes gave back. Rounding each refund on its
 * own could return more than the invoice charged (two lines of 100,50 €: 42,21 € of IVA on the
 * invoice, 21,11 € on each refund); this way an invoice's refunds add up to its IVA exactly.
 */
export async function refundVatCents(tx: Transaction, invoice: InvoiceRow, baseCents: number): Promise<number> {
  if (invoice.reverseCharge) return 0;
  const before = await refundedBaseOf(tx, invoice.id);
  return percentOf(before + baseCents, invoice.vatPercent) - percentOf(before, invoice.vatPercent);
}

/** The actions (podcast, kind, position) an invoice's earlier credit notes have given back. */
async function creditedActionsOf(tx: Transaction, invoiceId: string): Promise<Set<string>> {
  const rows = await tx
    .select({
      campaignPodcastId: invoiceLines.campaignPodcastId,
      kind: invoiceLines.actionKind,
      position: invoiceLines.actionPosition,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoices.correctsInvoiceId, invoiceId));
  return new Set(rows.map((row) => `${row.campaignPodcastId}/${row.kind}/${row.position}`));
}

/**
 * A credit note («factura rectificativa», series R) that cancels an invoice whole, or only the lines
 * `onlyLine` keeps (actions refunded after a dispute or an early close): the same issuer and recipient
 * as printed on it, each line negated, the same IVA treatment, the invoice it corrects and why. Its IVA
 * is what refundVatCents gives back, so an invoice's credit notes never return more IVA than it charged.
 * An action's line is given back once: one an earlier credit note holds is refused (409), whichever
 * way came first (a refunded dispute, an under-delivery credit, an early close).
 */
export async function issueCreditNote(
  tx: Transaction,
  invoice: InvoiceRow,
  options: { reason: string; issuedAt: Date; onlyLine?: (line: InvoiceLineRow) => boolean },
): Promise<InvoiceRow> {
  // Refunds of one invoice wait for each other, so each reads what the ones before it gave back.
  await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoice.id)).for('update');
  const all = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  const lines = options.onlyLine ? all.filter(options.onlyLine) : all;
  const credited = await creditedActionsOf(tx, invoice.id);
  if (lines.some((line) => credited.has(`${line.campaignPodcastId}/${line.actionKind}/${line.actionPosition}`)))
    throw new AppError('CONFLICT', INVOICE_DOCUMENT_MESSAGES.lineAlreadyCredited);
  const baseCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const vatCents = await refundVatCents(tx, invoice, baseCents);
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
    vatCents: -vatCents,
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

export interface RefundedEarnings {
  /** One per invoice the earnings were bought on (none for earnings bought without an invoice). */
  creditNotes: InvoiceRow[];
  /** What goes back to the advertiser's bank: the prices and their IVA. */
  refundedCents: number;
}

/**
 * REFUND of actions whose earnings are still in escrow (HELD, or DISPUTED): their invoice is corrected
 * by one credit note of their lines, and one posting gives the prices and the IVA that credit note
 * carries back to the advertiser; the platform gives up its commission on them and the podcasters
 * their held earnings. The earnings become REFUNDED.
 */
export async function refundEarnings(
  tx: Transaction,
  earnings: readonly ActionEarningRow[],
  options: { reason: string; at: Date },
): Promise<RefundedEarnings> {
  const byInvoice = new Map<string | null, ActionEarningRow[]>();
  for (const earning of earnings)
    byInvoice.set(earning.invoiceId, [...(byInvoice.get(earning.invoiceId) ?? []), earning]);
  const creditNotes: InvoiceRow[] = [];
  let refundedCents = 0;
  for (const [invoiceId, group] of byInvoice) {
    const [invoice] = invoiceId ? await tx.select().from(invoices).where(eq(invoices.id, invoiceId)) : [];
    let vatCents = 0;
    if (invoice) {
      const actions = await tx
        .select()
        .from(campaignActions)
        .where(
          inArray(
            campaignActions.id,
            group.map((earning) => earning.actionId),
          ),
        );
      const creditNote = await issueCreditNote(tx, invoice, {
        reason: options.reason,
        issuedAt: options.at,
        onlyLine: (line) =>
          actions.some(
            (action) =>
              line.campaignPodcastId === action.campaignPodcastId &&
              line.actionKind === action.kind &&
              line.actionPosition === action.position,
          ),
      });
      creditNotes.push(creditNote);
      vatCents = -creditNote.vatCents;
    }
    const priceCents = group.reduce((sum, earning) => sum + earning.priceCents, 0);
    const heldCents = group.reduce((sum, earning) => sum + earning.earningsCents, 0);
    const [single] = group.length === 1 ? group : [];
    await postLedger(
      tx,
      {
        campaignId: group[0]!.campaignId,
        invoiceId,
        actionId: single?.actionId ?? null,
        userId: single?.payeeUserId ?? null,
        memo: options.reason,
        occurredAt: options.at,
      },
      [
        { account: 'BANK', kind: 'REFUND', amountCents: -(priceCents + vatCents) },
        { account: 'VAT', kind: 'REFUND', amountCents: -vatCents },
        { account: 'COMMISSION', kind: 'REFUND', amountCents: -(priceCents - heldCents) },
        { account: 'ESCROW_HELD', kind: 'REFUND', amountCents: -heldCents },
      ],
    );
    await tx
      .update(actionEarnings)
      .set({ status: 'REFUNDED', updatedAt: sql`now()` })
      .where(
        inArray(
          actionEarnings.actionId,
          group.map((earning) => earning.actionId),
        ),
      );
    refundedCents += priceCents + vatCents;
  }
  return { creditNotes, refundedCents };
}

/**
 * An admin closes a paid campaign early (the actions module's closeCampaign): its actions never
 * recorded as aired will not air, so their held earnings go back to the advertiser through
 * refundEarnings, one credit note of their lines. Aired actions stay held and are released as usual.
 * Answers null when every held action had aired.
 */
export async function refundUnairedActions(
  tx: Transaction,
  campaignId: string,
  options: { reason: string; at: Date },
): Promise<RefundedEarnings | null> {
  const unaired = await tx
    .select({ earning: actionEarnings })
    .from(actionEarnings)
    .innerJoin(campaignActions, eq(campaignActions.id, actionEarnings.actionId))
    .where(
      and(
        eq(actionEarnings.campaignId, campaignId),
        eq(actionEarnings.status, 'HELD'),
        isNull(campaignActions.recordedAt),
      ),
    )
    .for('update');
  if (unaired.length === 0) return null;
  return refundEarnings(
    tx,
    unaired.map((row) => row.earning),
    options,
  );
}

/** The action an under-delivery credit is for (docs/decisions/0025): its campaign and its invoice line's keys. */
export interface CreditedAction {
  id: string;
  campaignId: string;
  campaignPodcastId: string;
  kind: ProposalAction;
  position: number;
}

async function underDeliveryLine(tx: Transaction, action: CreditedAction) {
  const invoice = await campaignInvoice(tx, action.campaignId);
  if (!invoice) return null;
  const [line] = await tx
    .select()
    .from(invoiceLines)
    .where(
      and(
        eq(invoiceLines.invoiceId, invoice.id),
        eq(invoiceLines.campaignPodcastId, action.campaignPodcastId),
        eq(invoiceLines.actionKind, action.kind),
        eq(invoiceLines.actionPosition, action.position),
      ),
    );
  if (!line) return null;
  const [earning] = await tx
    .select({ status: actionEarnings.status })
    .from(actionEarnings)
    .where(eq(actionEarnings.actionId, action.id));
  // Refunded already (a dispute, an early close): its line has been credited once.
  if (earning?.status === 'REFUNDED') return null;
  return { invoice, line };
}

/**
 * What crediting an under-delivered action would give back to the advertiser, IVA included, in cents:
 * its invoice line's price and the IVA refundVatCents returns for it. Null when there is nothing to
 * credit: no invoice, no line for it (a make-good has none), or the action was refunded already.
 */
export async function underDeliveryCreditCents(tx: Transaction, action: CreditedAction): Promise<number | null> {
  const found = await underDeliveryLine(tx, action);
  if (!found) return null;
  return found.line.amountCents + (await refundVatCents(tx, found.invoice, found.line.amountCents));
}

/**
 * The advertiser is credited for an action that aired but fell short of its estimate
 * (docs/decisions/0025): one credit note of that action's line (issueCreditNote's `onlyLine`), and one
 * posting that gives its price and IVA back from the bank. The podcaster aired it and keeps the
 * earnings (held, released or paid): the platform, whose estimate it was, gives up the price from its
 * commission. The caller makes it once per action (the remedy's row); null when there is nothing to credit.
 */
export async function creditUnderDelivery(
  tx: Transaction,
  action: CreditedAction,
  options: { reason: string; at: Date },
): Promise<{ creditNote: InvoiceRow; refundedCents: number } | null> {
  const found = await underDeliveryLine(tx, action);
  if (!found) return null;
  const { invoice, line } = found;
  const creditNote = await issueCreditNote(tx, invoice, {
    reason: options.reason,
    issuedAt: options.at,
    onlyLine: (candidate) => candidate.id === line.id,
  });
  const priceCents = -creditNote.baseCents;
  const vatCents = -creditNote.vatCents;
  await postLedger(
    tx,
    {
      campaignId: action.campaignId,
      invoiceId: invoice.id,
      actionId: action.id,
      memo: options.reason,
      occurredAt: options.at,
    },
    [
      { account: 'BANK', kind: 'REFUND', amountCents: -(priceCents + vatCents) },
      { account: 'VAT', kind: 'REFUND', amountCents: -vatCents },
      { account: 'COMMISSION', kind: 'REFUND', amountCents: -priceCents },
    ],
  );
  return { creditNote, refundedCents: priceCents + vatCents };
}
