/** Class names of the header's entries, shared by a visitor's (site-header.tsx) and a user's (signed-in-nav.tsx). */
export function navLinkClass({ isActive }: { isActive: boolean }): string {
  return [
    'inline-flex items-center rounded-control px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-accent-50 text-accent-800' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  ].join(' ');
}

export function mobileItemClass({ isActive }: { isActive: boolean }): string {
  return [
    'flex w-full items-center rounded-control px-3 py-3 text-left text-base font-medium',
    isActive ? 'bg-accent-50 text-accent-800' : 'text-ink hover:bg-surface-muted',
  ].join(' ');
}

export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-control bg-accent px-4 py-2 text-sm font-semibold text-on-accent hover:bg-accent-800';
