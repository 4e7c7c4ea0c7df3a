import type { DatePeriod } from './availability';
import type { SuggestionLeftOut } from './matching-suggestions';
import type {
  AGE_BUCKETS,
  ApproximateDate,
  BrandingAction,
  CAMPAIGN_GENDERS,
  CoverageAction,
  PODCAST_TYPES,
} from './campaigns';
import type { ActionType, AudienceFlag } from './catalog';
import { MAX_PICKED_PODCASTS, type ActionCounts, type ActionRates, type ProposalAction } from './proposals';
import type { AGE_SHARES, GENDER_SHARES } from './sponsorship';

/** What the matching engine (`matching.ts`) reads and answers, and the constants of its model. */

export type MatchGender = (typeof CAMPAIGN_GENDERS)[number];
export type MatchAgeBucket = (typeof AGE_BUCKETS)[number];
export type MatchPodcastType = (typeof PODCAST_TYPES)[number];
type GenderShare = (typeof GENDER_SHARES)[number];
type AgeShare = (typeof AGE_SHARES)[number];

/** The brief as the engine reads it: plain data the API builds from the campaign row. */
export interface MatchCampaign {
  audiences: readonly AudienceFlag[];
  tags: readonly string[];
  /** ISO code, `ES` by default. */
  country: string;
  /** INE province codes; only meaningful for ES. */
  provinces: readonly string[];
  gender: MatchGender;
  ages: readonly MatchAgeBucket[];
  coverageAction: CoverageAction;
  brandingActions: readonly BrandingAction[];
  podcastType: MatchPodcastType;
  /** Up to 5 podcast ids the advertiser suggested, in the order they chose them. */
  podcastsSelected: readonly string[];
  /** Integer cents (DOMAIN.md "Money"). */
  budgetCents: number;
  approximateDate: ApproximateDate;
  fromDate: string | null;
  toDate: string | null;
}

/** A campaign that asks for nothing in particular and has no budget: what benches and tests start from. */
export const OPEN_MATCH_CAMPAIGN: MatchCampaign = {
  audiences: [],
  tags: [],
  country: 'ES',
  provinces: [],
  gender: 'ALL',
  ages: [],
  coverageAction: 'ALL',
  brandingActions: [],
  podcastType: 'ALL',
  podcastsSelected: [],
  budgetCents: 0,
  approximateDate: 'UNDECIDED',
  fromDate: null,
  toDate: null,
};

/** One podcast with a complete sheet, as the engine reads it. Ids must be unique among the candidates. */
export interface MatchPodcast {
  id: string;
  title: string;
  listens30d: number;
  /** `podcasts.is_premium`: what a PREMIUM campaign asks for. */
  isPremium: boolean;
  /** The sheet's audience categories. */
  audienceFlags: readonly AudienceFlag[];
  /** The feed's categories (Apple Podcasts names, `Technology`), which campaign tags are matched against. */
  categories: readonly string[];
  country: string;
  provinces: readonly string[];
  /** The sheet's shares in percent (each distribution sums to 100). */
  genderShares: Readonly<Record<GenderShare, number>>;
  ageShares: Readonly<Record<AgeShare, number>>;
  /** The sheet's minimum price per action type, in whole euros; null where the podcast does not offer it. */
  sheetPrices: Readonly<Record<ActionType, number | null>>;
  /** Holidays (`availability.ts`), inclusive `YYYY-MM-DD` ranges. */
  blockedPeriods: readonly DatePeriod[];
}

export interface MatchedPodcast {
  podcastId: string;
  title: string;
  /** In the campaign's `podcastsSelected`. */
  suggested: boolean;
  counts: ActionCounts;
  /** Cents per action of each kind (the podcast's minimum); null where the count is 0. */
  advertiserRates: ActionRates;
  costCents: number;
  listens30d: number;
  /** Estimated listens of the actions of each kind: count × listens30d. */
  listensByActions: Record<ProposalAction, number>;
  /** Estimated people reached, repeats discounted by REPEAT_DECAY. */
  estimatedReach: number;
  /** SPEC §3 target: the range of listens expected from its actions, such as `5k/10k` (`formatTarget`). */
  target: string;
  /** Why it was chosen, in Spanish, for the team and the advertiser. */
  reasons: string[];
  /** Audience fit, 0 to 100. */
  fit: number;
  /** Fit-weighted estimated reach per euro of its first actions: the ranking the engine used. */
  score: number;
}

export const MATCH_EMPTY_REASONS = ['NO_CANDIDATES', 'NO_ELIGIBLE', 'BUDGET_TOO_LOW', 'NO_REACH'] as const;
export type MatchEmptyReason = (typeof MATCH_EMPTY_REASONS)[number];

export const MATCH_EMPTY_MESSAGES: Record<MatchEmptyReason, string> = {
  NO_CANDIDATES: 'No hay podcasts con la hoja de patrocinio completa con los que hacer la propuesta.',
  NO_ELIGIBLE: 'Ningún podcast cumple lo que pide la campaña: tipo de podcast, acciones y fechas.',
  BUDGET_TOO_LOW:
    'El presupuesto no llega al precio mínimo de ningún podcast que encaje: súbelo o pide otras acciones.',
  NO_REACH: 'Los podcasts que encajan aún no tienen escuchas registradas.',
};

/** Why the engine cannot propose a podcast for a campaign (`ineligibility`). */
export type Ineligibility = 'NOT_PREMIUM' | 'MISSING_ACTIONS' | 'UNAVAILABLE';

export interface MatchResult {
  /** Suggested podcasts first (in the advertiser's order), then by score, ties by id. */
  podcasts: MatchedPodcast[];
  totalCostCents: number;
  estimatedReach: number;
  leftoverCents: number;
  /** The days availability was checked against (`matchRange`). */
  range: DatePeriod;
  candidateCount: number;
  /** Candidates of the right type, offering the requested actions, available. */
  eligibleCount: number;
  /** Why the proposal is empty; null when it is not. */
  empty: MatchEmptyReason | null;
  /** `MATCH_EMPTY_MESSAGES[empty]`, or null. */
  message: string | null;
  /** Suggested podcasts the engine could not keep, and why (`placeSuggestions`). */
  suggestedLeftOut: SuggestionLeftOut[];
}

/** The n-th action of a podcast (from 0) reaches REPEAT_DECAY^n of its listeners anew. */
export const REPEAT_DECAY = 0.7;
/** A podcast of no fit is still worth this share of one of perfect fit: reach matters too. */
export const FIT_FLOOR = 0.25;
/** A draft the team can read and edit: no more podcasts than the advertiser may pick. */
export const MAX_PROPOSED_PODCASTS = MAX_PICKED_PODCASTS;
/** Beyond this the value of one more action is below 3% of the first (0.7^10). */
export const MAX_ACTIONS_PER_PODCAST = 10;
/** Undated campaigns: ASAP runs from today for 30 days, UNDECIDED for 90; NEXT_MONTH is the next calendar month. */
export const ASAP_DAYS = 30;
export const UNDECIDED_DAYS = 90;
/** `target` spans the estimated listens ±25%. */
export const TARGET_SPREAD = 0.25;
/** How much each criterion weighs in the audience fit, when the campaign sets it. */
export const FIT_WEIGHTS = { audiences: 3, tags: 2, location: 2, gender: 1, ages: 1 } as const;
/** A gender share at or above this is a full fit (and a reason). */
export const GENDER_FULL_FIT_SHARE = 50;
