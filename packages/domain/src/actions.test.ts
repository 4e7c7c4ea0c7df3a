import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTION_MESSAGES,
  dueMilestones,
  hiredNextStep,
  LISTEN_MILESTONES,
  milestoneState,
  milestoneWindow,
  plannedDateProblem,
  planningRange,
  podcastRunStatus,
  runRange,
  type ActionProgress,
} from './actions';
import { recordActionSchema, reportListensSchema } from './action-schemas';
import { csvCell, csvRow } from './csv';
import { utmParameters, withUtm } from './tracking-links';
import { addDays } from './availability';

const TODAY = '2026-12-10';
const range = { startsOn: '2026-12-01', endsOn: '2026-12-31' };

const planned = (plannedOn: string | null): ActionProgress => ({ plannedOn, publishedOn: null, reported: [] });
const aired = (publishedOn: string, reported: ActionProgress['reported'] = []): ActionProgress => ({
  plannedOn: publishedOn,
  publishedOn,
  reported,
});

describe('a planned date', () => {
  it('must fall inside the campaign, not before today and not on the podcast’s holidays', () => {
    const context = { today: TODAY, range, blocked: [{ startsOn: '2026-12-20', endsOn: '2026-12-24' }] };
    expect(plannedDateProblem('2026-12-15', context)).toBeNull();
    expect(plannedDateProblem('2026-12-10', context)).toBeNull();
    expect(plannedDateProblem('2026-12-09', context)).toBe(ACTION_MESSAGES.dateInPast);
    expect(plannedDateProblem('2027-01-02', context)).toBe(
      'Elige una fecha entre el 1 de diciembre de 2026 y el 31 de diciembre de 2026',
    );
    expect(plannedDateProblem('2026-12-22', context)).toBe(
      'Ese día lo tienes bloqueado por vacaciones: elige otro o cambia tus vacaciones',
    );
  });

  it('is accepted exactly when it is today or later, in the range and free', () => {
    const day = fc.integer({ min: -40, max: 60 }).map((offset) => addDays('2026-12-01', offset));
    const period = fc
      .tuple(day, fc.integer({ min: 0, max: 10 }))
      .map(([startsOn, length]) => ({ startsOn, endsOn: addDays(startsOn, length) }));
    fc.assert(
      fc.property(day, fc.array(period, { maxLength: 3 }), (candidate, blocked) => {
        const accepted = plannedDateProblem(candidate, { today: TODAY, range, blocked }) === null;
        const free = !blocked.some((p) => p.startsOn <= candidate && candidate <= p.endsOn);
        expect(accepted).toBe(candidate >= TODAY && candidate >= range.startsOn && candidate <= range.endsOn && free);
      }),
    );
  });
});

describe('the days a paid campaign runs', () => {
  const brief = (
    approximateDate: 'ASAP' | 'NEXT_MONTH' | 'UNDECIDED' | 'DATE_RANGE',
    fromDate: string | null = null,
    toDate: string | null = null,
  ) => ({ approximateDate, fromDate, toDate });

  it('are the brief’s range, the month after the brief, or counted from the payment', () => {
    expect(runRange(brief('DATE_RANGE', '2027-01-10', '2027-02-10'), '2026-11-02', TODAY)).toEqual({
      startsOn: '2027-01-10',
      endsOn: '2027-02-10',
    });
    expect(runRange(brief('NEXT_MONTH'), '2026-11-20', TODAY)).toEqual({
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
    });
    expect(runRange(brief('ASAP'), '2026-11-20', TODAY)).toEqual({ startsOn: TODAY, endsOn: '2027-01-08' });
    expect(runRange(brief('UNDECIDED'), '2026-11-20', TODAY)).toEqual({ startsOn: TODAY, endsOn: '2027-03-09' });
  });

  it('start from the payment when the brief’s days are already over', () => {
    expect(runRange(brief('NEXT_MONTH'), '2026-10-01', TODAY)).toEqual({ startsOn: TODAY, endsOn: '2027-01-08' });
    expect(runRange(brief('DATE_RANGE', '2026-11-01', '2026-11-30'), '2026-10-01', TODAY)).toEqual({
      startsOn: TODAY,
      endsOn: '2027-01-08',
    });
  });
});

