import { and, eq, inArray, sql } from 'drizzle-orm';
import { COMMAND_RULES, DELETION_MESSAGES } from '@patrocina/domain';
import type { Transaction } from '../../db/client';
import { campaigns } from '../../db/schema';

// What an account's deletion (the users module) does to campaigns, in its transaction.

/** Before the hiring: what an advertiser's leaving closes, and an agent's leaving hands back to the team. */
export const NOT_YET_HIRED = COMMAND_RULES.closeForLeavingAdvertiser.allowedIn;

/**
 * An advertiser leaves: their campaigns not yet hired close, so no podcaster answers or chats for
 * someone gone. Answers the ids of those closed.
 */
export async function closeCampaignsOfLeavingOwner(tx: Transaction, ownerId: string): Promise<string[]> {
  const closed = await tx
    .update(campaigns)
    .set({
      // Where the life cycle's closeForLeavingAdvertiser takes each of them.
      status: 'FINISHED',
      substatus: 'FINISHED',
      finishedAt: sql`now()`,
      closedReason: DELETION_MESSAGES.advertiserLeft,
      // A finished campaign is no longer paused, nor waiting to be resumed.
      pausedAt: null,
      pauseReason: null,
      unpauseRequestedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(campaigns.ownerId, ownerId), inArray(campaigns.substatus, [...NOT_YET_HIRED])))
    .returning({ id: campaigns.id });
  return closed.map((row) => row.id);
}

/** An agent leaves: the campaigns not yet hired they managed go back to the team's queue. */
export async function releaseCampaignsOfLeavingAgent(tx: Transaction, agentId: string): Promise<void> {
  await tx
    .update(campaigns)
    .set({ agentId: null, updatedAt: sql`now()` })
    .where(and(eq(campaigns.agentId, agentId), inArray(campaigns.substatus, [...NOT_YET_HIRED])));
}
