import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  eurosToCents,
  httpUrlSchema,
  mmssSchema,
  mssSchema,
  secondsToTimestamp,
  sumsToHundred,
  timestampToSeconds,
} from './formats';

describe('MMM:SS (SPEC §5 MMSS)', () => {
  it.each(['', '00:45', '12:05', '123:59'])('accepts «%s»', (value) => {
    expect(mmssSchema.safeParse(value).success).toBe(true);
  });

  it.each(['1:05', '1234:00', '12:5', '12:60', '12-05', 'ab:cd'])(
    'refuses «%s» with «El formato debe ser MMM:SS»',
    (value) => {
      const result = mmssSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('El formato debe ser MMM:SS');
    },
  );

  it('MSS also takes one digit of minutes', () => {
    expect(mssSchema.safeParse('4:05').success).toBe(true);
    expect(mssSchema.safeParse('4:5').success).toBe(false);
  });

  it('converts to seconds and back for any minute and second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 * 60 + 59 }), (total) => {
        const text = secondsToTimestamp(total);
        expect(mmssSchema.safeParse(text).success).toBe(true);
        expect(timestampToSeconds(text)).toBe(total);
      }),
    );
  });
});

describe('percentages (SPEC §5 percent)', () => {
  it('must add up to exactly 100', () => {
    expect(sumsToHundred([60, 30, 10])).toBe(true);
    expect(sumsToHundred([60, 30, 9])).toBe(false);
    expect(sumsToHundred([])).toBe(false);
  });
});

describe('URLs (SPEC §5 url)', () => {
  it.each(['https://ejemplo.es', 'http://www.ejemplo.com/episodio?id=3'])('accepts %s', (value) => {
    expect(httpUrlSchema.safeParse(value).success).toBe(true);
  });

  it.each(['ejemplo.es', 'ftp://ejemplo.es', 'javascript:alert(1)', 'https://localhost', 'https://'])(
    'refuses %s with «Url no válida»',
    (value) => {
      expect(httpUrlSchema.safeParse(value).error?.issues[0]?.message).toBe('Url no válida');
    },
  );
});

describe('euros and cents', () => {
  it('stores whole euros as cents and reads them back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (euros) => {
        expect(centsToEuros(eurosToCents(euros))).toBe(euros);
      }),
    );
  });
});
