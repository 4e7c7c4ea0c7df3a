import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  measuredEpisodeKey,
  measurementPrefix,
  prefixedEnclosure,
  type MeasurementPanel,
  type MyPodcast,
  type PodcastState,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { episodes, podcastClaims, podcastSheets, podcasts, representations, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { completedSteps } from './sheet';

const owners = alias(users, 'owners');

/**
 * SPEC §2 "Mis podcasts": the podcasts the user owns, those they represent (imManager), and those
 * they added but have not proved yet, each with its state and its live representation.
 */
export async function listMyPodcasts(db: Executor, actor: Actor, publicUrl: string): Promise<MyPodcast[]> {
  const rows = await db
    .select({
      podcast: podcasts,
      ownerName: owners.username,
      sheet: {
        profile: podcastSheets.profile,
        audience: podcastSheets.audience,
        branding: podcastSheets.branding,
        completedAt: podcastSheets.completedAt,
      },
      representation: {
        id: representations.id,
        managerEmail: representations.managerEmail,
        managerId: representations.managerId,
        status: representations.status,
        createdAt: representations.createdAt,
        respondedAt: representations.respondedAt,
        paysRepresentative: representations.paysRepresentative,
      },
    })
    .from(podcasts)
    .leftJoin(owners, eq(owners.id, podcasts.ownerId))
    .leftJoin(podcastSheets, eq(podcastSheets.podcastId, podcasts.id))
    .leftJoin(
      representations,
      and(eq(representations.podcastId, podcasts.id), inArray(representations.status, ['PENDING', 'ACCEPTED'])),
    )
    .where(
      or(
        eq(podcasts.ownerId, actor.id),
        and(eq(representations.status, 'ACCEPTED'), eq(representations.managerId, actor.id)),
        inArray(
          podcasts.id,
          db
            .select({ id: podcastClaims.podcastId })
            .from(podcastClaims)
            .where(and(eq(podcastClaims.userId, actor.id), isNull(podcastClaims.verifiedAt))),
        ),
      ),
    )
    .orderBy(desc(podcasts.createdAt));
  const enclosures = await latestEnclosures(
    db,
    rows.map((row) => row.podcast.id),
  );

  return rows.map(({ podcast, ownerName, sheet, representation }) => {
    const isOwner = podcast.ownerId === actor.id;
    const imManager = !isOwner && representation?.status === 'ACCEPTED' && representation.managerId === actor.id;
    let state: PodcastState;
    if (!isOwner && !imManager) state = 'PENDING_PROOF';
    else state = sheet?.completedAt ? 'READY' : 'SHEET_INCOMPLETE';
    return {
      id: podcast.id,
      slug: podcast.slug,
      title: podcast.title,
      author: podcast.author,
      imageUrl: podcast.imageUrl,
      categories: podcast.categories,
      listens30d: podcast.listens30d,
      state,
      imManager,
      // A claimant who does not own the podcast sees nothing of its owner's arrangements.
      representation:
        (isOwner || imManager) && representation
          ? {
              id: representation.id,
              managerEmail: representation.managerEmail,
              status: representation.status,
              createdAt: representation.createdAt.toISOString(),
              respondedAt: representation.respondedAt?.toISOString() ?? null,
              paysRepresentative: representation.paysRepresentative,
            }
          : null,
      ownerName: imManager ? ownerName : null,
      sheetSteps: completedSteps(sheet),
      measurement:
        isOwner || imManager ? measurementPanel(podcast, enclosures.get(podcast.id) ?? null, publicUrl) : null,
    };
  });
}

/** The newest enclosure of each podcast, the example the «prefijo de analítica» panel shows. */
async function latestEnclosures(db: Executor, podcastIds: string[]): Promise<Map<string, string>> {
  if (podcastIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([episodes.podcastId], { podcastId: episodes.podcastId, audioUrl: episodes.audioUrl })
    .from(episodes)
    .where(and(inArray(episodes.podcastId, podcastIds), isNotNull(episodes.audioUrl)))
    .orderBy(episodes.podcastId, sql`${episodes.publishedAt} desc nulls last`);
  return new Map(rows.flatMap((row) => (row.audioUrl ? [[row.podcastId, row.audioUrl] as const] : [])));
}

function measurementPanel(
  podcast: typeof podcasts.$inferSelect,
  enclosure: string | null,
  publicUrl: string,
): MeasurementPanel {
  const prefix = measurementPrefix(publicUrl, podcast.measurementKey);
  // Once the feed carries the prefix, its enclosure already reads as the example should.
  const carriesPrefix = enclosure !== null && measuredEpisodeKey(enclosure, podcast.measurementKey) !== null;
  return {
    prefix,
    example: enclosure
      ? { enclosure, prefixed: carriesPrefix ? enclosure : prefixedEnclosure(prefix, enclosure) }
      : null,
    measuredSince: podcast.measuredSince?.toISOString() ?? null,
    shareToken: podcast.downloadsShareToken,
  };
}
