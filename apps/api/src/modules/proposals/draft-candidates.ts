import { eq } from 'drizzle-orm';
import {
  minimumRateEuros,
  PODCAST_SEARCH_LIMIT,
  PROPOSAL_ACTIONS,
  targetRangeOf,
  type ActionRates,
  type DraftCandidate,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { podcastSheets, podcasts, representations } from '../../db/schema';
import { acceptedRepresentation, proposableMatching, widestReachFirst } from '../podcasts';

/**
 * The draft editor's «Añadir un podcast» (issue 18): podcasts that can be proposed (an owner and a
 * complete sheet), by title or author, widest reach first, each with what its card shows at once: the
 * sheet's minimum per kind of action, its reach and the range the proposal quotes, whether it is managed.
 */
export async function searchDraftCandidates(db: Executor, text: string): Promise<DraftCandidate[]> {
  const rows = await db
    .select({
      id: podcasts.id,
      title: podcasts.title,
      slug: podcasts.slug,
      imageUrl: podcasts.imageUrl,
      listens30d: podcasts.listens30d,
      branding: podcastSheets.branding,
      representationId: representations.id,
    })
    .from(podcasts)
    .innerJoin(podcastSheets, eq(podcastSheets.podcastId, podcasts.id))
    .leftJoin(representations, acceptedRepresentation)
    .where(proposableMatching(text))
    .orderBy(...widestReachFirst)
    .limit(PODCAST_SEARCH_LIMIT);
  return rows.map((row) => {
    const prices = row.branding?.actions ?? {};
    return {
      podcastId: row.id,
      title: row.title,
      slug: row.slug,
      imageUrl: row.imageUrl,
      reach: row.listens30d,
      target: targetRangeOf(row.listens30d),
      minimumRates: Object.fromEntries(
        PROPOSAL_ACTIONS.map((action) => [action, minimumRateEuros(action, prices)]),
      ) as ActionRates,
      managed: row.representationId !== null,
    };
  });
}
