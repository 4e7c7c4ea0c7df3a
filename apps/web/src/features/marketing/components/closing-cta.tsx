import type { ReactNode } from 'react';
import { containerClass } from './link-styles';

interface ClosingCtaProps {
  id: string;
  title: string;
  text: ReactNode;
  actions: ReactNode;
}

/** The last block of a page: one more chance to act, on the accent colour. */
export function ClosingCta({ id, title, text, actions }: ClosingCtaProps) {
  const headingId = `${id}-titulo`;
  return (
    <section aria-labelledby={headingId} className="bg-accent-900 py-14 text-on-accent sm:py-20">
      <div className={containerClass}>
        <h2 id={headingId} className="max-w-2xl text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-accent-100">{text}</p>
        <div className="mt-8 flex flex-col gap-3 min-[400px]:flex-row min-[400px]:flex-wrap">{actions}</div>
      </div>
    </section>
  );
}

/** Calls to action on the dark closing band. */
export const onDarkPrimaryLinkClass =
  'inline-flex min-h-11 items-center justify-center rounded-control bg-surface px-5 py-2.5 text-base font-semibold text-accent-800 shadow-sm transition-colors hover:bg-accent-50';

export const onDarkSecondaryLinkClass =
  'inline-flex min-h-11 items-center justify-center rounded-control border border-accent-300 px-5 py-2.5 text-base font-semibold text-on-accent transition-colors hover:bg-accent-800';
