import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isBalanced, LEDGER_ACCOUNTS, type LedgerAccount, type LedgerLine } from '@patrocina/domain';
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
