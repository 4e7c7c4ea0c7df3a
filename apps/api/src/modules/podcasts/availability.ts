import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  mergePeriod,
  PODCAST_MESSAGES,
  todayInMadrid,
  AVAILABILITY_MESSAGES,
  type BlockedPeriod,
  type DatePeriod,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { podcastBlockedPeriods, podcasts } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { loadManagedPodcast } from './access';

function toView(period: { id: string; startsOn: string; endsOn: string }, today: string): BlockedPeriod {
  return { id: period.id, startsOn: period.startsOn, endsOn: period.endsOn, isPast: period.endsOn < today };
}

async function periodsOf(db: Executor, podcastId: string) {
  return db
    .select({
      id: podcastBlockedPeriods.id,
      startsOn: podcastBlockedPeriods.startsOn,
      endsOn: podcastBlockedPeriods.endsOn,
    })
    .from(podcastBlockedPeriods)
    .where(eq(podcastBlockedPeriods.podcastId, podcastId))
    .orderBy(asc(podcastBlockedPeriods.startsOn));
}

export async function listBlockedPeriods(
  db: Executor,
  actor: Actor,
  podcastId: string,
  now = new Date(),
): Promise<BlockedPeriod[]> {
  await loadManagedPodcast(db, actor, podcastId);
  const today = todayInMadrid(now);
  return (await periodsOf(db, podcastId)).map((period) => toView(period, today));
}

/**
 * Blocks a period (already checked against today by the route's schema). Periods it overlaps or
 * touches are merged into it in the same transaction, so the list never holds two that overlap.
 */
export async function addBlockedPeriod(
  db: Executor,
  actor: Actor,
  podcastId: string,
  added: DatePeriod,
  now = new Date(),
): Promise<BlockedPeriod[]> {
  await db.transaction(async (tx) => {
    await loadManagedPodcast(tx, actor, podcastId);
    // Two additions at once must not both miss each other's period: one waits for the other.
    await tx.execute(sql`select 1 from ${podcasts} where ${podcasts.id} = ${podcastId} for update`);
    const { merged, absorbed } = mergePeriod(await periodsOf(tx, podcastId), added);
    if (absorbed.length > 0) {
      await tx.delete(podcastBlockedPeriods).where(
        inArray(
          podcastBlockedPeriods.id,
          absorbed.map((period) => period.id),
        ),
      );
    }
    await tx
      .insert(podcastBlockedPeriods)
      .values({ podcastId, startsOn: merged.startsOn, endsOn: merged.endsOn, createdBy: actor.id });
  });
  return listBlockedPeriods(db, actor, podcastId, now);
}

/** Removes a current or future period; ended ones stay as history. */
export async function removeBlockedPeriod(
  db: Executor,
  actor: Actor,
  podcastId: string,
  periodId: string,
  now = new Date(),
): Promise<BlockedPeriod[]> {
  await loadManagedPodcast(db, actor, podcastId);
  const [period] = await db
    .select()
    .from(podcastBlockedPeriods)
    .where(and(eq(podcastBlockedPeriods.id, periodId), eq(podcastBlockedPeriods.podcastId, podcastId)));
  if (!period) throw new AppError('NOT_FOUND', PODCAST_MESSAGES.periodNotFound);
  if (period.endsOn < todayInMadrid(now)) throw new AppError('CONFLICT', AVAILABILITY_MESSAGES.endedPeriod);
  await db.delete(podcastBlockedPeriods).where(eq(podcastBlockedPeriods.id, periodId));
  return listBlockedPeriods(db, actor, podcastId, now);
}
