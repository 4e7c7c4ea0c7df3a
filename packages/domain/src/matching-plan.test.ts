import { describe, expect, it } from 'vitest';
import { formatTarget, formatThousands, matchActionPlan, matchRange } from './matching';
import { buildCampaign, buildPodcast, NO_PRICES, run } from './matching-test-data';

describe('the target range', () => {
  it.each([
    [8_000, '6k/10k'],
    [10_000, '7,5k/13k'],
    [600, '450/750'],
    [2_000_000, '1,5M/2,5M'],
    [0, '0/0'],
  ])('reads %i estimated listens as %s', (listens, target) => {
    expect(formatTarget(listens)).toBe(target);
  });

  it('writes thousands with a dot', () => {
    expect(formatThousands(45_000)).toBe('45.000');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1_500_000)).toBe('1.500.000');
  });
});

describe('what the engine asks of each podcast', () => {
  it('lets an optimum campaign pick the cheapest kind each podcast offers', () => {
    const result = run(buildCampaign({ budgetCents: 5_000 }), [
      buildPodcast({ sheetPrices: { ...NO_PRICES, MENTION: 80, READ_HOST_ADS: 50, DEDICATED_SHOW: 20 } }),
    ]);
    expect(result.podcasts[0]?.counts).toEqual({
      mentions: 0,
      sponsorships: 0,
      reviews: 0,
      dedicatedShows: 2,
      spots: 0,
    });
  });

  it('asks for a spot when the coverage is SPOT, priced as an ad read by the presenter, or else as a mention', () => {
    const plan = matchActionPlan({ brandingActions: [], coverageAction: 'SPOT' });
    expect(plan).toEqual({ required: ['spots'], allowed: ['spots'] });
    const result = run(buildCampaign({ coverageAction: 'SPOT', budgetCents: 10_000 }), [
      buildPodcast({ sheetPrices: { ...NO_PRICES, MENTION: 100 } }),
    ]);
    expect(result.podcasts[0]?.advertiserRates.spots).toBe(10_000);
  });

  it('drops a podcast whose holidays cover the whole campaign, but not one with a free day left', () => {
    const covered = buildPodcast({
      id: 'covered',
      blockedPeriods: [
        { startsOn: '2026-11-30', endsOn: '2026-12-20' },
        { startsOn: '2026-12-21', endsOn: '2027-01-05' },
      ],
    });
    const free = buildPodcast({ id: 'free', blockedPeriods: [{ startsOn: '2026-12-01', endsOn: '2026-12-30' }] });
    const result = run(buildCampaign(), [covered, free]);
    expect(result.podcasts.map((podcast) => podcast.podcastId)).toEqual(['free']);
    expect(result.eligibleCount).toBe(1);
  });

  it('dates a campaign without dates from today', () => {
    expect(matchRange({ approximateDate: 'ASAP', fromDate: null, toDate: null }, '2026-11-23')).toEqual({
      startsOn: '2026-11-23',
      endsOn: '2026-12-22',
    });
    expect(matchRange({ approximateDate: 'NEXT_MONTH', fromDate: null, toDate: null }, '2026-12-15')).toEqual({
      startsOn: '2027-01-01',
      endsOn: '2027-01-31',
    });
    expect(matchRange({ approximateDate: 'UNDECIDED', fromDate: null, toDate: null }, '2026-11-23')).toEqual({
      startsOn: '2026-11-23',
      endsOn: '2027-02-20',
    });
  });

  it('prefers the podcast whose audience fits when two cost and reach the same', () => {
    const result = run(buildCampaign({ audiences: ['athlete'], budgetCents: 10_000 }), [
      buildPodcast({ id: 'a-cooking' }),
      buildPodcast({ id: 'b-running', audienceFlags: ['athlete'] }),
    ]);
    expect(result.podcasts.map((podcast) => podcast.podcastId)).toEqual(['b-running']);
  });

  it('tells why a suggested podcast was left out', () => {
    const result = run(buildCampaign({ podcastType: 'PREMIUM', podcastsSelected: ['podcast-a', 'nowhere'] }), [
      buildPodcast(),
    ]);
    expect(result.suggestedLeftOut).toEqual([
      {
        podcastId: 'podcast-a',
        title: 'Un podcast',
        reason: 'NOT_PREMIUM',
        message: 'no es un podcast premium y la campaña pide solo podcasts premium',
      },
      {
        podcastId: 'nowhere',
        title: null,
        reason: 'NOT_FOUND',
        message: 'ya no está en el catálogo de Patrocina',
      },
    ]);
  });
});
