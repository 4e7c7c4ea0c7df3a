import { createContext, useContext, type ReactNode } from 'react';
import type { LegalInfo } from '@patrocina/domain';

/*
 * The legal page's text is written here, but who the company is and some of the money rules come
 * from the server (GET /public/legal). The text renders at once, so the page has its full length for
 * #anchors and scroll restoration; each configured value fills in when it arrives.
 */

export type LegalFactsState = { status: 'pending' } | { status: 'error' } | { status: 'success'; info: LegalInfo };

const LegalFactsContext = createContext<LegalFactsState>({ status: 'pending' });

export const LegalFactsProvider = LegalFactsContext.Provider;

/** The configuration, once loaded; undefined while it loads or if it failed. */
export function useLegalFacts(): LegalInfo | undefined {
  const state = useContext(LegalFactsContext);
  return state.status === 'success' ? state.info : undefined;
}

/** One configured value inside a sentence: a placeholder bar while it loads, a plain note if it failed. */
export function Fact({ value }: { value: (info: LegalInfo) => ReactNode }) {
  const state = useContext(LegalFactsContext);
  if (state.status === 'success') return <>{value(state.info)}</>;
  if (state.status === 'error') return <span className="text-ink-muted italic">(dato no disponible)</span>;
  return (
    <span
      data-testid="fact-loading"
      aria-hidden="true"
      className="inline-block h-[1em] w-28 animate-pulse rounded bg-line align-[-0.1em]"
    />
  );
}

/** A clause of the legal page: its anchor, its title in the table of contents, and its text. */
export interface Clause {
  id: string;
  title: string;
  body: ReactNode;
}

/** A labelled block inside a clause (a purpose with its basis and period, a cookie with its duration). */
export function FactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sm:flex sm:gap-2">
      <dt className="font-semibold sm:shrink-0">{label}:</dt>
      <dd>{children}</dd>
    </div>
  );
}
