import { todayInMadrid } from './availability';
import { fitContext, fitWith, reasonsFor } from './matching-fit';
import {
  FIT_FLOOR,
  MATCH_EMPTY_MESSAGES,
  MAX_ACTIONS_PER_PODCAST,
  MAX_PROPOSED_PODCASTS,
  REPEAT_DECAY,
  type MatchCampaign,
  type MatchedPodcast,
  type MatchEmptyReason,
  type MatchPodcast,
  type MatchResult,
} from './matching-model';
import {
  bundleCostCents,
  cheapestKind,
  estimatedReach,
  formatTarget,
  ineligibility,
  isBlockedForRange,
  matchActionPlan,
  matchRange,
  rateCents,
  type ActionPlan,
} from './matching-plan';
import { placeSuggestions, type SuggestionOutside } from './matching-suggestions';
import { PROPOSAL_ACTIONS, type ActionCounts, type ActionRates, type ProposalAction } from './proposals';

/**
 * The matching engine (DOMAIN.md "Proposal matching"): from a campaign's brief and the podcasts with a
 * complete sponsorship sheet, a draft proposal the team edits before publishing. Pure and
 * deterministic: the same campaign, candidates (in any order) and `today` give the same proposal.
 *
 * 1. Filter: the podcast type (PREMIUM or ALL), every requested kind of action offered (a price in the
 *    sheet, `minimumRateEuros`), and not blocked for the whole campaign range (`matchRange`).
 * 2. Score: audience fit from 0 to 1 (`audienceFit`) and reach (listens over 30 days).
 * 3. Allocate, greedily by fit-weighted estimated reach per euro: the advertiser's suggested podcasts
 *    first, always when eligible and their actions fit the budget (`placeSuggestions`); then each step
 *    takes whichever is worth more per euro, a new podcast or one more action in a podcast already
 *    proposed. Every rate is the podcast's minimum (never below it) and the total never exceeds the
 *    budget.
 *
 * Reach model (documented here because the team reads its figures):
 * - `listens30d` is what one episode, and so one action in it, gathers in 30 days (SPEC §9: listens
 *   are reported up to 31 days after publication and reach is quoted at 30 days).
 * - Listens of a podcast's actions add up (`listensByActions`, what the podcaster will report), but
 *   its audience is mostly the same people: the n-th action of one podcast (from 0) adds
 *   `listens30d × REPEAT_DECAY^n` to the estimated reach (`estimatedReach`).
 */

export * from './matching-model';
export {
  bundleCostCents,
  estimatedReach,
  formatTarget,
  formatThousands,
  ineligibility,
  isBlockedForRange,
  matchActionPlan,
  matchRange,
  type ActionPlan,
} from './matching-plan';
export { audienceFit } from './matching-fit';
export * from './matching-suggestions';

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
 * it defaults to the real day, so pass it wherever the result must be reproducible. `suggestionsOutside`
 * says why a suggested podcast that exists is not among the candidates (`placeSuggestions`).
 */
export function matchCampaign(
  campaign: MatchCampaign,
  candidates: readonly MatchPodcast[],
  options: { today?: string; suggestionsOutside?: ReadonlyMap<string, SuggestionOutside> } = {},
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

  // The advertiser's suggestions first, in their order: every one eligible that fits the budget.
  const placement = placeSuggestions(
    campaign,
    {
      candidate: (id) => {
        const index = suggestedIndex.get(id);
        return index === undefined ? undefined : candidates[index];
      },
      outside: options.suggestionsOutside,
    },
    { plan, range, today },
  );
  suggestedLeftOut.push(...placement.leftOut);
  for (const { podcastId } of placement.placed) {
    const index = suggestedIndex.get(podcastId)!;
    const podcast = candidates[index]!;
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
