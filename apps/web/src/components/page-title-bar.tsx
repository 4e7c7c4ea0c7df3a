import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChevronLeftIcon } from '@/components/icons';

interface PageTitleBarProps {
  title: string;
  /** `true` goes back in history (home when there is none); a path goes to that path. */
  back?: true | string;
  /** Actions at the end of the bar. */
  children?: ReactNode;
}

/** True when this tab has an earlier entry of the app to go back to (React Router keeps `idx`). */
function hasHistoryToGoBackTo(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0
  );
}

/** SPEC §2: the page title bar with an optional back arrow. It also names the browser tab. */
export function PageTitleBar({ title, back, children }: PageTitleBarProps) {
  const navigate = useNavigate();
  useDocumentTitle(title);

  function goBack() {
    if (typeof back === 'string') void navigate(back);
    else if (hasHistoryToGoBackTo()) void navigate(-1);
    else void navigate('/');
  }

  return (
    <div className="border-b border-line bg-surface-muted">
      <div className="mx-auto flex w-full max-w-5xl items-center gap-3 px-4 py-5 sm:px-6">
        {back !== undefined && (
          <button
            type="button"
            onClick={goBack}
            className="-ml-2 inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-line hover:text-ink"
          >
            <span className="sr-only">Volver</span>
            <ChevronLeftIcon />
          </button>
        )}
        <h1 className="min-w-0 flex-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
