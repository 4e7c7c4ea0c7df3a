import { describe, expect, it } from 'vitest';
import { formatList } from './lists';

describe('Spanish lists', () => {
  it('writes one, two and three items as Spanish prose', () => {
    expect(formatList(['2 menciones'])).toBe('2 menciones');
    expect(formatList(['2 menciones', '1 entrevista'])).toBe('2 menciones y 1 entrevista');
    expect(formatList(['7', '15', '22', '31'])).toBe('7, 15, 22 y 31');
    expect(formatList([])).toBe('');
  });

  it('changes the conjunction before the sound it would run into', () => {
    expect(formatList(['Madrid', 'Ibiza'])).toBe('Madrid e Ibiza');
    expect(formatList(['entre 25 y 44', 'más de 44'], 'disjunction')).toBe('entre 25 y 44 o más de 44');
    expect(formatList(['siete', 'ocho'], 'disjunction')).toBe('siete u ocho');
  });
});
