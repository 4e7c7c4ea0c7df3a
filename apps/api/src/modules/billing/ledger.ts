import { randomUUID } from 'node:crypto';
import { desc, inArray, sql } from 'drizzle-orm';
import {
  isBalanced,
  LEDGER_ACCOUNTS,
  type LedgerAccount,
  type LedgerLine,
  type LedgerSummary,
} from '@patrocina/domain';
import type { Executor, Transaction } from '../../db/client';
import { ledgerEntries } from '../../db/schema';

/** What a posting is about: the rows it concerns, kept on each of its lines. */
export interface PostingRefs {
  campaignId?: string | null;
  invoiceId?: string | null;
  actionId?: string | null;
  userId?: string | null;
  bankCreditId?: string | null;
  payoutId?: string | null;
  memo?: string | null;
  occurredAt: Date;
}

/**
 * Writes one posting: its lines share an id and must balance (BANK moves by the sum of the others), or
 * nothing is written. The only way money moves in the ledger (docs/decisions/0022). Zero lines are
 * dropped; a posting with no line left writes nothing and answers null.
 */
export async function postLedger(
  tx: Transaction,
  refs: PostingRefs,
  lines: readonly LedgerLine[],
): Promise<string | null> {
  if (!isBalanced(lines)) {
    throw new Error(`Unbalanced ledger posting: ${JSON.stringify(lines)}`);
  }
  const written = lines.filter((line) => line.amountCents !== 0);
  if (written.length === 0) return null;
  const postingId = randomUUID();
  await tx.insert(ledgerEntries).values(
    written.map((line) => ({
      postingId,
      kind: line.kind,
      account: line.account,
      amountCents: line.amountCents,
      campaignId: refs.campaignId ?? null,
      invoiceId: refs.invoiceId ?? null,
      actionId: refs.actionId ?? null,
      userId: refs.userId ?? null,
      bankCreditId: refs.bankCreditId ?? null,
      payoutId: refs.payoutId ?? null,
      memo: refs.memo ?? null,
      occurredAt: refs.occurredAt,
      // The statement's own time, not the transaction's: postings of one transaction keep their order.
      createdAt: sql`clock_timestamp()`,
    })),
  );
  return postingId;
}

/** The books at a glance: each account's balance, and the money that came in and went out of the bank. */
export interface LedgerBalances {
  accounts: Record<LedgerAccount, number>;
  receivedCents: number;
  paidOutCents: number;
  refundedCents: number;
}

export async function ledgerBalances(db: Executor): Promise<LedgerBalances> {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      kind: ledgerEntries.kind,
      total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account, ledgerEntries.kind);
  const accounts = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as Record<LedgerAccount, number>;
  let receivedCents = 0;
  let paidOutCents = 0;
  let refundedCents = 0;
  for (const row of rows) {
    const total = Number(row.total);
    accounts[row.account] += total;
    if (row.account !== 'BANK') continue;
    if (row.kind === 'PAYMENT_RECEIVED') receivedCents += total;
    else if (row.kind === 'PAYOUT') paidOutCents -= total;
    else if (row.kind === 'REFUND') refundedCents -= total;
  }
  return { accounts, receivedCents, paidOutCents, refundedCents };
}

/** The postings shown on «Contabilidad». */
const RECENT_POSTINGS = 30;

/**
 * The books for the back office: the identity «received = payouts + refunds + commission + taxes +
 * escrow», whether it holds, and the latest postings, each by the kind that names it and its effect on
 * the bank (or, when the bank does not move, the money it moves between accounts).
 */
export async function ledgerSummary(db: Executor): Promise<LedgerSummary> {
  const { accounts, receivedCents, paidOutCents, refundedCents } = await ledgerBalances(db);
  const escrow = {
    unappliedCents: accounts.UNAPPLIED,
    heldCents: accounts.ESCROW_HELD,
    releasedCents: accounts.ESCROW_RELEASED,
    totalCents: accounts.UNAPPLIED + accounts.ESCROW_HELD + accounts.ESCROW_RELEASED,
  };
  const balanced =
    receivedCents ===
    paidOutCents + refundedCents + accounts.COMMISSION + accounts.VAT + accounts.IRPF + escrow.totalCents;

  const latest = await db
    .select({
      postingId: ledgerEntries.postingId,
      occurredAt: sql<Date>`max(${ledgerEntries.occurredAt})`.mapWith(ledgerEntries.occurredAt),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.postingId)
    .orderBy(desc(sql`max(${ledgerEntries.createdAt})`), desc(sql`max(${ledgerEntries.occurredAt})`))
    .limit(RECENT_POSTINGS);
  const lines =
    latest.length === 0
      ? []
      : await db
          .select()
          .from(ledgerEntries)
          .where(
            inArray(
              ledgerEntries.postingId,
              latest.map((row) => row.postingId),
            ),
          )
          .orderBy(desc(ledgerEntries.createdAt));
  const recent = latest.map(({ postingId, occurredAt }) => {
    const own = lines.filter((line) => line.postingId === postingId);
    const bank = own.filter((line) => line.account === 'BANK');
    // Named by its bank line, or else by where the money left (the most negative line).
    const first = bank[0] ?? own.reduce((source, line) => (line.amountCents < source.amountCents ? line : source));
    const amountCents =
      bank.length > 0
        ? bank.reduce((sum, line) => sum + line.amountCents, 0)
        : own.reduce((sum, line) => sum + Math.max(line.amountCents, 0), 0);
    return {
      postingId,
      occurredAt: occurredAt.toISOString(),
      kind: first.kind,
      amountCents,
      campaignId: first.campaignId,
      memo: first.memo,
    };
  });

  return {
    receivedCents,
    paidOutCents,
    refundedCents,
    commissionCents: accounts.COMMISSION,
    vatCents: accounts.VAT,
    irpfCents: accounts.IRPF,
    escrow,
    bankCents: accounts.BANK,
    balanced,
    recent,
  };
}
