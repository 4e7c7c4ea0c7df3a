import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDaySchema, FIRST_CALENDAR_DAY, isCalendarDay, LAST_CALENDAR_DAY } from './calendar-days';
import { createBlockedPeriodSchema } from './availability';
import { planActionDatesSchema } from './action-schemas';
import { campaignHowSchema } from './campaigns';

/** The Gregorian calendar, written out independently of Date. */
function exists(year: number, month: number, day: number): boolean {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return month >= 1 && month <= 12 && day >= 1 && day <= lengths[month - 1]!;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

describe('a calendar day', () => {
  it.each(['2027-02-28', '2028-02-29', '2000-02-29', FIRST_CALENDAR_DAY, LAST_CALENDAR_DAY])('accepts %s', (day) => {
    expect(calendarDaySchema.safeParse(day).success).toBe(true);
  });

  it.each([
    '2027-02-30',
    '2027-13-45',
    '0000-00-00',
    '2100-02-29',
    '2027-04-31',
    '2027-00-10',
    '1999-12-31',
    '3000-01-01',
    '9999-12-31',
    '2027-1-5',
    '2027-01-05T00:00:00Z',
    ' 2027-01-05',
    '+02027-01-05',
    '',
  ])('refuses %j with «Elige una fecha válida»', (day) => {
    expect(calendarDaySchema.safeParse(day).error?.issues[0]?.message).toBe('Elige una fecha válida');
  });

  it('refuses what is not text with the same message', () => {
    for (const value of [20270105, null, undefined, {}]) {
      expect(calendarDaySchema.safeParse(value).error?.issues[0]?.message).toBe('Elige una fecha válida');
    }
  });

  it('accepts exactly the days the calendar has, between 2000 and 2999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (year, month, day) => {
          const written = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(isCalendarDay(written)).toBe(year >= 2000 && year <= 2999 && exists(year, month, day));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('accepts every day of the range as Date writes it', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(`${FIRST_CALENDAR_DAY}T00:00:00Z`),
          max: new Date(`${LAST_CALENDAR_DAY}T23:59:59Z`),
          noInvalidDate: true,
        }),
        (date) => {
          expect(isCalendarDay(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });
});

describe('every date that comes into the API', () => {
  it('refuses a campaign range on a day that does not exist, on its field', () => {
    const how = {
      coverageAction: 'ALL',
      brandingActions: [],
      podcastType: 'PREMIUM',
      podcastsSelected: [],
      budget: 1_500,
      approximateDate: 'DATE_RANGE',
      fromDate: '2027-02-30',
      toDate: '2027-13-45',
      spotFileId: null,
      prerollText: '',
      bannerFileId: null,
      bannerUrl: null,
    };
    const issues = campaignHowSchema.safeParse(how).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['fromDate', 'Elige una fecha válida'],
      ['toDate', 'Elige una fecha válida'],
    ]);
  });

  it('refuses holidays and action dates on a day that does not exist', () => {
    expect(
      createBlockedPeriodSchema('2026-11-23').safeParse({ startsOn: '0000-00-00', endsOn: '2027-01-01' }).error
        ?.issues[0],
    ).toMatchObject({
      path: ['startsOn'],
      message: 'Elige una fecha válida',
    });
    const dates = { dates: [{ actionId: '00000000-0000-4000-8000-000000000000', plannedOn: '2027-02-29' }] };
    expect(planActionDatesSchema.safeParse(dates).error?.issues[0]).toMatchObject({
      path: ['dates', 0, 'plannedOn'],
      message: 'Elige una fecha válida',
    });
  });

  it('still asks for a missing action date in its own words', () => {
    const dates = { dates: [{ actionId: '00000000-0000-4000-8000-000000000000' }] };
    expect(planActionDatesSchema.safeParse(dates).error?.issues[0]?.message).toBe('Elige una fecha para cada acción');
  });
});
