import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  explainSuggestions,
  missingActionsMessage,
  placeSuggestions,
  suggestionNoteText,
  type SuggestionOutside,
} from './matching-suggestions';
import { buildCampaign, buildPodcast, NO_PRICES, run, TODAY } from './matching-test-data';
import type { MatchCampaign, MatchPodcast } from './matching-model';

function place(campaign: MatchCampaign, podcasts: MatchPodcast[], outside = new Map<string, SuggestionOutside>()) {
  const byId = new Map(podcasts.map((podcast) => [podcast.id, podcast]));
  return placeSuggestions(campaign, { candidate: (id) => byId.get(id), outside }, { today: TODAY });
}

describe('placeSuggestions', () => {
  it('says in Spanish why each suggested podcast cannot take part', () => {
    const campaign = buildCampaign({
      coverageAction: 'SPOT',
      brandingActions: ['sponsorship'],
      podcastType: 'PREMIUM',
      budgetCents: 50_000,
      podcastsSelected: ['gone', 'unowned', 'half-sheet', 'plain', 'no-spot', 'holidays', 'dear'],
    });
    const premium = { isPremium: true, sheetPrices: { ...NO_PRICES, SPONSORSHIP: 100, READ_HOST_ADS: 50 } };
    const podcasts = [
      buildPodcast({ id: 'plain', title: 'Normal', isPremium: false, sheetPrices: premium.sheetPrices }),
      buildPodcast({
        id: 'no-spot',
        title: 'Sin cuñas',
        isPremium: true,
        sheetPrices: { ...NO_PRICES, SPONSORSHIP: 100 },
      }),
      buildPodcast({
        id: 'holidays',
        title: 'De vacaciones',
        ...premium,
        blockedPeriods: [{ startsOn: '2026-11-30', endsOn: '2027-01-10' }],
      }),
      buildPodcast({
        id: 'dear',
        title: 'Caro',
        isPremium: true,
        sheetPrices: { ...NO_PRICES, SPONSORSHIP: 600, READ_HOST_ADS: 50 },
      }),
    ];
    const outside = new Map<string, SuggestionOutside>([
      ['unowned', { title: 'Sin dueño', state: 'NO_OWNER' }],
      ['half-sheet', { title: 'A medias', state: 'INCOMPLETE_SHEET' }],
    ]);
    const { placed, leftOut } = place(campaign, podcasts, outside);
    expect(placed).toEqual([]);
    expect(leftOut.map((item) => [item.podcastId, item.title, item.reason, item.message])).toEqual([
      ['gone', null, 'NOT_FOUND', 'ya no está en el catálogo de Patrocina'],
      [
        'unowned',
        'Sin dueño',
        'NO_OWNER',
        'su podcaster aún no lo gestiona en Patrocina, así que nadie podría responder a la propuesta',
      ],
      ['half-sheet', 'A medias', 'INCOMPLETE_SHEET', 'aún no tiene completa su hoja de patrocinio'],
      ['plain', 'Normal', 'NOT_PREMIUM', 'no es un podcast premium y la campaña pide solo podcasts premium'],
      ['no-spot', 'Sin cuñas', 'MISSING_ACTIONS', 'no ofrece cuña de audio'],
      ['holidays', 'De vacaciones', 'UNAVAILABLE', 'tiene bloqueadas todas las fechas de la campaña'],
      ['dear', 'Caro', 'OVER_BUDGET', 'su precio mínimo (650 €) supera por sí solo el presupuesto (500 €)'],
    ]);
  });

  it('keeps the first suggestions that fit the budget and explains the one that only fits alone', () => {
    const campaign = buildCampaign({ budgetCents: 25_000, podcastsSelected: ['a', 'b', 'c'] });
    const podcasts = ['a', 'b', 'c'].map((id) => buildPodcast({ id, title: id.toUpperCase() }));
    const { placed, leftOut, remainingCents } = place(campaign, podcasts);
    expect(placed).toEqual([
      { podcastId: 'a', costCents: 10_000 },
      { podcastId: 'b', costCents: 10_000 },
    ]);
    expect(leftOut).toEqual([
      {
        podcastId: 'c',
        title: 'C',
        reason: 'OVER_BUDGET_WITH_OTHERS',
        message: 'no cabe en el presupuesto junto con los podcasts que sugeriste antes',
      },
    ]);
    expect(remainingCents).toBe(5_000);
  });

  it('names every action the podcast lacks', () => {
    expect(missingActionsMessage(['mentions', 'spots'])).toBe('no ofrece mención ni cuña de audio');
    expect(missingActionsMessage(['mentions', 'reviews', 'spots'])).toBe('no ofrece mención, sección ni cuña de audio');
    expect(missingActionsMessage([])).toBe('no ofrece ninguna de las acciones que pide la campaña');
  });
});

