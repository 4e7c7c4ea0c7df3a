import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, proposalLinks, type CampaignRow } from '../../db/schema';
import { createToken, hashToken } from '../../lib/tokens';

/**
 * A new link to the published proposal, for the e-mail to one podcast's contact
 * (`/proposal/token/{token}`). Only its hash is stored; the token lives in that e-mail alone.
 */
export async function createProposalLink(db: Executor, campaignId: string, podcastId: string | null): Promise<string> {
  const token = createToken();
  await db.insert(proposalLinks).values({ tokenHash: hashToken(token), campaignId, podcastId });
  return token;
}

/** The campaign an e-mailed link leads to, if the link is one of ours. */
export async function findCampaignByLink(db: Executor, token: string): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select({ campaign: campaigns })
    .from(proposalLinks)
    .innerJoin(campaigns, eq(campaigns.id, proposalLinks.campaignId))
    .where(eq(proposalLinks.tokenHash, hashToken(token)));
  return row?.campaign;
}

/** The link's campaign and the podcast whose contact it went to (null for a campaign's old single link). */
export async function findProposalLink(
  db: Executor,
  token: string,
): Promise<{ campaign: CampaignRow; podcastId: string | null } | undefined> {
  const [row] = await db
    .select({ campaign: campaigns, podcastId: proposalLinks.podcastId })
    .from(proposalLinks)
    .innerJoin(campaigns, eq(campaigns.id, proposalLinks.campaignId))
    .where(eq(proposalLinks.tokenHash, hashToken(token)));
  return row;
}
