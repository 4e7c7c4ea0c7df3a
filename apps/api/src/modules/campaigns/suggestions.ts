import { PROPOSAL_MESSAGES, type CampaignSuggestion, type CampaignSuggestionInput } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { campaignSuggestions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { suggestionMail } from './mails';
import { loadCampaign } from './access';
import { teamAddresses } from './team';

/**
 * The advertiser's note to the team about a campaign being configured (SPEC §7 `/suggestion`, from
 * the proposal review): stored, and e-mailed to the campaign's agent, or to the admins.
 */
export async function sendSuggestion(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: CampaignSuggestionInput,
): Promise<CampaignSuggestion> {
  return withOutbox(ctx, async (tx, queueMail) => {
    const campaign = await loadCampaign(tx, actor, id);
    if (campaign.ownerId !== actor.id) throw new AppError('FORBIDDEN', PROPOSAL_MESSAGES.ownerOnly);
    if (campaign.status !== 'CONFIGURING') throw new AppError('CONFLICT', PROPOSAL_MESSAGES.suggestionNotConfiguring);
    const [stored] = await tx
      .insert(campaignSuggestions)
      .values({ campaignId: campaign.id, authorId: actor.id, text: input.suggestion })
      .returning();
    const mail = suggestionMail(mailContext(ctx.config), {
      brand: campaign.brand,
      campaignName: campaign.name,
      campaignId: campaign.id,
      ownerName: actor.username,
      ownerEmail: actor.email,
      suggestion: input.suggestion,
    });
    for (const to of await teamAddresses(tx, ctx.config, campaign)) await queueMail(to, mail);
    return {
      id: stored!.id,
      campaignId: campaign.id,
      suggestion: stored!.text,
      createdAt: stored!.createdAt.toISOString(),
    };
  });
}
