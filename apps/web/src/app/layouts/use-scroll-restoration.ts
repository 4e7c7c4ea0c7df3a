import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/*
 * Scrolling on navigation, as the browser does between documents: a new page starts at the top, or
 * at its #fragment; back and forward return to where the reader was, after a reload too. React
 * Router's <ScrollRestoration> does this and more for 0.8 kB of every first screen
 * (docs/decisions/0002-first-screen-budget.md); this is the part the app uses.
 */
export const SCROLL_STORAGE_KEY = 'patrocina.scroll';

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return new Map(Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return new Map();
  }
}

const positions = typeof sessionStorage === 'undefined' ? new Map<string, number>() : readPositions();
// The history entry shown now. Scroll events belong to it: by the time a navigation renders, the
// previous page is gone (and the browser may have clamped the scroll to the new, shorter one).
let currentKey = '';

/*
 * Every document loaded afresh is a POP with the key "default" to React Router (its history entry has
 * no state yet), so the position saved for one page was handed to the next page loaded in full: a link
 * to /dashboard opened at the offset of the previous page. Only a reload or the browser's back and
 * forward return to a document; a new one is left where the browser opens it, at the top (or its
 * #fragment). The "default" entries are told apart by their address.
 */
let firstRender = true;

function returnsToDocument(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/*
 * A page loaded afresh at its top lays out what is below the fold only as it nears the screen
 * (`data-first-view` on <html>: index.css gives marked sections `content-visibility: auto`), so the
 * first screen's layout is a fraction of the page's. It lasts until the reader first scrolls or
 * leaves: a position is then only ever saved or restored on a page laid out in full, and «atrás»,
 * «adelante» and a reload land where the reader was (docs/decisions/0002).
 */
function startFirstView(): () => void {
  const root = document.documentElement;
  const end = () => {
    window.removeEventListener('scroll', endInPlace);
    delete root.dataset.firstView;
  };
  // The sections above the reader may have held estimated heights (after a jump: a link to a
  // #fragment, Tab to a control further down): what is in view stays in view when they take their own.
  function endInPlace() {
    const anchor = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    const before = anchor?.getBoundingClientRect().top;
    end();
    const after = anchor?.getBoundingClientRect().top;
    if (before !== undefined && after !== undefined && after !== before) window.scrollBy(0, after - before);
  }
  if (!returnsToDocument() && !window.location.hash && window.scrollY === 0) {
    root.dataset.firstView = '';
    window.addEventListener('scroll', endInPlace, { passive: true });
  }
  return end;
}

const endFirstView = typeof document === 'undefined' ? () => undefined : startFirstView();

function entryKey(key: string, pathname: string, search: string): string {
  return key === 'default' ? `default:${pathname}${search}` : key;
}

function remember() {
  positions.set(currentKey, window.scrollY);
}

function persist() {
  try {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Storage refused: positions still hold for this page's life.
  }
}

export function useScrollRestoration(): void {
  const { key: routerKey, pathname, search, hash } = useLocation();
  const key = entryKey(routerKey, pathname, search);
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    if (!firstRender) endFirstView();
    currentKey = key;
    const loadedAfresh = firstRender && !returnsToDocument();
    firstRender = false;
    const saved = loadedAfresh ? undefined : positions.get(key);
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
