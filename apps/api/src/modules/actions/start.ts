import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import {
  PROPOSAL_ACTIONS,
  runRange,
  todayInMadrid,
  TRACKING_SLUG_MAX_LENGTH,
  type DatePeriod,
} from '@patrocina/domain';
import type { Transaction } from '../../db/client';
import { campaignActions, podcasts, trackingLinks, type CampaignPodcastRow, type CampaignRow } from '../../db/schema';
import type { QueueMailFn } from '../../mail/outbox';
import { setRunDays } from '../campaigns';
import { countsOf } from '../proposals';
import type { RunDeps } from './hired';
import { settleCampaign } from './settle';

/** SPEC §9: the tracking link's slug, at most 100 characters, from the campaign and podcast slugs and a random tail. */
export function trackingSlug(campaignSlug: string, podcastSlug: string): string {
  const tail = randomBytes(5).toString('hex');
  const slug = `${campaignSlug.slice(0, 40)}-${podcastSlug.slice(0, 40)}-${tail}`.replace(/-+/g, '-');
  return slug.slice(0, TRACKING_SLUG_MAX_LENGTH);
}

/**
 * At payment (PENDING_PAYMENT → PENDING_DATES): the campaign's days are fixed (runRange), each picked
 * podcast gets one action per count of the proposal and its tracking link, in the caller's transaction.
 */
export async function createRunningActions(
  tx: Transaction,
  campaign: CampaignRow,
  picked: readonly CampaignPodcastRow[],
  today: string,
): Promise<DatePeriod> {
  const range = runRange(campaign, todayInMadrid(campaign.createdAt), today);
  await setRunDays(tx, campaign.id, range);
  const rows = picked.flatMap((entry) =>
    PROPOSAL_ACTIONS.flatMap((kind) =>
      Array.from({ length: countsOf(entry)[kind] }, (_, index) => ({
        campaignId: campaign.id,
        campaignPodcastId: entry.id,
        podcastId: entry.podcastId,
        kind,
        position: index + 1,
      })),
    ),
  );
  if (rows.length > 0) await tx.insert(campaignActions).values(rows).onConflictDoNothing();
  if (picked.length > 0) {
    const podcastIds = picked.map((entry) => entry.podcastId);
    const slugs = await tx
      .select({ id: podcasts.id, slug: podcasts.slug })
      .from(podcasts)
      .where(inArray(podcasts.id, podcastIds));
    const slugOf = new Map(slugs.map((row) => [row.id, row.slug]));
    await tx
      .insert(trackingLinks)
      .values(
        picked.map((entry) => ({
          campaignPodcastId: entry.id,
          slug: trackingSlug(campaign.slug, slugOf.get(entry.podcastId) ?? 'podcast'),
        })),
      )
      .onConflictDoNothing();
  }
  return range;
}

/**
 * A campaign just paid (the proposals module's payment confirmation hands it here): its actions and
 * tracking links, then the campaign brought up to date. Answers the campaign's days.
 */
export async function startRunningCampaign(
  deps: Pick<RunDeps, 'config' | 'clock'>,
  tx: Transaction,
  campaign: CampaignRow,
  picked: readonly CampaignPodcastRow[],
  queueMail: QueueMailFn,
): Promise<DatePeriod> {
  const range = await createRunningActions(tx, campaign, picked, deps.clock.today());
  await settleCampaign(tx, deps, campaign.id, deps.clock.today(), queueMail);
  return range;
}
