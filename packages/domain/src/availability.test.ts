import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  coversRange,
  createBlockedPeriodSchema,
  isDayBlocked,
  mergePeriod,
  todayInMadrid,
  type DatePeriod,
} from './availability';

const TODAY = '2026-11-23';
const schema = createBlockedPeriodSchema(TODAY);

describe('a new blocked period', () => {
  it('accepts today onwards', () => {
    expect(schema.safeParse({ startsOn: '2026-11-23', endsOn: '2026-12-07' }).success).toBe(true);
  });

  it.each([
    [{ startsOn: '2026-12-10', endsOn: '2026-12-01' }, 'La fecha de fin no puede ser anterior a la de inicio'],
    [{ startsOn: '2026-11-22', endsOn: '2026-11-30' }, 'No puedes bloquear fechas que ya han pasado'],
    [{ startsOn: '2026-12-01', endsOn: '2027-12-31' }, 'Un periodo no puede durar más de 366 días'],
    [{ startsOn: '2026-02-30', endsOn: '2026-03-01' }, 'Elige una fecha válida'],
  ])('refuses %o with «%s»', (period, message) => {
    expect(schema.safeParse(period).error?.issues[0]?.message).toBe(message);
  });
});

describe('merging periods', () => {
  const period = (startsOn: string, endsOn: string) => ({ startsOn, endsOn });

  it('joins overlapping and touching periods into one', () => {
    const existing = [
      period('2026-12-01', '2026-12-05'),
      period('2026-12-10', '2026-12-12'),
      period('2027-01-10', '2027-01-12'),
    ];
    const { merged, absorbed } = mergePeriod(existing, period('2026-12-06', '2026-12-10'));
    expect(merged).toEqual(period('2026-12-01', '2026-12-12'));
    expect(absorbed).toEqual([existing[0], existing[1]]);
  });

  it('leaves a period with a free day in between alone', () => {
    const { merged, absorbed } = mergePeriod([period('2026-12-01', '2026-12-05')], period('2026-12-07', '2026-12-08'));
    expect(merged).toEqual(period('2026-12-07', '2026-12-08'));
    expect(absorbed).toEqual([]);
  });

  it('blocks exactly the days of the union, whatever the periods', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2026-12-01', offset));
    const arbitraryPeriod = fc.tuple(day, day).map(([a, b]): DatePeriod => (a <= b ? period(a, b) : period(b, a)));
    fc.assert(
      fc.property(fc.array(arbitraryPeriod, { maxLength: 6 }), arbitraryPeriod, (periods, added) => {
        // Build a list of disjoint periods first, as the service keeps them.
        let stored: DatePeriod[] = [];
        for (const next of periods) {
          const { merged, absorbed } = mergePeriod(stored, next);
          stored = [...stored.filter((item) => !absorbed.includes(item)), merged];
        }
        const { merged, absorbed } = mergePeriod(stored, added);
        const after = [...stored.filter((item) => !absorbed.includes(item)), merged];
        for (let offset = -1; offset <= 62; offset += 1) {
          const probe = addDays('2026-12-01', offset);
          expect(isDayBlocked(probe, after)).toBe(isDayBlocked(probe, stored) || isDayBlocked(probe, [added]));
        }
        for (const a of after)
          for (const b of after) if (a !== b) expect(a.endsOn < b.startsOn || b.endsOn < a.startsOn).toBe(true);
      }),
    );
  });
});

describe('coverage of a campaign range', () => {
  it('is full only when no day of the range is free', () => {
    const periods = [
      { startsOn: '2026-12-01', endsOn: '2026-12-10' },
      { startsOn: '2026-12-11', endsOn: '2026-12-20' },
    ];
    expect(coversRange(periods, '2026-12-05', '2026-12-15')).toBe(true);
    expect(coversRange(periods, '2026-11-30', '2026-12-15')).toBe(false);
    expect(
      coversRange(
        [
          { startsOn: '2026-12-01', endsOn: '2026-12-05' },
          { startsOn: '2026-12-07', endsOn: '2026-12-10' },
        ],
        '2026-12-01',
        '2026-12-10',
      ),
    ).toBe(false);
    expect(coversRange([], '2026-12-01', '2026-12-01')).toBe(false);
  });
});

describe('today in Madrid', () => {
  it('is already the next day at 23:30 UTC in winter', () => {
    expect(todayInMadrid(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(todayInMadrid(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-22');
  });
});
