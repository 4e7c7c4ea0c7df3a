import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { users, type CampaignRow } from '../../db/schema';
import { contactAddress } from '../../lib/contact-address';

/** The advertiser's name and address, for the e-mails about their campaign. */
export async function campaignOwner(
  db: Executor,
  campaign: Pick<CampaignRow, 'ownerId'>,
): Promise<{ username: string; email: string; deleted: boolean }> {
  const [owner] = await db
    .select({ username: users.username, email: users.email, deleted: sql<boolean>`${users.deletedAt} is not null` })
    .from(users)
    .where(eq(users.id, campaign.ownerId));
  return owner!;
}

/**
 * Who on the team hears about a campaign: its agent when one manages it, otherwise every admin; with
 * no admin at all (a fresh install), the contact address, so nothing is lost.
 */
export async function teamAddresses(
  db: Executor,
  config: AppContext['config'],
  campaign: Pick<CampaignRow, 'agentId'>,
): Promise<string[]> {
  if (campaign.agentId) {
    const [agent] = await db.select({ email: users.email }).from(users).where(eq(users.id, campaign.agentId));
    if (agent) return [agent.email];
  }
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.scope, 'admin'))
    .orderBy(users.email);
  return admins.length > 0 ? admins.map((admin) => admin.email) : [contactAddress(config)];
}
