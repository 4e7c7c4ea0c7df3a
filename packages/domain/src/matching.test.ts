import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, coversRange, type DatePeriod } from './availability';
import { AGE_BUCKETS, BRANDING_ACTIONS, CAMPAIGN_GENDERS, COVERAGE_ACTIONS, APPROXIMATE_DATES } from './campaigns';
import { ACTION_TYPES, AUDIENCE_FLAGS, type ActionType } from './catalog';
import {
  bundleCostCents,
  ineligibility,
  matchActionPlan,
  matchRange,
  MATCH_EMPTY_MESSAGES,
  type MatchCampaign,
  type MatchPodcast,
} from './matching';
import { actionCostCents, minimumRateEuros, PROPOSAL_ACTIONS } from './proposals';
import { buildCampaign, buildPodcast, NO_PRICES, run, TODAY } from './matching-test-data';

const dayArbitrary = fc.integer({ min: -10, max: 150 }).map((offset) => addDays(TODAY, offset));
const periodArbitrary = fc
  .tuple(dayArbitrary, dayArbitrary)
  .map(([a, b]): DatePeriod => (a <= b ? { startsOn: a, endsOn: b } : { startsOn: b, endsOn: a }));
const priceArbitrary = fc.option(fc.integer({ min: 10, max: 3_000 }), { nil: null, freq: 2 });
const shares = <K extends string>(keys: readonly [K, K, K]) =>
  fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })).map(
    ([a, b]) =>
      ({
        [keys[0]]: Math.min(a, b),
        [keys[1]]: Math.max(a, b) - Math.min(a, b),
        [keys[2]]: 100 - Math.max(a, b),
      }) as Record<K, number>,
  );

const podcastArbitrary = fc.record({
  title: fc.constantFrom('Uno', 'Dos', 'Tres'),
  listens30d: fc.oneof(
    { arbitrary: fc.constant(0), weight: 1 },
    { arbitrary: fc.integer({ min: 100, max: 200_000 }), weight: 6 },
  ),
  isPremium: fc.boolean(),
  audienceFlags: fc.subarray([...AUDIENCE_FLAGS]),
  categories: fc.subarray(['Technology', 'Comedy', 'Sports', 'Science', 'Health & Fitness']),
  country: fc.constantFrom('ES', 'ES', 'MX'),
  provinces: fc.subarray(['28', '08', '46']),
  genderShares: shares(['female', 'male', 'other'] as const),
  ageShares: shares(['under25', 'from25to44', 'over44'] as const),
  sheetPrices: fc.record(
    Object.fromEntries(ACTION_TYPES.map((type) => [type, priceArbitrary])) as Record<ActionType, typeof priceArbitrary>,
  ),
  blockedPeriods: fc.array(periodArbitrary, { maxLength: 3 }),
});

const catalogueArbitrary = fc
  .array(podcastArbitrary, { maxLength: 30 })
  .map((podcasts) =>
    podcasts.map((podcast, index): MatchPodcast => ({ ...podcast, id: `podcast-${String(index).padStart(3, '0')}` })),
  );

function campaignArbitrary(ids: readonly string[]) {
  return fc
    .record({
      audiences: fc.subarray([...AUDIENCE_FLAGS], { maxLength: 3 }),
      tags: fc.subarray(['tecnología', 'humor', 'deporte', 'ciencia', 'salud']),
      country: fc.constantFrom('ES', 'ES', 'MX'),
      provinces: fc.subarray(['28', '08', '41']),
      gender: fc.constantFrom(...CAMPAIGN_GENDERS),
      ages: fc.subarray([...AGE_BUCKETS]),
      coverageAction: fc.constantFrom(...COVERAGE_ACTIONS),
      brandingActions: fc.subarray([...BRANDING_ACTIONS], { maxLength: 2 }),
      podcastType: fc.constantFrom('ALL' as const, 'PREMIUM' as const),
      podcastsSelected: fc.subarray([...ids, 'unknown-podcast'], { maxLength: Math.min(5, ids.length + 1) }),
      budgetCents: fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 50_000, max: 3_000_000 })),
      approximateDate: fc.constantFrom(...APPROXIMATE_DATES),
      fromDate: dayArbitrary,
      toDate: dayArbitrary,
    })
    .map((campaign): MatchCampaign =>
      campaign.fromDate <= campaign.toDate
        ? campaign
        : { ...campaign, fromDate: campaign.toDate, toDate: campaign.fromDate },
    );
}

const scenarioArbitrary = catalogueArbitrary.chain((podcasts) =>
  campaignArbitrary(podcasts.map((podcast) => podcast.id)).map((campaign) => ({ campaign, podcasts })),
);

