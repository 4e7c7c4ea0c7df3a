import { and, eq, sql } from 'drizzle-orm';
import {
  agreedCostCents,
  ANSWER_MESSAGES,
  asksMore,
  checkCommand,
  eurosToCents,
  isAnswerableStatus,
  type PodcasterCampaign,
  type ProposalAnswer,
  type ProposalStatusReason,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import {
  campaignPodcasts,
  campaigns,
  podcastSheets,
  podcasts,
  representations,
  users,
  type CampaignPodcastRow,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { campaignNamesOf } from '../../mail/campaign-wording';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { campaignOwner, applyCommand } from '../campaigns';
import { selectEntriesWithRunner } from '../podcasts';
import { answerReceivedMail } from './mails';
import { getPodcasterCampaign } from './podcaster-lists';
import { offerOf } from './view';

const conflict = (message: string) => new AppError('CONFLICT', message);

type AnswerColumns = Pick<
  CampaignPodcastRow,
  'status' | 'statusReason' | 'minEarningsCents' | 'contactPhonePrefix' | 'contactPhone' | 'comment' | 'delegated'
>;

/**
 * SPEC §3 statusReason and DOMAIN.md "Podcaster answers": each answer sets the status and reason and
 * only its own details; a previous answer's price, phone or comment does not linger.
 */
export function answerColumns(answer: ProposalAnswer): AnswerColumns {
  const none = {
    minEarningsCents: null,
    contactPhonePrefix: null,
    contactPhone: null,
    comment: null,
    delegated: false,
  };
  switch (answer.answer) {
    case 'ACCEPT': {
      const withMinPrice = answer.withMinPrice && answer.minEarnings !== null;
      return {
        ...none,
        status: withMinPrice ? 'ACCEPT_WITH_MIN_PRICE' : 'ACCEPTED',
        statusReason: withMinPrice ? 'ACCEPT_WITH_MIN_PRICE' : 'ACCEPT',
        minEarningsCents: withMinPrice ? eurosToCents(answer.minEarnings!) : null,
        delegated: answer.delegated,
      };
    }
    case 'CONTACT':
      return {
        ...none,
        status: 'CONTACT_REQUIRED',
        statusReason: 'CONTACT',
        contactPhonePrefix: answer.prefix,
        contactPhone: answer.phone,
      };
    case 'REJECT':
      return {
        ...none,
        status: answer.reason === 'REJECT_NO_AVAILABILITY' ? 'NOT_AVAILABLE' : 'REJECTED',
        statusReason: answer.reason,
        comment: answer.comment === '' ? null : answer.comment,
      };
  }
}

/**
 * The podcaster's answer to a published proposal (`PUT /private/campaigns/{id}/podcasts/{podcastId}/answer`).
 * Whoever runs the podcast answers: its owner, or its representative while it is managed (then the
 * owner is refused). Anyone whose podcast is not in the proposal learns nothing of the campaign. The
 * sheet must be complete. The answer can change until the advertiser confirms; the first one puts the
 * proposal in the advertiser's hands (PENDING_RESPONSE → PENDING_ACCEPT), and every one is e-mailed to
 * the advertiser and the campaign's agent, in the same transaction.
 */
export async function answerProposal(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  podcastId: string,
  answer: ProposalAnswer,
): Promise<PodcasterCampaign> {
  return withOutbox(ctx, async (tx, queueMail) => {
    // The campaign first and locked, as the purchase does: an answer and a purchase never interleave.
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    const [found] = campaign
      ? await selectEntriesWithRunner(tx, {
          entry: campaignPodcasts,
          title: podcasts.title,
          ownerId: podcasts.ownerId,
          managerId: representations.managerId,
          sheetCompletedAt: podcastSheets.completedAt,
        })
          .leftJoin(podcastSheets, eq(podcastSheets.podcastId, podcasts.id))
          .where(and(eq(campaignPodcasts.campaignId, campaignId), eq(campaignPodcasts.podcastId, podcastId)))
          .for('update', { of: campaignPodcasts })
      : [];
    const isOwner = found?.ownerId === actor.id;
    const isRepresentative = found !== undefined && found.managerId !== null && found.managerId === actor.id;
    if (!campaign || !found || (!isOwner && !isRepresentative))
      throw new AppError('NOT_FOUND', ANSWER_MESSAGES.notYourProposal);
    if (isOwner && !isRepresentative && found.managerId !== null)
      throw new AppError('FORBIDDEN', ANSWER_MESSAGES.managedByRepresentative);

    const refusal = checkCommand('answerProposal', {
      substatus: campaign.substatus,
      paused: campaign.pausedAt !== null,
    });
    if (refusal || !isAnswerableStatus(found.entry.status)) {
      const beforePublication = campaign.publishedAt === null || refusal === 'TOO_EARLY';
      throw conflict(beforePublication ? ANSWER_MESSAGES.notPublished : ANSWER_MESSAGES.answerClosed);
    }
    if (found.sheetCompletedAt === null) throw conflict(ANSWER_MESSAGES.sheetIncomplete);

    const columns = answerColumns(answer);
    await tx
      .update(campaignPodcasts)
      .set({ ...columns, proposalModified: false, answeredAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(campaignPodcasts.id, found.entry.id));
    await applyCommand(tx, campaign, 'answerProposal');

    const answered = offerOf({ ...found.entry, minEarningsCents: columns.minEarningsCents });
    const context = mailContext(ctx.config);
    const names = {
      campaignId: campaign.id,
      ...campaignNamesOf(campaign),
      podcastTitle: found.title,
      reason: columns.statusReason as ProposalStatusReason,
      askedCents: asksMore(answered) ? agreedCostCents(answered) : null,
    };
    const owner = await campaignOwner(tx, campaign);
    await queueMail(
      owner.email,
      answerReceivedMail(context, { ...names, reader: 'advertiser', greetingName: owner.username }),
    );
    if (campaign.agentId) {
      const [agent] = await tx
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(eq(users.id, campaign.agentId));
      if (agent)
        await queueMail(
          agent.email,
          answerReceivedMail(context, { ...names, reader: 'agent', greetingName: agent.username }),
        );
    }
    return (await getPodcasterCampaign(tx, actor, campaign.id, podcastId))!;
  });
}
