import { and, eq, max, sql } from 'drizzle-orm';
import { actionTitle, isFinished, MAKE_GOOD_MESSAGES, type HiredCampaign } from '@patrocina/domain';
import { actionRemedies, campaignActions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { campaignNamesOf } from '../../mail/campaign-wording';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { campaignOwner, reopenForMakeGood, teamAddresses } from '../campaigns';
import { conflict, hiredAfterChange, loadHired, type RunDeps } from './hired';
import { makeGoodAnsweredMail } from './make-good-mails';
import { settleCampaign } from './settle';

/**
 * `PUT /private/campaigns/{id}/make-goods/{makeGoodId}/answer` (docs/decisions/0025): whoever runs the
 * podcast accepts or declines the make-good the team proposed. Accepted, it becomes one more action
 * of the same kind (the next position, marked as a make-good), planned, recorded and reported like any
 * other; a campaign that had finished by itself is reopened until it reports. The advertiser and the
 * team are told either way.
 */
export async function answerMakeGood(
  deps: RunDeps,
  actor: Actor,
  campaignId: string,
  makeGoodId: string,
  accept: boolean,
): Promise<HiredCampaign> {
  const today = deps.clock.today();
  return withOutbox(deps, async (tx, queueMail) => {
    const [found] = await tx
      .select({ remedy: actionRemedies, action: campaignActions })
      .from(actionRemedies)
      .innerJoin(campaignActions, eq(campaignActions.id, actionRemedies.actionId))
      .where(
        and(
          eq(actionRemedies.id, makeGoodId),
          eq(actionRemedies.campaignId, campaignId),
          eq(actionRemedies.kind, 'MAKE_GOOD'),
        ),
      );
    if (!found) throw new AppError('NOT_FOUND', MAKE_GOOD_MESSAGES.offerNotFound);
    // Only whoever runs the podcast (its representative while managed): others learn nothing.
    const hired = await loadHired(tx, actor, { campaignId, actionId: found.action.id }, { forUpdate: true });
    const [remedy] = await tx.select().from(actionRemedies).where(eq(actionRemedies.id, makeGoodId)).for('update');
    if (remedy!.status !== 'PROPOSED') throw conflict(MAKE_GOOD_MESSAGES.alreadyAnswered);
    let campaign = hired.campaign;
    let makeGoodActionId: string | null = null;
    if (accept) {
      if (campaign.closedReason !== null) throw conflict(MAKE_GOOD_MESSAGES.closedByHand);
      if (isFinished(campaign.substatus)) campaign = await reopenForMakeGood(tx, campaign.id);
      const [last] = await tx
        .select({ position: max(campaignActions.position) })
        .from(campaignActions)
        .where(
          and(
            eq(campaignActions.campaignPodcastId, found.action.campaignPodcastId),
            eq(campaignActions.kind, found.action.kind),
          ),
        );
      const [created] = await tx
        .insert(campaignActions)
        .values({
          campaignId,
          campaignPodcastId: found.action.campaignPodcastId,
          podcastId: found.action.podcastId,
          kind: found.action.kind,
          position: (last?.position ?? 0) + 1,
          makeGoodOf: found.action.id,
        })
        .returning({ id: campaignActions.id });
      makeGoodActionId = created!.id;
    }
    await tx
      .update(actionRemedies)
      .set({
        status: accept ? 'ACCEPTED' : 'DECLINED',
        answeredBy: actor.id,
        answeredAt: deps.clock.now(),
        makeGoodActionId,
        updatedAt: sql`now()`,
      })
      .where(eq(actionRemedies.id, makeGoodId));
    if (accept) await settleCampaign(tx, deps, campaignId, today, queueMail);
    const names = {
      ...campaignNamesOf(campaign),
      campaignId,
      podcastTitle: hired.podcast.title,
      actionTitle: actionTitle(found.action.kind, found.action.position),
      flag: {
        listens: remedy!.listens,
        estimated: remedy!.estimated,
        percent: Math.floor((remedy!.listens * 100) / remedy!.estimated),
      },
      accepted: accept,
    };
    const owner = await campaignOwner(tx, campaign);
    // The team proposed it: its agent, or the admins on an unmanaged campaign.
    const team = await teamAddresses(tx, deps.config, campaign);
    const context = mailContext(deps.config);
    if (!owner.deleted) await queueMail(owner.email, makeGoodAnsweredMail(context, { ...names, side: 'advertiser' }));
    const teamMail = makeGoodAnsweredMail(context, { ...names, side: 'team' });
    for (const to of team) if (to !== owner.email) await queueMail(to, teamMail);
    return hiredAfterChange(tx, deps, actor, campaignId, hired.podcast.id);
  });
}
