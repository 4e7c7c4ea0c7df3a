import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { inGroup, todayInMadrid } from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { campaignActions, podcasts, type CampaignRow } from '../../db/schema';
import { campaignNamesOf } from '../../mail/campaign-wording';
import type { QueueMailFn } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { podcastContacts } from '../podcasts';
import { replanAfterPauseMail } from './mails';
import { settleCampaign } from './settle';

/**
 * Actions planned on days that passed while the campaign was paused could not be aired or recorded:
 * they go back to be planned (not overdue), and their podcasters are asked to choose new days.
 */
export async function replanPausedDays(
  ctx: AppContext,
  tx: Transaction,
  saved: CampaignRow,
  queueMail: QueueMailFn,
): Promise<void> {
  if (!inGroup('running', saved.substatus)) return;
  const today = ctx.clock.today();
  const cleared = await tx
    .update(campaignActions)
    .set({ plannedOn: null, expiryNoticeAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaignActions.campaignId, saved.id),
        isNull(campaignActions.recordedAt),
        lt(campaignActions.plannedOn, today),
        gte(campaignActions.plannedOn, todayInMadrid(saved.pausedAt!)),
      ),
    )
    .returning({ podcastId: campaignActions.podcastId });
  if (cleared.length === 0) return;
  await settleCampaign(tx, ctx, saved.id, today, queueMail);
  const podcastIds = [...new Set(cleared.map((row) => row.podcastId))];
  const titles = await tx
    .select({ id: podcasts.id, title: podcasts.title })
    .from(podcasts)
    .where(inArray(podcasts.id, podcastIds));
  const contacts = await podcastContacts(tx, podcastIds);
  for (const { id, title } of titles) {
    const to = contacts.get(id);
    if (to)
      await queueMail(
        to,
        replanAfterPauseMail(mailContext(ctx.config), {
          ...campaignNamesOf(saved),
          campaignId: saved.id,
          podcastTitle: title,
        }),
      );
  }
}
