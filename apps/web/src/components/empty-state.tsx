import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  /** What to do next (DESIGN.md: empty states say it, with the button to do it). */
  children?: ReactNode;
  action?: ReactNode;
}

/** The look of a list or screen with nothing to show yet. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-card border border-dashed border-accent-300 bg-surface p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-lg font-semibold text-ink">{title}</p>
        {children ? <div className="mt-1 text-ink-muted">{children}</div> : null}
      </div>
      {action}
    </div>
  );
}
