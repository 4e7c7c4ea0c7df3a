import { z } from 'zod';
import { MESSAGES } from './messages';

/** SPEC §5 url, videoUrl, audioUrl: must look like an http or https URL. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const httpUrlSchema = z
  .string({ error: MESSAGES.invalidUrl })
  .trim()
  .max(2048, MESSAGES.invalidUrl)
  .refine(isHttpUrl, MESSAGES.invalidUrl);

/** SPEC §5 MMSS: empty, or 2-3 digits, colon, 2 digits (seconds below 60). */
export const MMSS_PATTERN = /^(?:\d{2,3}:[0-5]\d)?$/;
/** SPEC §5 MSS: empty, or 1-3 digits, colon, 2 digits. The SPEC shows no message; this one is ours. */
export const MSS_PATTERN = /^(?:\d{1,3}:[0-5]\d)?$/;

export const MESSAGES_FORMATS = {
  mmss: 'El formato debe ser MMM:SS',
  mss: 'El formato debe ser M:SS, por ejemplo 4:05',
  percent: 'Los porcentajes deben sumar 100',
} as const;

export const mmssSchema = z.string().trim().regex(MMSS_PATTERN, MESSAGES_FORMATS.mmss);
export const mssSchema = z.string().trim().regex(MSS_PATTERN, MESSAGES_FORMATS.mss);

/** "12:05" → 725 seconds; "" → null. Assumes a value that passed MSS or MMSS. */
export function timestampToSeconds(value: string): number | null {
  if (!value) return null;
  const [minutes, seconds] = value.split(':').map(Number);
  return minutes! * 60 + seconds!;
}

/** 725 → "12:05" (MMSS keeps at least two digits of minutes). */
export function secondsToTimestamp(total: number, minuteDigits: 1 | 2 = 2): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(minuteDigits, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** SPEC §5 percent: the shares of a distribution must add up to exactly 100. */
export function sumsToHundred(values: readonly number[]): boolean {
  return values.reduce((sum, value) => sum + value, 0) === 100;
}

export const percentSchema = z
  .number({ error: 'Escribe un porcentaje' })
  .int('Usa números enteros')
  .min(0, 'Un porcentaje no puede ser negativo')
  .max(100, 'Un porcentaje no puede pasar de 100');

/** An object of whole numbers, one under each key, in their order: counts and figures of one kind. */
export function wholeNumbersSchema<Key extends string>(keys: readonly Key[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<Key, z.ZodNumber>);
}

/** Whole euros typed by a user → integer cents (DOMAIN.md: money is stored in cents). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return Math.round(cents / 100);
}

/**
 * For a list whose items must each name a different thing (`dates` by `actionId`, `podcasts` by
 * `podcastId`): every repeat after the first is an issue on its own field, with the message given.
 */
export function refineEachOnce<K extends string>(
  context: z.RefinementCtx,
  list: { name: string; items: readonly Record<K, string>[] },
  key: K,
  message: string,
): void {
  const seen = new Set<string>();
  list.items.forEach((item, index) => {
    if (seen.has(item[key])) context.addIssue({ code: 'custom', path: [list.name, index, key], message });
    seen.add(item[key]);
  });
}

/** 1500 → "1.500": a dot between groups of three digits, as es-ES writes amounts with grouping always on. */
export function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
