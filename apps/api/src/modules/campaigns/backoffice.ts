import { eq, sql } from 'drizzle-orm';
import { CAMPAIGN_MESSAGES, PROPOSAL_MESSAGES, type Campaign, type UserScope } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { campaigns } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { campaignResumedMail } from './mails';
import { toCampaignWithProposal, type CampaignActor } from './service';
import { campaignOwner } from './team';

/** A member of the team: scope agent or admin (DOMAIN.md "Who is who"). */
export interface TeamActor extends CampaignActor {
  scope: UserScope;
}

/** The back office is the team's: anyone else is refused before anything is looked up. */
export function assertTeam(actor: { scope: UserScope }): void {
  if (actor.scope !== 'agent' && actor.scope !== 'admin') throw new AppError('FORBIDDEN', 403, PROPOSAL_MESSAGES.teamOnly);
}

/**
 * The team resumes a paused campaign (DOMAIN.md: unpausing is a request the team processes; a
 * confirmation e-mail is sent when done), whether or not the owner asked. An admin may resume any
 * campaign; an agent the campaigns they manage and those nobody manages yet, not another agent's.
 */
export async function unpauseCampaign(ctx: AppContext, actor: TeamActor, id: string): Promise<Campaign> {
  assertTeam(actor);
  return withOutbox(ctx, async (tx, queueMail) => {
    const [saved] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!saved) throw new AppError('NOT_FOUND', 404, CAMPAIGN_MESSAGES.notFound);
    if (actor.scope === 'agent' && saved.agentId !== null && saved.agentId !== actor.id) throw new AppError('FORBIDDEN', 403, PROPOSAL_MESSAGES.managedByOther);
    if (!saved.pausedAt) throw new AppError('CONFLICT', 409, CAMPAIGN_MESSAGES.notPaused);
    const [row] = await tx
      .update(campaigns)
      .set({ pausedAt: null, pauseReason: null, unpauseRequestedAt: null, updatedAt: sql`now()` })
      .where(eq(campaigns.id, id))
      .returning();
    const owner = await campaignOwner(tx, saved);
    await queueMail(owner.email, campaignResumedMail(mailContext(ctx.config), { brand: saved.brand, campaignName: saved.name, username: owner.username }));
    return toCampaignWithProposal(tx, row!, actor);
  });
}
