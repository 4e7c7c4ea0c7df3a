/**
 * Numbers as people type them in Spanish: a dot between thousands ("1.500") and a comma before the
 * decimals ("89,5"). Money is read into integer cents at once, so nothing between the input and the
 * API edge holds a euro float.
 */

/** `"1.500"` → 1500, `"2,5"` → 2.5; null when blank, NaN when it is not a number (the schema then says so). */
export function readTypedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(/\./g, '').replace(',', '.'));
}

/** Euros as typed, in integer cents: `"1.500"` → 150000, `"89,5"` → 8950; null when blank, NaN when unreadable. */
export function readTypedCents(text: string): number | null {
  const euros = readTypedNumber(text);
  return euros === null ? null : Math.round(euros * 100);
}

/**
 * Integer cents as euros for a call whose contract is in euros. Not rounded to whole euros: a typed
 * "89,50" must reach the shared schema as 89.5 and be refused there («sin decimales»), never be sent
 * as 90 without a word.
 */
export function centsAsEuros(cents: number): number {
  return cents / 100;
}
