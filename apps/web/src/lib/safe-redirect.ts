/**
 * SPEC §2: after login the user returns to the remembered page only if it is a safe internal path.
 * Anything that a browser could resolve to another origin (a scheme, `//host`, `/\host`, which
 * browsers treat like `//`) or that hides control characters is refused.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (CONTROL_CHARACTERS.test(value)) return null;
  if (!value.startsWith('/')) return null;
  const second = value.charAt(1);
  if (second === '/' || second === '\\') return null;
  // A resolved URL on another origin means the value was not really a path (belt and braces).
  try {
    const base = 'https://patrocina.invalid';
    if (new URL(value, base).origin !== base) return null;
  } catch {
    return null;
  }
  return value;
}
