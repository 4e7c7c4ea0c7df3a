import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addWorkingDays,
  decideReadSchema,
  isWorkingDay,
  readStateOf,
  SPAIN_NATIONAL_HOLIDAYS,
  submitReadScriptSchema,
} from './read-approval';

const holidays = new Set<string>(SPAIN_NATIONAL_HOLIDAYS);
const none = new Set<string>();

describe('addWorkingDays', () => {
  it('counts two working days from a Tuesday to the Thursday', () => {
    expect(addWorkingDays('2026-11-24', 2, none)).toBe('2026-11-26');
  });

  it('skips the weekend: a read sent on Friday is due on Tuesday', () => {
    expect(addWorkingDays('2026-11-27', 2, none)).toBe('2026-12-01');
  });

  it('skips a Saturday or Sunday submission to Tuesday', () => {
    expect(addWorkingDays('2026-11-28', 2, none)).toBe('2026-12-01');
    expect(addWorkingDays('2026-11-29', 2, none)).toBe('2026-12-01');
  });

  it('skips national holidays: 8 December 2026 is one, the 7th (a regional Monday off) is not', () => {
    // Friday 4 December → Monday 7, Tuesday 8 (holiday) → Wednesday 9.
    expect(addWorkingDays('2026-12-04', 2, holidays)).toBe('2026-12-09');
    expect(addWorkingDays('2026-12-04', 2, none)).toBe('2026-12-08');
  });

  it('crosses the year with New Year and Epiphany', () => {
    // Thursday 31 December 2026 → 1 Jan holiday, weekend, Monday 4, Tuesday 5.
    expect(addWorkingDays('2026-12-31', 2, holidays)).toBe('2027-01-05');
  });

  it('always lands on a working day after the start, never more than count + weekends + holidays away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 1, max: 10 }), (offset, count) => {
        const start = new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        const due = addWorkingDays(start, count, holidays);
        expect(due > start).toBe(true);
        expect(isWorkingDay(due, holidays)).toBe(true);
        let working = 0;
        for (let day = start; day < due;) {
          const next = new Date(`${day}T00:00:00Z`);
          next.setUTCDate(next.getUTCDate() + 1);
          day = next.toISOString().slice(0, 10);
          if (isWorkingDay(day, holidays)) working += 1;
        }
        expect(working).toBe(count);
      }),
    );
  });
});

describe('read schemas and state', () => {
  it('refuses an empty or too long script and a request for changes without a comment', () => {
    expect(submitReadScriptSchema.safeParse({ script: '   ' }).success).toBe(false);
    expect(submitReadScriptSchema.safeParse({ script: 'a'.repeat(2_001) }).success).toBe(false);
    expect(submitReadScriptSchema.safeParse({ script: 'a'.repeat(2_000) }).success).toBe(true);
    const changes = decideReadSchema.safeParse({ decision: 'CHANGES_REQUESTED', comment: ' ' });
    expect(changes.error?.issues[0]?.message).toBe('Explica qué cambios necesitas');
    expect(decideReadSchema.safeParse({ decision: 'APPROVED' }).success).toBe(true);
  });

  it('says where the read stands', () => {
    expect(readStateOf({ hasHostRead: false, noReadApproval: false, lastDecision: null })).toBe('NOT_NEEDED');
    expect(readStateOf({ hasHostRead: true, noReadApproval: true, lastDecision: null })).toBe('OPTED_OUT');
    expect(readStateOf({ hasHostRead: true, noReadApproval: false, lastDecision: null })).toBe('DUE');
    expect(readStateOf({ hasHostRead: true, noReadApproval: false, lastDecision: 'PENDING' })).toBe('WAITING');
    expect(readStateOf({ hasHostRead: true, noReadApproval: false, lastDecision: 'AUTO_APPROVED' })).toBe('APPROVED');
  });
});
