import type { InputHTMLAttributes } from 'react';
import { Field, inputClass, textFieldParts, type TextControlProps } from './field';

export type TextFieldProps = TextControlProps<InputHTMLAttributes<HTMLInputElement>>;

export function TextField(props: TextFieldProps) {
  const { field, control } = textFieldParts<InputHTMLAttributes<HTMLInputElement>>(props);
  return (
    <Field {...field}>
      <input {...control} className={inputClass} />
    </Field>
  );
}
