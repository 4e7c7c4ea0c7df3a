import type { ReactNode } from 'react';

/**
 * What a campaign, a proposal or a report says of itself, as definition lists: a label and its value.
 * Put them in a `<dl>`; the list sets the grid.
 */

/** A small muted label above its value; `valueClassName` makes a figure read larger. */
export function Fact({
  label,
  children,
  valueClassName = 'font-medium',
}: {
  label: ReactNode;
  children: ReactNode;
  valueClassName?: string;
}) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/** Large, bold and in tabular figures: the money a card or a summary is about. */
export const HEADLINE_FIGURE = 'text-3xl font-bold tracking-tight tabular-nums';

/**
 * The figure a card is about (DESIGN.md: money and reach are what people come for), large so the
 * cards of a list compare at a glance. The first fact of the card's `<dl>`; `note` reads small after it.
 */
export function HeadlineFact({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  return (
    <Fact label={label} valueClassName={`${HEADLINE_FIGURE} text-ink`}>
      {children}
      {note ? (
        <>
          {' '}
          <span className="text-sm font-normal tracking-normal text-ink-muted">{note}</span>
        </>
      ) : null}
    </Fact>
  );
}

/** A row of a long list (a brief): the label beside its value from the small breakpoint on. */
export function FactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="text-ink-muted sm:col-span-2">{children}</dd>
    </div>
  );
}

/**
 * A link out of the product, in a new tab. `nofollow` for an address someone typed (a brand's web),
 * so the product lends it no search ranking.
 */
export function ExternalLink({
  href,
  children,
  className = 'font-medium text-accent-700 underline',
  nofollow = false,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  nofollow?: boolean;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel={nofollow ? 'noopener noreferrer nofollow' : 'noopener noreferrer'}
      className={className}
    >
      {children}
    </a>
  );
}
