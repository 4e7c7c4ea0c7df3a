import { describe, expect, it } from 'vitest';
import { downloadsShareUrl, monthsEndingWith } from './measurement-views';

describe('the months a share link shows', () => {
  it('ends with the current month and crosses the year back', () => {
    expect(monthsEndingWith('2026-02-14', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsEndingWith('2026-12-31', 1)).toEqual(['2026-12']);
    expect(monthsEndingWith('2026-01-01', 12)[0]).toBe('2025-02');
  });
});

describe('a share link’s address', () => {
  it('joins the origin and the token under /escuchas/', () => {
    expect(downloadsShareUrl('https://patrocina.es/', 'abc')).toBe('https://patrocina.es/escuchas/abc');
  });
});
