import { describe, expect, it } from 'vitest';
import { compareInSpanish, optionsInSpanishOrder } from './spanish-order';

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

  it('lists a label map by its labels in that order, keeping each code with its label', () => {
    expect(optionsInSpanishOrder({ CC: 'Cáceres', VI: 'Álava', BU: 'Burgos', AV: 'Ávila' })).toEqual([
      { value: 'VI', label: 'Álava' },
      { value: 'AV', label: 'Ávila' },
      { value: 'BU', label: 'Burgos' },
      { value: 'CC', label: 'Cáceres' },
    ]);
  });
});
