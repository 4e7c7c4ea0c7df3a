import type { TextareaHTMLAttributes } from 'react';
import { Field, inputClass, textFieldParts, type TextControlProps } from './field';

export type TextAreaFieldProps = TextControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>;

/** A multi-line text field of the kit, with the same label, hint, count and error as TextField. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { field, control } = textFieldParts<TextareaHTMLAttributes<HTMLTextAreaElement>>(props);
  return (
    <Field {...field}>
      <textarea {...control} rows={control.rows ?? 6} className={`${inputClass} resize-y`} />
    </Field>
  );
}
