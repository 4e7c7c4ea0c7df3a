import { ACTION_TYPES, type ActionType, type MatchCampaign, type MatchPodcast } from '@patrocina/domain';
import type { CampaignRow } from '../../db/schema';
import type { MatchCandidate } from './match-candidates';
import { briefTargetingOf } from './public-proposal';

/** The campaign's brief and one candidate as the matching engine (packages/domain) reads them. */

export function matchCampaignOf(row: CampaignRow): MatchCampaign {
  return {
    ...briefTargetingOf(row),
    tags: row.tags,
    podcastType: row.podcastType,
    podcastsSelected: row.podcastsSelected,
    budgetCents: row.budgetCents,
  };
}

export function matchPodcastOf(candidate: MatchCandidate): MatchPodcast {
  const prices = Object.fromEntries(ACTION_TYPES.map((type) => [type, candidate.prices[type] ?? null])) as Record<
    ActionType,
    number | null
  >;
  return {
    id: candidate.podcastId,
    title: candidate.title,
    listens30d: candidate.listens30d,
    isPremium: candidate.isPremium,
    audienceFlags: candidate.audience.audienceFlags,
    categories: candidate.categories,
    country: candidate.audience.country,
    provinces: candidate.audience.provinces,
    genderShares: candidate.audience.gender,
    ageShares: candidate.audience.ages,
    sheetPrices: prices,
    blockedPeriods: candidate.blockedPeriods,
  };
}
