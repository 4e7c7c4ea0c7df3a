// Dates as feeds write them, which is seldom as RSS asks.

const SPANISH_MONTHS: Record<string, string> = {
  ene: 'Jan',
  enero: 'Jan',
  feb: 'Feb',
  febrero: 'Feb',
  mar: 'Mar',
  marzo: 'Mar',
  abr: 'Apr',
  abril: 'Apr',
  may: 'May',
  mayo: 'May',
  jun: 'Jun',
  junio: 'Jun',
  jul: 'Jul',
  julio: 'Jul',
  ago: 'Aug',
  agosto: 'Aug',
  sep: 'Sep',
  sept: 'Sep',
  septiembre: 'Sep',
  set: 'Sep',
  oct: 'Oct',
  octubre: 'Oct',
  nov: 'Nov',
  noviembre: 'Nov',
  dic: 'Dec',
  diciembre: 'Dec',
};
const ZONES: Record<string, string> = {
  CET: '+0100',
  CEST: '+0200',
  WET: '+0000',
  WEST: '+0100',
  BST: '+0100',
  IST: '+0530',
  AEST: '+1000',
  AEDT: '+1100',
};
const EARLIEST = Date.UTC(1990, 0, 1);

/**
 * A feed date, read leniently: RFC 822 as RSS asks (with or without the day name, two-digit years,
 * zone names), ISO 8601, and Spanish month names. A date without a zone is taken as UTC; one before
 * 1990 or more than a year ahead is taken as wrong (null).
 */
export function parseFeedDate(value: string): Date | null {
  const raw = value.trim().slice(0, 100);
  if (!raw) return null;
  const candidates = [raw, normaliseDate(raw)];
  for (const candidate of candidates) {
    const time = Date.parse(withZone(candidate));
    if (Number.isFinite(time)) return time >= EARLIEST && time <= Date.now() + 366 * 86_400_000 ? new Date(time) : null;
  }
  return null;
}

/** A date-time without a zone would be read in the server's zone: feeds mean UTC far more often. */
function withZone(date: string): string {
  if (/(?:[+-]\d{2}:?\d{2}|\b(?:GMT|UTC|UT|[ECMP][SD]T)|\dZ)$/i.test(date)) return date;
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return /^\d{4}-\d{2}-\d{2}T/.test(date) ? `${date}Z` : `${date} GMT`;
}

function normaliseDate(raw: string): string {
  return raw
    .replace(/^[^\d,]*,\s*/, '') // the day name, in any language
    .replace(/\b([a-záéíóú]+)\.?(?=\s|$)/gi, (word: string, name: string) => {
      const lower = name.toLowerCase();
      if (lower === 'sept') return 'Sep';
      return SPANISH_MONTHS[lower] ?? ZONES[name.toUpperCase()] ?? word;
    })
    .replace(/\bde\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
