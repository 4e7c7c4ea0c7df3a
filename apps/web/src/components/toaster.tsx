import { dismissToast, useToasts, type ToastKind } from '@/lib/toast';
import { CloseIcon } from '@/components/icons';

const KIND_STYLE: Record<ToastKind, string> = {
  error: 'border-danger/30 bg-white text-danger',
  success: 'border-success/30 bg-white text-success',
  info: 'border-line bg-white text-ink',
};

const KIND_LABEL: Record<ToastKind, string> = { error: 'Error', success: 'Hecho', info: 'Aviso' };

/**
 * SPEC §8: toasts at the top of the screen. The list is a polite live region; an error is an alert
 * so a screen reader says it at once. Each toast goes away by itself (lib/toast.ts) or with its button.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <section
      aria-label="Notificaciones"
      className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-3"
    >
      <ol aria-live="polite" className="flex w-full max-w-md flex-col gap-2">
        {toasts.map((item) => (
          // The role goes on the message, not on the <li>: a <li> with role="status" is no longer a
          // list item, and the list would hold something else (axe's serious "list" rule). The close
          // button stays outside it, so it is not read out with the message.
          <li
            key={item.id}
            className={`pointer-events-auto flex items-start gap-3 rounded-card border px-4 py-3 text-sm font-medium shadow-lg ${KIND_STYLE[item.kind]}`}
          >
            <div role={item.kind === 'error' ? 'alert' : 'status'} className="flex-1 text-pretty">
              <span className="sr-only">{KIND_LABEL[item.kind]}: </span>
              {item.message}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(item.id)}
              className="-my-1 -mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <span className="sr-only">Cerrar aviso</span>
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
