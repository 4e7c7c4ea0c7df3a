import { addDays, coversRange, todayInMadrid, type DatePeriod } from './availability';
import type {
  AGE_BUCKETS,
  ApproximateDate,
  BrandingAction,
  CAMPAIGN_GENDERS,
  CoverageAction,
  PODCAST_TYPES,
} from './campaigns';
import { AUDIENCE_FLAG_LABELS, SPANISH_PROVINCES, type ActionType, type AudienceFlag } from './catalog';
import { PODCAST_CATEGORY_LABELS } from './podcast-categories';
import {
  MAX_PICKED_PODCASTS,
  minimumRateEuros,
  PROPOSAL_ACTIONS,
  type ActionCounts,
  type ActionRates,
  type ProposalAction,
} from './proposals';
import type { AGE_SHARES, GENDER_SHARES } from './sponsorship';

/**
 * The matching engine (DOMAIN.md "Proposal matching"): from a campaign's brief and the podcasts with a
 * complete sponsorship sheet, a draft proposal the team edits before publishing. Pure and
 * deterministic: the same campaign, candidates (in any order) and `today` give the same proposal.
 *
 * 1. Filter: the podcast type (PREMIUM or ALL), every requested kind of action offered (a price in the
 *    sheet, `minimumRateEuros`), and not blocked for the whole campaign range (`matchRange`).
 * 2. Score: audience fit from 0 to 1 (`audienceFit`) and reach (listens over 30 days).
 * 3. Allocate, greedily by fit-weighted estimated reach per euro: the advertiser's suggested podcasts
 *    first when their actions fit the budget, then each step takes whichever is worth more per euro,
 *    a new podcast or one more action in a podcast already proposed. Every rate is the podcast's
 *    minimum (never below it) and the total never exceeds the budget.
 *
 * Reach model (documented here because the team reads its figures):
 * - `listens30d` is what one episode, and so one action in it, gathers in 30 days (SPEC §9: listens
 *   are reported up to 31 days after publication and reach is quoted at 30 days).
 * - Listens of a podcast's actions add up (`listensByActions`, what the podcaster will report), but
 *   its audience is mostly the same people: the n-th action of one podcast (from 0) adds
 *   `listens30d × REPEAT_DECAY^n` to the estimated reach (`estimatedReach`).
 */

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

export const SUGGESTED_LEFT_OUT_REASONS = [
  'NOT_FOUND',
  'NOT_PREMIUM',
  'MISSING_ACTIONS',
  'UNAVAILABLE',
  'OVER_BUDGET',
] as const;
export type SuggestedLeftOutReason = (typeof SUGGESTED_LEFT_OUT_REASONS)[number];

export const SUGGESTED_LEFT_OUT_MESSAGES: Record<SuggestedLeftOutReason, string> = {
  NOT_FOUND: 'No está entre los podcasts con la hoja de patrocinio completa.',
  NOT_PREMIUM: 'No es un podcast premium y la campaña pide solo podcasts premium.',
  MISSING_ACTIONS: 'No ofrece todas las acciones que pide la campaña.',
  UNAVAILABLE: 'Tiene bloqueadas todas las fechas de la campaña.',
  OVER_BUDGET: 'Su precio mínimo no cabe en el presupuesto que queda.',
};

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
  /** Suggested podcasts the engine could not keep, and why. */
  suggestedLeftOut: { podcastId: string; reason: SuggestedLeftOutReason; message: string }[];
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

const BRANDING_ACTION_KIND: Record<BrandingAction, ProposalAction> = {
  mention: 'mentions',
  sponsorship: 'sponsorships',
  review: 'reviews',
  dedicatedShow: 'dedicatedShows',
};
const GENDER_SHARE_OF: Record<Exclude<MatchGender, 'ALL'>, GenderShare> = {
  FEMALE: 'female',
  MALE: 'male',
  NON_BINARY: 'other',
};
const GENDER_REASON_WORDS: Record<GenderShare, string> = {
  female: 'mujeres',
  male: 'hombres',
  other: 'personas no binarias',
};
const AGE_SHARE_OF: Record<MatchAgeBucket, AgeShare> = { 0: 'under25', 25: 'from25to44', 45: 'over44' };
const AGE_REASON_WORDS: Record<AgeShare, string> = {
  under25: 'menos de 25',
  from25to44: 'entre 25 y 44',
  over44: 'más de 44',
};
/** Bitmasks hold the tags matched by a category. */
const MAX_MATCHED_TAGS = 30;

