import { and, count, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { PICKABLE_STATUSES, SUBSTATUS_GROUPS } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { actionRemedies, campaignActions, campaignPodcasts, campaigns, readRounds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { answersForPodcast, selectEntriesWithRunner } from '../podcasts';
import { MILESTONE_WINDOWS, milestoneDue } from './listens-due';

/**
 * The header badge: campaigns waiting for the actor. As owner, those where the advertiser must act
 * (review the proposal, pay); as agent, those waiting for the team's proposal; as podcaster or
 * representative, each published proposal of theirs to answer (new or modified), and each hired one
 * whose dates they must plan (once paid), whose aired action needs its episode (EXPIRED_ACTION) or
 * whose listens are due today (`today`, Madrid), whose make-good awaits their answer, or whose read
 * is due (issue 20); as the campaign's owner or agent, each round of a read waiting for their answer.
 * A podcast that is managed counts for its representative, not its owner (DOMAIN.md: proposals go
 * to the representative).
 */
export async function countPendingActions(db: Executor, actor: Pick<Actor, 'id'>, today: string): Promise<number> {
  const listensDue = sql`exists (select 1 from ${campaignActions} cross join ${MILESTONE_WINDOWS} where ${campaignActions.campaignPodcastId} = ${campaignPodcasts.id} and ${milestoneDue(today)})`;
  // A make-good the team proposed waits for the podcaster's answer, even on a campaign that finished (docs/decisions/0025).
  const makeGoodAsked = sql`exists (select 1 from ${actionRemedies} inner join ${campaignActions} on ${campaignActions.id} = ${actionRemedies.actionId} where ${campaignActions.campaignPodcastId} = ${campaignPodcasts.id} and ${actionRemedies.status} = 'PROPOSED')`;
  const running = inArray(campaigns.substatus, [...SUBSTATUS_GROUPS.running]);
  // Planning and recording wait while the campaign is paused; reporting what aired does not.
  const workable = and(running, isNull(campaigns.pausedAt));
  // The read (issue 20): due from the podcaster while none was sent or changes were asked, unless the
  // brief opted out; waiting for the advertiser or the agent while a round is open and in time.
  const lastRound = sql`(select ${readRounds.decision} from ${readRounds} where ${readRounds.campaignPodcastId} = ${campaignPodcasts.id} order by ${readRounds.number} desc limit 1)`;
  const readDue = and(
    eq(campaigns.noReadApproval, false),
    sql`${campaignPodcasts.mentions} + ${campaignPodcasts.sponsorships} + ${campaignPodcasts.reviews} + ${campaignPodcasts.dedicatedShows} > 0`,
    sql`coalesce(${lastRound}, 'CHANGES_REQUESTED') = 'CHANGES_REQUESTED'`,
  );
  const [[advertiser], [podcaster], [reviewer]] = await Promise.all([
    db
      .select({ total: count() })
      .from(campaigns)
      .where(
        or(
          and(eq(campaigns.ownerId, actor.id), inArray(campaigns.substatus, [...SUBSTATUS_GROUPS.advertiserAction])),
          and(eq(campaigns.agentId, actor.id), inArray(campaigns.substatus, [...SUBSTATUS_GROUPS.teamAction])),
        ),
      ),
    selectEntriesWithRunner(db, { total: count() })
      .innerJoin(campaigns, eq(campaigns.id, campaignPodcasts.campaignId))
      .where(
        and(
          isNotNull(campaigns.publishedAt),
          inArray(campaigns.substatus, [...SUBSTATUS_GROUPS.published]),
          answersForPodcast(actor.id),
          or(
            eq(campaignPodcasts.status, 'UNANSWERED'),
            // A modified proposal asks for a new answer, unless the podcaster already said no for good.
            and(
              eq(campaignPodcasts.proposalModified, true),
              inArray(campaignPodcasts.status, [...PICKABLE_STATUSES, 'CONTACT_REQUIRED']),
            ),
            // Dates are planned once the advertiser has paid.
            and(eq(campaignPodcasts.status, 'ACTION_DATES_PENDING'), workable),
            and(eq(campaignPodcasts.status, 'EXPIRED_ACTION'), workable),
            and(eq(campaignPodcasts.picked, true), running, listensDue),
            and(eq(campaignPodcasts.picked, true), makeGoodAsked),
            and(eq(campaignPodcasts.picked, true), running, readDue),
          ),
        ),
      ),
    db
      .select({ total: count() })
      .from(readRounds)
      .innerJoin(campaignPodcasts, eq(campaignPodcasts.id, readRounds.campaignPodcastId))
      .innerJoin(campaigns, eq(campaigns.id, campaignPodcasts.campaignId))
      .where(
        and(
          eq(readRounds.decision, 'PENDING'),
          gte(readRounds.dueOn, today),
          running,
          or(eq(campaigns.ownerId, actor.id), eq(campaigns.agentId, actor.id)),
        ),
      ),
  ]);
  return (advertiser?.total ?? 0) + (podcaster?.total ?? 0) + (reviewer?.total ?? 0);
}
