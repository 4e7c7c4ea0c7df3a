import { addDays, coversRange, type DatePeriod } from './availability';
import type { BrandingAction } from './campaigns';
import {
  ASAP_DAYS,
  REPEAT_DECAY,
  TARGET_SPREAD,
  UNDECIDED_DAYS,
  type MatchCampaign,
  type MatchPodcast,
  type Ineligibility,
} from './matching-model';
import { minimumRateEuros, PROPOSAL_ACTIONS, type ProposalAction } from './proposals';

/**
 * The matching engine's plan for one campaign: which kinds of action it asks of each podcast, the
 * days it runs, which podcasts can take part, what the least proposal of one costs and reaches.
 */

const BRANDING_ACTION_KIND: Record<BrandingAction, ProposalAction> = {
  mention: 'mentions',
  sponsorship: 'sponsorships',
  review: 'reviews',
  dedicatedShow: 'dedicatedShows',
};

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
): Ineligibility | null {
  if (campaign.podcastType === 'PREMIUM' && !podcast.isPremium) return 'NOT_PREMIUM';
  if (bundleCostCents(plan, podcast) < 0) return 'MISSING_ACTIONS';
  if (isBlockedForRange(podcast.blockedPeriods, range)) return 'UNAVAILABLE';
  return null;
}

export function rateCents(kind: ProposalAction, podcast: MatchPodcast): number {
  const euros = minimumRateEuros(kind, podcast.sheetPrices);
  return euros === null ? -1 : euros * 100;
}

/** The kind among `kinds` the podcast offers at the lowest rate (ties: PROPOSAL_ACTIONS order), or -1. */
export function cheapestKind(kinds: readonly ProposalAction[], podcast: MatchPodcast): number {
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
