import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, Field, inputClass } from './field';
import type { FieldBinding } from './use-zod-form';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'maxLength'
>;

export interface TextFieldProps extends FieldBinding<string>, NativeProps {
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  /** Shows the character count against it; the schema is what enforces it. */
  maxLength?: number;
}

export function TextField({
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
  ...native
}: TextFieldProps) {
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
      <input
        {...native}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={inputClass}
      />
    </Field>
  );
}
