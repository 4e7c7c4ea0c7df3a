import type { ReactNode } from 'react';

/**
 * What a page opened from an e-mailed link says while it acts on the link and once it has: the
 * address confirmed, the invitation answered, the session entered. Put them in one
 * `role="status"` region so a screen reader hears each change.
 */

/** The link is being used: a spinner beside what is happening. */
export function LinkWorking({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-3 text-lg text-ink" aria-busy="true">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-3 border-accent-200 border-t-accent-700"
      />
      {children}
    </p>
  );
}

/** It worked: the headline, and what happens now. */
export function LinkDone({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-2xl font-semibold text-success">{title}</p>
      {children}
    </div>
  );
}

/** It did not: the reason, in the API's words or the generic error. */
export function LinkFailed({ children }: { children: ReactNode }) {
  return <p className="text-lg font-medium text-danger">{children}</p>;
}
