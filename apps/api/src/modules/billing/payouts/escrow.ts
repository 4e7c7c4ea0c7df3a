import { and, asc, eq, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Executor, Transaction } from '../../../db/client';
import { actionDisputes, actionEarnings, campaignActions, type ActionEarningRow } from '../../../db/schema';
import { postLedger } from '../ledger';

/**
 * The day an aired action's earnings may leave escrow, in SQL: the Madrid day it was recorded plus the
 * hold. Read from the actions' own `recorded_at` (docs/decisions/0022): recording stays ignorant of
 * money, and the day is the same whenever it is written.
 */
export function releaseDaySql(holdDays: number) {
  return sql<string>`((${campaignActions.recordedAt} at time zone 'Europe/Madrid')::date + ${holdDays}::int)::text`;
}

/**
 * Whether the user is still owed money as a payee: earnings held, released or disputed, not yet paid
 * nor refunded. Their account cannot go while so (users/deletion.ts): the payout run needs their
 * billing profile, which deleting the account erases.
 */
export async function hasUnpaidEarnings(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(actionEarnings)
    .where(
      and(eq(actionEarnings.payeeUserId, userId), inArray(actionEarnings.status, ['HELD', 'RELEASED', 'DISPUTED'])),
    )
    .limit(1);
  return row !== undefined;
}

/** Gives each aired action's held earnings their release day (once; a dispute keeps it for later). */
export async function scheduleReleases(tx: Transaction, holdDays: number): Promise<number> {
  const updated = await tx
    .update(actionEarnings)
    .set({ releaseOn: sql`(${releaseDaySql(holdDays)})::date`, updatedAt: sql`now()` })
    .from(campaignActions)
    .where(
      and(
        eq(campaignActions.id, actionEarnings.actionId),
        isNull(actionEarnings.releaseOn),
        isNotNull(campaignActions.recordedAt),
      ),
    )
    .returning({ actionId: actionEarnings.actionId });
  return updated.length;
}

/** RELEASE: the earnings move from held to due in escrow, and the row says so. Only from HELD or DISPUTED. */
export async function releaseEarning(
  tx: Transaction,
  earning: Pick<ActionEarningRow, 'actionId' | 'campaignId' | 'payeeUserId' | 'earningsCents'>,
  at: Date,
  from: 'HELD' | 'DISPUTED',
  memo: string,
): Promise<boolean> {
  const [moved] = await tx
    .update(actionEarnings)
    .set({ status: 'RELEASED', releasedAt: at, updatedAt: sql`now()` })
    .where(and(eq(actionEarnings.actionId, earning.actionId), eq(actionEarnings.status, from)))
    .returning({ actionId: actionEarnings.actionId });
  if (!moved) return false;
  await postLedger(
    tx,
    {
      campaignId: earning.campaignId,
      actionId: earning.actionId,
      userId: earning.payeeUserId,
      memo,
      occurredAt: at,
    },
    [
      { account: 'ESCROW_HELD', kind: 'RELEASE', amountCents: -earning.earningsCents },
      { account: 'ESCROW_RELEASED', kind: 'RELEASE', amountCents: earning.earningsCents },
    ],
  );
  return true;
}

/**
 * The daily release (issue 19 "Escrow"): every held action's earnings whose release day has come on
 * the business clock and that no open dispute holds. Idempotent: a released row is not HELD any more.
 */
export async function releaseDueEarnings(deps: Pick<AppContext, 'db' | 'config' | 'clock'>): Promise<number> {
  const today = deps.clock.today();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await scheduleReleases(tx, deps.config.PAYOUT_HOLD_DAYS);
    const due = await tx
      .select()
      .from(actionEarnings)
      .where(
        and(
          eq(actionEarnings.status, 'HELD'),
          lte(actionEarnings.releaseOn, today),
          notExists(
            tx
              .select({ id: actionDisputes.id })
              .from(actionDisputes)
              .where(and(eq(actionDisputes.actionId, actionEarnings.actionId), isNull(actionDisputes.resolvedAt))),
          ),
        ),
      )
      .orderBy(asc(actionEarnings.releaseOn))
      .for('update', { skipLocked: true });
    let released = 0;
    for (const earning of due) {
      if (await releaseEarning(tx, earning, now, 'HELD', 'Retención cumplida sin reclamación')) released += 1;
    }
    return released;
  });
}
