import { and, eq, inArray, lt } from 'drizzle-orm';
import { READ_EVENT_TEXTS, SUBSTATUS_GROUPS } from '@patrocina/domain';
import { campaignPodcasts, campaigns, podcasts, readRounds } from '../../db/schema';
import { campaignNamesOf } from '../../mail/campaign-wording';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { campaignOwner, teamAddresses } from '../campaigns';
import { postThreadEvent } from '../workroom';
import type { RunDeps } from './hired';
import { mailPodcaster } from './read-approval';
import { readAutoApprovedMail } from './read-mails';

/**
 * Two working days without an answer count as approval (issue 20): each round still waiting after its
 * last day to answer (on the business clock) becomes AUTO_APPROVED, with its event in the thread and an
 * e-mail to both sides. Written once: the update only takes a round still PENDING. Only on running
 * campaigns: one finished or closed meanwhile has no read left to approve. One round that fails is
 * logged and left for the next tick; the others and the rest of the tick go on.
 */
export async function approveOverdueReads(deps: RunDeps): Promise<number> {
  const context = mailContext(deps.config);
  let approved = 0;
  for (const row of await overdueRounds(deps)) {
    approved += await approveOverdueRound(deps, context, row).catch((error: unknown) => {
      deps.log.error({ err: error, roundId: row.roundId }, 'automatic read approval failed');
      return 0;
    });
  }
  return approved;
}

/** The rounds still waiting after their last day to answer, on running campaigns (a tick's worth). */
function overdueRounds(deps: RunDeps) {
  return deps.db
    .select({
      roundId: readRounds.id,
      entryId: readRounds.campaignPodcastId,
      campaign: {
        id: campaigns.id,
        brand: campaigns.brand,
        name: campaigns.name,
        ownerId: campaigns.ownerId,
        agentId: campaigns.agentId,
      },
      podcast: { id: podcasts.id, title: podcasts.title },
    })
    .from(readRounds)
    .innerJoin(campaignPodcasts, eq(campaignPodcasts.id, readRounds.campaignPodcastId))
    .innerJoin(campaigns, eq(campaigns.id, campaignPodcasts.campaignId))
    .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
    .where(
      and(
        eq(readRounds.decision, 'PENDING'),
        lt(readRounds.dueOn, deps.clock.today()),
        inArray(campaigns.substatus, [...SUBSTATUS_GROUPS.running]),
      ),
    )
    .limit(500);
}

type OverdueRound = Awaited<ReturnType<typeof overdueRounds>>[number];

/** One round approved, its event in the thread and both sides told, in one transaction; 1 if it was still waiting. */
function approveOverdueRound(deps: RunDeps, context: ReturnType<typeof mailContext>, row: OverdueRound) {
  return withOutbox(deps, async (tx, queueMail) => {
    const now = deps.clock.now();
    const [saved] = await tx
      .update(readRounds)
      .set({ decision: 'AUTO_APPROVED', decidedAt: now })
      .where(and(eq(readRounds.id, row.roundId), eq(readRounds.decision, 'PENDING')))
      .returning({ id: readRounds.id });
    if (!saved) return 0;
    await postThreadEvent(tx, row.entryId, READ_EVENT_TEXTS.autoApproved, now, null);
    const about = { ...campaignNamesOf(row.campaign), campaignId: row.campaign.id, podcastTitle: row.podcast.title };
    await mailPodcaster(tx, queueMail, row.podcast.id, readAutoApprovedMail(context, { ...about, side: 'podcaster' }));
    const reviewerMail = readAutoApprovedMail(context, { ...about, side: 'reviewer' });
    const owner = await campaignOwner(tx, row.campaign);
    if (!owner.deleted) await queueMail(owner.email, reviewerMail);
    if (row.campaign.agentId) {
      for (const to of await teamAddresses(tx, deps.config, row.campaign)) await queueMail(to, reviewerMail);
    }
    return 1;
  });
}
