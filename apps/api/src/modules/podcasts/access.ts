import { and, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PODCAST_MESSAGES } from '@patrocina/domain';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { campaignPodcasts, podcasts, representations, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';

export type PodcastRole = 'owner' | 'manager';

export type PodcastRow = typeof podcasts.$inferSelect;

/**
 * Who runs a podcast (DOMAIN.md): its proven owner, or, while it is managed, the account that accepted
 * its representation (`representations.manager_id`). This is the one place that says so: a query
 * left-joins `representations` on `acceptedRepresentation` and asks `runsPodcast` or `answersForPodcast`.
 */
export const acceptedRepresentation: SQL = and(
  eq(representations.podcastId, podcasts.id),
  eq(representations.status, 'ACCEPTED'),
)!;

/** The podcast is the user's to run: they own it or represent it (needs the join on acceptedRepresentation). */
export function runsPodcast(userId: string): SQL {
  return or(eq(podcasts.ownerId, userId), eq(representations.managerId, userId))!;
}

/**
 * The user answers for the podcast: its representative while it is managed, otherwise its owner
 * (DOMAIN.md: proposals go to the representative). Needs the join on acceptedRepresentation.
 */
export function answersForPodcast(userId: string): SQL {
  return or(and(eq(podcasts.ownerId, userId), isNull(representations.id)), eq(representations.managerId, userId))!;
}

/** A podcast as the podcaster's campaign lists head a row with it, and its owner, to tell the viewer's role. */
export const podcastHeadingColumns = {
  id: podcasts.id,
  title: podcasts.title,
  slug: podcasts.slug,
  imageUrl: podcasts.imageUrl,
  ownerId: podcasts.ownerId,
};

/**
 * A podcast's entries in proposals (`campaign_podcasts`) with the podcast and its accepted
 * representation, so that each row can say who runs it; the caller adds its other joins and conditions.
 */
export function selectEntriesWithRunner<T extends SelectedFields>(db: Executor, fields: T) {
  // `& {}` lets drizzle resolve the types of the joins below while the selection is still generic.
  return db
    .select<T & {}>(fields)
    .from(campaignPodcasts)
    .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
    .leftJoin(representations, acceptedRepresentation);
}

/** The ids of the podcasts the user runs, as a subquery: those they own and those they represent. */
export function podcastIdsRunBy(db: Executor, userId: string) {
  return db
    .select({ id: podcasts.id })
    .from(podcasts)
    .where(
      or(
        eq(podcasts.ownerId, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(representations)
            .where(and(acceptedRepresentation, eq(representations.managerId, userId))),
        ),
      ),
    );
}

/**
 * Who hears about a podcast's proposal: its representative while it is managed (DOMAIN.md: proposals
 * go to them), otherwise its owner.
 */
export async function podcastContacts(db: Executor, podcastIds: string[]): Promise<Map<string, string>> {
  if (podcastIds.length === 0) return new Map();
  const rows = await db
    .select({ podcastId: podcasts.id, ownerEmail: users.email, managerEmail: representations.managerEmail })
    .from(podcasts)
    .leftJoin(users, eq(users.id, podcasts.ownerId))
    .leftJoin(representations, acceptedRepresentation)
    .where(inArray(podcasts.id, podcastIds));
  const contacts = new Map<string, string>();
  for (const row of rows) {
    const to = row.managerEmail ?? row.ownerEmail;
    if (to) contacts.set(row.podcastId, to);
  }
  return contacts;
}

/**
 * Who is paid each podcast's earnings (issue 19): its owner, unless the owner chose, on the accepted
 * representation, that the representative is paid. Asked when a campaign is paid, so the choice
 * counts for what is paid after it.
 */
export async function podcastPayees(db: Executor, podcastIds: string[]): Promise<Map<string, string | null>> {
  if (podcastIds.length === 0) return new Map();
  const rows = await db
    .select({
      podcastId: podcasts.id,
      ownerId: podcasts.ownerId,
      managerId: representations.managerId,
      paysRepresentative: representations.paysRepresentative,
    })
    .from(podcasts)
    .leftJoin(representations, acceptedRepresentation)
    .where(inArray(podcasts.id, podcastIds));
  return new Map(
    rows.map((row) => [row.podcastId, row.paysRepresentative && row.managerId !== null ? row.managerId : row.ownerId]),
  );
}

/**
 * The podcast and the actor's role in it: its proven owner, or the account that accepted its
 * representation (DOMAIN.md), by id: never whoever holds the invited address. Anyone else is refused, so sheets, holidays and representation can
 * only be changed by those who run the podcast.
 */
export async function loadManagedPodcast(
  db: Executor,
  actor: Pick<Actor, 'id'>,
  podcastId: string,
): Promise<{ podcast: PodcastRow; role: PodcastRole }> {
  const [row] = await db
    .select({ podcast: podcasts, managerId: representations.managerId })
    .from(podcasts)
    .leftJoin(representations, acceptedRepresentation)
    .where(eq(podcasts.id, podcastId))
    .limit(1);
  if (!row) throw notFound();
  if (row.podcast.ownerId === actor.id) return { podcast: row.podcast, role: 'owner' };
  if (row.managerId !== null && row.managerId === actor.id) return { podcast: row.podcast, role: 'manager' };
  throw new AppError('FORBIDDEN', PODCAST_MESSAGES.notYours);
}

/** Like loadManagedPodcast, for what only the owner may do (invite or cancel a representative). */
export async function loadOwnedPodcast(db: Executor, actor: Pick<Actor, 'id'>, podcastId: string): Promise<PodcastRow> {
  const { podcast, role } = await loadManagedPodcast(db, actor, podcastId);
  if (role !== 'owner') throw new AppError('FORBIDDEN', PODCAST_MESSAGES.ownerOnly);
  return podcast;
}
