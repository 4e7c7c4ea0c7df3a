import { and, eq, sql } from 'drizzle-orm';
import type { ProposalPodcastStatus } from '@patrocina/domain';
import type { Transaction } from '../../db/client';
import { campaignPodcasts } from '../../db/schema';

// What the running campaign writes on a proposal's podcasts, in its own transaction: the proposals
// module owns `campaign_podcasts`, so the actions module comes through here.

/** A picked podcast's status, as its actions say it is (DOMAIN.md). */
export async function setEntryStatus(tx: Transaction, entryId: string, status: ProposalPodcastStatus): Promise<void> {
  await tx
    .update(campaignPodcasts)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(campaignPodcasts.id, entryId));
}

/** Every picked podcast of a campaign that just finished is FINISHED too; answers their podcast ids. */
export async function finishPickedEntries(tx: Transaction, campaignId: string): Promise<string[]> {
  const picked = await tx
    .update(campaignPodcasts)
    .set({ status: 'FINISHED', updatedAt: sql`now()` })
    .where(and(eq(campaignPodcasts.campaignId, campaignId), eq(campaignPodcasts.picked, true)))
    .returning({ podcastId: campaignPodcasts.podcastId });
  return picked.map((row) => row.podcastId);
}
