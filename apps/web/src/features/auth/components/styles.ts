/** Text buttons and links of the sign-in screens: underlined, so they read as links without colour alone. */
export const linkButtonClass =
  'rounded-sm font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-900';

export const primaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-control bg-accent-700 px-5 py-2.5 font-semibold text-on-accent hover:bg-accent-800 aria-disabled:cursor-wait aria-disabled:opacity-80';

export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-control border border-ink-muted/60 bg-surface px-5 py-2.5 font-semibold text-ink hover:bg-surface-muted';
