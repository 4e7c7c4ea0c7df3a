let collator: Intl.Collator | undefined;

/**
 * Compares two texts in Spanish alphabetical order (Ávila among the A, ñ after n). One collator for
 * the app, made on first use: `localeCompare(b, 'es')` builds one per call, which sorting a list of
 * provinces turned into a measurable pause on a phone's first screen (decision 0002).
 */
export function compareInSpanish(a: string, b: string): number {
  collator ??= new Intl.Collator('es');
  return collator.compare(a, b);
}

/**
 * Options from a label map in Spanish alphabetical order (Álava before Badajoz, Ávila among the A),
 * for long lists keyed by a code that means nothing to the reader, like the provinces.
 */
export function optionsInSpanishOrder<K extends string>(
  labels: Readonly<Record<K, string>>,
): { value: K; label: string }[] {
  return (Object.entries(labels) as [K, string][])
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => compareInSpanish(a.label, b.label));
}
