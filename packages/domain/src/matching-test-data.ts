import type { ActionType } from './catalog';
import { matchCampaign, OPEN_MATCH_CAMPAIGN, type MatchCampaign, type MatchPodcast } from './matching';

/** Builders shared by the matching engine's tests. */

export const TODAY = '2026-11-23';

export const NO_PRICES: Record<ActionType, number | null> = {
  MENTION: null,
  SPONSORSHIP: null,
  REVIEW: null,
  DEDICATED_SHOW: null,
  READ_HOST_ADS: null,
};

export function buildPodcast(overrides: Partial<MatchPodcast> = {}): MatchPodcast {
  return {
    id: 'podcast-a',
    title: 'Un podcast',
    listens30d: 10_000,
    isPremium: false,
    audienceFlags: [],
    categories: [],
    country: 'ES',
    provinces: [],
    genderShares: { female: 50, male: 50, other: 0 },
    ageShares: { under25: 30, from25to44: 40, over44: 30 },
    sheetPrices: { ...NO_PRICES, MENTION: 100 },
    blockedPeriods: [],
    ...overrides,
  };
}

export function buildCampaign(overrides: Partial<MatchCampaign> = {}): MatchCampaign {
  return {
    ...OPEN_MATCH_CAMPAIGN,
    budgetCents: 100_000,
    approximateDate: 'DATE_RANGE',
    fromDate: '2026-12-01',
    toDate: '2026-12-31',
    ...overrides,
  };
}

export const run = (campaign: MatchCampaign, podcasts: readonly MatchPodcast[]) =>
  matchCampaign(campaign, podcasts, { today: TODAY });
