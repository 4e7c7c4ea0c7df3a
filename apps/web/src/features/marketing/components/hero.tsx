import type { ReactNode } from 'react';
import { CallsToAction, type CallPair } from './calls-to-action';
import { containerClass } from './link-styles';

interface HeroProps {
  /** A small line above the h1 that says who the page is for. */
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** The calls to action. */
  actions: CallPair;
  /** A line under the actions (price, conditions). */
  note?: ReactNode;
  illustration?: ReactNode;
}

/** The first screen of a marketing page: the h1, what the page offers and what to do next. */
export function Hero({ eyebrow, title, lead, actions, note, illustration }: HeroProps) {
  return (
    <section aria-labelledby="portada-titulo" className="overflow-hidden border-b border-line bg-accent-50">
      <div
        className={`${containerClass} grid items-center gap-10 py-14 sm:py-20 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]`}
      >
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-800 uppercase">{eyebrow}</p>
          <h1 id="portada-titulo" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-ink-muted sm:text-xl">{lead}</p>
          <CallsToAction {...actions} className="mt-8" />
          {note && <p className="mt-4 text-sm text-ink-muted">{note}</p>}
        </div>
        {illustration && <div className="hidden md:block">{illustration}</div>}
      </div>
    </section>
  );
}
