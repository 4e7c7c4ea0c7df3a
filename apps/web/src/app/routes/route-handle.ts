import { useMatches } from 'react-router';

/**
 * What a route says about itself in the table (router.tsx): the title of its page bar and whether a
 * visitor may see it. Routes are private unless they say `isPublic` (SPEC §2 access rules).
 */
export interface RouteHandle {
  title: string;
  isPublic?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
