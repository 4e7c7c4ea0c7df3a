import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * Every date-only value the API takes (campaign ranges, holidays, action dates) is a `YYYY-MM-DD`
 * string. The range is what the product can mean, and it keeps day arithmetic (addDays) on
 * four-digit years, where comparing the strings compares the days; PostgreSQL would refuse year 0
 * and days that do not exist with an error, not a field message.
 */
export const FIRST_CALENDAR_DAY = '2000-01-01';
export const LAST_CALENDAR_DAY = '2999-12-31';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists, written `YYYY-MM-DD`, between FIRST_CALENDAR_DAY and LAST_CALENDAR_DAY. */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value) || value < FIRST_CALENDAR_DAY || value > LAST_CALENDAR_DAY) return false;
  // Date rolls 2027-02-30 over to 2027-03-02: only a day that exists comes back unchanged.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The one schema for a `YYYY-MM-DD` day that comes into the API. */
export const calendarDaySchema = z.string({ error: MESSAGES.invalidDate }).refine(isCalendarDay, MESSAGES.invalidDate);