describe('the engine with suggestions', () => {
  it('puts an eligible suggestion in the draft even when the budget would buy better podcasts instead', () => {
    // Without the suggestion, the budget goes to the two far better podcasts; with it, one of them makes room.
    const better = [1, 2].map((n) => buildPodcast({ id: `better-${n}`, listens30d: 200_000 }));
    const suggested = buildPodcast({ id: 'small', title: 'Pequeño', listens30d: 500 });
    const base = buildCampaign({ budgetCents: 20_000, coverageAction: 'NONE', brandingActions: ['mention'] });
    expect(run(base, [...better, suggested]).podcasts.map((podcast) => podcast.podcastId)).toEqual([
      'better-1',
      'better-2',
    ]);
    const result = run({ ...base, podcastsSelected: ['small'] }, [...better, suggested]);
    expect(result.podcasts.map((podcast) => podcast.podcastId)).toEqual(['small', 'better-1']);
    expect(result.podcasts[0]!.reasons[0]).toBe('Sugerido por el anunciante');
    expect(result.suggestedLeftOut).toEqual([]);
  });

  it('keeps every eligible suggestion that fits the budget alone, and explains every other one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 10, max: 900 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.array(fc.integer({ min: 10, max: 300 }), { maxLength: 8 }),
        (suggestedPrices, budgetCents, otherPrices) => {
          const suggested = suggestedPrices.map((price, n) =>
            buildPodcast({ id: `s-${n}`, sheetPrices: { ...NO_PRICES, MENTION: price } }),
          );
          const others = otherPrices.map((price, n) =>
            buildPodcast({ id: `o-${n}`, listens30d: 100_000, sheetPrices: { ...NO_PRICES, MENTION: price } }),
          );
          const campaign = buildCampaign({
            budgetCents,
            coverageAction: 'NONE',
            brandingActions: ['mention'],
            podcastsSelected: suggested.map((podcast) => podcast.id),
          });
          const result = run(campaign, [...others, ...suggested]);
          const inDraft = new Set(result.podcasts.map((podcast) => podcast.podcastId));
          const explained = new Set(result.suggestedLeftOut.map((item) => item.podcastId));
          let remaining = budgetCents;
          for (const podcast of suggested) {
            expect(inDraft.has(podcast.id)).not.toBe(explained.has(podcast.id));
            const cost = podcast.sheetPrices.MENTION! * 100;
            if (cost <= remaining) {
              expect(inDraft.has(podcast.id)).toBe(true);
              remaining -= cost;
            }
          }
          // The first suggestion that fits the budget alone is always kept.
          const first = suggested[0]!;
          if (first.sheetPrices.MENTION! * 100 <= budgetCents) expect(inDraft.has(first.id)).toBe(true);
          expect(result.totalCostCents).toBeLessThanOrEqual(budgetCents);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('explainSuggestions', () => {
  it('says of each suggestion whether it is in the proposal, why it is not, or that the team left it out', () => {
    const notes = explainSuggestions(
      ['in', 'left', 'removed', 'in'],
      {
        leftOut: [{ podcastId: 'left', title: 'Fuera', reason: 'MISSING_ACTIONS', message: 'no ofrece cuña de audio' }],
      },
      new Map([['in', 'Dentro']]),
      new Map([['removed', 'Quitado']]),
    );
    expect(notes).toEqual([
      { podcastId: 'in', title: 'Dentro', inProposal: true, reason: null, message: null },
      {
        podcastId: 'left',
        title: 'Fuera',
        inProposal: false,
        reason: 'MISSING_ACTIONS',
        message: 'no ofrece cuña de audio',
      },
      {
        podcastId: 'removed',
        title: 'Quitado',
        inProposal: false,
        reason: 'NOT_IN_DRAFT',
        message: 'el equipo no lo ha incluido en la propuesta',
      },
    ]);
    expect(suggestionNoteText(notes[1]!)).toBe('Sugeriste Fuera: no ofrece cuña de audio.');
  });
});
