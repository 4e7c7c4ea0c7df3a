import { and, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import {
  LISTEN_MILESTONES,
  measuredEpisodeKey,
  todayInMadrid,
  verifiedWindowEnd,
  type ListeningPlatform,
  type VerifiedListens,
} from '@patrocina/domain';
import type { Executor } from '../../../db/client';
import { downloadDays, episodes, podcasts } from '../../../db/schema';

/**
 * The verified figures of actions (issue 21, DOMAIN.md "Measurement"), read from the daily roll-ups in
 * `download_days`: two queries for any number of actions (their episodes' enclosures, then the
 * roll-ups of every measured episode at once), never one per action.
 *
 * An action's N-day figure sums the days `publishedOn` … `publishedOn + N - 1` (publication day
 * included, N days in all), complete from `publishedOn + N`, the day `milestoneWindow` opens the
 * podcaster's declaration of that milestone (packages/domain verified-listens.ts).
 */

/** What an action needs for its verified figures: where its episode is and when it came out. */
export interface MeasuredAction {
  id: string;
  podcastId: string;
  /** Only a recorded action's day counts: before, `publishedOn` is not the podcaster's word yet. */
  recordedAt: Date | null;
  publishedOn: string | null;
  /** The feed's episode, when picked from it. */
  episodeId: string | null;
  /** The episode's link as recorded; for a pasted link, the feed episode whose link or enclosure it is. */
  episodeUrl: string | null;
}

const LAST_MILESTONE = LISTEN_MILESTONES[LISTEN_MILESTONES.length - 1]!;

interface Measured {
  podcastId: string;
  episodeKey: string;
  publishedOn: string;
}

/** The episode key of each action whose episode's enclosure carries its podcast's prefix. */
async function measuredEpisodes(db: Executor, actions: readonly MeasuredAction[]): Promise<Map<string, Measured>> {
  const aired = actions.filter(
    (action) => action.recordedAt !== null && action.publishedOn !== null && (action.episodeId || action.episodeUrl),
  );
  const measured = new Map<string, Measured>();
  if (aired.length === 0) return measured;
  const episodeIds = [...new Set(aired.flatMap((action) => (action.episodeId ? [action.episodeId] : [])))];
  const pasted = aired.filter((action) => !action.episodeId);
  const byPasted: SQL[] = [];
  if (pasted.length > 0) {
    const urls = [...new Set(pasted.map((action) => action.episodeUrl!))];
    byPasted.push(
      and(
        inArray(episodes.podcastId, [...new Set(pasted.map((action) => action.podcastId))]),
        or(inArray(episodes.link, urls), inArray(episodes.audioUrl, urls)),
      )!,
    );
  }
  const rows = await db
    .select({
      id: episodes.id,
      podcastId: episodes.podcastId,
      link: episodes.link,
      audioUrl: episodes.audioUrl,
      key: podcasts.measurementKey,
      measuredSince: podcasts.measuredSince,
    })
    .from(episodes)
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .where(or(...(episodeIds.length > 0 ? [inArray(episodes.id, episodeIds)] : []), ...byPasted));
  // A pasted link names the same episode as the airing proof reads it: the first by id of that podcast's matches.
  rows.sort((a, b) => a.id.localeCompare(b.id));
  for (const action of aired) {
    const episode = action.episodeId
      ? rows.find((row) => row.id === action.episodeId)
      : rows.find(
          (row) =>
            row.podcastId === action.podcastId &&
            (row.link === action.episodeUrl || row.audioUrl === action.episodeUrl),
        );
    const episodeKey = episode?.audioUrl ? measuredEpisodeKey(episode.audioUrl, episode.key) : null;
    // An episode out before the feed carried the prefix (a hosting platform puts it on the whole back
    // catalogue at once) was not counted from its first day: its windows would read low, and its cost
    // per listen high, so it has no verified figures rather than wrong ones.
    const countedFromStart = !episode?.measuredSince || todayInMadrid(episode.measuredSince) <= action.publishedOn!;
    if (episode && episodeKey !== null && countedFromStart)
      measured.set(action.id, { podcastId: episode.podcastId, episodeKey, publishedOn: action.publishedOn! });
  }
  return measured;
}

/**
 * The verified figures of each action whose episode is measured; an action absent from the answer has
 * none («Sin medición verificada»): not aired yet, its episode unknown, or its enclosure without the prefix.
 */
export async function verifiedListensOf(
  db: Executor,
  actions: readonly MeasuredAction[],
  today: string,
): Promise<Map<string, VerifiedListens>> {
  const measured = await measuredEpisodes(db, actions);
  const answer = new Map<string, VerifiedListens>();
  if (measured.size === 0) return answer;
  const windows = new Map<string, Measured>();
  for (const entry of measured.values())
    windows.set(`${entry.podcastId} ${entry.episodeKey} ${entry.publishedOn}`, entry);
  const rows = await db
    .select()
    .from(downloadDays)
    .where(
      or(
        ...[...windows.values()].map((entry) =>
          and(
            eq(downloadDays.podcastId, entry.podcastId),
            eq(downloadDays.episodeKey, entry.episodeKey),
            gte(downloadDays.day, entry.publishedOn),
            lt(downloadDays.day, verifiedWindowEnd(entry.publishedOn, LAST_MILESTONE)),
          ),
        ),
      ),
    );
  for (const [actionId, entry] of measured) {
    const own = rows.filter(
      (row) =>
        row.podcastId === entry.podcastId &&
        row.episodeKey === entry.episodeKey &&
        row.day >= entry.publishedOn &&
        row.day < verifiedWindowEnd(entry.publishedOn, LAST_MILESTONE) &&
        // «Hasta hoy»: a day still to come has nothing to count (a clock set back, a fixture ahead).
        row.day <= today,
    );
    const byPlatform = new Map<ListeningPlatform, number>();
    for (const row of own) byPlatform.set(row.platform, (byPlatform.get(row.platform) ?? 0) + row.downloads);
    answer.set(actionId, {
      milestones: LISTEN_MILESTONES.map((milestone) => {
        const end = verifiedWindowEnd(entry.publishedOn, milestone);
        return {
          milestone,
          listens: today < end ? null : own.filter((row) => row.day < end).reduce((sum, row) => sum + row.downloads, 0),
        };
      }),
      soFar: own.reduce((sum, row) => sum + row.downloads, 0),
      platforms: [...byPlatform]
        .map(([platform, listens]) => ({ platform, listens }))
        .sort((a, b) => b.listens - a.listens || a.platform.localeCompare(b.platform)),
    });
  }
  return answer;
}
