import { can, matchCampaign, PROPOSAL_ACTIONS, todayInMadrid, type BackofficeCampaign } from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { loadTeamCampaign } from '../campaigns';
import { getBackofficeCampaign } from './backoffice-view';
import { saveProposalDraft } from './draft';
import { loadMatchCandidates } from './match-candidates';
import { matchCampaignOf, matchPodcastOf } from './match-inputs';
import { loadSuggestionsOutside } from './suggestion-notes';

const CENTS_PER_EURO = 100;

export const RUN_ENGINE_MESSAGES = {
  onlyBeforePublishing: 'El motor prepara el borrador antes de publicarlo: después, cambia la propuesta a mano.',
} as const;

/**
 * `POST /private/backoffice/campaigns/{id}/proposal/run` (DOMAIN.md "Proposal matching"): the engine
 * turns the brief into a draft, saved through the same checks as the team's own edits (minimums,
 * budget) and in the same transaction, with each podcast's reasons kept for the team and the advertiser. Only before publishing:
 * afterwards a new draft would reset every podcaster's answer.
 */
export async function runMatchingEngine(
  ctx: AppContext,
  actor: Actor,
  id: string,
  today = todayInMadrid(),
): Promise<BackofficeCampaign> {
  const campaign = await loadTeamCampaign(ctx.db, actor, id);
  if (!can('runMatchingEngine', campaign.substatus))
    throw new AppError('CONFLICT', RUN_ENGINE_MESSAGES.onlyBeforePublishing);
  const candidates = await loadMatchCandidates(ctx.db, { today });
  const suggestionsOutside = await loadSuggestionsOutside(ctx.db, campaign.podcastsSelected, candidates);
  const result = matchCampaign(matchCampaignOf(campaign), candidates.map(matchPodcastOf), {
    today,
    suggestionsOutside,
  });
  if (result.podcasts.length === 0)
    throw new AppError('CONFLICT', result.message ?? 'El motor no ha encontrado podcasts para esta campaña.');

  const current = await getBackofficeCampaign(ctx.db, actor, id);
  const annotations = new Map(
    result.podcasts.map((podcast) => [podcast.podcastId, { reasons: podcast.reasons, target: podcast.target }]),
  );
  return saveProposalDraft(
    ctx,
    actor,
    id,
    {
      podcasts: result.podcasts.map((podcast) => ({
        podcastId: podcast.podcastId,
        counts: podcast.counts,
        // The engine prices in cents at each podcast's minimum, which the sheet sets in whole euros.
        advertiserRates: Object.fromEntries(
          PROPOSAL_ACTIONS.map((action) => {
            const cents = podcast.advertiserRates[action];
            return [action, cents === null ? null : Math.ceil(cents / CENTS_PER_EURO)];
          }),
        ) as Record<(typeof PROPOSAL_ACTIONS)[number], number | null>,
      })),
      preroll: current.draft.preroll,
    },
    annotations,
  );
}
