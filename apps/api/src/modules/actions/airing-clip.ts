import { and, eq, inArray } from 'drizzle-orm';
import { AIRING_PROOF_MESSAGES, airingProofSummary, type AiringProof } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { campaignActions, campaigns, files } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { readsCampaignWithAgency } from '../campaigns';
import { podcastIdsRunBy } from '../podcasts';

type ActionRow = typeof campaignActions.$inferSelect;

/** Where the clip of an action plays, under the API. */
export function clipUrl(campaignId: string, actionId: string): string {
  return `/api/v1/private/campaigns/${campaignId}/actions/${actionId}/clip`;
}

/** The clips' lengths, by file id, for the views. */
export async function clipLengths(db: AppContext['db'], rows: ActionRow[]): Promise<Map<string, number | null>> {
  const ids = rows.flatMap((row) => (row.proofFileId ? [row.proofFileId] : []));
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: files.id, durationMs: files.durationMs })
    .from(files)
    .where(inArray(files.id, ids));
  return new Map(found.map((row) => [row.id, row.durationMs === null ? null : row.durationMs / 1000]));
}

/** The proof of one action as the report and the back office show it; null until it is recorded. */
export function airingProofView(action: ActionRow, lengths: Map<string, number | null>): AiringProof | null {
  if (!action.recordedAt || !action.proofStatus) return null;
  const proof = {
    status: action.proofStatus,
    attempts: action.proofAttempts,
    final: action.proofStatus === 'failed' && action.proofNextAttemptAt === null,
    failure: action.proofStatus === 'failed' ? action.proofFailure : null,
    detection: action.proofStatus === 'ready' ? action.proofDetection : null,
    detectedAtSeconds: action.proofStatus === 'ready' ? action.proofDetectedSeconds : null,
  };
  const ready = action.proofStatus === 'ready' && action.proofFileId !== null;
  return {
    ...proof,
    clipUrl: ready ? clipUrl(action.campaignId, action.id) : null,
    clipStartSeconds: ready ? action.proofClipStartSeconds : null,
    clipSeconds: ready ? (lengths.get(action.proofFileId!) ?? null) : null,
    summary: airingProofSummary(proof),
  };
}

const clipNotFound = () => new AppError('NOT_FOUND', AIRING_PROOF_MESSAGES.clipNotFound);

/**
 * The clip's file id, for whoever may see the campaign's report (its advertiser, its agent, the team)
 * or runs the action's podcast; anyone else gets the same 404 as for an action without a clip.
 */
export async function readableClip(
  db: AppContext['db'],
  actor: Pick<Actor, 'id' | 'scope'>,
  campaignId: string,
  actionId: string,
): Promise<string> {
  const [row] = await db
    .select({ action: campaignActions, campaign: campaigns })
    .from(campaignActions)
    .innerJoin(campaigns, eq(campaigns.id, campaignActions.campaignId))
    .where(and(eq(campaignActions.id, actionId), eq(campaignActions.campaignId, campaignId)));
  if (!row || row.action.proofStatus !== 'ready' || !row.action.proofFileId) throw clipNotFound();
  if (!(await readsCampaignWithAgency(db, actor, row.campaign))) {
    const [runs] = await db
      .select({ id: campaignActions.id })
      .from(campaignActions)
      .where(and(eq(campaignActions.id, actionId), inArray(campaignActions.podcastId, podcastIdsRunBy(db, actor.id))));
    if (!runs) throw clipNotFound();
  }
  return row.action.proofFileId;
}
