import { useEffect, useState, type RefObject } from 'react';

/** SPEC §9: lazy content loads 40 px before it is visible. */
export const LAZY_ROOT_MARGIN = '40px';

/**
 * True once the element comes within 40 px of the viewport, and from then on; at once when `lazy` is
 * false or the browser has no IntersectionObserver (old browsers, jsdom). Lazy images and the
 * landing's slider wait for it.
 */
export function useIsNear(ref: RefObject<HTMLElement | null>, lazy = true): boolean {
  const [isNear, setIsNear] = useState(() => !lazy || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, ref]);
  return isNear;
}
