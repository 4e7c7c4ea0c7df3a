import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { earningsOfShares, type LedgerLine } from '@patrocina/domain';
import type { Transaction } from '../../db/client';
import {
  actionEarnings,
  bankCredits,
  campaignActions,
  invoiceLines,
  ledgerEntries,
  type BankCreditRow,
  type InvoiceRow,
} from '../../db/schema';
import { podcastPayees } from '../podcasts';
import { campaignInvoice } from './invoices';
import { postLedger } from './ledger';

/**
 * Money that reached the bank (a statement's credit, or what an admin says arrived): it waits in
 * UNAPPLIED, for the invoice it was meant for when that is known, until it is applied or refunded.
 */
export async function receivePayment(
  tx: Transaction,
  payment: {
    amountCents: number;
    occurredAt: Date;
    invoice?: Pick<InvoiceRow, 'id' | 'campaignId'> | null;
    bankCreditId?: string | null;
    memo?: string | null;
  },
): Promise<void> {
  await postLedger(
    tx,
    {
      campaignId: payment.invoice?.campaignId ?? null,
      invoiceId: payment.invoice?.id ?? null,
      bankCreditId: payment.bankCreditId ?? null,
      memo: payment.memo ?? null,
      occurredAt: payment.occurredAt,
    },
    [
      { account: 'BANK', kind: 'PAYMENT_RECEIVED', amountCents: payment.amountCents },
      { account: 'UNAPPLIED', kind: 'PAYMENT_RECEIVED', amountCents: payment.amountCents },
    ],
  );
}

/** What has arrived for an invoice and waits unapplied (its credits and receipts less what was applied). */
export async function unappliedForInvoice(tx: Transaction, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.invoiceId, invoiceId), eq(ledgerEntries.account, 'UNAPPLIED')));
  return Number(row?.total ?? 0);
}

/** The credits of statements that name the invoice and still wait for a person (locked): money that arrived for it. */
async function pendingCreditsOf(tx: Transaction, invoiceId: string): Promise<BankCreditRow[]> {
  return tx
    .select()
    .from(bankCredits)
    .where(and(eq(bankCredits.invoiceId, invoiceId), eq(bankCredits.status, 'PENDING')))
    .orderBy(asc(bankCredits.bookedOn), asc(bankCredits.createdAt))
    .for('update');
}

/**
 * A pending credit becomes money received for the invoice: two postings move it from nobody's
 * UNAPPLIED to the invoice's (a posting names one invoice), and the credit is applied.
 */
export async function applyCreditToInvoice(
  tx: Transaction,
  credit: Pick<BankCreditRow, 'id' | 'amountCents' | 'bookedOn'>,
  invoice: Pick<InvoiceRow, 'id' | 'code' | 'campaignId'>,
  occurredAt: Date,
  settledBy: string | null,
): Promise<void> {
  const refs = { bankCreditId: credit.id, occurredAt, memo: `Abono del ${credit.bookedOn} aplicado a ${invoice.code}` };
  await postLedger(tx, refs, [
    { account: 'BANK', kind: 'CREDIT', amountCents: -credit.amountCents },
    { account: 'UNAPPLIED', kind: 'CREDIT', amountCents: -credit.amountCents },
  ]);
  await postLedger(tx, { ...refs, invoiceId: invoice.id, campaignId: invoice.campaignId }, [
    { account: 'BANK', kind: 'CREDIT', amountCents: credit.amountCents },
    { account: 'UNAPPLIED', kind: 'CREDIT', amountCents: credit.amountCents },
  ]);
  await tx
    .update(bankCredits)
    .set({ status: 'APPLIED', invoiceId: invoice.id, settledBy, settledAt: occurredAt })
    .where(eq(bankCredits.id, credit.id));
}

/**
 * What a person vouched for when marking the campaign paid (receipts with no bank credit) and no bank
 * credit has matched yet: the credits linked to those receipts are applied and moved no money.
 */
export async function unmatchedVouchedOf(tx: Transaction, invoiceId: string): Promise<number> {
  const [vouched] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.invoiceId, invoiceId),
        eq(ledgerEntries.account, 'BANK'),
        eq(ledgerEntries.kind, 'PAYMENT_RECEIVED'),
        isNull(ledgerEntries.bankCreditId),
      ),
    );
  const [linked] = await tx
    .select({ total: sql<string>`coalesce(sum(${bankCredits.amountCents}), 0)` })
    .from(bankCredits)
    .where(
      and(
        eq(bankCredits.invoiceId, invoiceId),
        eq(bankCredits.status, 'APPLIED'),
        sql`not exists (select 1 from ${ledgerEntries} where ${ledgerEntries.bankCreditId} = ${bankCredits.id})`,
      ),
    );
  return Math.max(0, Number(vouched?.total ?? 0) - Number(linked?.total ?? 0));
}