/** Which kinds of action a campaign needs from every podcast, and which the engine may add. */
export interface ActionPlan {
  required: readonly ProposalAction[];
  allowed: readonly ProposalAction[];
}

/**
 * Branding actions are required; the spot too when the coverage is SPOT. Coverage ALL lets the engine
 * add spots; NONE never does. With no branding action, ALL (the optimum campaign) lets the engine
 * choose any kind and NONE any kind read by the presenter; either way a podcast needs to offer one.
 */
export function matchActionPlan(campaign: Pick<MatchCampaign, 'brandingActions' | 'coverageAction'>): ActionPlan {
  const branding = PROPOSAL_ACTIONS.filter((kind) =>
    campaign.brandingActions.some((action) => BRANDING_ACTION_KIND[action] === kind),
  );
  if (campaign.coverageAction === 'SPOT') return { required: [...branding, 'spots'], allowed: [...branding, 'spots'] };
  if (branding.length > 0)
    return { required: branding, allowed: campaign.coverageAction === 'ALL' ? [...branding, 'spots'] : branding };
  return {
    required: [],
    allowed: campaign.coverageAction === 'ALL' ? PROPOSAL_ACTIONS : PROPOSAL_ACTIONS.filter((kind) => kind !== 'spots'),
  };
}

/** The campaign's days, or for a campaign without dates the ones derived from `today` (ASAP_DAYS, UNDECIDED_DAYS, next month). */
export function matchRange(
  campaign: Pick<MatchCampaign, 'approximateDate' | 'fromDate' | 'toDate'>,
  today: string,
): DatePeriod {
  if (campaign.approximateDate === 'DATE_RANGE' && campaign.fromDate && campaign.toDate) {
    return { startsOn: campaign.fromDate, endsOn: campaign.toDate };
  }
  if (campaign.approximateDate === 'NEXT_MONTH') {
    const year = Number(today.slice(0, 4));
    const month = Number(today.slice(5, 7)); // 1-12; as a 0-based index it is next month
    const first = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    const last = new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
    return { startsOn: first, endsOn: last };
  }
  const days = campaign.approximateDate === 'ASAP' ? ASAP_DAYS : UNDECIDED_DAYS;
  return { startsOn: today, endsOn: addDays(today, days - 1) };
}

/** True when the holidays leave no free day in the range (DOMAIN.md: only then is a podcast dropped). */
export function isBlockedForRange(periods: readonly DatePeriod[], range: DatePeriod): boolean {
  if (periods.length === 0) return false;
  let overlaps = false;
  for (const period of periods) {
    if (period.startsOn <= range.startsOn && period.endsOn >= range.endsOn) return true;
    if (period.startsOn <= range.endsOn && period.endsOn >= range.startsOn) overlaps = true;
  }
  return overlaps && coversRange(periods, range.startsOn, range.endsOn);
}

/** Why a podcast cannot be proposed for the campaign, or null when it can. */
export function ineligibility(
  campaign: Pick<MatchCampaign, 'podcastType'>,
  plan: ActionPlan,
  range: DatePeriod,
  podcast: MatchPodcast,
): Exclude<SuggestedLeftOutReason, 'NOT_FOUND' | 'OVER_BUDGET'> | null {
  if (campaign.podcastType === 'PREMIUM' && !podcast.isPremium) return 'NOT_PREMIUM';
  if (bundleCostCents(plan, podcast) < 0) return 'MISSING_ACTIONS';
  if (isBlockedForRange(podcast.blockedPeriods, range)) return 'UNAVAILABLE';
  return null;
}

