import { asc, eq } from 'drizzle-orm';
import {
  agreedCostCents,
  centsToEuros,
  inGroup,
  PROPOSAL_ACTIONS,
  type ActionCounts,
  type ActionRates,
  proposedCostCents,
  type Campaign,
  type CampaignProposal,
  type PodcastOffer,
  type ProposalPodcast,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { campaignPodcasts, podcasts, type CampaignPodcastRow, type CampaignRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { toCampaign } from '../campaigns';

export function countsOf(
  row: Pick<CampaignPodcastRow, 'mentions' | 'sponsorships' | 'reviews' | 'dedicatedShows' | 'spots'>,
): ActionCounts {
  return {
    mentions: row.mentions,
    sponsorships: row.sponsorships,
    reviews: row.reviews,
    dedicatedShows: row.dedicatedShows,
    spots: row.spots,
  };
}

/** The podcast's offer as the money rules read it (DOMAIN.md "the agreed price"). */
export function offerOf(
  entry: Pick<
    CampaignPodcastRow,
    'mentions' | 'sponsorships' | 'reviews' | 'dedicatedShows' | 'spots' | 'advertiserRatesCents' | 'minEarningsCents'
  >,
): PodcastOffer {
  return { counts: countsOf(entry), ratesCents: entry.advertiserRatesCents, minEarningsCents: entry.minEarningsCents };
}

/** Rates in whole euros, as the screens show them. */
export function ratesInEuros(rates: ActionRates): ActionRates {
  return Object.fromEntries(
    PROPOSAL_ACTIONS.map((action) => [
      action,
      rates[action] === null || rates[action] === undefined ? null : centsToEuros(rates[action]),
    ]),
  ) as ActionRates;
}

/** One podcast of a proposal as the campaign's side reads it: the offer, what it costs and the podcaster's answer. */
export function toProposedPodcast(
  { entry, title, slug, imageUrl }: { entry: CampaignPodcastRow; title: string; slug: string; imageUrl: string | null },
  offer: PodcastOffer,
  costCents: number,
): ProposalPodcast {
  return {
    podcastId: entry.podcastId,
    title,
    slug,
    imageUrl,
    counts: offer.counts,
    advertiserRates: ratesInEuros(entry.advertiserRatesCents),
    cost: centsToEuros(costCents),
    proposedCost: centsToEuros(proposedCostCents(offer)),
    target: entry.target,
    reasons: entry.reasons,
    reach: entry.listens30Days,
    status: entry.status,
    statusReason: entry.statusReason,
    picked: entry.picked,
  };
}

/** A proposal is public to its podcasters once published, and hidden again while the team reworks it. */
export function isPublished(row: Pick<CampaignRow, 'publishedAt' | 'substatus'>): boolean {
  return row.publishedAt !== null && inGroup('published', row.substatus);
}

/** The proposal as the campaign's owner and agent see it, or null before it is published. */
export async function loadProposal(db: Executor, campaign: CampaignRow): Promise<CampaignProposal | null> {
  if (!isPublished(campaign)) return null;
  const rows = await db
    .select({ entry: campaignPodcasts, title: podcasts.title, slug: podcasts.slug, imageUrl: podcasts.imageUrl })
    .from(campaignPodcasts)
    .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
    .where(eq(campaignPodcasts.campaignId, campaign.id))
    .orderBy(asc(campaignPodcasts.createdAt), asc(podcasts.title));
  const anyPicked = rows.some(({ entry }) => entry.picked);
  let totalCents = 0;
  const proposed = rows.map((row) => {
    const offer = offerOf(row.entry);
    const costCents = agreedCostCents(offer);
    // Before the advertiser chooses, the total is the whole proposal; after, what they bought.
    if (anyPicked ? row.entry.picked : true) totalCents += costCents;
    return toProposedPodcast(row, offer, costCents);
  });
  return {
    podcasts: proposed,
    preroll:
      campaign.prerollTitle && campaign.prerollQuantity
        ? { title: campaign.prerollTitle, quantity: campaign.prerollQuantity }
        : null,
    total: centsToEuros(totalCents),
    publishedAt: campaign.publishedAt!.toISOString(),
  };
}

/** The campaign with its proposal once published, as the owner and agent calls answer it. */
export async function toCampaignWithProposal(db: Executor, row: CampaignRow, actor: Actor): Promise<Campaign> {
  return toCampaign(row, actor, await loadProposal(db, row));
}
