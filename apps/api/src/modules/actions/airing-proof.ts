import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull, lte, or } from 'drizzle-orm';
import {
  CLIP_AFTER_SECONDS,
  CLIP_BEFORE_SECONDS,
  withoutOwnPrefix,
  type AiringDetection,
  type AiringFailure,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { campaignActions, campaigns, episodes, files } from '../../db/schema';
import { storePlatformFile } from '../files';
import { FeedFetchError, feedFetchOptions, fetchToFile, type FeedFetchFailure } from '../podcasts';
import { AUDIO_TOOLS_MAX_MS, cutClip, fingerprint, probeAudio, type ProbedAudio } from './airing-audio';
import { findSpot } from './spot-match';

/** What making a proof needs: settings, the database, the file store, a log and the clock. */
export type AiringDeps = Pick<AppContext, 'config' | 'db' | 'storage' | 'log' | 'clock' | 'airing'>;

type ActionRow = typeof campaignActions.$inferSelect;

/** What recording an action writes on its row so the proof job picks it up (docs/decisions/0024). */
export function queuedProof(now: Date) {
  return { proofStatus: 'pending' as const, proofAttempts: 0, proofFailure: null, proofNextAttemptAt: now };
}

/**
 * After the record's commit: wakes the job. A lost wake-up costs only time (the sweep finds the row),
 * so a queue error never turns the recorded action into a failure.
 */
export function dispatchAiringProof(deps: Pick<AppContext, 'airing' | 'log'>, actionId: string) {
  return async <T>(result: T): Promise<T> => {
    await deps.airing?.dispatch(actionId).catch((error: unknown) => {
      deps.log.warn({ err: error, actionId }, 'could not queue the proof of airing; the sweep will');
    });
    return result;
  };
}

/** Why this attempt failed, in the proof's own words. */
class ProofFailure extends Error {
  constructor(readonly reason: AiringFailure) {
    super(reason);
  }
}

const FETCH_FAILURES: Record<FeedFetchFailure, AiringFailure> = {
  scheme: 'refused',
  'private-host': 'refused',
  redirects: 'refused',
  unreachable: 'unreachable',
  timeout: 'timeout',
  'too-large': 'too-large',
  'http-status': 'http-status',
};

/** The episode's enclosure: the picked feed episode's, or for a pasted link the feed episode with that link. */
async function audioUrlOf(deps: AiringDeps, action: ActionRow): Promise<string> {
  const url = action.episodeUrl ?? '';
  const [episode] = action.episodeId
    ? await deps.db.select({ audioUrl: episodes.audioUrl }).from(episodes).where(eq(episodes.id, action.episodeId))
    : await deps.db
        .select({ audioUrl: episodes.audioUrl })
        .from(episodes)
        .where(and(eq(episodes.podcastId, action.podcastId), or(eq(episodes.link, url), eq(episodes.audioUrl, url))))
        .orderBy(asc(episodes.id))
        .limit(1);
  if (!episode?.audioUrl) throw new ProofFailure('no-enclosure');
  // Behind our own measurement prefix (issue 21): straight to the audio, so the check is no download.
  return withoutOwnPrefix(episode.audioUrl, deps.config.PUBLIC_URL);
}

/** The campaign's spot, written next to the episode for fpcalc, or null when the brief has none. */
async function spotFile(deps: AiringDeps, campaignId: string, dir: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ storageKey: files.storageKey })
    .from(campaigns)
    .innerJoin(files, eq(files.id, campaigns.spotFileId))
    .where(eq(campaigns.id, campaignId));
  const bytes = row ? await deps.storage.read(row.storageKey) : null;
  if (!bytes) return null;
  const where = path.join(dir, 'spot');
  await writeFile(where, bytes);
  return where;
}

interface Made {
  fileId: string;
  clipStartSeconds: number;
  detection: AiringDetection;
  detectedSeconds: number | null;
}

type Detected = Pick<Made, 'detection' | 'detectedSeconds'>;
const UNCHECKED: Detected = { detection: 'unchecked', detectedSeconds: null };

