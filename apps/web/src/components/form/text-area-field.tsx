import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy, Field, inputClass } from './field';
import type { FieldBinding } from './use-zod-form';

type NativeProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'maxLength'
>;

export interface TextAreaFieldProps extends FieldBinding<string>, NativeProps {
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  /** Shows the character count against it; the schema is what enforces it. */
  maxLength?: number;
}

/** A multi-line text field of the kit, with the same label, hint, count and error as TextField. */
export function TextAreaField({
  id,
  name,
  value,
  onValueChange,
  onBlur,
  error,
  label,
  optional,
  hint,
  maxLength,
  rows = 6,
  ...native
}: TextAreaFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      maxLength={maxLength}
      length={value.length}
    >
      <textarea
        {...native}
        id={id}
        name={name}
        value={value}
        rows={rows}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={`${inputClass} resize-y`}
      />
    </Field>
  );
}
