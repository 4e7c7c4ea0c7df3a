import { and, eq, inArray } from 'drizzle-orm';
import {
  explainSuggestions,
  placeSuggestions,
  type SuggestionNoteList,
  type SuggestionOutside,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { campaignPodcasts, podcasts } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { isTeamsCampaign, loadReadableCampaign } from '../campaigns';
import { loadMatchCandidates, type MatchCandidate } from './match-candidates';
import { matchCampaignOf, matchPodcastOf } from './match-inputs';
import { isPublished } from './view';

/**
 * Why a suggested podcast that exists is not among the engine's candidates: nobody runs it, or its
 * sheet is not complete with its terms accepted (`loadMatchCandidates`). Absent ones are not found.
 */
export async function loadSuggestionsOutside(
  db: Executor,
  ids: readonly string[],
  candidates: readonly Pick<MatchCandidate, 'podcastId'>[],
): Promise<Map<string, SuggestionOutside>> {
  const isCandidate = new Set(candidates.map((candidate) => candidate.podcastId));
  const others = ids.filter((id) => !isCandidate.has(id));
  if (others.length === 0) return new Map();
  const rows = await db
    .select({ id: podcasts.id, title: podcasts.title, ownerId: podcasts.ownerId })
    .from(podcasts)
    .where(inArray(podcasts.id, others));
  return new Map(
    rows.map((row) => [
      row.id,
      { title: row.title, state: row.ownerId === null ? 'NO_OWNER' : 'INCOMPLETE_SHEET' } satisfies SuggestionOutside,
    ]),
  );
}

/**
 * `GET /private/campaigns/{id}/suggested-podcasts` (docs/decisions/0021): each podcast the advertiser
 * suggested, in their order, in the proposal or with the reason it is not, derived from the catalogue as
 * it is now. The team sees it at any time; the advertiser once the proposal is published.
 */
export async function getSuggestionNotes(ctx: AppContext, actor: Actor, id: string): Promise<SuggestionNoteList> {
  const campaign = await loadReadableCampaign(ctx.db, actor, id);
  const ids = [...new Set(campaign.podcastsSelected)];
  const team = campaign.agentId === actor.id || isTeamsCampaign(actor, campaign);
  if (ids.length === 0 || (!team && !isPublished(campaign))) return [];
  const candidates = await loadMatchCandidates(ctx.db, { today: ctx.clock.today(), ids });
  const outside = await loadSuggestionsOutside(ctx.db, ids, candidates);
  const byId = new Map(candidates.map((candidate) => [candidate.podcastId, matchPodcastOf(candidate)]));
  const placement = placeSuggestions(
    matchCampaignOf(campaign),
    { candidate: (podcastId) => byId.get(podcastId), outside },
    { today: ctx.clock.today() },
  );
  const entries = await ctx.db
    .select({ podcastId: campaignPodcasts.podcastId, title: podcasts.title })
    .from(campaignPodcasts)
    .innerJoin(podcasts, eq(podcasts.id, campaignPodcasts.podcastId))
    .where(and(eq(campaignPodcasts.campaignId, campaign.id), inArray(campaignPodcasts.podcastId, ids)));
  const titles = new Map([...byId].map(([podcastId, podcast]) => [podcastId, podcast.title]));
  return explainSuggestions(ids, placement, new Map(entries.map((entry) => [entry.podcastId, entry.title])), titles);
}
