import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  CHANGE_REQUEST_MESSAGES,
  PROPOSAL_MESSAGES,
  type CampaignSuggestion,
  type CampaignSuggestionInput,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { campaignSuggestions, type CampaignSuggestionRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { campaignNamesOf } from '../../mail/campaign-wording';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { suggestionMail } from './mails';
import { assertActsAsBuyer, loadCampaign, loadReadableCampaign, loadTeamCampaign } from './access';
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
    assertActsAsBuyer(actor, campaign);
    if (campaign.status !== 'CONFIGURING') throw new AppError('CONFLICT', PROPOSAL_MESSAGES.suggestionNotConfiguring);
    const [stored] = await tx
      .insert(campaignSuggestions)
      .values({ campaignId: campaign.id, authorId: actor.id, text: input.suggestion })
      .returning();
    const mail = suggestionMail(mailContext(ctx.config), {
      ...campaignNamesOf(campaign),
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
      handledAt: null,
    };
  });
}

function toSuggestion(row: CampaignSuggestionRow): CampaignSuggestion {
  return {
    id: row.id,
    campaignId: row.campaignId,
    suggestion: row.text,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/**
 * `GET /private/campaigns/{id}/change-requests`: the advertiser's «Sugerir un cambio» requests, newest
 * first, for whoever reads the campaign (its advertiser, its agent, the team).
 */
export async function listSuggestions(db: Executor, actor: Actor, id: string): Promise<CampaignSuggestion[]> {
  const campaign = await loadReadableCampaign(db, actor, id);
  const rows = await db
    .select()
    .from(campaignSuggestions)
    .where(eq(campaignSuggestions.campaignId, campaign.id))
    .orderBy(desc(campaignSuggestions.createdAt), desc(campaignSuggestions.id));
  return rows.map(toSuggestion);
}

/**
 * `POST /private/backoffice/campaigns/{id}/change-requests/{requestId}/handled`: the team marks a
 * request handled. Marking it again changes nothing (the first date and author stay); a request of
 * another campaign is not found.
 */
export async function markSuggestionHandled(
  db: Executor,
  actor: Actor,
  id: string,
  requestId: string,
): Promise<CampaignSuggestion> {
  const campaign = await loadTeamCampaign(db, actor, id);
  const [updated] = await db
    .update(campaignSuggestions)
    .set({ handledAt: sql`now()`, handledBy: actor.id })
    .where(
      and(
        eq(campaignSuggestions.id, requestId),
        eq(campaignSuggestions.campaignId, campaign.id),
        isNull(campaignSuggestions.handledAt),
      ),
    )
    .returning();
  if (updated) return toSuggestion(updated);
  const [existing] = await db
    .select()
    .from(campaignSuggestions)
    .where(and(eq(campaignSuggestions.id, requestId), eq(campaignSuggestions.campaignId, campaign.id)));
  if (!existing) throw new AppError('NOT_FOUND', CHANGE_REQUEST_MESSAGES.notFound);
  return toSuggestion(existing);
}
