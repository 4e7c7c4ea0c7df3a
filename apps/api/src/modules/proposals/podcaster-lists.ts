import { and, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import {
  agreedCostCents,
  podcasterEarningsCents,
  CAMPAIGN_STATUSES,
  centsToEuros,
  SUBSTATUS_GROUPS,
  podcasterTabOf,
  type CampaignStatus,
  type PodcasterCampaign,
  type PodcasterCampaignList,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { campaignPodcasts, campaigns, podcasts, representations, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { podcastHeadingColumns, runsPodcast, selectEntriesWithRunner } from '../podcasts';
import { countsOf, offerOf } from './view';

/** `owner`: podcasts the actor owns (`/podcaster-campaigns`); `owner-or-representative` adds those they represent. */
export type PodcasterScope = 'owner' | 'owner-or-representative';

/**
 * The rows a podcaster may see (published, not taken back to rework) matching `condition`, with
 * what the row of each needs: its campaign, its podcast, its entry.
 */
function selectPodcasterRows(db: Executor, condition: SQL | undefined) {
  return selectEntriesWithRunner(db, {
    campaign: {
      id: campaigns.id,
      slug: campaigns.slug,
      brand: campaigns.brand,
      name: campaigns.name,
      url: campaigns.url,
      briefing: campaigns.briefing,
      agentId: campaigns.agentId,
      status: campaigns.status,
      substatus: campaigns.substatus,
      approximateDate: campaigns.approximateDate,
      fromDate: campaigns.fromDate,
      toDate: campaigns.toDate,
    },
    podcast: podcastHeadingColumns,
    entry: campaignPodcasts,
    // The accepted representative, if any: they answer, and the owner is told who they are.
    managerId: representations.managerId,
    managerName: users.username,
  })
    .innerJoin(campaigns, eq(campaigns.id, campaignPodcasts.campaignId))
    .leftJoin(users, eq(users.id, representations.managerId))
    .where(
      and(isNotNull(campaigns.publishedAt), inArray(campaigns.substatus, [...SUBSTATUS_GROUPS.published]), condition),
    )
    .orderBy(desc(campaignPodcasts.updatedAt), desc(campaignPodcasts.id));
}

type PodcasterRow = Awaited<ReturnType<typeof selectPodcasterRows>>[number];

function toPodcasterCampaign(
  { campaign, podcast, entry, managerId, managerName }: PodcasterRow,
  actor: Actor,
): PodcasterCampaign {
  const actions = countsOf(entry);
  // DOMAIN.md "Representation": while a podcast is managed, only its representative answers (answers.ts refuses the owner).
  const managed = managerId !== null;
  return {
    id: campaign.id,
    slug: campaign.slug,
    brand: campaign.brand,
    name: campaign.name,
    url: campaign.url,
    briefing: campaign.briefing,
    managedByAgent: campaign.agentId !== null,
    status: campaign.status,
    tab: podcasterTabOf(campaign.substatus, entry.status),
    approximateDate: campaign.approximateDate,
    fromDate: campaign.fromDate,
    toDate: campaign.toDate,
    podcast: { id: podcast.id, title: podcast.title, slug: podcast.slug, imageUrl: podcast.imageUrl },
    role: podcast.ownerId === actor.id ? 'owner' : 'representative',
    canAnswer: managed ? managerId === actor.id : podcast.ownerId === actor.id,
    representativeName: managed ? managerName : null,
    podcasterStatus: entry.status,
    statusReason: entry.statusReason,
    proposalModified: entry.proposalModified,
    counts: actions,
    reach: entry.listens30Days,
    estimatedEarnings: centsToEuros(podcasterEarningsCents(agreedCostCents(offerOf(entry)))),
    minEarnings: entry.minEarningsCents === null ? null : centsToEuros(entry.minEarningsCents),
    contactPhonePrefix: entry.contactPhonePrefix,
    contactPhone: entry.contactPhone,
    comment: entry.comment,
    delegated: entry.delegated,
    answeredAt: entry.answeredAt?.toISOString() ?? null,
    updatedAt: entry.updatedAt.toISOString(),
  };
}

/**
 * The podcaster's dashboard: one row per published proposal and podcast of theirs (SPEC §3
 * "Podcaster-side proposal view"). Only their own podcast's figures are read: never the budget, the
 * advertiser, the other podcasts or their prices. A proposal the team is still preparing, or has
 * taken back to rework, is not shown.
 */
export async function listPodcasterCampaigns(
  db: Executor,
  actor: Actor,
  scope: PodcasterScope,
  filters: { status?: CampaignStatus | undefined } = {},
): Promise<PodcasterCampaignList> {
  const rows = await selectPodcasterRows(
    db,
    scope === 'owner' ? eq(podcasts.ownerId, actor.id) : runsPodcast(actor.id),
  );
  const counts = Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [status, 0])) as PodcasterCampaignList['counts'];
  const listed: PodcasterCampaign[] = [];
  for (const row of rows) {
    const tab = podcasterTabOf(row.campaign.substatus, row.entry.status);
    counts[tab] += 1;
    if (filters.status && filters.status !== tab) continue;
    listed.push(toPodcasterCampaign(row, actor));
  }
  return { campaigns: listed, counts };
}

/** One podcast's row of a published proposal, as its podcaster sees it (the answer call returns it). */
export async function getPodcasterCampaign(
  db: Executor,
  actor: Actor,
  campaignId: string,
  podcastId: string,
): Promise<PodcasterCampaign | null> {
  const [row] = await selectPodcasterRows(
    db,
    and(eq(campaignPodcasts.campaignId, campaignId), eq(campaignPodcasts.podcastId, podcastId)),
  );
  return row ? toPodcasterCampaign(row, actor) : null;
}
