import type { ReactNode } from 'react';
import { containerClass } from './link-styles';

interface MarketingSectionProps {
  /** Anchor id of the section; its heading gets `${id}-titulo` and names the region. */
  id: string;
  title: string;
  /** A short line under the heading. */
  intro?: ReactNode;
  /** `muted` alternates the background so long pages read as separate blocks. */
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/**
 * One block of a marketing page: a region named by its h2. Blocks come after the hero, so on a first
 * view they are laid out as they near the screen (`data-below-fold`, index.css).
 */
export function MarketingSection({ id, title, intro, tone = 'plain', children }: MarketingSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-below-fold
      className={`scroll-mt-4 py-14 sm:py-20 ${tone === 'muted' ? 'border-y border-line bg-surface-muted' : 'bg-surface'}`}
    >
      <div className={containerClass}>
        <h2 id={headingId} className="max-w-2xl text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-2xl text-lg text-pretty text-ink-muted">{intro}</p>}
        <div className="mt-8 sm:mt-10">{children}</div>
      </div>
    </section>
  );
}
