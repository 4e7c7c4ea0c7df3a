import type { ReactNode } from 'react';
import { DialogFormActions } from './dialog-form-actions';
import { Form } from './form';
import { ModalDialog } from './modal-dialog';
import type { FormValues, ZodForm } from './use-zod-form';

/**
 * A small dialog that is one form of the kit (pausing or closing a campaign with a reason, a
 * suggestion to the team): its fields, then the submit and «Cancelar», which leaves all as it was.
 */
export function FormDialog<V extends FormValues>({
  title,
  form,
  onSubmit,
  formLabel,
  submitLabel,
  busyLabel,
  onClose,
  children,
}: {
  title: string;
  form: ZodForm<V>;
  onSubmit: ReturnType<ZodForm<V>['handleSubmit']>;
  formLabel: string;
  submitLabel: string;
  busyLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalDialog title={title} onClose={onClose} size="sm">
      <Form form={form} onSubmit={onSubmit} aria-label={formLabel} className="space-y-4">
        {children}
        <DialogFormActions busy={form.isSubmitting} busyLabel={busyLabel} onCancel={onClose}>
          {submitLabel}
        </DialogFormActions>
      </Form>
    </ModalDialog>
  );
}
