// Exported on its own as `@patrocina/domain/lists` and kept free of zod, like ./constants: the web
// app's first screen writes the listen-report days with it.

export type ListType = 'conjunction' | 'disjunction';

/** "y" becomes "e" before an i sound: "i…", or "hi" not opening a diphthong ("hielo", "hiato" keep "y"). */
function startsWithISound(word: string): boolean {
  const start = word.slice(0, 3).toLowerCase();
  if (start.startsWith('i')) return true;
  return start.startsWith('hi') && start[2] !== 'a' && start[2] !== 'e';
}

/** "o" becomes "u" before an o sound: "o…", "ho…", "8…" ("ocho") and "11" ("once"). */
function startsWithOSound(word: string): boolean {
  const start = word.slice(0, 3).toLowerCase();
  return /^(?:o|ho|8)/.test(start) || start === '11' || start.startsWith('11 ');
}

function lastJoiner(type: ListType, lastItem: string): string {
  if (type === 'conjunction') return startsWithISound(lastItem) ? ' e ' : ' y ';
  return startsWithOSound(lastItem) ? ' u ' : ' o ';
}

/**
 * Spanish prose for a list: "a", "a y b", "a, b y c" (or "a, b o c"), writing "e" before an i sound and
 * "u" before an o sound ("Madrid e Ibiza", "siete u ocho"). It follows the rules of
 * `Intl.ListFormat('es', { style: 'long' })`, which its test compares it with, by hand: building the
 * first ListFormat of a page costs ICU about 50 ms of main thread on a phone (docs/decisions/0002).
 */
export function formatList(items: readonly string[], type: ListType = 'conjunction'): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1]!;
  return items.slice(0, -1).join(', ') + lastJoiner(type, last) + last;
}
