import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CREDIT_REASONS,
  PAYMENT_MESSAGES,
  type ApplyCreditInput,
  type BankCredits,
  type CreditReason,
  type InvoiceSummary,
} from '@patrocina/domain';
import type { AppContext } from '../../../context';
import type { Executor, Transaction } from '../../../db/client';
import { bankCredits, campaigns, invoices, ledgerEntries, users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/errors';
import { assertAdmin } from '../../../lib/team';
import { withOutbox } from '../../../mail/outbox';
import { postLedger } from '../ledger';
import { applyCreditToInvoice, unappliedForInvoice } from '../payments';
import { isInvoicePaid, type SettlePayment } from './import';

/** The credits waiting for a person, the advertisers' balances and the invoices still open. */

const INVOICE_COLUMNS = {
  id: invoices.id,
  code: invoices.code,
  reference: invoices.paymentReference,
  totalCents: invoices.totalCents,
  campaignId: invoices.campaignId,
  campaignName: campaigns.name,
  brand: campaigns.brand,
  recipientName: invoices.recipientName,
};

/** Each invoice's money waiting unapplied (what arrived for it), in one query. */
async function unappliedByInvoice(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: ledgerEntries.invoiceId, total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'UNAPPLIED'), inArray(ledgerEntries.invoiceId, ids)))
    .groupBy(ledgerEntries.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId!, Number(row.total)]));
}

const applied = sql`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.invoiceId} = ${invoices.id} and ${ledgerEntries.kind} = 'PAYMENT_APPLIED')`;
const corrected = sql`exists (select 1 from ${invoices} as notes where notes.corrects_invoice_id = ${invoices.id})`;

export async function listBankCredits(db: Executor, actor: Actor): Promise<BankCredits> {
  assertAdmin(actor);
  const pending = await db
    .select({ credit: bankCredits })
    .from(bankCredits)
    .where(eq(bankCredits.status, 'PENDING'))
    .orderBy(asc(bankCredits.bookedOn), asc(bankCredits.createdAt));
  const named = [...new Set(pending.map(({ credit }) => credit.invoiceId).filter((id): id is string => id !== null))];
  const open = await db
    .select(INVOICE_COLUMNS)
    .from(invoices)
    .leftJoin(campaigns, eq(campaigns.id, invoices.campaignId))
    .where(and(eq(invoices.kind, 'INVOICE'), sql`not ${applied}`, sql`not ${corrected}`))
    .orderBy(asc(invoices.issuedAt));
  const namedRows =
    named.length === 0
      ? []
      : await db
          .select(INVOICE_COLUMNS)
          .from(invoices)
          .leftJoin(campaigns, eq(campaigns.id, invoices.campaignId))
          .where(inArray(invoices.id, named));
  const paidRows = await db
    .select(INVOICE_COLUMNS)
    .from(invoices)
    .leftJoin(campaigns, eq(campaigns.id, invoices.campaignId))
    .where(and(eq(invoices.kind, 'INVOICE'), applied))
    .orderBy(asc(invoices.issuedAt));
  const unapplied = await unappliedByInvoice(db, [
    ...new Set([...open, ...namedRows, ...paidRows].map((row) => row.id)),
  ]);
  const openIds = new Set(open.map((row) => row.id));
  const summary = (row: (typeof open)[number]): InvoiceSummary => ({
    id: row.id,
    code: row.code,
    reference: row.reference ?? '',
    totalCents: row.totalCents,
    // Once paid, what arrived was applied: nothing more is received for it.
    receivedCents: openIds.has(row.id) ? (unapplied.get(row.id) ?? 0) : row.totalCents,
    campaignId: row.campaignId,
    campaignName: row.campaignName ?? '',
    brand: row.brand ?? '',
  });
  const byId = new Map(namedRows.map((row) => [row.id, summary(row)]));
  return {
    pending: pending.map(({ credit }) => ({
      id: credit.id,
      bookedOn: credit.bookedOn,
      amountCents: credit.amountCents,
      remittance: credit.reference ?? '',
      payerName: credit.payerName,
      reason: (CREDIT_REASONS as readonly string[]).includes(credit.note ?? '')
        ? (credit.note as CreditReason)
        : 'UNKNOWN',
      invoice: credit.invoiceId ? (byId.get(credit.invoiceId) ?? null) : null,
    })),
    balances: paidRows
      .filter((row) => (unapplied.get(row.id) ?? 0) > 0)
      .map((row) => ({
        invoiceId: row.id,
        invoiceCode: row.code,
        recipientName: row.recipientName,
        brand: row.brand ?? '',
        campaignName: row.campaignName ?? '',
        amountCents: unapplied.get(row.id)!,
      })),
    openInvoices: open.map(summary),
  };
}

/**
 * Takes the locks paying a campaign takes, in its order (the owner's account, then the campaign),
 * before «Aplicar» locks the credit: «Marcar como pagada» locks the credits that name the invoice after
 * the campaign, so the two in the opposite order deadlocked on one campaign.
 */
