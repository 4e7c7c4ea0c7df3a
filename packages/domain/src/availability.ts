import { z } from 'zod';
import { calendarDaySchema, isCalendarDay } from './calendar-days';

/**
 * Holidays ("vacaciones", SPEC §3 "Podcast availability"): inclusive date ranges as `YYYY-MM-DD`
 * strings, days as they fall in Madrid. Overlapping or touching periods merge into one.
 */
export const PRODUCT_TIME_ZONE = 'Europe/Madrid';
export const MAX_BLOCKED_DAYS = 366;

export interface DatePeriod {
  startsOn: string;
  endsOn: string;
}

export const AVAILABILITY_MESSAGES = {
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio',
  inThePast: 'No puedes bloquear fechas que ya han pasado',
  tooLong: `Un periodo no puede durar más de ${MAX_BLOCKED_DAYS} días`,
  endedPeriod: 'Ese periodo ya ha terminado: lo guardamos como historial',
} as const;

/** Made once: building a formatter costs far more than formatting (the badges ask for today on every page load). */
const MADRID_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let lastMinute = Number.NaN;
let lastDay = '';

/** `YYYY-MM-DD` of `now` in Madrid. Days start on a whole minute, so the answer is kept for the minute. */
export function todayInMadrid(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = MADRID_DAY.format(now);
    lastMinute = minute;
  }
  return lastDay;
}

/** Whole days from `a` to `b` (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A new blocked period, checked against `today` (Madrid) so nobody blocks days already gone. */
export function createBlockedPeriodSchema(today: string) {
  return z
    .object({ startsOn: calendarDaySchema, endsOn: calendarDaySchema })
    .strict()
    .superRefine((period, context) => {
      if (!isCalendarDay(period.startsOn) || !isCalendarDay(period.endsOn)) return;
      if (period.endsOn < period.startsOn) {
        context.addIssue({ code: 'custom', path: ['endsOn'], message: AVAILABILITY_MESSAGES.endBeforeStart });
      } else if (period.startsOn < today) {
        context.addIssue({ code: 'custom', path: ['startsOn'], message: AVAILABILITY_MESSAGES.inThePast });
      } else if (daysBetween(period.startsOn, period.endsOn) + 1 > MAX_BLOCKED_DAYS) {
        context.addIssue({ code: 'custom', path: ['endsOn'], message: AVAILABILITY_MESSAGES.tooLong });
      }
    });
}

/** The periods that touch or overlap `period` (a gap of zero days counts: 1-5 and 6-9 make 1-9). */
export function touches(a: DatePeriod, b: DatePeriod): boolean {
  return a.startsOn <= addDays(b.endsOn, 1) && b.startsOn <= addDays(a.endsOn, 1);
}

/**
 * Adds `added` to `existing`: every period it touches is absorbed into one. Returns the merged period
 * and which existing ones it replaces, so the caller can store the change in one transaction.
 */
export function mergePeriod<T extends DatePeriod>(
  existing: readonly T[],
  added: DatePeriod,
): { merged: DatePeriod; absorbed: T[] } {
  let merged = { startsOn: added.startsOn, endsOn: added.endsOn };
  let absorbed: T[] = [];
  // Absorbing one period can make the result touch another, so repeat until nothing changes.
  let changed = true;
  while (changed) {
    changed = false;
    for (const period of existing) {
      if (absorbed.includes(period) || !touches(period, merged)) continue;
      merged = {
        startsOn: period.startsOn < merged.startsOn ? period.startsOn : merged.startsOn,
        endsOn: period.endsOn > merged.endsOn ? period.endsOn : merged.endsOn,
      };
      absorbed = [...absorbed, period];
      changed = true;
    }
  }
  return { merged, absorbed };
}

/** True when `day` falls inside one of the periods. */
export function isDayBlocked(day: string, periods: readonly DatePeriod[]): boolean {
  return periods.some((period) => period.startsOn <= day && day <= period.endsOn);
}

/**
 * True when the periods leave no free day between `from` and `to` (inclusive): DOMAIN.md's matching
 * drops a podcast only when its holidays cover the whole campaign range.
 */
export function coversRange(periods: readonly DatePeriod[], from: string, to: string): boolean {
  const sorted = [...periods].sort((a, b) => (a.startsOn < b.startsOn ? -1 : 1));
  let nextFree = from;
  for (const period of sorted) {
    if (period.startsOn > nextFree) return false;
    if (period.endsOn >= nextFree) nextFree = addDays(period.endsOn, 1);
    if (nextFree > to) return true;
  }
  return nextFree > to;
}