function rateCents(kind: ProposalAction, podcast: MatchPodcast): number {
  const euros = minimumRateEuros(kind, podcast.sheetPrices);
  return euros === null ? -1 : euros * 100;
}

/** The kind among `kinds` the podcast offers at the lowest rate (ties: PROPOSAL_ACTIONS order), or -1. */
function cheapestKind(kinds: readonly ProposalAction[], podcast: MatchPodcast): number {
  let best = -1;
  let bestRate = Infinity;
  for (const kind of kinds) {
    const rate = rateCents(kind, podcast);
    if (rate >= 0 && rate < bestRate) {
      bestRate = rate;
      best = PROPOSAL_ACTIONS.indexOf(kind);
    }
  }
  return best;
}

/**
 * The cost of the least a podcast can be proposed for: one action of each required kind (or, with none
 * required, one of the cheapest allowed kind) at its minimum rate, in cents; -1 when it does not offer them.
 */
export function bundleCostCents(plan: ActionPlan, podcast: MatchPodcast): number {
  if (plan.required.length === 0) {
    const kind = cheapestKind(plan.allowed, podcast);
    return kind < 0 ? -1 : rateCents(PROPOSAL_ACTIONS[kind]!, podcast);
  }
  let total = 0;
  for (const kind of plan.required) {
    const rate = rateCents(kind, podcast);
    if (rate < 0) return -1;
    total += rate;
  }
  return total;
}

/** The estimated people reached by `actions` actions of a podcast with these listens (REPEAT_DECAY). */
export function estimatedReach(listens30d: number, actions: number): number {
  return actions <= 0 ? 0 : Math.round((listens30d * (1 - REPEAT_DECAY ** actions)) / (1 - REPEAT_DECAY));
}

/** 45000 → "45.000". */
export function formatThousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Two significant digits, `k` for thousands and `M` for millions, Spanish decimal comma: 6750 → "6,8k". */
function formatShort(value: number): string {
  const rounded = value <= 0 ? 0 : Number(value.toPrecision(2));
  if (rounded >= 1_000_000) return `${String(rounded / 1_000_000).replace('.', ',')}M`;
  if (rounded >= 1_000) return `${String(rounded / 1_000).replace('.', ',')}k`;
  return String(rounded);
}

/** SPEC §3 target: estimated listens ± TARGET_SPREAD, each end to two significant digits (10000 → "7,5k/13k"). */
export function formatTarget(listens: number): string {
  return `${formatShort(listens * (1 - TARGET_SPREAD))}/${formatShort(listens * (1 + TARGET_SPREAD))}`;
}

