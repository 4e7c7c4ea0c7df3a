import { eq, sql } from 'drizzle-orm';
import {
  CAMPAIGN_MESSAGES,
  checkCommand,
  type Campaign,
  type CampaignCommand,
  type CommandRefusal,
  type PauseCampaignInput,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { campaigns, type CampaignRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { assertTeam } from '../../lib/team';
import { campaignNamesOf } from '../../mail/campaign-wording';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { loadCampaign, loadTeamCampaign } from './access';
import { toCampaign } from './brief';
import type { LaterStages } from './later-stages';
import { campaignPausedMail, campaignResumedMail, unpauseRequestedMail } from './mails';
import { campaignOwner, teamAddresses } from './team';

const conflict = (message: string) => new AppError('CONFLICT', message);

/** Why a pause or a resumption cannot happen now, in the user's words. */
const PAUSE_REFUSALS: Record<CommandRefusal, string> = {
  TOO_EARLY: CAMPAIGN_MESSAGES.finishedCannotPause,
  TOO_LATE: CAMPAIGN_MESSAGES.finishedCannotPause,
  PAUSED: CAMPAIGN_MESSAGES.alreadyPaused,
  NOT_PAUSED: CAMPAIGN_MESSAGES.notPaused,
};

/** Refuses the command (pause, requestUnpause, unpause) when the life cycle does not allow it now. */
function assertPauseCommand(command: CampaignCommand, campaign: CampaignRow): void {
  const refusal = checkCommand(command, { substatus: campaign.substatus, paused: campaign.pausedAt !== null });
  if (refusal) throw conflict(PAUSE_REFUSALS[refusal]);
}

/**
 * Pauses at once (with the reason, which the team studies), or records a request to resume that
 * the team processes later (DOMAIN.md). A finished campaign cannot be paused. Either way the team
 * hears of it by e-mail.
 */
export async function pauseCampaign(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: PauseCampaignInput,
  proposalOf: LaterStages['proposalOf'],
): Promise<Campaign> {
  return withOutbox(ctx, async (tx, queueMail) => {
    const saved = await loadCampaign(tx, actor, id, { forUpdate: true });
    let change: Partial<typeof campaigns.$inferInsert>;
    if (input.paused) {
      assertPauseCommand('pause', saved);
      change = { pausedAt: new Date(), pauseReason: input.reason, unpauseRequestedAt: null };
    } else {
      assertPauseCommand('requestUnpause', saved);
      if (saved.unpauseRequestedAt) throw conflict(CAMPAIGN_MESSAGES.unpauseRequested);
      change = { unpauseRequestedAt: new Date() };
    }
    const [row] = await tx
      .update(campaigns)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(campaigns.id, id))
      .returning();
    const owner = await campaignOwner(tx, saved);
    const notice = {
      ...campaignNamesOf(saved),
      campaignId: saved.id,
      ownerName: owner.username,
      ownerEmail: owner.email,
    };
    const context = mailContext(ctx.config);
    const mail = input.paused
      ? campaignPausedMail(context, { ...notice, reason: input.reason })
      : unpauseRequestedMail(context, notice);
    for (const to of await teamAddresses(tx, ctx.config, saved)) await queueMail(to, mail);
    return toCampaign(row!, actor, await proposalOf(tx, row!));
  });
}

/**
 * The team resumes a paused campaign (DOMAIN.md: unpausing is a request the team processes; a
 * confirmation e-mail is sent when done), whether or not the owner asked. An admin may resume any
 * campaign; an agent the campaigns they manage and those nobody manages yet, not another agent's.
 * Its actions follow (LaterStages.afterResume).
 */
export async function unpauseCampaign(
  ctx: AppContext,
  actor: Actor,
  id: string,
  stages: Pick<LaterStages, 'proposalOf' | 'afterResume'>,
): Promise<Campaign> {
  assertTeam(actor);
  return withOutbox(ctx, async (tx, queueMail) => {
    const saved = await loadTeamCampaign(tx, actor, id, { forUpdate: true });
    assertPauseCommand('unpause', saved);
    const [row] = await tx
      .update(campaigns)
      .set({ pausedAt: null, pauseReason: null, unpauseRequestedAt: null, updatedAt: sql`now()` })
      .where(eq(campaigns.id, id))
      .returning();
    const owner = await campaignOwner(tx, saved);
    await queueMail(
      owner.email,
      campaignResumedMail(mailContext(ctx.config), {
        ...campaignNamesOf(saved),
        username: owner.username,
      }),
    );
    await stages.afterResume(ctx, tx, saved, queueMail);
    return toCampaign(row!, actor, await stages.proposalOf(tx, row!));
  });
}
