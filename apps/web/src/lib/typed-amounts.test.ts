import { describe, expect, it } from 'vitest';
import { centsAsEuros, readTypedCents, readTypedNumber } from './typed-amounts';

describe('numbers as typed in Spanish', () => {
  it('reads a dot as thousands and a comma as decimals', () => {
    expect(readTypedNumber('1.500')).toBe(1_500);
    expect(readTypedNumber(' 89 ')).toBe(89);
    expect(readTypedNumber('2,5')).toBe(2.5);
    expect(readTypedNumber('')).toBeNull();
    expect(readTypedNumber('muchos')).toBeNaN();
  });

  it('holds euros as integer cents, and gives the euros back unrounded for the API', () => {
    expect(readTypedCents('89')).toBe(8_900);
    expect(readTypedCents('1.500')).toBe(150_000);
    expect(readTypedCents('0,1')).toBe(10);
    expect(readTypedCents('   ')).toBeNull();
    expect(centsAsEuros(150_000)).toBe(1_500);
    expect(centsAsEuros(8_950)).toBe(89.5);
  });
});