describe('the matching engine, on any catalogue and brief', () => {
  it('never spends more than the budget, and each cost is its counts times its rates', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ campaign, podcasts }) => {
        const result = run(campaign, podcasts);
        expect(result.totalCostCents).toBeLessThanOrEqual(campaign.budgetCents);
        expect(result.leftoverCents).toBe(campaign.budgetCents - result.totalCostCents);
        expect(result.totalCostCents).toBe(result.podcasts.reduce((sum, podcast) => sum + podcast.costCents, 0));
        for (const podcast of result.podcasts)
          expect(podcast.costCents).toBe(actionCostCents(podcast.counts, podcast.advertiserRates));
      }),
      { numRuns: 300 },
    );
  });

  it('never proposes a rate below the podcast’s minimum price for an action it asks for', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ campaign, podcasts }) => {
        const byId = new Map(podcasts.map((podcast) => [podcast.id, podcast]));
        for (const proposed of run(campaign, podcasts).podcasts) {
          const podcast = byId.get(proposed.podcastId)!;
          for (const kind of PROPOSAL_ACTIONS) {
            if (proposed.counts[kind] === 0) {
              expect(proposed.advertiserRates[kind]).toBeNull();
              continue;
            }
            const minimum = minimumRateEuros(kind, podcast.sheetPrices);
            expect(minimum).not.toBeNull();
            expect(proposed.advertiserRates[kind]).toBeGreaterThanOrEqual(minimum! * 100);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the suggested podcasts that qualify while the budget allows them, in the advertiser’s order', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ campaign, podcasts }) => {
        const result = run(campaign, podcasts);
        const plan = matchActionPlan(campaign);
        const range = matchRange(campaign, TODAY);
        let remaining = campaign.budgetCents;
        const kept: string[] = [];
        for (const id of new Set(campaign.podcastsSelected)) {
          const podcast = podcasts.find((candidate) => candidate.id === id);
          if (!podcast || ineligibility(campaign, plan, range, podcast) !== null) {
            expect(result.suggestedLeftOut.map((item) => item.podcastId)).toContain(id);
            continue;
          }
          const cost = bundleCostCents(plan, podcast);
          if (cost > remaining) {
            expect(result.suggestedLeftOut).toContainEqual(
              expect.objectContaining({
                podcastId: id,
                reason: cost > campaign.budgetCents ? 'OVER_BUDGET' : 'OVER_BUDGET_WITH_OTHERS',
              }),
            );
            continue;
          }
          remaining -= cost;
          kept.push(id);
        }
        const suggested = result.podcasts.filter((podcast) => podcast.suggested);
        expect(suggested.map((podcast) => podcast.podcastId)).toEqual(kept);
        for (const podcast of suggested) expect(podcast.reasons[0]).toBe('Sugerido por el anunciante');
      }),
      { numRuns: 300 },
    );
  });

  it('proposes only available podcasts of the right type that offer every requested action', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ campaign, podcasts }) => {
        const result = run(campaign, podcasts);
        const plan = matchActionPlan(campaign);
        const byId = new Map(podcasts.map((podcast) => [podcast.id, podcast]));
        for (const proposed of result.podcasts) {
          const podcast = byId.get(proposed.podcastId)!;
          if (campaign.podcastType === 'PREMIUM') expect(podcast.isPremium).toBe(true);
          expect(coversRange(podcast.blockedPeriods, result.range.startsOn, result.range.endsOn)).toBe(false);
          for (const kind of plan.required) expect(proposed.counts[kind]).toBeGreaterThanOrEqual(1);
          for (const kind of PROPOSAL_ACTIONS) if (proposed.counts[kind] > 0) expect(plan.allowed).toContain(kind);
          if (campaign.coverageAction === 'NONE') expect(proposed.counts.spots).toBe(0);
          if (campaign.brandingActions.length > 0) {
            for (const action of campaign.brandingActions)
              expect(proposed.counts[`${action}s` as 'mentions']).toBeGreaterThanOrEqual(1);
          }
        }
        expect(new Set(result.podcasts.map((podcast) => podcast.podcastId)).size).toBe(result.podcasts.length);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same proposal for the same input, whatever the order of the candidates', () => {
    fc.assert(
      fc.property(
        scenarioArbitrary.chain((scenario) =>
          fc
            .shuffledSubarray(scenario.podcasts, { minLength: scenario.podcasts.length })
            .map((shuffled) => ({ ...scenario, shuffled })),
        ),
        ({ campaign, podcasts, shuffled }) => {
          const first = run(campaign, podcasts);
          expect(run(campaign, podcasts)).toEqual(first);
          expect(run(campaign, shuffled)).toEqual(first);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lists the suggested podcasts first, then the others by score, ties by id', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ campaign, podcasts }) => {
        const others = run(campaign, podcasts).podcasts.filter((podcast) => !podcast.suggested);
        for (let i = 1; i < others.length; i += 1) {
          const [a, b] = [others[i - 1]!, others[i]!];
          expect(a.score > b.score || (a.score === b.score && a.podcastId < b.podcastId)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('an empty proposal', () => {
  it('says so when the budget is below every minimum price', () => {
    const result = run(buildCampaign({ budgetCents: 5_000 }), [
      buildPodcast({ sheetPrices: { ...NO_PRICES, MENTION: 60 } }),
      buildPodcast({ id: 'b', sheetPrices: { ...NO_PRICES, REVIEW: 900 } }),
    ]);
    expect(result).toMatchObject({
      podcasts: [],
      totalCostCents: 0,
      leftoverCents: 5_000,
      eligibleCount: 2,
      empty: 'BUDGET_TOO_LOW',
      message: MATCH_EMPTY_MESSAGES.BUDGET_TOO_LOW,
    });
  });

  it('says so when there are no candidates', () => {
    expect(run(buildCampaign(), [])).toMatchObject({
      podcasts: [],
      estimatedReach: 0,
      candidateCount: 0,
      empty: 'NO_CANDIDATES',
    });
  });

  it('says so when no candidate qualifies', () => {
    expect(run(buildCampaign({ podcastType: 'PREMIUM' }), [buildPodcast()])).toMatchObject({
      podcasts: [],
      empty: 'NO_ELIGIBLE',
    });
  });

  it('is not empty when it holds podcasts', () => {
    expect(run(buildCampaign(), [buildPodcast()])).toMatchObject({ empty: null, message: null });
  });
});
