import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_SUBSTATUSES } from './campaign-lifecycle';
import { podcasterTabOf } from './podcaster-campaigns';
import {
  actionCostCents,
  campaignSuggestionInputSchema,
  COMMISSION_RATE,
  estimatedEarningsCents,
  isAnswerableStatus,
  minimumRateEuros,
  NO_ACTIONS,
  paymentReference,
  proposalAnswerSchema,
  PODCASTER_STATUS_TEXTS,
  PROPOSAL_ACTIONS,
  PROPOSAL_MESSAGES,
  PROPOSAL_PODCAST_STATUSES,
  purchaseCampaignSchema,
  type ActionCounts,
  type ActionRates,
} from './proposals';

const NO_RATES: ActionRates = { mentions: null, sponsorships: null, reviews: null, dedicatedShows: null, spots: null };

describe('money of a proposal', () => {
  it('keeps 10% of the action costs: two mentions at 150 € and a section at 400 € earn the podcaster 630 €', () => {
    expect(COMMISSION_RATE).toBe(0.1);
    const counts: ActionCounts = { ...NO_ACTIONS, mentions: 2, reviews: 1 };
    const rates: ActionRates = { ...NO_RATES, mentions: 15_000, reviews: 40_000 };
    expect(actionCostCents(counts, rates)).toBe(70_000);
    expect(estimatedEarningsCents(counts, rates)).toBe(63_000);
  });

  it('takes one rate for every kind of action too', () => {
    expect(estimatedEarningsCents({ ...NO_ACTIONS, mentions: 3, spots: 2 }, 10_000)).toBe(45_000);
  });

  it('earns nothing for no actions, and ignores a rate for a kind nobody asked for', () => {
    expect(estimatedEarningsCents(NO_ACTIONS, { ...NO_RATES, mentions: 99_999 })).toBe(0);
  });

  it('never pays the podcaster more than the advertiser pays, nor less than 90% of it, and is whole cents', () => {
    const counts = fc.record(
      Object.fromEntries(PROPOSAL_ACTIONS.map((action) => [action, fc.integer({ min: 0, max: 20 })])) as Record<
        keyof ActionCounts,
        fc.Arbitrary<number>
      >,
    );
    const rates = fc.record(
      Object.fromEntries(
        PROPOSAL_ACTIONS.map((action) => [
          action,
          fc.option(fc.integer({ min: 1_000, max: 1_000_000 }), { nil: null }),
        ]),
      ) as Record<keyof ActionRates, fc.Arbitrary<number | null>>,
    );
    fc.assert(
      fc.property(counts, rates, (someCounts, someRates) => {
        const cost = actionCostCents(someCounts, someRates);
        const earnings = estimatedEarningsCents(someCounts, someRates);
        expect(Number.isInteger(earnings)).toBe(true);
        expect(earnings).toBeLessThanOrEqual(cost);
        expect(Math.abs(earnings - cost * 0.9)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('reads each kind’s minimum from the sheet, a spot at the read ad’s price or else a mention’s', () => {
    const sheet = { MENTION: 150, SPONSORSHIP: null, REVIEW: 400, DEDICATED_SHOW: null, READ_HOST_ADS: 200 };
    expect(minimumRateEuros('mentions', sheet)).toBe(150);
    expect(minimumRateEuros('reviews', sheet)).toBe(400);
    expect(minimumRateEuros('sponsorships', sheet)).toBeNull();
    expect(minimumRateEuros('spots', sheet)).toBe(200);
    expect(minimumRateEuros('spots', { ...sheet, READ_HOST_ADS: null })).toBe(150);
  });

  it('gives each campaign a stable payment reference', () => {
    expect(paymentReference('0f3c9a2b-1d4e-4f00-8a11-223344556677')).toBe('PAT-0F3C9A2B1D');
  });
});

describe('the podcaster’s statuses', () => {
  it('has a label and a sentence in Spanish for every status, with DESIGN.md’s words', () => {
    for (const status of PROPOSAL_PODCAST_STATUSES) {
      expect(PODCASTER_STATUS_TEXTS[status].label.length).toBeGreaterThan(3);
      expect(PODCASTER_STATUS_TEXTS[status].podcaster).toMatch(/\.$/);
    }
    expect(PODCASTER_STATUS_TEXTS.UNANSWERED.label).toBe('Propuesta por revisar');
    expect(PODCASTER_STATUS_TEXTS.ACCEPT_WITH_MIN_PRICE.label).toBe('Candidatura enviada');
    expect(PODCASTER_STATUS_TEXTS.EXPIRED.label).toBe('No elegida por el anunciante');
  });

  it('files a podcast not picked or that said no under «Finalizadas» once the advertiser has chosen', () => {
    expect(podcasterTabOf('PENDING_ACCEPT', 'REJECTED')).toBe('CONFIGURING');
    expect(podcasterTabOf('PENDING_PAYMENT', 'REJECTED')).toBe('FINISHED');
    expect(podcasterTabOf('IN_PROGRESS', 'EXPIRED')).toBe('FINISHED');
    expect(podcasterTabOf('IN_PROGRESS', 'NOT_AVAILABLE')).toBe('FINISHED');
    expect(podcasterTabOf('IN_PROGRESS', 'IN_PROGRESS')).toBe('IN_PROGRESS');
    expect(podcasterTabOf('PENDING_DATES', 'ACTION_DATES_PENDING')).toBe('CONFIGURING');
    for (const substatus of CAMPAIGN_SUBSTATUSES)
      expect(podcasterTabOf(substatus, 'FINISHED')).toBe(
        substatus === 'IN_PROGRESS' ? 'IN_PROGRESS' : substatus === 'FINISHED' ? 'FINISHED' : 'CONFIGURING',
      );
  });

  it('lets the podcaster answer or change their answer only until the advertiser picks', () => {
    const closed = PROPOSAL_PODCAST_STATUSES.filter((status) => !isAnswerableStatus(status));
    expect(closed).toEqual(['ACTION_DATES_PENDING', 'EXPIRED_ACTION', 'IN_PROGRESS', 'FINISHED', 'EXPIRED']);
    expect(isAnswerableStatus('UNANSWERED')).toBe(true);
    expect(isAnswerableStatus('NOT_AVAILABLE')).toBe(true);
  });
});

describe('the advertiser’s calls about the proposal', () => {
  it('asks for at least one podcast when confirming', () => {
    expect(purchaseCampaignSchema.safeParse({ podcastIds: [] }).error?.issues[0]?.message).toBe(
      PROPOSAL_MESSAGES.pickRequired,
    );
    expect(purchaseCampaignSchema.safeParse({}).error?.issues[0]?.message).toBe(PROPOSAL_MESSAGES.pickRequired);
  });

  it('trims a suggestion and takes 10 to 2000 characters', () => {
    expect(campaignSuggestionInputSchema.safeParse({ suggestion: '   corto    ' }).error?.issues[0]?.message).toBe(
      PROPOSAL_MESSAGES.suggestionTooShort,
    );
    expect(campaignSuggestionInputSchema.safeParse({ suggestion: 'x'.repeat(2_001) }).error?.issues[0]?.message).toBe(
      PROPOSAL_MESSAGES.suggestionTooLong,
    );
    expect(campaignSuggestionInputSchema.parse({ suggestion: '  Añadid podcasts de deporte  ' })).toEqual({
      suggestion: 'Añadid podcasts de deporte',
    });
  });
});

describe('proposalAnswerSchema', () => {
  const messageOf = (input: unknown) => proposalAnswerSchema.safeParse(input).error?.issues[0]?.message;

  it('asks for a choice when there is none', () => {
    expect(messageOf({})).toBe('Debes hacer una selección ante la propuesta de campaña');
    expect(messageOf({ answer: 'MAYBE' })).toBe('Debes hacer una selección ante la propuesta de campaña');
  });

  it('accepts plainly, or with a whole-euro minimum price that is then required, optionally delegating', () => {
    expect(
      proposalAnswerSchema.parse({ answer: 'ACCEPT', withMinPrice: false, minEarnings: null, delegated: false }),
    ).toMatchObject({ answer: 'ACCEPT' });
    expect(
      proposalAnswerSchema.parse({ answer: 'ACCEPT', withMinPrice: true, minEarnings: 400, delegated: true }),
    ).toMatchObject({ minEarnings: 400, delegated: true });
    expect(messageOf({ answer: 'ACCEPT', withMinPrice: true, minEarnings: null, delegated: false })).toBe(
      'Indica tu precio mínimo en euros',
    );
    expect(messageOf({ answer: 'ACCEPT', withMinPrice: true, minEarnings: 99.5, delegated: false })).toBe(
      'Indica el precio en euros, sin decimales',
    );
  });

  it('needs a phone with its prefix to be contacted', () => {
    expect(proposalAnswerSchema.parse({ answer: 'CONTACT', prefix: '+34', phone: '600 123 456' })).toMatchObject({
      phone: '600123456',
    });
    expect(messageOf({ answer: 'CONTACT', prefix: '+34', phone: '12-ab' })).toBe('Telefono formato incorrecto');
  });

  it('rejects with one of the two reasons and an optional comment', () => {
    expect(
      proposalAnswerSchema.parse({ answer: 'REJECT', reason: 'REJECT_NO_AVAILABILITY', comment: '' }),
    ).toMatchObject({ reason: 'REJECT_NO_AVAILABILITY' });
    expect(messageOf({ answer: 'REJECT', reason: 'BORED', comment: '' })).toBe('Elige el motivo');
  });
});
