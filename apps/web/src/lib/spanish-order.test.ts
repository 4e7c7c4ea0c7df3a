import { describe, expect, it } from 'vitest';
import { compareInSpanish } from './spanish-order';

describe('compareInSpanish', () => {
  it('sorts accented initials among their letter and ñ after n, as a Spanish reader expects', () => {
    expect(['Zamora', 'Ávila', 'Badajoz', 'Álava', 'Ñandú', 'Navarra', 'Orense'].sort(compareInSpanish)).toEqual([
      'Álava',
      'Ávila',
      'Badajoz',
      'Navarra',
      'Ñandú',
      'Orense',
      'Zamora',
    ]);
  });
});
