import { and, eq, sql } from 'drizzle-orm';
import { BACKOFFICE_MESSAGES, type AssignAgentInput, type BackofficeCampaign } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { campaigns, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { assertTeam } from '../../lib/team';
import { campaignNamesOf } from '../../mail/campaign-wording';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { loadTeamCampaign } from './access';
import type { LaterStages } from './later-stages';
import { agentAssignedMail } from './mails';

/**
 * Who manages the campaign (DOMAIN.md: `campaign.agent`, set by the team, never by the owner). An
 * admin assigns any user with scope agent, or leaves it unassigned; an agent may only take an
 * unassigned campaign for themself.
 */
export async function assignAgent(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: AssignAgentInput,
  backofficeViewOf: LaterStages['backofficeViewOf'],
): Promise<BackofficeCampaign> {
  assertTeam(actor);
  return withOutbox(ctx, async (tx, queueMail) => {
    const saved = await loadTeamCampaign(tx, actor, id, { forUpdate: true });
    if (
      actor.scope !== 'admin' &&
      (input.agentId !== actor.id || (saved.agentId !== null && saved.agentId !== actor.id))
    ) {
      throw new AppError('FORBIDDEN', BACKOFFICE_MESSAGES.agentTakesOnlyForThemself);
    }
    if (input.agentId !== null) {
      const [agent] = await tx
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(and(eq(users.id, input.agentId), eq(users.scope, 'agent')));
      if (!agent)
        throw new AppError('VALIDATION_ERROR', BACKOFFICE_MESSAGES.notAnAgent, {
          fields: [{ path: 'agentId', message: BACKOFFICE_MESSAGES.notAnAgent }],
        });
      // Told only when someone else gives it to them.
      if (input.agentId !== actor.id && input.agentId !== saved.agentId) {
        await queueMail(
          agent.email,
          agentAssignedMail(mailContext(ctx.config), {
            ...campaignNamesOf(saved),
            username: agent.username,
            campaignId: saved.id,
          }),
        );
      }
    }
    const [row] = await tx
      .update(campaigns)
      .set({ agentId: input.agentId, updatedAt: sql`now()` })
      .where(eq(campaigns.id, saved.id))
      .returning();
    return backofficeViewOf(tx, row!, actor);
  });
}
