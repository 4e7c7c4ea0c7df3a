import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull, lte, or } from 'drizzle-orm';
import { CLIP_AFTER_SECONDS, CLIP_BEFORE_SECONDS, type AiringDetection, type AiringFailure } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { campaignActions, campaigns, episodes, files } from '../../db/schema';
import { storePlatformFile } from '../files';
import { FeedFetchError, feedFetchOptions, fetchToFile, type FeedFetchFailure } from '../podcasts';
import { cutClip, fingerprint, probeAudio } from './airing-audio';
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
  return episode.audioUrl;
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
  const where = path.join(dir, 'spot.mp3');
  await writeFile(where, bytes);
  return where;
}

interface Made {
  fileId: string;
  clipStartSeconds: number;
  detection: AiringDetection;
  detectedSeconds: number | null;
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
    const adStart = action.adStartSeconds ?? 0;
    const clipStartSeconds = Math.max(0, Math.min(adStart - CLIP_BEFORE_SECONDS, Math.floor(probed.durationSeconds)));
    const clipEnd = Math.min(adStart + CLIP_AFTER_SECONDS, probed.durationSeconds);
    if (clipEnd <= clipStartSeconds) throw new ProofFailure('not-audio');
    const clipPath = path.join(dir, 'clip.mp3');
    await cutClip(episodePath, clipPath, {
      startSeconds: clipStartSeconds,
      lengthSeconds: clipEnd - clipStartSeconds,
      codec: probed.codec,
    });

    let detection: AiringDetection = 'unchecked';
    let detectedSeconds: number | null = null;
    const spot = action.kind === 'spots' ? await spotFile(deps, action.campaignId, dir) : null;
    if (spot) {
      const [episodePrint, spotPrint] = await Promise.all([fingerprint(episodePath), fingerprint(spot)]);
      const match = episodePrint && spotPrint ? findSpot(episodePrint, spotPrint) : null;
      detection = match?.found ? 'found' : 'not-found';
      detectedSeconds = match?.found ? Math.round(match.atSeconds) : null;
      deps.log.info({ actionId: action.id, match }, 'spot looked for in the episode');
    }

    const fileId = await storePlatformFile(deps, {
      kind: 'airing-clip',
      name: `emision-${action.id.slice(0, 8)}.mp3`,
      bytes: await readFile(clipPath),
    });
    return { fileId, clipStartSeconds, detection, detectedSeconds };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** How long one attempt holds its row, so another worker does not start the same one meanwhile. */
function leaseMs(deps: AiringDeps): number {
  return deps.config.AIRING_AUDIO_TIMEOUT_MS + 5 * 60_000;
}

/**
 * One attempt at an action's proof, when it is due. Claims the row first (moving its next attempt past
 * the attempt's own length), so a double wake-up runs it once. A failure is written on the action in
 * words and tried again after AIRING_PROOF_RETRY_SECONDS, doubled each time, until the attempts run out.
 * Returns the proof's status afterwards, or null when there was nothing to do.
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
  const attempts = action.proofAttempts + 1;
  try {
    const made = await makeProof(deps, action);
    await deps.db
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
      .where(eq(campaignActions.id, actionId));
    return 'ready';
  } catch (error) {
    const reason = error instanceof ProofFailure ? error.reason : 'not-audio';
    if (!(error instanceof ProofFailure)) deps.log.error({ err: error, actionId }, 'proof of airing failed');
    const final = attempts >= deps.config.AIRING_PROOF_MAX_ATTEMPTS;
    const delayMs = deps.config.AIRING_PROOF_RETRY_SECONDS * 1000 * 2 ** (attempts - 1);
    await deps.db
      .update(campaignActions)
      .set({
        proofStatus: 'failed',
        proofAttempts: attempts,
        proofFailure: reason,
        proofNextAttemptAt: final ? null : new Date(deps.clock.now().getTime() + delayMs),
      })
      .where(eq(campaignActions.id, actionId));
    deps.log.warn({ actionId, reason, attempts, final }, 'proof of airing: could not get the episode');
    return 'failed';
  }
}

/** The sweep: every proof due (new, or waiting for its retry), a batch at a time, one after another. */
export async function runDueAiringProofs(deps: AiringDeps, batch = 5): Promise<number> {
  const due = await deps.db
    .select({ id: campaignActions.id })
    .from(campaignActions)
    .where(lte(campaignActions.proofNextAttemptAt, deps.clock.now()))
    .orderBy(asc(campaignActions.proofNextAttemptAt))
    .limit(batch);
  for (const { id } of due) await runAiringProof(deps, id);
  return due.length;
}
