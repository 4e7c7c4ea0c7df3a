import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a media query (`(min-width: 48rem)`), following it as the window
 * changes. Without matchMedia (jsdom, very old browsers) it answers `fallback`. For a layout that
 * differs in structure, not only in style: a table on a wide screen, cards on a phone, never both in
 * the page for a screen reader to read twice.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, read, () => fallback);
}
