import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';
import type { ErrorSummaryItem, FormValues, ZodForm } from './use-zod-form';

export interface FormProps<V extends FormValues> {
  form: ZodForm<V>;
  onSubmit: ReturnType<ZodForm<V>['handleSubmit']>;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/** A form of the kit: native validation off (the schema speaks Spanish) and the errors modal of SPEC §5. */
export function Form<V extends FormValues>({ form, onSubmit, children, className, ...rest }: FormProps<V>) {
  const { errorSummary, closeErrorSummary, formRef } = form;
  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className={className ?? 'flex flex-col gap-4'}
        aria-label={rest['aria-label']}
      >
        {children}
      </form>
      {errorSummary ? <FormErrorsDialog messages={errorSummary} onClose={closeErrorSummary} /> : null}
    </>
  );
}

export function FormErrorsDialog({ messages, onClose }: { messages: ErrorSummaryItem[]; onClose: () => void }) {
  return (
    <ModalDialog title="Revisa el formulario" onClose={onClose} size="sm" role="alertdialog">
      <p className="text-sm text-ink-muted">Corrige estos datos para continuar:</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink">
        {messages.map(({ name, label, message }) => (
          <li key={name}>
            {label ? <span className="font-semibold">{label}: </span> : null}
            {message}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClose}
        className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-control bg-accent-700 px-5 font-semibold text-on-accent hover:bg-accent-800"
      >
        Entendido
      </button>
    </ModalDialog>
  );
}
