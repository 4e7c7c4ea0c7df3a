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
