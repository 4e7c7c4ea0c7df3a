/**
 * The web app's configuration, read once from Vite's `import.meta.env` (STYLE.md: nothing else
 * reads it). A wrong value fails at start-up and names the key, instead of a broken link later.
 *
 * Checked by hand rather than with a zod schema: the footer reads this on every first screen, and
 * zod (about 30 kB gzip) is kept out of that screen's JavaScript.
 */
function parseUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string') return null;
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function readHttpUrl(key: string, raw: unknown, fallback: string): string {
  if (raw === undefined || raw === '') return fallback;
  const url = parseUrl(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`Invalid web configuration: ${key}`);
  }
  return raw as string;
}

export const env = {
  helpCenterUrl: readHttpUrl(
    'VITE_HELP_CENTER_URL',
    import.meta.env.VITE_HELP_CENTER_URL,
    'https://ayuda.patrocina.es',
  ),
};
