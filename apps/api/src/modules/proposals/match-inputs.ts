import { ACTION_TYPES, type ActionType, type MatchCampaign, type MatchPodcast } from '@patrocina/domain';
import type { CampaignRow } from '../../db/schema';
import type { MatchCandidate } from './match-candidates';

/** The campaign's brief and one candidate as the matching engine (packages/domain) reads them. */

export function matchCampaignOf(row: CampaignRow): MatchCampaign {
  return {
    audiences: row.audiences,
    tags: row.tags,
    country: row.country,
    provinces: row.provinces,
    gender: row.gender,
    ages: row.ages,
    coverageAction: row.coverageAction,
    brandingActions: row.brandingActions,
    podcastType: row.podcastType,
    podcastsSelected: row.podcastsSelected,
    budgetCents: row.budgetCents,
    approximateDate: row.approximateDate,
    fromDate: row.fromDate,
    toDate: row.toDate,
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
