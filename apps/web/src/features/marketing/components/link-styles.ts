/** Calls to action of the marketing pages: links styled as buttons (DESIGN.md: one strong accent). */
export const primaryLinkClass =
  'inline-flex min-h-11 items-center justify-center rounded-control bg-accent px-5 py-2.5 text-base font-semibold text-on-accent shadow-sm transition-colors hover:bg-accent-800';

export const secondaryLinkClass =
  'inline-flex min-h-11 items-center justify-center rounded-control border border-line bg-surface px-5 py-2.5 text-base font-semibold text-ink transition-colors hover:border-accent-300 hover:bg-accent-50';

/** Calls to action on the dark closing band. */
export const onDarkPrimaryLinkClass =
  'inline-flex min-h-11 items-center justify-center rounded-control bg-surface px-5 py-2.5 text-base font-semibold text-accent-800 shadow-sm transition-colors hover:bg-accent-50';

export const onDarkSecondaryLinkClass =
  'inline-flex min-h-11 items-center justify-center rounded-control border border-accent-300 px-5 py-2.5 text-base font-semibold text-on-accent transition-colors hover:bg-accent-800';

export const inlineLinkClass =
  'rounded-control font-medium text-accent-700 underline underline-offset-4 hover:text-accent-900';

/** The page's horizontal frame, the same width as the header and footer. */
export const containerClass = 'mx-auto w-full max-w-5xl px-4 sm:px-6';