/** "a", "a y b", "a, b y c" (or "o"). */
function spanishList(items: readonly string[], conjunction = 'y'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

function normaliseText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** What the audience fit needs from the campaign, worked out once per run. */
interface FitContext {
  audiences: readonly AudienceFlag[];
  tags: string[];
  tagsOfCategory: Map<string, number>;
  country: string;
  provinces: ReadonlySet<string>;
  genderShare: GenderShare | null;
  ageShares: AgeShare[];
  totalWeight: number;
}

function fitContext(campaign: MatchCampaign): FitContext {
  const tags = [...new Set(campaign.tags.map(normaliseText).filter((tag) => tag.length > 0))].slice(
    0,
    MAX_MATCHED_TAGS,
  );
  const ages = [...new Set(campaign.ages)];
  const context: FitContext = {
    audiences: [...new Set(campaign.audiences)],
    tags,
    tagsOfCategory: new Map(),
    country: campaign.country,
    provinces: new Set(campaign.provinces),
    genderShare: campaign.gender === 'ALL' ? null : GENDER_SHARE_OF[campaign.gender],
    // Every bucket, or none, asks for no particular age.
    ageShares:
      ages.length === 0 || ages.length === 3 ? [] : ages.sort((a, b) => a - b).map((bucket) => AGE_SHARE_OF[bucket]),
    totalWeight: 0,
  };
  context.totalWeight =
    (context.audiences.length > 0 ? FIT_WEIGHTS.audiences : 0) +
    (tags.length > 0 ? FIT_WEIGHTS.tags : 0) +
    (context.country ? FIT_WEIGHTS.location : 0) +
    (context.genderShare ? FIT_WEIGHTS.gender : 0) +
    (context.ageShares.length > 0 ? FIT_WEIGHTS.ages : 0);
  return context;
}

/** The campaign tags (bit i = tags[i]) a feed category matches, by its name or its Spanish label. */
function tagsOfCategory(context: FitContext, category: string): number {
  let mask = context.tagsOfCategory.get(category);
  if (mask === undefined) {
    mask = 0;
    const name = normaliseText(category);
    const label = normaliseText(PODCAST_CATEGORY_LABELS[category] ?? category);
    for (let i = 0; i < context.tags.length; i += 1) {
      const tag = context.tags[i]!;
      if (name.includes(tag) || label.includes(tag)) mask |= 1 << i;
    }
    context.tagsOfCategory.set(category, mask);
  }
  return mask;
}

function matchedTagsMask(context: FitContext, podcast: MatchPodcast): number {
  let mask = 0;
  for (const category of podcast.categories) mask |= tagsOfCategory(context, category);
  return mask;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

function locationFit(context: FitContext, podcast: MatchPodcast): number {
  if (podcast.country !== context.country) return 0;
  if (context.provinces.size === 0) return 1;
  // A podcast that names no province speaks to the whole country: half a match.
  if (podcast.provinces.length === 0) return 0.5;
  for (const province of podcast.provinces) if (context.provinces.has(province)) return 1;
  return 0.25;
}

/**
 * Audience fit from 0 to 1: the weighted mean (FIT_WEIGHTS) of the criteria the campaign sets: the
 * share of its audience flags the sheet has, the share of its tags the feed's categories match, the
 * location (same country 1 unless provinces are asked: one in common 1, none named 0.5, others 0.25;
 * another country 0), the requested gender's share (full at GENDER_FULL_FIT_SHARE %), and the share of
 * the audience in the requested age buckets. A campaign that sets nothing fits everyone (1).
 */
export function audienceFit(campaign: MatchCampaign, podcast: MatchPodcast): number {
  return fitWith(fitContext(campaign), podcast);
}

function fitWith(context: FitContext, podcast: MatchPodcast): number {
  if (context.totalWeight === 0) return 1;
  let sum = 0;
  if (context.audiences.length > 0) {
    let matched = 0;
    for (const flag of context.audiences) if (podcast.audienceFlags.includes(flag)) matched += 1;
    sum += (FIT_WEIGHTS.audiences * matched) / context.audiences.length;
  }
  if (context.tags.length > 0)
    sum += (FIT_WEIGHTS.tags * bitCount(matchedTagsMask(context, podcast))) / context.tags.length;
  if (context.country) sum += FIT_WEIGHTS.location * locationFit(context, podcast);
  if (context.genderShare)
    sum += FIT_WEIGHTS.gender * Math.min(1, podcast.genderShares[context.genderShare] / GENDER_FULL_FIT_SHARE);
  if (context.ageShares.length > 0) {
    let share = 0;
    for (const key of context.ageShares) share += podcast.ageShares[key];
    sum += FIT_WEIGHTS.ages * Math.min(1, share / 100);
  }
  return sum / context.totalWeight;
}

function reasonsFor(context: FitContext, campaign: MatchCampaign, podcast: MatchPodcast, suggested: boolean): string[] {
  const reasons: string[] = [];
  if (suggested) reasons.push('Sugerido por el anunciante');
  const flags = context.audiences.filter((flag) => podcast.audienceFlags.includes(flag));
  if (flags.length > 0)
    reasons.push(`Audiencia ${spanishList(flags.map((flag) => AUDIENCE_FLAG_LABELS[flag].toLowerCase()))}`);
  const tagsMask = matchedTagsMask(context, podcast);
  if (tagsMask !== 0) {
    const original = [...new Set(campaign.tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0))];
    const matched = original.filter((tag) => {
      const index = context.tags.indexOf(normaliseText(tag));
      return index >= 0 && (tagsMask & (1 << index)) !== 0;
    });
    reasons.push(`Habla de ${spanishList(matched)}`);
  }
  reasons.push(`${formatThousands(podcast.listens30d)} escuchas a 30 días`);
  if (context.provinces.size > 0 && podcast.country === context.country) {
    const provinces = podcast.provinces
      .filter((province) => context.provinces.has(province))
      .map((code) => SPANISH_PROVINCES[code] ?? code);
    if (provinces.length > 0) reasons.push(`En ${spanishList(provinces)}`);
  }
  if (context.genderShare && podcast.genderShares[context.genderShare] >= GENDER_FULL_FIT_SHARE) {
    reasons.push(`El ${podcast.genderShares[context.genderShare]} % son ${GENDER_REASON_WORDS[context.genderShare]}`);
  }
  if (context.ageShares.length > 0) {
    const share = context.ageShares.reduce((sum, key) => sum + podcast.ageShares[key], 0);
    if (share >= 50)
      reasons.push(
        `El ${share} % de la audiencia tiene ${spanishList(
          context.ageShares.map((key) => AGE_REASON_WORDS[key]),
          'o',
        )} años`,
      );
  }
  if (campaign.podcastType === 'PREMIUM' && podcast.isPremium) reasons.push('Podcast premium');
  return reasons;
}

/** Strict "ranks before": higher value first, then the smaller id. */
function ranksBefore(valueA: number, idA: string, valueB: number, idB: string): boolean {
  return valueA > valueB || (valueA === valueB && idA < idB);
}

/** One podcast being proposed, while the allocation runs. */
interface Proposed {
  index: number;
  suggested: boolean;
  counts: number[];
  actions: number;
  costCents: number;
  /** Cheapest allowed kind and its rate: where one more action goes. -1 when none (cannot happen for eligible ones). */
  extraKind: number;
  extraRateCents: number;
  weight: number;
  fit: number;
  value: number;
}

/**
 * Runs the engine for one campaign. `today` (`YYYY-MM-DD`, Madrid) dates campaigns without a range;
 * it defaults to the real day, so pass it wherever the result must be reproducible.
 */
export function matchCampaign(
  campaign: MatchCampaign,
  candidates: readonly MatchPodcast[],
  options: { today?: string } = {},
): MatchResult {
  const today = options.today ?? todayInMadrid();
  const plan = matchActionPlan(campaign);
  const range = matchRange(campaign, today);
  const context = fitContext(campaign);
  const budget = Math.max(0, Math.floor(campaign.budgetCents));
  const suggestedIds = [...new Set(campaign.podcastsSelected)];
  const suggestedIndex = new Map<string, number>();
  const isSuggestedId = new Set(suggestedIds);

  // One pass over the catalogue; typed arrays instead of an object per candidate.
  const count = candidates.length;
  const rankedIndex = new Int32Array(count);
  const rankedValue = new Float64Array(count);
  const rankedCost = new Float64Array(count);
  let ranked = 0;
  let eligibleCount = 0;
  let affordableCount = 0;
  for (let i = 0; i < count; i += 1) {
    const podcast = candidates[i]!;
    if (isSuggestedId.size > 0 && isSuggestedId.has(podcast.id)) {
      suggestedIndex.set(podcast.id, i);
      if (ineligibility(campaign, plan, range, podcast) === null) eligibleCount += 1;
      continue;
    }
    if (campaign.podcastType === 'PREMIUM' && !podcast.isPremium) continue;
    const cost = bundleCostCents(plan, podcast);
    if (cost < 0 || isBlockedForRange(podcast.blockedPeriods, range)) continue;
    eligibleCount += 1;
    if (cost > budget) continue;
    affordableCount += 1;
    if (podcast.listens30d <= 0) continue;
    const weight = FIT_FLOOR + (1 - FIT_FLOOR) * fitWith(context, podcast);
    rankedIndex[ranked] = i;
    rankedValue[ranked] = (weight * estimatedReach(podcast.listens30d, bundleSize(plan))) / cost;
    rankedCost[ranked] = cost;
    ranked += 1;
  }

  const picks: Proposed[] = [];
  const taken = new Uint8Array(count);
  const suggestedLeftOut: MatchResult['suggestedLeftOut'] = [];
  let remaining = budget;

  const addPick = (index: number, suggested: boolean, value: number): void => {
    const podcast = candidates[index]!;
    const counts = [0, 0, 0, 0, 0];
    if (plan.required.length === 0) counts[cheapestKind(plan.allowed, podcast)] = 1;
    else for (const kind of plan.required) counts[PROPOSAL_ACTIONS.indexOf(kind)] = 1;
    const cost = bundleCostCents(plan, podcast);
    const extraKind = cheapestKind(plan.allowed, podcast);
    const fit = fitWith(context, podcast);
    picks.push({
      index,
      suggested,
      counts,
      actions: bundleSize(plan),
      costCents: cost,
      extraKind,
      extraRateCents: extraKind < 0 ? -1 : rateCents(PROPOSAL_ACTIONS[extraKind]!, podcast),
      weight: FIT_FLOOR + (1 - FIT_FLOOR) * fit,
      fit,
      value,
    });
    taken[index] = 1;
    remaining -= cost;
  };

  // The advertiser's suggestions first, in their order, when they qualify and fit what is left.
  for (const id of suggestedIds) {
    const index = suggestedIndex.get(id);
    const podcast = index === undefined ? undefined : candidates[index];
    let reason: SuggestedLeftOutReason | null =
      podcast === undefined ? 'NOT_FOUND' : ineligibility(campaign, plan, range, podcast);
    if (reason === null && bundleCostCents(plan, podcast!) > remaining) reason = 'OVER_BUDGET';
    if (reason !== null || index === undefined || podcast === undefined) {
      suggestedLeftOut.push({
        podcastId: id,
        reason: reason ?? 'NOT_FOUND',
        message: SUGGESTED_LEFT_OUT_MESSAGES[reason ?? 'NOT_FOUND'],
      });
      continue;
    }
    const cost = bundleCostCents(plan, podcast);
    const weight = FIT_FLOOR + (1 - FIT_FLOOR) * fitWith(context, podcast);
    addPick(index, true, cost > 0 ? (weight * estimatedReach(podcast.listens30d, bundleSize(plan))) / cost : 0);
  }

  // The best-ranked few, refilled from the whole catalogue when none of them fits any more.
  const shortlistSize = MAX_PROPOSED_PODCASTS * 4;
  let shortlist = topRanked(shortlistSize, Infinity);
  let cursor = 0;
  let refills = 0;

  function topRanked(limit: number, maxCost: number): number[] {
    // A bounded min-heap of positions in the ranked arrays: the worst of the best on top.
    const heap: number[] = [];
    const worse = (a: number, b: number) =>
      ranksBefore(rankedValue[b]!, candidates[rankedIndex[b]!]!.id, rankedValue[a]!, candidates[rankedIndex[a]!]!.id);
    const siftDown = (start: number) => {
      let at = start;
      for (;;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let worst = at;
        if (left < heap.length && worse(heap[left]!, heap[worst]!)) worst = left;
        if (right < heap.length && worse(heap[right]!, heap[worst]!)) worst = right;
        if (worst === at) return;
        [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
        at = worst;
      }
    };
    for (let position = 0; position < ranked; position += 1) {
      if (rankedCost[position]! > maxCost || taken[rankedIndex[position]!] === 1) continue;
      if (heap.length < limit) {
        heap.push(position);
        for (let at = heap.length - 1; at > 0;) {
          const parent = (at - 1) >> 1;
          if (!worse(heap[at]!, heap[parent]!)) break;
          [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
          at = parent;
        }
      } else if (worse(heap[0]!, position)) {
        heap[0] = position;
        siftDown(0);
      }
    }
    return heap.sort((a, b) => (worse(a, b) ? 1 : -1));
  }

  for (;;) {
    let next = -1;
    if (picks.length < MAX_PROPOSED_PODCASTS) {
      for (;;) {
        while (
          cursor < shortlist.length &&
          (rankedCost[shortlist[cursor]!]! > remaining || taken[rankedIndex[shortlist[cursor]!]!] === 1)
        )
          cursor += 1;
        if (cursor < shortlist.length) {
          next = shortlist[cursor]!;
          break;
        }
        // A full shortlist may have left out cheaper podcasts that still fit; a short one held them all.
        if (shortlist.length < shortlistSize || refills >= 3) break;
        refills += 1;
        shortlist = topRanked(shortlistSize, remaining);
        cursor = 0;
      }
    }
    const newValue = next >= 0 ? rankedValue[next]! : 0;
    let repeat: Proposed | null = null;
    let repeatValue = 0;
    for (const pick of picks) {
      if (pick.actions >= MAX_ACTIONS_PER_PODCAST || pick.extraRateCents <= 0 || pick.extraRateCents > remaining)
        continue;
      const value =
        (pick.weight * candidates[pick.index]!.listens30d * REPEAT_DECAY ** pick.actions) / pick.extraRateCents;
      if (value > repeatValue) {
        repeatValue = value;
        repeat = pick;
      }
    }
    if (newValue <= 0 && repeatValue <= 0) break;
    if (newValue >= repeatValue) {
      addPick(rankedIndex[next]!, false, newValue);
    } else if (repeat) {
      repeat.counts[repeat.extraKind]! += 1;
      repeat.actions += 1;
      repeat.costCents += repeat.extraRateCents;
      remaining -= repeat.extraRateCents;
    }
  }

  const podcasts = picks.map((pick) => describePick(pick));
  podcasts.sort((a, b) => {
    if (a.suggested !== b.suggested) return a.suggested ? -1 : 1;
    if (a.suggested) return suggestedIds.indexOf(a.podcastId) - suggestedIds.indexOf(b.podcastId);
    return ranksBefore(a.score, a.podcastId, b.score, b.podcastId) ? -1 : 1;
  });

  function describePick(pick: Proposed): MatchedPodcast {
    const podcast = candidates[pick.index]!;
    const counts = {} as ActionCounts;
    const rates = {} as ActionRates;
    const listens = {} as Record<ProposalAction, number>;
    let totalListens = 0;
    PROPOSAL_ACTIONS.forEach((kind, k) => {
      const actions = pick.counts[k]!;
      counts[kind] = actions;
      rates[kind] = actions > 0 ? rateCents(kind, podcast) : null;
      listens[kind] = actions * podcast.listens30d;
      totalListens += listens[kind];
    });
    return {
      podcastId: podcast.id,
      title: podcast.title,
      suggested: pick.suggested,
      counts,
      advertiserRates: rates,
      costCents: pick.costCents,
      listens30d: podcast.listens30d,
      listensByActions: listens,
      estimatedReach: estimatedReach(podcast.listens30d, pick.actions),
      target: formatTarget(totalListens),
      reasons: reasonsFor(context, campaign, podcast, pick.suggested),
      fit: Math.round(pick.fit * 100),
      // Per euro rather than per cent, to two decimals: easier to read.
      score: Math.round(pick.value * 100 * 100) / 100,
    };
  }

  const totalCostCents = podcasts.reduce((sum, podcast) => sum + podcast.costCents, 0);
  let empty: MatchEmptyReason | null = null;
  if (podcasts.length === 0) {
    if (count === 0) empty = 'NO_CANDIDATES';
    else if (eligibleCount === 0) empty = 'NO_ELIGIBLE';
    else if (affordableCount === 0) empty = 'BUDGET_TOO_LOW';
    else empty = 'NO_REACH';
  }
  return {
    podcasts,
    totalCostCents,
    estimatedReach: podcasts.reduce((sum, podcast) => sum + podcast.estimatedReach, 0),
    leftoverCents: budget - totalCostCents,
    range,
    candidateCount: count,
    eligibleCount,
    empty,
    message: empty === null ? null : MATCH_EMPTY_MESSAGES[empty],
    suggestedLeftOut,
  };
}

/** How many actions the least proposal of one podcast holds (see `bundleCostCents`). */
function bundleSize(plan: ActionPlan): number {
  return Math.max(1, plan.required.length);
}
