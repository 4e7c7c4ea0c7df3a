import { and, eq, inArray, notInArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { ProposalPodcastStatus } from '@patrocina/domain';
import type { Transaction } from '../../db/client';
import { campaignPodcasts, campaigns, podcasts } from '../../db/schema';
import { NOT_YET_HIRED } from '../campaigns';

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

// What an account's deletion (the users module) does to proposals, in its transaction.

const STILL_IN_PLAY = notInArray(campaignPodcasts.status, ['REJECTED', 'NOT_AVAILABLE', 'EXPIRED']);

/**
 * The phone left on proposals answered for the podcasts `podcastIds` (a subquery) belongs to whoever
 * answered, not to the campaign. Proposals do not record who answered, so every one is cleared.
 */
export async function clearAnswerPhones(tx: Transaction, podcastIds: SQLWrapper): Promise<void> {
  await tx
    .update(campaignPodcasts)
    .set({ contactPhone: null, contactPhonePrefix: null })
    .where(inArray(campaignPodcasts.podcastId, podcastIds));
}

/**
 * The owner's podcasts are about to lose their owner: their answers on campaigns not yet hired can no
 * longer be hired, as nobody would air them.
 */
export async function expireOffersToOwner(tx: Transaction, ownerId: string): Promise<void> {
  await tx
    .update(campaignPodcasts)
    .set({ status: 'EXPIRED', updatedAt: sql`now()` })
    .where(
      and(
        inArray(
          campaignPodcasts.podcastId,
          tx.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.ownerId, ownerId)),
        ),
        inArray(
          campaignPodcasts.campaignId,
          tx
            .select({ id: campaigns.id })
            .from(campaigns)
            .where(inArray(campaigns.substatus, [...NOT_YET_HIRED])),
        ),
        STILL_IN_PLAY,
      ),
    );
}

/** The offers still in play of campaigns just closed expire. */
export async function expireOffersOfCampaigns(tx: Transaction, campaignIds: string[]): Promise<void> {
  if (campaignIds.length === 0) return;
  await tx
    .update(campaignPodcasts)
    .set({ status: 'EXPIRED', updatedAt: sql`now()` })
    .where(and(inArray(campaignPodcasts.campaignId, campaignIds), STILL_IN_PLAY));
}
