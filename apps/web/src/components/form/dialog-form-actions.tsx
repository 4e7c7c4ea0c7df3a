import type { ReactNode } from 'react';
import { buttonClass } from '../button';
import { SubmitButton } from './submit-button';

/** The foot of a form in a dialog: its submit (busy while sending) and Cancelar, which leaves everything as it was. */
export function DialogFormActions({
  children,
  busy,
  busyLabel,
  onCancel,
  tone,
}: {
  children: ReactNode;
  busy: boolean;
  busyLabel: string;
  onCancel: () => void;
  tone?: 'primary' | 'danger';
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse">
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel={busyLabel} {...(tone ? { tone } : {})}>
          {children}
        </SubmitButton>
      </div>
      <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
        Cancelar
      </button>
    </div>
  );
}
