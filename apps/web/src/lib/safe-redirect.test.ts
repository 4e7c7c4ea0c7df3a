import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each(['/dashboard', '/dashboard?tab=2', '/me/podcasts#fechas', '/'])('accepts the internal path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    'https://evil.example',
    'http://evil.example/dashboard',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/dash\nboard',
    '/\tdashboard',
    '',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
    expect(safeRedirect(['/dashboard'])).toBeNull();
  });
});
