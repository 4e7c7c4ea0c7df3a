import { eq, sql } from 'drizzle-orm';
import {
  ACTION_MESSAGES,
  listensClosedMessage,
  listensNotOpenMessage,
  milestoneState,
  milestoneWindow,
  type HiredCampaign,
  type ListenMilestone,
  type ReportListensInput,
} from '@patrocina/domain';
import { actionListens, campaignActions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { changeHired } from './change-hired';
import { conflict, type RunDeps } from './hired';

/**
 * SPEC §3 "Listen stats" at one milestone: open from its day after publication until the next one
 * opens (the last until the campaign ends), and correctable meanwhile. The 31-day report of the last
 * action ends the campaign.
 */
export async function reportListens(
  deps: RunDeps,
  actor: Actor,
  campaignId: string,
  actionId: string,
  milestone: ListenMilestone,
  input: ReportListensInput,
): Promise<HiredCampaign> {
  return changeHired(deps, actor, { campaignId, actionId }, 'reportListens', async ({ tx, today }) => {
    const [action] = await tx.select().from(campaignActions).where(eq(campaignActions.id, actionId));
    if (!action!.recordedAt || !action!.publishedOn) throw conflict(ACTION_MESSAGES.notRecorded);
    const state = milestoneState(action!.publishedOn, milestone, today);
    if (state === 'upcoming')
      throw conflict(listensNotOpenMessage(milestone, milestoneWindow(action!.publishedOn, milestone).opensOn));
    if (state === 'closed') throw conflict(listensClosedMessage(milestone));
    await tx
      .insert(actionListens)
      .values({ actionId, milestone, ...input, reportedBy: actor.id })
      .onConflictDoUpdate({
        target: [actionListens.actionId, actionListens.milestone],
        set: { ...input, reportedBy: actor.id, updatedAt: sql`now()` },
      });
  });
}
