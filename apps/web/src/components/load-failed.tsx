import type { ReactNode } from 'react';
import { buttonClass } from './button';

/** A list that could not be loaded: what failed, maybe what to check, and «Reintentar». */
export function LoadFailed({ title, children, onRetry }: { title: string; children?: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-card border border-line bg-surface p-6">
      <p className="font-semibold">{title}</p>
      {children ? <p className="mt-1 text-ink-muted">{children}</p> : null}
      <button type="button" className={`${buttonClass('secondary', 'sm')} mt-3`} onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}
