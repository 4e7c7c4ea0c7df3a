import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberedSlug, RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from './slugs';

describe('slugify', () => {
  it('drops accents, ñ and punctuation: «El Ocaso de Roma: la caída» → el-ocaso-de-roma-la-caida', () => {
    expect(slugify('El Ocaso de Roma: la caída')).toBe('el-ocaso-de-roma-la-caida');
    expect(slugify('Mañanas   con ÑU!!')).toBe('mananas-con-nu');
  });

  it('never takes a path the app routes itself', () => {
    expect(slugify('Legal')).toBe('legal-podcast');
    expect(slugify('Dashboard')).toBe('dashboard-podcast');
  });

  it('always gives a valid slug of at most 100 characters, whatever the title', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const slug = slugify(title);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
        expect(slug).toMatch(SLUG_PATTERN);
        expect(RESERVED_SLUGS.has(slug)).toBe(false);
      }),
    );
  });
});

describe('numberedSlug', () => {
  it('numbers a clash and stays within the limit', () => {
    expect(numberedSlug('cafe-con-leche', 1)).toBe('cafe-con-leche');
    expect(numberedSlug('cafe-con-leche', 2)).toBe('cafe-con-leche-2');
    const long = 'a'.repeat(SLUG_MAX_LENGTH);
    expect(numberedSlug(long, 12)).toHaveLength(SLUG_MAX_LENGTH);
    expect(numberedSlug(long, 12).endsWith('-12')).toBe(true);
  });
});