async function lockPayingCampaign(tx: Transaction, invoiceId: string): Promise<void> {
  const [head] = await tx
    .select({ campaignId: campaigns.id, ownerId: campaigns.ownerId })
    .from(invoices)
    .innerJoin(campaigns, eq(campaigns.id, invoices.campaignId))
    .where(eq(invoices.id, invoiceId));
  if (!head) return;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, head.ownerId)).for('update');
  await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, head.campaignId)).for('update');
}

/** The credit to settle, locked; only a pending one. */
async function pendingCredit(tx: Transaction, id: string) {
  const [credit] = await tx.select().from(bankCredits).where(eq(bankCredits.id, id)).for('update');
  if (!credit) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.creditNotFound);
  if (credit.status !== 'PENDING') throw new AppError('CONFLICT', PAYMENT_MESSAGES.creditSettled);
  return credit;
}

/**
 * «Aplicar a la campaña»: the credit becomes money received for the invoice the admin chose (two
 * postings move it from nobody's UNAPPLIED to the invoice's). When what arrived for the invoice
 * reaches its total, its campaign is paid as by «Marcar como pagada»; more than the total stays
 * UNAPPLIED as the advertiser's balance.
 */
export async function applyCredit(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: ApplyCreditInput,
  settle: SettlePayment,
): Promise<BankCredits> {
  assertAdmin(actor);
  await withOutbox(ctx, async (tx, queueMail) => {
    await lockPayingCampaign(tx, input.invoiceId);
    const credit = await pendingCredit(tx, id);
    // Its amount is in another currency: counted as euros it would pay what did not arrive.
    if (credit.note === 'OTHER_CURRENCY') throw new AppError('CONFLICT', PAYMENT_MESSAGES.otherCurrencyNotApplicable);
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, input.invoiceId), eq(invoices.kind, 'INVOICE')))
      .for('update');
    if (!invoice) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.invoiceNotFound);
    if (await isInvoicePaid(tx, invoice.id)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.invoiceNotOpen);
    // A credit note cancelled it: it waits for nothing (listBankCredits does not offer it either).
    const [cancelled] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.id, invoice.id), corrected));
    if (cancelled) throw new AppError('CONFLICT', PAYMENT_MESSAGES.invoiceNotOpen);
    await applyCreditToInvoice(tx, credit, invoice, ctx.clock.now(), actor.id);
    if (invoice.campaignId && (await unappliedForInvoice(tx, invoice.id)) >= invoice.totalCents) {
      await settle(ctx, tx, queueMail, actor, invoice.campaignId, 'Pagada por transferencias aplicadas');
    }
  });
  return listBankCredits(ctx.db, actor);
}

/** «Devolver»: the money goes back to whoever sent it; the team makes the transfer from the bank. */
export async function refundCredit(ctx: AppContext, actor: Actor, id: string): Promise<BankCredits> {
  assertAdmin(actor);
  await ctx.db.transaction(async (tx) => {
    const credit = await pendingCredit(tx, id);
    const now = ctx.clock.now();
    await postLedger(
      tx,
      { bankCreditId: credit.id, occurredAt: now, memo: `Devolución del abono del ${credit.bookedOn}` },
      [
        { account: 'BANK', kind: 'REFUND', amountCents: -credit.amountCents },
        { account: 'UNAPPLIED', kind: 'REFUND', amountCents: -credit.amountCents },
      ],
    );
    await tx
      .update(bankCredits)
      .set({ status: 'REFUNDED', settledBy: actor.id, settledAt: now })
      .where(eq(bankCredits.id, credit.id));
  });
  return listBankCredits(ctx.db, actor);
}

/**
 * «Devolver saldo»: what arrived for a paid invoice over its total (kept UNAPPLIED as the advertiser's
 * balance) goes back to the advertiser; the team makes the transfer from the bank. All of it, once:
 * the invoice is locked, and a second call finds nothing left.
 */
export async function refundBalance(ctx: AppContext, actor: Actor, invoiceId: string): Promise<BankCredits> {
  assertAdmin(actor);
  await ctx.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.kind, 'INVOICE')))
      .for('update');
    if (!invoice) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.invoiceNotFound);
    // Before the invoice is paid, what arrived for it waits to pay it: it is no balance yet.
    if (!(await isInvoicePaid(tx, invoice.id))) throw new AppError('CONFLICT', PAYMENT_MESSAGES.noBalance);
    const balance = await unappliedForInvoice(tx, invoice.id);
    if (balance <= 0) throw new AppError('CONFLICT', PAYMENT_MESSAGES.noBalance);
    await postLedger(
      tx,
      {
        invoiceId: invoice.id,
        campaignId: invoice.campaignId,
        occurredAt: ctx.clock.now(),
        memo: `Devolución del saldo a favor de ${invoice.code}`,
      },
      [
        { account: 'BANK', kind: 'REFUND', amountCents: -balance },
        { account: 'UNAPPLIED', kind: 'REFUND', amountCents: -balance },
      ],
    );
  });
  return listBankCredits(ctx.db, actor);
}
