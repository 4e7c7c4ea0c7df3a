import { and, eq } from 'drizzle-orm';
import { PODCAST_MESSAGES } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { podcasts, representations } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';

/** Who is acting: enough of the session's user for the podcast rules. */
export interface PodcastActor {
  id: string;
  email: string;
}

export type PodcastRole = 'owner' | 'manager';

export type PodcastRow = typeof podcasts.$inferSelect;

/**
 * The podcast and the actor's role in it: its proven owner, or the account that accepted its
 * representation (DOMAIN.md), by id: never whoever holds the invited address. Anyone else is refused, so sheets, holidays and representation can
 * only be changed by those who run the podcast.
 */
export async function loadManagedPodcast(
  db: Executor,
  actor: PodcastActor,
  podcastId: string,
): Promise<{ podcast: PodcastRow; role: PodcastRole }> {
  const [row] = await db
    .select({ podcast: podcasts, managerId: representations.managerId })
    .from(podcasts)
    .leftJoin(representations, and(eq(representations.podcastId, podcasts.id), eq(representations.status, 'ACCEPTED')))
    .where(eq(podcasts.id, podcastId))
    .limit(1);
  if (!row) throw notFound();
  if (row.podcast.ownerId === actor.id) return { podcast: row.podcast, role: 'owner' };
  if (row.managerId !== null && row.managerId === actor.id) return { podcast: row.podcast, role: 'manager' };
  throw new AppError('FORBIDDEN', 403, PODCAST_MESSAGES.notYours);
}

/** Like loadManagedPodcast, for what only the owner may do (invite or cancel a representative). */
export async function loadOwnedPodcast(db: Executor, actor: PodcastActor, podcastId: string): Promise<PodcastRow> {
  const { podcast, role } = await loadManagedPodcast(db, actor, podcastId);
  if (role !== 'owner') throw new AppError('FORBIDDEN', 403, PODCAST_MESSAGES.ownerOnly);
  return podcast;
}