/**
 * Looks for the campaign's spot in the episode. «Not found» is said only when the search really ran:
 * when a fingerprint cannot be had (fpcalc too slow, or no audio it can read) or the episode is shorter
 * than the spot, the proof keeps its clip and is left for a person to check.
 */
async function detectSpot(
  deps: AiringDeps,
  action: ActionRow,
  episode: ProbedAudio & { path: string },
  dir: string,
): Promise<Detected> {
  try {
    const spotPath = await spotFile(deps, action.campaignId, dir);
    const spotAudio = spotPath ? await probeAudio(spotPath) : null;
    if (!spotPath || !spotAudio) return UNCHECKED;
    const [episodePrint, spotPrint] = await Promise.all([
      fingerprint(episode),
      fingerprint({ ...spotAudio, path: spotPath }),
    ]);
    const match = episodePrint && spotPrint ? findSpot(episodePrint, spotPrint) : null;
    deps.log.info({ actionId: action.id, match }, 'spot looked for in the episode');
    if (!match) return UNCHECKED;
    return match.found
      ? { detection: 'found', detectedSeconds: Math.round(match.atSeconds) }
      : { detection: 'not-found', detectedSeconds: null };
  } catch (error) {
    deps.log.warn({ err: error, actionId: action.id }, 'could not look for the spot; the clip is kept unchecked');
    return UNCHECKED;
  }
}

