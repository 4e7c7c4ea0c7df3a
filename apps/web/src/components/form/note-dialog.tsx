import type { ReactNode } from 'react';
import type { z } from 'zod';
import { runAndTell } from '@/lib/user-message';
import { DialogFormActions } from './dialog-form-actions';
import { Form } from './form';
import { ModalDialog } from './modal-dialog';
import { TextAreaField } from './text-area-field';
import { useZodForm, type FieldBinding, type FormValues } from './use-zod-form';

/** The names of a form's text values: what a note can be. */
type StringKey<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

interface NoteDialogProps<S extends z.ZodType, V extends FormValues> {
  title: string;
  /** What sending does, said above the note. */
  children: ReactNode;
  schema: S;
  initialValues: V;
  /** The one text the user writes: which value of the form it is, and how it is labelled. */
  note: { name: StringKey<V>; label: string; maxLength: number; rows?: number };
  /** The form's accessible name and the submit's words, while idle and while sending. */
  action: { formLabel: string; label: string; busyLabel: string };
  send: (input: z.output<S>) => Promise<unknown>;
  /** Told in a toast when the change went through; the dialog then closes. */
  sentMessage: string;
  onClose: () => void;
}

/**
 * A small dialog that asks for one note (the reason for pausing or closing a campaign, a suggestion to
 * the team), checked with the API's own schema. A refusal is told in a toast and leaves the dialog and
 * what was typed; «Cancelar» leaves all as it was.
 */
export function NoteDialog<S extends z.ZodType, V extends FormValues>({
  title,
  children,
  schema,
  initialValues,
  note: { name, label, maxLength, rows = 4 },
  action,
  send,
  sentMessage,
  onClose,
}: NoteDialogProps<S, V>) {
  const form = useZodForm(schema, initialValues);
  const onSubmit = form.handleSubmit(async (input) => {
    if (await runAndTell(() => send(input), sentMessage)) onClose();
  });
  return (
    <ModalDialog title={title} onClose={onClose} size="sm">
      <Form form={form} onSubmit={onSubmit} aria-label={action.formLabel} className="space-y-4">
        <p className="text-ink-muted">{children}</p>
        <TextAreaField
          // StringKey admits text values only; TypeScript cannot follow V[K] through it.
          {...(form.field(name) as unknown as FieldBinding<string>)}
          label={label}
          maxLength={maxLength}
          rows={rows}
        />
        <DialogFormActions busy={form.isSubmitting} busyLabel={action.busyLabel} onCancel={onClose}>
          {action.label}
        </DialogFormActions>
      </Form>
    </ModalDialog>
  );
}
