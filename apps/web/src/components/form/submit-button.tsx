import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  busy?: boolean;
  children: ReactNode;
  /** Read while busy instead of the label's action, for screen readers and sighted users alike. */
  busyLabel?: string;
  /** A destructive action (deleting the account) wears the danger colour. */
  tone?: 'primary' | 'danger';
}

const TONES = {
  primary: 'bg-accent-700 text-on-accent hover:bg-accent-800',
  danger: 'bg-danger text-white hover:brightness-95',
};

/**
 * The form's main action. While busy it stays focusable but inert (aria-disabled), so focus is not
 * lost, and the form's own guard ignores a second submit.
 */
export function SubmitButton({ busy = false, children, busyLabel = 'Enviando…', tone = 'primary' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-control px-5 py-2.5 text-base font-semibold aria-disabled:cursor-wait aria-disabled:opacity-80 ${TONES[tone]}`}
    >
      {busy ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin" fill="none">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
