import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRANDING_ACTIONS,
  campaignHowSchema,
  campaignWhatSchema,
  COVERAGE_ACTIONS,
  deriveCampaignFlags,
} from './campaigns';

const HOW = {
  coverageAction: 'ALL',
  brandingActions: ['mention'],
  podcastType: 'PREMIUM',
  podcastsSelected: [],
  budget: 1_500,
  approximateDate: 'ASAP',
  fromDate: null,
  toDate: null,
  spotFileId: null,
  prerollText: '',
  bannerFileId: null,
  bannerUrl: null,
} as const;

function firstMessage(result: { error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('the brief', () => {
  it('refuses a budget of 499 € and one with cents', () => {
    expect(firstMessage(campaignHowSchema.safeParse({ ...HOW, budget: 499 }))).toBe(
      'El presupuesto mínimo es de 500 €',
    );
    expect(firstMessage(campaignHowSchema.safeParse({ ...HOW, budget: 600.5 }))).toBe(
      'Indica el presupuesto en euros, sin decimales',
    );
    expect(campaignHowSchema.safeParse({ ...HOW, budget: 500 }).success).toBe(true);
  });

  it('refuses six suggested podcasts', () => {
    const ids = Array.from({ length: 6 }, () => crypto.randomUUID());
    expect(firstMessage(campaignHowSchema.safeParse({ ...HOW, podcastsSelected: ids }))).toBe(
      'Puedes sugerir hasta 5 podcasts',
    );
    expect(campaignHowSchema.safeParse({ ...HOW, podcastsSelected: ids.slice(0, 5) }).success).toBe(true);
  });

  it('asks for the spot with «Debes adjuntar la cuña» when the coverage is the spot', () => {
    expect(firstMessage(campaignHowSchema.safeParse({ ...HOW, coverageAction: 'SPOT' }))).toBe(
      'Debes adjuntar la cuña',
    );
  });

  it('needs both dates, in order, for a date range', () => {
    expect(firstMessage(campaignHowSchema.safeParse({ ...HOW, approximateDate: 'DATE_RANGE' }))).toBe(
      'Elige las fechas de inicio y fin',
    );
    expect(
      firstMessage(
        campaignHowSchema.safeParse({
          ...HOW,
          approximateDate: 'DATE_RANGE',
          fromDate: '2027-01-10',
          toDate: '2027-01-01',
        }),
      ),
    ).toBe('La fecha de fin no puede ser anterior a la de inicio');
  });

  it('needs a briefing text or a briefing file, and a real URL', () => {
    const what = {
      brand: 'Café Aroma',
      name: 'Lanzamiento',
      url: 'https://cafearoma.es',
      briefing: '',
      briefingFileId: null,
    };
    expect(firstMessage(campaignWhatSchema.safeParse(what))).toBe(
      'Cuéntanos qué quieres anunciar: escribe el briefing o adjunta un documento',
    );
    expect(campaignWhatSchema.safeParse({ ...what, briefingFileId: crypto.randomUUID() }).success).toBe(true);
    expect(firstMessage(campaignWhatSchema.safeParse({ ...what, briefing: 'Café', url: 'cafearoma' }))).toBe(
      'Url no válida',
    );
  });
});

describe('derived flags (SPEC §3)', () => {
  it('is generalist with no audience flag, and optimum with no action, coverage ALL and no podcasts', () => {
    fc.assert(
      fc.property(
        fc.subarray(['tech', 'geek', 'funny']),
        fc.subarray([...BRANDING_ACTIONS]),
        fc.constantFrom(...COVERAGE_ACTIONS),
        fc.array(fc.uuid(), { maxLength: 5 }),
        (audiences, brandingActions, coverageAction, podcastsSelected) => {
          const flags = deriveCampaignFlags({ audiences, brandingActions, coverageAction, podcastsSelected });
          expect(flags.generalist).toBe(audiences.length === 0);
          expect(flags.optimum).toBe(
            brandingActions.length === 0 && coverageAction === 'ALL' && podcastsSelected.length === 0,
          );
        },
      ),
    );
  });
});
