import type { ReactNode } from 'react';
import { CallsToAction, type CallPair } from './calls-to-action';
import { containerClass } from './link-styles';

interface ClosingCtaProps {
  id: string;
  title: string;
  text: ReactNode;
  actions: CallPair;
}

/** The last block of a page: one more chance to act, on the accent colour. */
export function ClosingCta({ id, title, text, actions }: ClosingCtaProps) {
  const headingId = `${id}-titulo`;
  return (
    // The accent ring is faint on this band (1.78:1): focus shows in white here (10:1).
    <section
      aria-labelledby={headingId}
      className="bg-accent-900 py-14 text-on-accent sm:py-20 [&_:focus-visible]:outline-white"
    >
      <div className={containerClass}>
        <h2 id={headingId} className="max-w-2xl text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-accent-100">{text}</p>
        <CallsToAction {...actions} className="mt-8" onDark />
      </div>
    </section>
  );
}
