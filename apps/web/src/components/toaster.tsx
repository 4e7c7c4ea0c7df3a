import { dismissToast, useToasts, type ToastKind } from '@/lib/toast';

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
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