describe('the days left to plan', () => {
  it('are the campaign’s until they are over, then 30 more days from today', () => {
    expect(planningRange(range, TODAY)).toEqual(range);
    expect(planningRange({ startsOn: '2026-11-01', endsOn: '2026-11-30' }, TODAY)).toEqual({
      startsOn: '2026-11-01',
      endsOn: '2027-01-08',
    });
  });
});

describe('the listens milestones', () => {
  it('open on their day after publication and close when the next one opens; the last stays open until the campaign ends', () => {
    expect(milestoneWindow('2026-12-01', 7)).toEqual({ opensOn: '2026-12-08', closesOn: '2026-12-16' });
    expect(milestoneWindow('2026-12-01', 31)).toEqual({ opensOn: '2027-01-01', closesOn: null });
    expect(milestoneState('2026-12-01', 7, '2026-12-07')).toBe('upcoming');
    expect(milestoneState('2026-12-01', 7, '2026-12-08')).toBe('open');
    expect(milestoneState('2026-12-01', 7, '2026-12-15')).toBe('open');
    expect(milestoneState('2026-12-01', 7, '2026-12-16')).toBe('closed');
    expect(milestoneState('2026-12-01', 31, '2027-03-01')).toBe('open');
    expect(milestoneState('2026-12-01', 31, '2027-03-01', true)).toBe('closed');
  });

  it('leave exactly one report open on any day from the 7th on, until the campaign ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (offset) => {
        const today = addDays('2026-12-01', offset);
        const open = LISTEN_MILESTONES.filter((milestone) => milestoneState('2026-12-01', milestone, today) === 'open');
        expect(open).toHaveLength(offset >= 7 ? 1 : 0);
      }),
    );
  });

  it('are due when open and not reported', () => {
    expect(dueMilestones(aired('2026-12-01'), '2026-12-08')).toEqual([7]);
    expect(dueMilestones(aired('2026-12-01', [7]), '2026-12-08')).toEqual([]);
    expect(dueMilestones(aired('2026-12-01', [7]), '2026-12-16')).toEqual([15]);
    expect(dueMilestones(planned('2026-12-01'), '2026-12-16')).toEqual([]);
  });
});

describe('where a hired podcast stands', () => {
  it('plans, then runs, expires an action whose day passed without its episode, and ends when every action has its 31-day listens', () => {
    expect(podcastRunStatus([planned(null), planned('2026-12-12')], TODAY)).toBe('ACTION_DATES_PENDING');
    expect(podcastRunStatus([planned('2026-12-10'), planned('2026-12-12')], TODAY)).toBe('IN_PROGRESS');
    expect(podcastRunStatus([planned('2026-12-09'), planned('2026-12-12')], TODAY)).toBe('EXPIRED_ACTION');
    expect(podcastRunStatus([aired('2026-12-09'), planned('2026-12-12')], TODAY)).toBe('IN_PROGRESS');
    expect(podcastRunStatus([aired('2026-11-01', [7, 15, 22, 31]), aired('2026-11-02', [7, 15, 22])], TODAY)).toBe(
      'IN_PROGRESS',
    );
    expect(podcastRunStatus([aired('2026-11-01', [7, 15, 22, 31]), aired('2026-11-02', [31])], TODAY)).toBe('FINISHED');
  });

  it('says what the podcaster has to do next', () => {
    expect(hiredNextStep([planned(null)], TODAY)).toBe('PLAN_DATES');
    expect(hiredNextStep([planned('2026-12-10')], TODAY)).toBe('RECORD_EPISODE');
    expect(hiredNextStep([planned('2026-12-11')], TODAY)).toBe('WAIT');
    expect(hiredNextStep([aired('2026-12-01')], TODAY)).toBe('REPORT_LISTENS');
    expect(hiredNextStep([aired('2026-12-05')], TODAY)).toBe('WAIT');
    expect(hiredNextStep([aired('2026-11-01', [7, 15, 22, 31])], TODAY)).toBe('DONE');
    // Closed by an admin: nothing is asked any more, whatever was left.
    expect(hiredNextStep([aired('2026-11-01', [7])], TODAY, true)).toBe('DONE');
    expect(hiredNextStep([planned(null)], TODAY, true)).toBe('DONE');
  });
});

