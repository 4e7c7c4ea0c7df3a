import { createStore, useStore } from './external-store';

/**
 * SPEC §2, §4 and §9: the remembered route pile. Going to the dashboard or the workroom appends
 * that fixed path (whatever its query or hash); any other path clears the pile; it never holds
 * more than 50 entries (the oldest go first).
 */
export const ROUTE_PILE_LIMIT = 50;
export const PILED_PATHS = ['/dashboard', '/workroom'] as const;

export type RoutePile = readonly string[];

/** Appends a path, keeping the newest ROUTE_PILE_LIMIT entries. */
export function appendToRoutePile(pile: RoutePile, path: string): RoutePile {
  const next = [...pile, path];
  return next.length > ROUTE_PILE_LIMIT ? next.slice(next.length - ROUTE_PILE_LIMIT) : next;
}

function piledPathFor(pathname: string): string | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PILED_PATHS.find((path) => path === normalised);
}

/** What the pile becomes after navigating to `pathname`. */
export function nextRoutePile(pile: RoutePile, pathname: string): RoutePile {
  const piled = piledPathFor(pathname);
  if (!piled) return pile.length === 0 ? pile : [];
  return appendToRoutePile(pile, piled);
}

export const routePileStore = createStore<RoutePile>([]);

export function recordNavigation(pathname: string): void {
  routePileStore.set((pile) => nextRoutePile(pile, pathname));
}

export function useRoutePile(): RoutePile {
  return useStore(routePileStore);
}
