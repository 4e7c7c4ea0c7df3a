import { and, eq } from 'drizzle-orm';
import {
  BACKOFFICE_MESSAGES,
  can,
  paymentReference,
  type BackofficeCampaign,
  type DatePeriod,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import {
  campaignPodcasts,
  campaigns,
  podcasts,
  users,
  type CampaignPodcastRow,
  type CampaignRow,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { assertAdmin } from '../../lib/team';
import { campaignNamesOf } from '../../mail/campaign-wording';
import { withOutbox, type QueueMailFn } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { confirmCampaignPaid } from '../billing';
import { campaignOwner, loadTeamCampaign, applyCommand } from '../campaigns';
import { podcastContacts } from '../podcasts';
import { toBackofficeCampaign } from './backoffice-view';
import { paymentConfirmedMail, planDatesMail } from './mails';
import { countsOf } from './view';

/**
 * What the actions module does once a campaign is paid: fix its days, give each picked podcast its
 * actions and tracking link, and settle the campaign; it answers the days. Handed in by app.ts, as
 * the actions module builds on this one.
 */
export type StartRun = (
  ctx: AppContext,
  tx: Transaction,
  campaign: CampaignRow,
  picked: readonly CampaignPodcastRow[],
  queueMail: QueueMailFn,
) => Promise<DatePeriod>;

/**
 * What a statement's import calls when a credit pays a campaign's invoice: the same settlement as the
 * admin's «Marcar como pagada», in the import's transaction. Handed to the billing module by app.ts.
 */
export type SettleCampaignPayment = (
  ctx: AppContext,
  tx: Transaction,
  queueMail: QueueMailFn,
  actor: Actor,
  campaignId: string,
  memo: string,
) => Promise<void>;

/**
 * The campaign is paid (DOMAIN.md step 4 → 5), whoever says so (the admin's button or a bank credit
 * that matched): it waits for dates, the money is applied (billing's confirmCampaignPaid: the pending
 * credits that name its invoice are applied, and what has not arrived is received now), the advertiser hears the payment arrived, and each picked podcaster is
 * asked to plan their dates. Refused (409) when the campaign does not wait for payment.
 */
export async function settleCampaignPayment(
  ctx: AppContext,
  tx: Transaction,
  queueMail: QueueMailFn,
  actor: Actor,
  id: string,
  startRun: StartRun,
  memo: string,
): Promise<CampaignRow> {
  // The owner's row first, as an account's deletion locks it before its campaigns: the two wait
  // for each other, and a payment never lands on an account deleted meanwhile.
  const [head] = await tx.select({ ownerId: campaigns.ownerId }).from(campaigns).where(eq(campaigns.id, id));
  if (head) await tx.select({ id: users.id }).from(users).where(eq(users.id, head.ownerId)).for('update');
  const saved = await loadTeamCampaign(tx, actor, id, { forUpdate: true });
  if (!can('confirmPayment', saved.substatus)) throw new AppError('CONFLICT', BACKOFFICE_MESSAGES.notPendingPayment);
  const owner = await campaignOwner(tx, saved);
  if (owner.deleted) throw new AppError('CONFLICT', BACKOFFICE_MESSAGES.ownerDeleted);
  await applyCommand(tx, saved, 'confirmPayment');

  const context = mailContext(ctx.config);
  const names = campaignNamesOf(saved);
  await queueMail(
    owner.email,
    paymentConfirmedMail(context, { ...names, username: owner.username, reference: paymentReference(saved.id) }),
  );
  const picked = await tx
    .select({ entry: campaignPodcasts, title: podcasts.title })
    .from(campaignPodcasts)
    .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
    .where(and(eq(campaignPodcasts.campaignId, saved.id), eq(campaignPodcasts.picked, true)));
  // The campaign's days are fixed now, and each picked podcast gets its actions and tracking link.
  const range = await startRun(
    ctx,
    tx,
    saved,
    picked.map(({ entry }) => entry),
    queueMail,
  );
  await confirmCampaignPaid(tx, saved.id, ctx.clock.now(), memo, actor.id);
  const contacts = await podcastContacts(
    tx,
    picked.map(({ entry }) => entry.podcastId),
  );
  for (const { entry, title } of picked) {
    const to = contacts.get(entry.podcastId);
    if (to)
      await queueMail(
        to,
        planDatesMail(context, {
          ...names,
          podcastTitle: title,
          counts: countsOf(entry),
          fromDate: range.startsOn,
          toDate: range.endsOn,
        }),
      );
  }
  const [moved] = await tx.select().from(campaigns).where(eq(campaigns.id, saved.id));
  return moved!;
}

/**
 * An admin confirms the payment order was paid («Marcar como pagada»): whatever has not arrived by
 * bank is recorded as received by other means.
 */
export async function markCampaignPaid(
  ctx: AppContext,
  actor: Actor,
  id: string,
  startRun: StartRun,
): Promise<BackofficeCampaign> {
  assertAdmin(actor);
  return withOutbox(ctx, async (tx, queueMail) => {
    const moved = await settleCampaignPayment(ctx, tx, queueMail, actor, id, startRun, 'Marcada como pagada');
    return toBackofficeCampaign(tx, moved, actor);
  });
}
