import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useIsNear } from '@/lib/use-is-near';
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
