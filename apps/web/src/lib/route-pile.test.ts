import { describe, expect, it } from 'vitest';
import { ROUTE_PILE_LIMIT, appendToRoutePile, nextRoutePile } from './route-pile';

describe('route pile', () => {
  it('appends the fixed dashboard and workroom paths', () => {
    let pile = nextRoutePile([], '/dashboard');
    pile = nextRoutePile(pile, '/workroom/');
    pile = nextRoutePile(pile, '/dashboard');
    expect(pile).toEqual(['/dashboard', '/workroom', '/dashboard']);
  });

  it('clears the pile on any other path', () => {
    const pile = nextRoutePile(['/dashboard', '/workroom'], '/me');
    expect(pile).toEqual([]);
    expect(nextRoutePile(['/dashboard'], '/dashboard/otra')).toEqual([]);
    expect(nextRoutePile(['/workroom'], '/')).toEqual([]);
  });

  it('keeps the newest 50 entries', () => {
    let pile: readonly string[] = [];
    for (let index = 0; index < ROUTE_PILE_LIMIT; index += 1) pile = appendToRoutePile(pile, `/p${index}`);
    expect(pile).toHaveLength(50);

    pile = nextRoutePile(pile, '/workroom');
    expect(pile).toHaveLength(50);
    expect(pile[0]).toBe('/p1');
    expect(pile.at(-1)).toBe('/workroom');
  });
});
