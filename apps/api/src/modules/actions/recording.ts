import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ACTION_MESSAGES,
  recordNotYetMessage,
  timestampToSeconds,
  todayInMadrid,
  type HiredCampaign,
  type RecordActionInput,
} from '@patrocina/domain';
import { campaignActions, episodes } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { dispatchAiringProof, queuedProof } from './airing-proof';
import { changeHired } from './change-hired';
import { conflict, invalid, type RunDeps } from './hired';
import { assertReadAllowsRecording } from './read-approval';

/** The day, in Madrid, a feed's episode came out. */
function dayOf(date: Date | null): string | null {
  return date ? todayInMadrid(date) : null;
}

/**
 * Records one aired action: the episode (picked from the podcast's feed, or pasted as a link) and the
 * minute the ad starts (SPEC §5: both required). Once: a second record is refused. From its planned
 * day on; its listens milestones count from the episode's day.
 */
export async function recordAction(
  deps: RunDeps,
  actor: Actor,
  campaignId: string,
  actionId: string,
  input: RecordActionInput,
): Promise<HiredCampaign> {
  return changeHired(deps, actor, { campaignId, actionId }, 'recordAction', async ({ tx, hired, range, today }) => {
    const [action] = await tx.select().from(campaignActions).where(eq(campaignActions.id, actionId));
    if (action!.recordedAt) throw conflict(ACTION_MESSAGES.alreadyRecorded);
    if (!action!.plannedOn) throw conflict(ACTION_MESSAGES.notPlanned);
    if (action!.plannedOn > today) throw conflict(recordNotYetMessage(action!.plannedOn));
    await assertReadAllowsRecording(tx, hired, action!.kind, today);

    let episode: { id: string | null; url: string; title: string | null; publishedOn: string };
    if (input.episodeId) {
      const [found] = await tx
        .select()
        .from(episodes)
        .where(and(eq(episodes.id, input.episodeId), eq(episodes.podcastId, hired.podcast.id)));
      const url = found?.link ?? found?.audioUrl ?? null;
      if (!found || !url) throw invalid('episodeId', ACTION_MESSAGES.episodeNotFound);
      const published = dayOf(found.publishedAt);
      if (published && published < range.startsOn) throw invalid('episodeId', ACTION_MESSAGES.episodeBeforeCampaign);
      episode = {
        id: found.id,
        url,
        title: found.title,
        publishedOn: published && published <= today ? published : action!.plannedOn,
      };
    } else {
      episode = { id: null, url: input.episodeUrl!, title: null, publishedOn: action!.plannedOn };
    }
    const [saved] = await tx
      .update(campaignActions)
      .set({
        episodeId: episode.id,
        episodeUrl: episode.url,
        episodeTitle: episode.title,
        publishedOn: episode.publishedOn,
        adStartSeconds: timestampToSeconds(input.adStart),
        recordedAt: deps.clock.now(),
        recordedBy: actor.id,
        ...queuedProof(deps.clock.now()),
        updatedAt: sql`now()`,
      })
      .where(and(eq(campaignActions.id, actionId), isNull(campaignActions.recordedAt)))
      .returning({ id: campaignActions.id });
    if (!saved) throw conflict(ACTION_MESSAGES.alreadyRecorded);
  }).then(dispatchAiringProof(deps, actionId));
}
