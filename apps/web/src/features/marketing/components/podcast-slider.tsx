import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { LAZY_ROOT_MARGIN } from '@/components/safe-image';
import { MarketingSection } from './section';
import { SliderSkeleton } from './slider-skeleton';

const SliderContent = lazy(() =>
  import('../slider/slider-content').then((module) => ({ default: module.SliderContent })),
);

/**
 * "Algunos podcasts del catálogo": the slider of SPEC §3, fed by `GET /public/podcasts/featured`.
 * It sits below the fold of the landing pages, so its code and its call wait until it comes near.
 */
export function PodcastSlider({ id = 'catalogo', action }: { id?: string; action?: ReactNode }) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const isNear = useIsNear(sentinelRef);
  return (
    <MarketingSection id={id} title="Algunos podcasts del catálogo" tone="muted">
      <div ref={sentinelRef}>
        {isNear ? (
          <Suspense fallback={<SliderSkeleton />}>
            <SliderContent id={id} action={action} />
          </Suspense>
        ) : (
          <SliderSkeleton />
        )}
      </div>
    </MarketingSection>
  );
}

/** True once the element comes within 40 px of the viewport (SPEC §9's lazy distance), or at once without IntersectionObserver. */
function useIsNear(ref: RefObject<HTMLElement | null>): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
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
