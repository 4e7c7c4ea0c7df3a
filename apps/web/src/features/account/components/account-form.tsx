import type { ReactNode } from 'react';
import { applyServerFieldErrors, Form, SubmitButton, type FormValues, type ZodForm } from '@/components/form';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';

/** A form of My account: its fields one under the other, then its submit. */
export function AccountForm<V extends FormValues>({
  form,
  onSubmit,
  label,
  submit,
  children,
}: {
  form: ZodForm<V>;
  onSubmit: ReturnType<ZodForm<V>['handleSubmit']>;
  /** The form's accessible name. */
  label: string;
  submit: { label: string; busyLabel: string };
  children: ReactNode;
}) {
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={label} className="flex max-w-md flex-col gap-4">
      {children}
      <SubmitButton busy={form.isSubmitting} busyLabel={submit.busyLabel}>
        {submit.label}
      </SubmitButton>
    </Form>
  );
}

/**
 * Sends an account form's change. A refusal about one of `fields` goes under that field, any other is
 * told in a toast; either way what was typed stays, and the answer is undefined.
 */
export async function sendOrTell<F extends string, T>(
  form: { setFieldError: (name: F, message: string | undefined) => void },
  fields: readonly F[],
  send: () => Promise<T>,
): Promise<{ answer: T } | undefined> {
  try {
    return { answer: await send() };
  } catch (error) {
    if (!applyServerFieldErrors(form, error, fields)) toast.error(userMessageOf(error));
    return undefined;
  }
}
