import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** SPEC §9: the bar hides 500 ms after the page is ready; loads faster than 200 ms show no bar. */
export const LOAD_BAR_HIDE_DELAY_MS = 500;
export const LOAD_BAR_THROTTLE_MS = 200;
const STEP_MS = 200;
const CEILING = 90;

/**
 * SPEC §2 and §4: a page-load progress bar on route change. It creeps from 0 towards 90 while the
 * router loads (lazy chunks, loaders), jumps to 100 when the page is ready and hides 500 ms later.
 */
export function PageLoadBar() {
  const navigation = useNavigation();
  const isLoading = navigation.state !== 'idle';
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (isLoading) {
      const timer = setInterval(() => {
        setProgress((value) => (value === null ? 0 : Math.min(CEILING, value + Math.max(2, (CEILING - value) * 0.25))));
      }, STEP_MS);
      return () => clearInterval(timer);
    }
    const finish = setTimeout(() => setProgress((value) => (value === null ? null : 100)), 0);
    const hide = setTimeout(() => setProgress(null), LOAD_BAR_HIDE_DELAY_MS);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [isLoading]);

  if (progress === null) return null;
  const value = Math.round(progress);
  return (
    <div
      role="progressbar"
      aria-label="Cargando la página"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1"
    >
      <div
        className="h-full bg-accent-600 transition-[width] duration-200 ease-out motion-reduce:transition-none"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
