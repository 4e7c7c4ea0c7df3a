import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { firstFocusableIn } from '@/lib/focus';
import { useIsNear } from '@/lib/use-is-near';
import { MarketingSection } from './section';
import { SliderSkeleton } from './slider-skeleton';

const SliderContent = lazy(() =>
  import('../slider/slider-content').then((module) => ({ default: module.SliderContent })),
);

/**
 * Keeps the slider's place in the tab order while it loads: until the skeleton goes, the placeholder
 * itself is a Tab stop, so forward Tab cannot pass it by and land below a catalogue that then appears
 * above focus. When the content arrives, focus resting on the placeholder moves to its first control
 * (or stays on the placeholder, now out of the Tab order, if there is none). Returns whether it loads.
 */
function useHeldTabStop(placeholderRef: RefObject<HTMLElement | null>): boolean {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (!placeholder) return;
    const settle = () => {
      if (placeholder.querySelector('[data-slider-skeleton]')) return false;
      const first = firstFocusableIn(placeholder, (element) => element === placeholder);
      if (first && document.activeElement === placeholder) first.focus();
      setLoading(false);
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) observer.disconnect();
    });
    observer.observe(placeholder, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [placeholderRef]);
  return loading;
}

/**
 * "Algunos podcasts del catálogo": the slider of SPEC §3, fed by `GET /public/podcasts/featured`.
 * It sits below the fold of the landing pages, so its code and its call wait until it comes near.
 */
export function PodcastSlider({ id = 'catalogo', action }: { id?: string; action?: ReactNode }) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const isNear = useIsNear(sentinelRef);
  const loading = useHeldTabStop(sentinelRef);
  return (
    <MarketingSection id={id} title="Algunos podcasts del catálogo" tone="muted">
      <div
        ref={sentinelRef}
        tabIndex={loading ? 0 : -1}
        {...(loading ? { role: 'group', 'aria-label': 'Catálogo: cargando' } : {})}
        className="rounded-card"
      >
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
