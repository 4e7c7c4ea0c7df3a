/**
 * How figures and dates read on screen (DESIGN.md): euros without decimals and with a thousands dot
 * ("1.500 €"), Spanish dates ("22 de noviembre de 2026") in the European time zone of the product.
 *
 * Numbers are written out rather than with Intl.NumberFormat, which gives the same text (the tests
 * compare them): the first NumberFormat a page builds costs 30-50 ms of main thread while ICU sets up
 * its number data (four times that on a mid-range phone), and the landing page shows amounts and
 * listens on its first screen. Date formatters are built on first use for the same reason.
 */

export const TIME_ZONE = 'Europe/Madrid';

/**
 * 1500 → "1.500": a dot between groups of three digits, as es-ES writes with grouping always on. The
 * domain has the same helper; this file is on the first screen, which does not load the domain package.
 */
function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Integer euro cents as whole euros: `formatEuros(150000)` → `1.500 €`, halves rounded away from
 * zero. The space before the sign is U+00A0 (NO-BREAK SPACE), so "€" never wraps alone onto the next
 * line of a narrow screen. Tests compare against `'1.500\u00a0€'`.
 */
export function formatEuros(cents: number): string {
  const euros = Math.round(Math.abs(cents) / 100);
  return `${cents < 0 && euros > 0 ? '-' : ''}${groupThousands(euros)}\u00a0€`;
}

/**
 * An amount the API answers in whole euros (docs/decisions/0005: calls speak euros, the database
 * cents): `formatWholeEuros(1500)` → `1.500 €`, as `formatEuros` writes its cents.
 */
export function formatWholeEuros(euros: number): string {
  // The domain's eurosToCents, written out: lib/format is on the first screen, which takes no domain index.
  return formatEuros(Math.round(euros * 100));
}

/**
 * Integer euro cents with their two decimals, for the taxes of a purchase, where IVA is rarely a whole
 * amount: `formatEurosWithCents(10769)` → `107,69 €`, `formatEurosWithCents(150000)` → `1.500,00 €`.
 */
export function formatEurosWithCents(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${groupThousands(whole)},${rest}\u00a0€`;
}

/** Listens, followers and other counts: `formatCount(45000)` → `45.000`. */
export function formatCount(value: number): string {
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole > 0 ? '-' : ''}${groupThousands(whole)}`;
}

/** A date formatter in Madrid time, built on its first use (see above). */
function madridFormatter(locale: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date) => {
    formatter ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE });
    return formatter.format(date);
  };
}

const longDate = madridFormatter('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

/** `22 de noviembre de 2026`, as the day falls in Madrid. */
export function formatDate(value: Date | string): string {
  return longDate(typeof value === 'string' ? new Date(value) : value);
}

/** `18:05`, in Madrid. */
const formatTime = madridFormatter('es-ES', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * `22 de noviembre de 2026, 18:05`, in Madrid time. Composed from two parts because ICU versions
 * join date and time differently ("… a las 18:05" in some), and the same text should show everywhere.
 */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${formatDate(date)}, ${formatTime(date)}`;
}

/** The calendar day in Madrid, as `2026-11-22`, to tell today and yesterday apart there. */
const madridDay = madridFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * When something happened, as a list reads it: `hoy, 10:05`, `ayer, 18:30`, otherwise the date
 * (`22 de noviembre de 2026`). Days are Madrid's.
 */
export function formatRecent(value: Date | string, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const day = madridDay(date);
  if (day === madridDay(now)) return `hoy, ${formatTime(date)}`;
  // Noon minus a day is yesterday in Madrid whatever the daylight-saving change.
  const yesterday = new Date(`${madridDay(now)}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  if (day === madridDay(yesterday)) return `ayer, ${formatTime(date)}`;
  return formatDate(date);
}
