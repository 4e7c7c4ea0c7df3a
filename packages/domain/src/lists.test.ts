import { describe, expect, it } from 'vitest';
import { formatList, type ListType } from './lists';

describe('Spanish lists', () => {
  it('writes one, two and three items as Spanish prose', () => {
    expect(formatList(['2 menciones'])).toBe('2 menciones');
    expect(formatList(['2 menciones', '1 entrevista'])).toBe('2 menciones y 1 entrevista');
    expect(formatList(['7', '15', '22', '31'])).toBe('7, 15, 22 y 31');
    expect(formatList([])).toBe('');
  });

  it('changes the conjunction before the sound it would run into', () => {
    expect(formatList(['Madrid', 'Ibiza'])).toBe('Madrid e Ibiza');
    expect(formatList(['agua', 'hielo'])).toBe('agua y hielo');
    expect(formatList(['geografía', 'historia'])).toBe('geografía e historia');
    expect(formatList(['entre 25 y 44', 'más de 44'], 'disjunction')).toBe('entre 25 y 44 o más de 44');
    expect(formatList(['siete', 'ocho'], 'disjunction')).toBe('siete u ocho');
    expect(formatList(['10', '11'], 'disjunction')).toBe('10 u 11');
  });

  it('writes what Intl.ListFormat writes, for every kind of last word', () => {
    const words = ['Ibiza', 'idea', 'Hielo', 'hiato', 'hi', 'hiperión', 'HI', 'Historia', 'ínsula', 'y', 'eso'];
    words.push('ocho', 'Hora', 'HO', 'óvalo', '8 días', '80', '11', '11 podcasts', '110', '1', 'uno', '', ' ');
    for (const type of ['conjunction', 'disjunction'] satisfies ListType[]) {
      const intl = new Intl.ListFormat('es', { style: 'long', type });
      for (const word of words) {
        for (const items of [[word], ['Madrid', word], ['7', '15', word], [word, 'Madrid']]) {
          expect(formatList(items, type), `${type}: ${JSON.stringify(items)}`).toBe(intl.format(items));
        }
      }
    }
  });
});
