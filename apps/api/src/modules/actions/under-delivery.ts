import { and, eq, inArray } from 'drizzle-orm';
import { actionEstimatedReach, totalListens, underDelivery, type Remedy, type UnderDelivery } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { actionListens, actionRemedies, type ActionRemedyRow, type CampaignPodcastRow } from '../../db/schema';
import { countsOf } from '../proposals';

/**
 * Under-delivery (docs/decisions/0025): an action's 31-day listens against its share of the reach the
 * proposal estimated for its podcast, flagged below UNDER_DELIVERY_PERCENT %.
 */

/** The 31-day listens of these actions, every source together. */
export async function listensAt31(db: Executor, actionIds: readonly string[]): Promise<Map<string, number>> {
  if (actionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(actionListens)
    .where(and(inArray(actionListens.actionId, [...actionIds]), eq(actionListens.milestone, 31)));
  return new Map(rows.map((row) => [row.actionId, totalListens(row)]));
}

/** The flag of one action of this hired podcast, or null. */
export function flagOf(
  entry: Pick<CampaignPodcastRow, 'listens30Days'> & Parameters<typeof countsOf>[0],
  listens: number | undefined,
  thresholdPercent: number,
): UnderDelivery | null {
  return underDelivery(listens ?? null, actionEstimatedReach(entry.listens30Days, countsOf(entry)), thresholdPercent);
}

/** The remedies of a campaign's actions, by the action they remedy. */
export async function remediesOf(db: Executor, campaignId: string): Promise<Map<string, ActionRemedyRow>> {
  const rows = await db.select().from(actionRemedies).where(eq(actionRemedies.campaignId, campaignId));
  return new Map(rows.map((row) => [row.actionId, row]));
}

export function toRemedy(row: ActionRemedyRow): Remedy {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    makeGoodActionId: row.makeGoodActionId,
    creditNoteCode: row.creditNoteCode,
  };
}
