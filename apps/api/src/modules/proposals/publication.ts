import { eq } from 'drizzle-orm';
import { BACKOFFICE_MESSAGES, can, estimatedEarningsCents, type BackofficeCampaign } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { campaignPodcasts, podcasts } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { campaignNamesOf } from '../../mail/campaign-wording';
import { withOutbox } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { loadTeamCampaign, stampPublished, applyCommand } from '../campaigns';
import { podcastContacts } from '../podcasts';
import { toBackofficeCampaign } from './backoffice-view';
import { createProposalLink } from './links';
import { proposalPublishedMail } from './mails';
import { countsOf } from './view';

/**
 * The team publishes the proposal to the podcasters (DOMAIN.md step 1 → 2): never an empty one. Each
 * proposed podcast's contact (its representative while managed, else its owner) gets the proposal's
 * link and the way to answer, in the same transaction.
 */
export async function publishProposal(ctx: AppContext, actor: Actor, id: string): Promise<BackofficeCampaign> {
  return withOutbox(ctx, async (tx, queueMail) => {
    const saved = await loadTeamCampaign(tx, actor, id, { forUpdate: true });
    if (!can('publishProposal', saved.substatus)) throw new AppError('CONFLICT', BACKOFFICE_MESSAGES.alreadyPublished);
    const entries = await tx
      .select({ entry: campaignPodcasts, title: podcasts.title })
      .from(campaignPodcasts)
      .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
      .where(eq(campaignPodcasts.campaignId, saved.id));
    if (entries.length === 0) throw new AppError('CONFLICT', BACKOFFICE_MESSAGES.emptyDraft);

    await applyCommand(tx, saved, 'publishProposal');
    const row = await stampPublished(tx, saved.id);

    const context = mailContext(ctx.config);
    const contacts = await podcastContacts(
      tx,
      entries.map(({ entry }) => entry.podcastId),
    );
    for (const { entry, title } of entries) {
      const to = contacts.get(entry.podcastId);
      if (!to) continue;
      const counts = countsOf(entry);
      await queueMail(
        to,
        proposalPublishedMail(context, {
          ...campaignNamesOf(saved),
          podcastTitle: title,
          counts,
          earningsCents: estimatedEarningsCents(counts, entry.advertiserRatesCents),
          linkToken: await createProposalLink(tx, saved.id, entry.podcastId),
        }),
      );
    }
    return toBackofficeCampaign(tx, row, actor);
  });
}