/** Downloads the episode, keeps the clip around the recorded minute and, for a spot, looks for it. */
async function makeProof(deps: AiringDeps, action: ActionRow): Promise<Made> {
  const audioUrl = await audioUrlOf(deps, action);
  const dir = await mkdtemp(path.join(tmpdir(), 'patrocina-airing-'));
  try {
    const episodePath = path.join(dir, 'episode');
    try {
      await fetchToFile(audioUrl, episodePath, {
        ...feedFetchOptions(deps.config),
        timeoutMs: deps.config.AIRING_AUDIO_TIMEOUT_MS,
        maxBytes: deps.config.AIRING_AUDIO_MAX_BYTES,
        accept: 'audio/*, */*;q=0.5',
      });
    } catch (error) {
      if (error instanceof FeedFetchError) throw new ProofFailure(FETCH_FAILURES[error.reason]);
      throw error;
    }
    const probed = await probeAudio(episodePath);
    if (!probed) throw new ProofFailure('not-audio');
    const episode = { ...probed, path: episodePath };
    const adStart = action.adStartSeconds ?? 0;
    // Past the end there is nothing to hear: a clip would be a sliver of the episode's last second.
    if (adStart >= probed.durationSeconds) throw new ProofFailure('after-end');
    const clipStartSeconds = Math.max(0, adStart - CLIP_BEFORE_SECONDS);
    const clipEnd = Math.min(adStart + CLIP_AFTER_SECONDS, probed.durationSeconds);
    const clipPath = path.join(dir, 'clip.mp3');
    await cutClip(episode, clipPath, { startSeconds: clipStartSeconds, lengthSeconds: clipEnd - clipStartSeconds });

    const detected = action.kind === 'spots' ? await detectSpot(deps, action, episode, dir) : UNCHECKED;
    const fileId = await storePlatformFile(deps, {
      kind: 'airing-clip',
      name: `emision-${action.id.slice(0, 8)}.mp3`,
      bytes: await readFile(clipPath),
    });
    return { fileId, clipStartSeconds, ...detected };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * How long one attempt holds its row, so another worker does not start the same one meanwhile: the
 * download's deadline, the audio tools' deadlines, and a margin for the database and the file store.
 */
function leaseMs(deps: AiringDeps): number {
  return deps.config.AIRING_AUDIO_TIMEOUT_MS + AUDIO_TOOLS_MAX_MS + 5 * 60_000;
}

/** Failures that the same episode and minute will give again: no point in downloading it once more. */
const LASTING_FAILURES: ReadonlySet<AiringFailure> = new Set(['after-end']);

/** A clip whose attempt lost its row to another one: nothing points at it, so it goes. */
async function removeOrphanClip(deps: AiringDeps, fileId: string): Promise<void> {
  const [removed] = await deps.db.delete(files).where(eq(files.id, fileId)).returning({ storageKey: files.storageKey });
  if (removed) await deps.storage.remove(removed.storageKey);
}

/**
 * One attempt at an action's proof, when it is due. Claims the row first (moving its next attempt past
 * the attempt's own length), so a double wake-up runs it once; the outcome is written only while the
 * claim still holds, so an attempt that overran its lease and was started again cannot overwrite the
 * newer one. A failure is written on the action in words and tried again after
 * AIRING_PROOF_RETRY_SECONDS, doubled each time, until the attempts run out.
 * Returns the proof's status afterwards, or null when there was nothing to do (or the claim was lost).
 */
export async function runAiringProof(deps: AiringDeps, actionId: string): Promise<'ready' | 'failed' | null> {
  const now = deps.clock.now();
  const [action] = await deps.db
    .update(campaignActions)
    .set({ proofNextAttemptAt: new Date(now.getTime() + leaseMs(deps)) })
    .where(
      and(
        eq(campaignActions.id, actionId),
        isNotNull(campaignActions.recordedAt),
        lte(campaignActions.proofNextAttemptAt, now),
      ),
    )
    .returning();
  if (!action) return null;
  // The claim is the lease's end as stored: another attempt claiming the row moves it.
  const stillClaimed = and(
    eq(campaignActions.id, actionId),
    eq(campaignActions.proofNextAttemptAt, action.proofNextAttemptAt!),
  );
  const attempts = action.proofAttempts + 1;
  try {
    const made = await makeProof(deps, action);
    const [saved] = await deps.db
      .update(campaignActions)
      .set({
        proofStatus: 'ready',
        proofAttempts: attempts,
        proofFailure: null,
        proofNextAttemptAt: null,
        proofFileId: made.fileId,
        proofClipStartSeconds: made.clipStartSeconds,
        proofDetection: made.detection,
        proofDetectedSeconds: made.detectedSeconds,
      })
      .where(stillClaimed)
      .returning({ id: campaignActions.id });
    if (!saved) {
      deps.log.warn({ actionId }, 'proof of airing: another attempt took the action over; its clip is dropped');
      await removeOrphanClip(deps, made.fileId);
      return null;
    }
    return 'ready';
  } catch (error) {
    const reason = error instanceof ProofFailure ? error.reason : 'not-audio';
    if (!(error instanceof ProofFailure)) deps.log.error({ err: error, actionId }, 'proof of airing failed');
    const final = attempts >= deps.config.AIRING_PROOF_MAX_ATTEMPTS || LASTING_FAILURES.has(reason);
    const delayMs = deps.config.AIRING_PROOF_RETRY_SECONDS * 1000 * 2 ** (attempts - 1);
    const [saved] = await deps.db
      .update(campaignActions)
      .set({
        proofStatus: 'failed',
        proofAttempts: attempts,
        proofFailure: reason,
        proofNextAttemptAt: final ? null : new Date(deps.clock.now().getTime() + delayMs),
      })
      .where(stillClaimed)
      .returning({ id: campaignActions.id });
    if (!saved) return null;
    deps.log.warn({ actionId, reason, attempts, final }, 'proof of airing: could not make the proof');
    return 'failed';
  }
}

/**
 * The sweep: every proof due (new, or waiting for its retry), a batch at a time, one after another.
 * First attempts go first: a backlog of retries that keep failing (or that all came due at once) never
 * holds back the proof of an action recorded a moment ago.
 */
export async function runDueAiringProofs(deps: AiringDeps, batch = 5): Promise<number> {
  const due = await deps.db
    .select({ id: campaignActions.id })
    .from(campaignActions)
    .where(lte(campaignActions.proofNextAttemptAt, deps.clock.now()))
    .orderBy(asc(campaignActions.proofAttempts), asc(campaignActions.proofNextAttemptAt))
    .limit(batch);
  for (const { id } of due) await runAiringProof(deps, id);
  return due.length;
}