describe('recording an action', () => {
  it('needs the episode, from the feed or as a link, and the minute in M:SS or MMM:SS', () => {
    expect(recordActionSchema.safeParse({ episodeUrl: 'https://example.com/ep/12', adStart: '4:05' }).success).toBe(
      true,
    );
    expect(
      recordActionSchema.safeParse({ episodeId: '00000000-0000-4000-8000-000000000001', adStart: '104:05' }).success,
    ).toBe(true);
    const message = (value: unknown) => recordActionSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ adStart: '4:05' })).toBe(ACTION_MESSAGES.episodeRequired);
    expect(message({ episodeUrl: 'https://example.com/ep', adStart: '' })).toBe(ACTION_MESSAGES.adStartRequired);
    expect(message({ episodeUrl: 'https://example.com/ep', adStart: '4:65' })).toBe(
      'El formato debe ser M:SS, por ejemplo 4:05',
    );
    expect(message({ episodeUrl: 'https://example.com/ep', adStart: '1000:00' })).toBe(
      'El formato debe ser M:SS, por ejemplo 4:05',
    );
    expect(message({ episodeUrl: 'javascript:alert(1)', adStart: '4:05' })).toBe('Url no válida');
    expect(
      message({
        episodeId: '00000000-0000-4000-8000-000000000001',
        episodeUrl: 'https://example.com/ep',
        adStart: '4:05',
      }),
    ).toBe(ACTION_MESSAGES.episodeOrLink);
  });
});

describe('reporting listens', () => {
  it('takes four whole, non-negative figures', () => {
    const figures = { ivooxListens: 1200, notInIvooxListens: 300, spotifyListens: 450, youtubeViews: 0 };
    expect(reportListensSchema.parse(figures)).toEqual(figures);
    expect(reportListensSchema.safeParse({ ...figures, spotifyListens: -1 }).error?.issues[0]?.message).toBe(
      ACTION_MESSAGES.listensNegative,
    );
    expect(reportListensSchema.safeParse({ ...figures, spotifyListens: 1.5 }).error?.issues[0]?.message).toBe(
      ACTION_MESSAGES.listensWhole,
    );
    expect(reportListensSchema.safeParse({ ivooxListens: 1 }).success).toBe(false);
  });
});

describe('the CSV export', () => {
  it('keeps a spreadsheet from reading a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+34 600')).toBe("'+34 600");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-2)).toBe('-2');
    expect(csvRow(['Mención 1', 'La voz; la otra', null, 1200])).toBe('Mención 1;"La voz; la otra";;1200');
  });

  it('never lets a text cell start with a formula character, and keeps its text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvCell(text);
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
        expect(/^[=+\-@\t\r]/.test(unquoted)).toBe(false);
        expect(unquoted.endsWith(text)).toBe(true);
      }),
    );
  });
});

describe('the tracking link', () => {
  it('sends to the advertiser’s URL with the UTM parameters, keeping its own query', () => {
    const url = withUtm(
      'https://senda.es/zapatillas?color=rojo&utm_source=otra',
      utmParameters('senda-trail', 'modo-cooperativo'),
    );
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://senda.es/zapatillas');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      color: 'rojo',
      utm_source: 'patrocina',
      utm_medium: 'podcast',
      utm_campaign: 'senda-trail',
      utm_content: 'modo-cooperativo',
    });
  });
});
