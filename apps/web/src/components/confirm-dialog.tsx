import type { ReactNode } from 'react';
import { buttonClass } from './button';
import { ModalDialog } from './form/modal-dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Destructive actions wear the danger colour. */
  tone?: 'danger' | 'primary';
  busy?: boolean;
}

/** "¿Seguro?" before a destructive or irreversible action; Escape or Cancelar leave everything as it was. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  tone = 'danger',
  busy = false,
}: ConfirmDialogProps) {
  return (
    <ModalDialog title={title} onClose={onCancel} size="sm" role="alertdialog">
      <div className="text-ink-muted">{children}</div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <button
          type="button"
          className={buttonClass(tone)}
          onClick={onConfirm}
          aria-disabled={busy || undefined}
          disabled={busy}
        >
          {confirmLabel}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </ModalDialog>
  );
}
