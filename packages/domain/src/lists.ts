// Exported on its own as `@patrocina/domain/lists` and kept free of zod, like ./constants: the web
// app's first screen writes the listen-report days with it.

export type ListType = 'conjunction' | 'disjunction';

const formatters = new Map<ListType, Intl.ListFormat>();

/**
 * Spanish prose for a list: "a", "a y b", "a, b y c" (or "a, b o c"), by `Intl.ListFormat`, which
 * also writes "e" before an i sound and "u" before an o sound ("España e Italia", "uno u otro").
 * Each formatter is built on first use: the first one costs ICU some milliseconds of set-up.
 */
export function formatList(items: readonly string[], type: ListType = 'conjunction'): string {
  let formatter = formatters.get(type);
  if (!formatter) {
    formatter = new Intl.ListFormat('es', { style: 'long', type });
    formatters.set(type, formatter);
  }
  return formatter.format(items);
}
