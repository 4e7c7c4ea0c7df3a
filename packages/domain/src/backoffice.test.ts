import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKOFFICE_MESSAGES, proposalDraftInputSchema, rateBelowMinimumMessage, targetRangeOf } from './backoffice';
import { NO_ACTIONS, type ActionRates } from './proposals';

const NO_RATES: ActionRates = { mentions: null, sponsorships: null, reviews: null, dedicatedShows: null, spots: null };
const PODCAST_ID = '6a1f4f0e-3c2b-4b8e-9d0a-1e2f3a4b5c6d';

function messagesOf(input: unknown): string[] {
  const result = proposalDraftInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('the proposal draft the team sends', () => {
  it('takes podcasts with counts and whole-euro rates, and a pre-roll', () => {
    const draft = {
      podcasts: [
        {
          podcastId: PODCAST_ID,
          counts: { ...NO_ACTIONS, mentions: 2 },
          advertiserRates: { ...NO_RATES, mentions: 150 },
        },
      ],
      preroll: { title: 'Pre-roll', quantity: 1_000 },
    };
    expect(proposalDraftInputSchema.parse(draft)).toEqual(draft);
  });

  it('asks for a rate for each kind proposed and at least one action per podcast', () => {
    expect(
      messagesOf({
        podcasts: [{ podcastId: PODCAST_ID, counts: { ...NO_ACTIONS, reviews: 1 }, advertiserRates: NO_RATES }],
        preroll: null,
      }),
    ).toEqual([BACKOFFICE_MESSAGES.rateRequired]);
    expect(
      messagesOf({
        podcasts: [{ podcastId: PODCAST_ID, counts: NO_ACTIONS, advertiserRates: NO_RATES }],
        preroll: null,
      }),
    ).toEqual([BACKOFFICE_MESSAGES.noActions]);
  });

  it('refuses the same podcast twice, cents, and fields it does not know', () => {
    const entry = {
      podcastId: PODCAST_ID,
      counts: { ...NO_ACTIONS, mentions: 1 },
      advertiserRates: { ...NO_RATES, mentions: 100 },
    };
    expect(messagesOf({ podcasts: [entry, entry], preroll: null })).toEqual([BACKOFFICE_MESSAGES.duplicatePodcast]);
    expect(
      messagesOf({ podcasts: [{ ...entry, advertiserRates: { ...NO_RATES, mentions: 100.5 } }], preroll: null }),
    ).toEqual(['Indica la tarifa en euros, sin decimales']);
    expect(
      proposalDraftInputSchema.safeParse({ podcasts: [{ ...entry, status: 'ACCEPTED' }], preroll: null }).success,
    ).toBe(false);
  });

  it('names the kind and the minimum when a rate is too low', () => {
    expect(rateBelowMinimumMessage('mentions', 150)).toBe(
      'La tarifa de mención no puede ser menor que el mínimo del podcast (150 €)',
    );
  });
});

describe('the reach target', () => {
  it('reads as the range of listens the podcast falls in', () => {
    expect(targetRangeOf(0)).toBe('0/1k');
    expect(targetRangeOf(1_000)).toBe('1k/5k');
    expect(targetRangeOf(8_000)).toBe('5k/10k');
    expect(targetRangeOf(45_000)).toBe('25k/50k');
    expect(targetRangeOf(2_500_000)).toBe('1M+');
  });

  it('always has a lower bound at or below the listens', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (listens) => {
        const [low, high] = targetRangeOf(listens)
          .split('/')
          .map((bound) => Number(bound.replace('k', '000').replace('M', '000000')));
        expect(low).toBeLessThanOrEqual(listens);
        expect(high).toBeGreaterThan(listens);
      }),
    );
  });
});
