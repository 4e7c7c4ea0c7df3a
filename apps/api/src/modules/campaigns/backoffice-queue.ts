import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  SUBSTATUS_GROUPS,
  BACKOFFICE_QUEUE_LIMIT,
  centsToEuros,
  DECLINED_STATUSES,
  PICKABLE_STATUSES,
  type AnswerCounts,
  type BackofficeQueue,
  type CampaignSubstatus,
  type ProposalPodcastStatus,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { campaignPodcasts, campaigns, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { assertTeam } from '../../lib/team';

/** The statuses a podcast has once the advertiser picked it. */
const PICKED_STATUSES: readonly ProposalPodcastStatus[] = [
  'ACTION_DATES_PENDING',
  'EXPIRED_ACTION',
  'IN_PROGRESS',
  'FINISHED',
];

/** One podcast of a proposal as the answer counts read it: its status and whether it ever answered. */
export interface AnswerEntry {
  status: ProposalPodcastStatus;
  answered: boolean;
}

/**
 * How the podcasts of a proposal answered, for the queue and the back office's draft. An offer that
 * lapsed (EXPIRED) counts as an answer only if the podcast had answered before it lapsed.
 */
export function countAnswers(entries: readonly AnswerEntry[]): AnswerCounts {
  const statuses = entries.map((entry) => entry.status);
  return {
    proposed: statuses.length,
    unanswered: statuses.filter((status) => status === 'UNANSWERED').length,
    accepted: statuses.filter((status) => PICKABLE_STATUSES.includes(status) || PICKED_STATUSES.includes(status))
      .length,
    contact: statuses.filter((status) => status === 'CONTACT_REQUIRED').length,
    declined: statuses.filter((status) => DECLINED_STATUSES.includes(status)).length,
    expired: entries.filter((entry) => entry.status === 'EXPIRED' && !entry.answered).length,
  };
}

/** The campaign waits for the team to prepare its proposal (the header badge's share of the queue). */
const waitsForTeam = inArray(campaigns.substatus, [...SUBSTATUS_GROUPS.teamAction]);

const owners = alias(users, 'owners');
const agents = alias(users, 'agents');

/**
 * The team's queue (`GET /private/backoffice/campaigns`): one substatus, or every campaign with those
 * pending review first (oldest first: they wait longest), then the rest by latest change. An agent
 * sees the campaigns they manage and the unassigned ones; an admin sees all.
 */
export async function listBackofficeQueue(
  db: Executor,
  actor: Actor,
  filters: { substatus?: CampaignSubstatus | undefined } = {},
): Promise<BackofficeQueue> {
  assertTeam(actor);
  // A campaign held for its owner's e-mail confirmation is not the team's yet (docs/decisions/0019).
  const conditions: SQL[] = [isNull(campaigns.emailHeldSince)];
  if (actor.scope !== 'admin') conditions.push(or(isNull(campaigns.agentId), eq(campaigns.agentId, actor.id))!);
  if (filters.substatus) conditions.push(eq(campaigns.substatus, filters.substatus));
  const answers = db
    .select({
      campaignId: campaignPodcasts.campaignId,
      entries: sql<
        AnswerEntry[]
      >`json_agg(json_build_object('status', ${campaignPodcasts.status}, 'answered', ${campaignPodcasts.answeredAt} is not null))`.as(
        'entries',
      ),
    })
    .from(campaignPodcasts)
    .groupBy(campaignPodcasts.campaignId)
    .as('answers');
  const rows = await db
    .select({
      campaign: campaigns,
      owner: { id: owners.id, username: owners.username, email: owners.email },
      agent: { id: agents.id, username: agents.username, email: agents.email },
      entries: answers.entries,
    })
    .from(campaigns)
    .innerJoin(owners, eq(owners.id, campaigns.ownerId))
    .leftJoin(agents, eq(agents.id, campaigns.agentId))
    .leftJoin(answers, eq(answers.campaignId, campaigns.id))
    .where(and(...conditions))
    .orderBy(
      // What the team has to do comes first, oldest first; then the rest, latest change first.
      sql`not ${waitsForTeam}`,
      sql`case when ${waitsForTeam} then ${campaigns.createdAt} end asc`,
      desc(campaigns.updatedAt),
      asc(campaigns.id),
    )
    .limit(BACKOFFICE_QUEUE_LIMIT + 1);
  return {
    truncated: rows.length > BACKOFFICE_QUEUE_LIMIT,
    campaigns: rows.slice(0, BACKOFFICE_QUEUE_LIMIT).map(({ campaign, owner, agent, entries }) => ({
      id: campaign.id,
      brand: campaign.brand,
      name: campaign.name,
      status: campaign.status,
      substatus: campaign.substatus,
      owner,
      agent: agent?.id ? agent : null,
      budget: centsToEuros(campaign.budgetCents),
      approximateDate: campaign.approximateDate,
      fromDate: campaign.fromDate,
      toDate: campaign.toDate,
      paused: campaign.pausedAt !== null,
      unpauseRequestedAt: campaign.unpauseRequestedAt?.toISOString() ?? null,
      publishedAt: campaign.publishedAt?.toISOString() ?? null,
      answers: countAnswers(entries ?? []),
      createdAt: campaign.createdAt.toISOString(),
    })),
  };
}
