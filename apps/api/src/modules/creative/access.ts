import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignPodcasts, campaigns, trackingLinks, type CampaignRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { campaignNotFound, readsCampaignWithAgency } from '../campaigns';
import { runsPodcast, selectEntriesWithRunner } from '../podcasts';
import { findProposalLink, isPublished } from '../proposals';

/**
 * Who may see a campaign's creative pack and its files (docs/decisions/0020), and from where:
 * - `campaign`: its advertiser (and its agency's colleagues), its agent, and the team as the back office
 *   has it (readsCampaignWithAgency);
 * - `podcast`: the owners and accepted representatives of podcasts in its published proposal;
 * - `link`: whoever holds one of the proposal's e-mailed links.
 * `tracking` says which podcasts' tracking links the viewer may read (all, for the campaign's side).
 */
export interface PackViewer {
  campaign: CampaignRow;
  side: 'campaign' | 'podcast' | 'link';
  /** The tracking slug of each podcast of the proposal the viewer may read about. */
  tracking: Map<string, string | null>;
}

/** The podcasts of the campaign's proposal (those `userId` runs, when given) and their tracking slugs. */
async function entriesOf(db: Executor, campaignId: string, userId: string | null): Promise<Map<string, string | null>> {
  const rows = await selectEntriesWithRunner(db, { podcastId: campaignPodcasts.podcastId, slug: trackingLinks.slug })
    .leftJoin(trackingLinks, eq(trackingLinks.campaignPodcastId, campaignPodcasts.id))
    .where(and(eq(campaignPodcasts.campaignId, campaignId), userId === null ? undefined : runsPodcast(userId)));
  return new Map(rows.map((row) => [row.podcastId, row.slug]));
}

/** The campaign's pack as a signed-in user may see it; anyone else learns nothing, not even that it exists. */
export async function loadPackViewer(
  db: Executor,
  actor: Pick<Actor, 'id' | 'scope'>,
  campaignId: string,
): Promise<PackViewer> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw campaignNotFound();
  if (await readsCampaignWithAgency(db, actor, campaign))
    return { campaign, side: 'campaign', tracking: await entriesOf(db, campaign.id, null) };
  // A podcaster reads the proposal only while it is published to them, as their dashboard does.
  const tracking = isPublished(campaign)
    ? await entriesOf(db, campaign.id, actor.id)
    : new Map<string, string | null>();
  if (tracking.size === 0) throw campaignNotFound();
  return { campaign, side: 'podcast', tracking };
}

/** The pack by an e-mailed link's token: the link's own podcast's tracking link, if it was sent to one. */
export async function loadPackViewerByToken(db: Executor, token: string): Promise<PackViewer> {
  const link = await findProposalLink(db, token);
  if (!link) throw campaignNotFound();
  const all = await entriesOf(db, link.campaign.id, null);
  const tracking = new Map<string, string | null>();
  if (link.podcastId !== null && all.has(link.podcastId)) tracking.set(link.podcastId, all.get(link.podcastId) ?? null);
  return { campaign: link.campaign, side: 'link', tracking };
}
