import type { ReactNode } from 'react';
import { buttonClass } from '../button';
import { SubmitButton } from './submit-button';

/** The foot of a form in a dialog: its submit (busy while sending) and Cancelar, which leaves everything as it was. */
export function DialogFormActions({ children, busy, busyLabel, onCancel }: { children: ReactNode; busy: boolean; busyLabel: string; onCancel: () => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse">
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {children}
        </SubmitButton>
      </div>
      <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
        Cancelar
      </button>
    </div>
  );
}