/** Whether an invoice's payment was already applied (the campaign is paid). */
async function isApplied(tx: Transaction, invoiceId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.invoiceId, invoiceId), eq(ledgerEntries.kind, 'PAYMENT_APPLIED')))
    .limit(1);
  return row !== undefined;
}

/**
 * The campaign is paid (the admin's «Marcar como pagada», or a bank credit that matched): whatever of
 * the invoice's total has not arrived is received now (an admin vouches for it), the total is applied
 * (IVA owed, the commission earned, the podcasters' earnings held in escrow), and each of the
 * campaign's actions gets its earnings row, HELD until it airs. Called once the actions exist; a
 * second call changes nothing. A campaign bought before invoices existed has none: nothing is posted.
 */
export async function confirmCampaignPaid(
  tx: Transaction,
  campaignId: string,
  occurredAt: Date,
  memo: string,
  settledBy: string | null = null,
): Promise<InvoiceRow | undefined> {
  const invoice = await campaignInvoice(tx, campaignId);
  if (!invoice || (await isApplied(tx, invoice.id))) return invoice;
  // Credits that name the invoice and wait for a person arrived for it: they are applied first, so
  // only what the bank has not brought is vouched for, never the same money twice.
  for (const credit of await pendingCreditsOf(tx, invoice.id)) {
    await applyCreditToInvoice(tx, credit, invoice, occurredAt, settledBy);
  }
  const arrived = await unappliedForInvoice(tx, invoice.id);
  if (arrived < invoice.totalCents) {
    await receivePayment(tx, { amountCents: invoice.totalCents - arrived, occurredAt, invoice, memo });
  }

  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  const actions = await tx.select().from(campaignActions).where(eq(campaignActions.campaignId, campaignId));
  // A make-good (docs/decisions/0025) is free for the advertiser: it has no line, and never earnings.
  const actionOf = new Map(
    actions
      .filter((action) => action.makeGoodOf === null)
      .map((action) => [`${action.campaignPodcastId}/${action.kind}/${action.position}`, action]),
  );
  // The owner, or the representative if the owner chose so (issue 19), as it stands now: earnings
  // already cut keep the payee they were cut for.
  const payeeOf = await podcastPayees(tx, [...new Set(actions.map((action) => action.podcastId))]);

  // Earnings are cut per podcast, as its price was.
  const byPodcast = new Map<string, typeof lines>();
  for (const line of lines) {
    const key = line.campaignPodcastId ?? '';
    byPodcast.set(key, [...(byPodcast.get(key) ?? []), line]);
  }
  let earningsTotal = 0;
  const rows: (typeof actionEarnings.$inferInsert)[] = [];
  for (const podcastLines of byPodcast.values()) {
    const earnings = earningsOfShares(podcastLines.map((line) => line.amountCents));
    podcastLines.forEach((line, i) => {
      const found = actionOf.get(`${line.campaignPodcastId}/${line.actionKind}/${line.actionPosition}`);
      if (!found) return;
      earningsTotal += earnings[i]!;
      rows.push({
        actionId: found.id,
        campaignId,
        podcastId: found.podcastId,
        payeeUserId: payeeOf.get(found.podcastId) ?? null,
        invoiceId: invoice.id,
        priceCents: line.amountCents,
        earningsCents: earnings[i]!,
      });
    });
  }
  if (rows.length > 0) await tx.insert(actionEarnings).values(rows).onConflictDoNothing();

  const posting: LedgerLine[] = [
    { account: 'UNAPPLIED', kind: 'PAYMENT_APPLIED', amountCents: -invoice.totalCents },
    { account: 'VAT', kind: 'VAT', amountCents: invoice.vatCents },
    { account: 'COMMISSION', kind: 'COMMISSION', amountCents: invoice.baseCents - earningsTotal },
    { account: 'ESCROW_HELD', kind: 'PODCASTER_PAYABLE', amountCents: earningsTotal },
  ];
  await postLedger(tx, { campaignId, invoiceId: invoice.id, memo, occurredAt }, posting);
  return invoice;
}
