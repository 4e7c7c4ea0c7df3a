import { and, eq, sql } from 'drizzle-orm';
import {
  CAMPAIGN_MESSAGES,
  STATUS_OF_SUBSTATUS,
  canTransition,
  nextSubstatus,
  type CampaignCommand,
  type CampaignSubstatus,
  type DatePeriod,
} from '@patrocina/domain';
import type { Executor, Transaction } from '../../db/client';
import { campaigns, type CampaignRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';

/**
 * The one way a campaign changes substatus (and status with it): checked against DOMAIN.md's table,
 * and only if nobody moved it meanwhile. A forbidden move answers 409.
 */
export async function transitionCampaign(db: Executor, id: string, to: CampaignSubstatus): Promise<CampaignRow> {
  return db.transaction(async (tx) => {
    const [saved] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!saved) throw notFound();
    if (!canTransition(saved.substatus, to)) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.forbiddenTransition);
    const [row] = await tx
      .update(campaigns)
      .set({ substatus: to, status: STATUS_OF_SUBSTATUS[to], updatedAt: sql`now()` })
      .where(and(eq(campaigns.id, id), eq(campaigns.substatus, saved.substatus)))
      .returning();
    return row!;
  });
}

/**
 * Where a command takes the campaign, by the domain's life cycle (`nextSubstatus`): moved through
 * `transitionCampaign` when the command moves it, left as it is when not. The caller has already
 * checked the command is allowed (`can` or `checkCommand`), to answer with its own Spanish message.
 */
export async function applyCommand(
  db: Executor,
  campaign: CampaignRow,
  command: CampaignCommand,
): Promise<CampaignRow> {
  const to = nextSubstatus(command, campaign.substatus);
  return to === campaign.substatus ? campaign : transitionCampaign(db, campaign.id, to);
}

// What the later stages write on the campaign's row, in their own transaction: the campaigns module
// owns the table, so they come through here.

/** The proposal's pre-roll, saved with its draft (proposals). */
export async function savePreroll(
  tx: Transaction,
  id: string,
  preroll: { title: string; quantity: number } | null,
): Promise<void> {
  await tx
    .update(campaigns)
    .set({ prerollTitle: preroll?.title ?? null, prerollQuantity: preroll?.quantity ?? null, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id));
}

/** The moment the proposal went out to the podcasters (proposals). */
export async function stampPublished(tx: Transaction, id: string): Promise<CampaignRow> {
  const [row] = await tx
    .update(campaigns)
    .set({ publishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id))
    .returning();
  return row!;
}

/** The campaign's days, fixed at payment (actions). */
export async function setRunDays(tx: Transaction, id: string, range: DatePeriod): Promise<void> {
  await tx.update(campaigns).set({ startsOn: range.startsOn, endsOn: range.endsOn }).where(eq(campaigns.id, id));
}

/** The campaign runs on until `endsOn`, for the days its podcasters were offered to plan in (actions). */
export async function extendRunTo(tx: Transaction, id: string, endsOn: string): Promise<void> {
  await tx.update(campaigns).set({ endsOn }).where(eq(campaigns.id, id));
}

/** A campaign just moved to FINISHED: when, why (an admin's reason, or none), and no pause left (actions). */
export async function stampFinished(
  tx: Transaction,
  id: string,
  finishedAt: Date,
  reason: string | null,
): Promise<CampaignRow> {
  const [finished] = await tx
    .update(campaigns)
    // A finished campaign is no longer paused, nor waiting to be resumed.
    .set({
      finishedAt,
      closedReason: reason,
      pausedAt: null,
      pauseReason: null,
      unpauseRequestedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(campaigns.id, id))
    .returning();
  return finished!;
}

/**
 * FINISHED → IN_PROGRESS: the one way back (docs/decisions/0025). A make-good the podcaster agreed
 * reopens a campaign that had finished by itself, until the make-good airs and reports its 31-day
 * listens; the campaign then finishes again, stamped anew.
 */
export async function reopenForMakeGood(tx: Transaction, id: string): Promise<CampaignRow> {
  await transitionCampaign(tx, id, 'IN_PROGRESS');
  const [reopened] = await tx
    .update(campaigns)
    .set({ finishedAt: null, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id))
    .returning();
  return reopened!;
}
