import { describe, expect, it } from 'vitest';
import { findNul } from './text-input';

describe('finding a NUL character in what a request carries', () => {
  it('names the first field that holds one, in document order', () => {
    expect(findNul({ what: { brand: 'Café', name: 'a\u0000b' }, how: { prerollText: '\u0000' } })).toBe('what.name');
    expect(findNul({ dates: [{ plannedOn: '2027-01-01' }, { plannedOn: '2027\u000001-02' }] })).toBe(
      'dates.1.plannedOn',
    );
    expect(findNul({ q: ['uno', 'do\u0000s'] })).toBe('q.1');
  });

  it('counts a key with a NUL as its object’s, and a bare string as the whole value', () => {
    expect(findNul({ perfil: { 'a\u0000': 1 } })).toBe('perfil');
    expect(findNul('a\u0000b')).toBe('');
  });

  it('finds nothing in clean input, raw bytes or nothing at all', () => {
    expect(findNul({ brand: 'Café Aroma', budget: 1_500, tags: ['café'], fromDate: null })).toBeNull();
    expect(findNul(Buffer.from([0, 0, 0]))).toBeNull();
    expect(findNul(undefined)).toBeNull();
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    let deep: unknown = 'a\u0000b';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(findNul(deep)).toMatch(/^0(\.0)+$/);
  });
});
