import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatEuros,
  formatEurosWithCents,
  formatRecent,
  formatWholeEuros,
} from './format';

// formatEuros always puts a NO-BREAK SPACE (U+00A0) before the sign, whatever the ICU version gives.
const NBSP = '\u00a0';

describe('formatEuros', () => {
  it('shows cents as whole euros in Spanish format, grouped from four digits', () => {
    expect(formatEuros(150_000)).toBe(`1.500${NBSP}€`);
    expect(formatEuros(50_000)).toBe(`500${NBSP}€`);
    expect(formatEuros(123_456_700)).toBe(`1.234.567${NBSP}€`);
    expect(formatEuros(0)).toBe(`0${NBSP}€`);
  });

  it('rounds to whole euros and never lets the sign wrap to another line', () => {
    expect(formatEuros(29_950)).toBe(`300${NBSP}€`);
    expect(formatEuros(150_000)).not.toMatch(/[ \u202f]/);
  });
});

describe('formatEurosWithCents', () => {
  it('keeps the cents of an amount with IVA, with a decimal comma', () => {
    expect(formatEurosWithCents(10_769)).toBe(`107,69${NBSP}€`);
    expect(formatEurosWithCents(150_000)).toBe(`1.500,00${NBSP}€`);
    expect(formatEurosWithCents(5)).toBe(`0,05${NBSP}€`);
  });
});

describe('formatWholeEuros', () => {
  it('writes the whole euros the API answers as formatEuros writes cents', () => {
    expect(formatWholeEuros(1_500)).toBe(`1.500${NBSP}€`);
    expect(formatWholeEuros(89)).toBe(`89${NBSP}€`);
    expect(formatWholeEuros(-600)).toBe(`-600${NBSP}€`);
  });
});

describe('the same text as Intl', () => {
  it('writes euros as Intl.NumberFormat writes them for es-ES, halves and negative amounts included', () => {
    const intl = new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
      useGrouping: 'always',
    });
    const amounts = [
      0, 49, 50, 51, 149, 150, 250, 99_950, 100_000, 999_949, 999_950, 12_345_678, 100_000_000_000, -50, -150, -29_950,
      -150_000,
    ];
    for (const cents of amounts) {
      expect(formatEuros(cents), `${cents} cents`).toBe(intl.format(cents / 100).replace(/[\u202f\u00a0 ]/g, NBSP));
    }
  });

  it('writes counts as Intl.NumberFormat writes them for es-ES', () => {
    const intl = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0, useGrouping: 'always' });
    for (const value of [0, 7, 999, 1_000, 45_000, 1_234_567, -2_500])
      expect(formatCount(value)).toBe(intl.format(value));
  });
});

describe('formatCount', () => {
  it('groups thousands with a dot from four digits', () => {
    expect(formatCount(45_000)).toBe('45.000');
    expect(formatCount(1_500)).toBe('1.500');
    expect(formatCount(999)).toBe('999');
  });
});

describe('dates in Spanish, in Madrid time', () => {
  it('writes the day as Spain sees it, even when UTC is still on the day before', () => {
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('22 de noviembre de 2026');
    expect(formatDate(new Date('2026-08-01T10:00:00Z'))).toBe('1 de agosto de 2026');
  });

  it('adds the hour in 24-hour Madrid time', () => {
    expect(formatDateTime('2026-11-22T17:05:00Z')).toBe('22 de noviembre de 2026, 18:05');
  });
});

describe('formatRecent', () => {
  const now = new Date('2026-11-22T15:00:00.000Z');
  it('says today and yesterday with the time, in Madrid, and the date before that', () => {
    expect(formatRecent('2026-11-22T09:05:00.000Z', now)).toBe('hoy, 10:05');
    expect(formatRecent('2026-11-21T23:30:00.000Z', now)).toBe('hoy, 00:30');
    expect(formatRecent('2026-11-21T17:30:00.000Z', now)).toBe('ayer, 18:30');
    expect(formatRecent('2026-11-20T17:30:00.000Z', now)).toBe('20 de noviembre de 2026');
  });
});
