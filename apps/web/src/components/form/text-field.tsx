import type { InputHTMLAttributes, ReactNode } from 'react';
import { boundControl, describedBy, Field, inputClass, splitBinding, textFieldProps } from './field';
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

export function TextField(props: TextFieldProps) {
  const [binding, { label, optional, hint, maxLength, ...native }] = splitBinding(props);
  const { id, error } = binding;
  return (
    <Field {...textFieldProps(binding, { label, optional, hint, maxLength })}>
      <input
        {...native}
        {...boundControl(binding, describedBy(id, { hint, error }))}
        required={!optional}
        className={inputClass}
      />
    </Field>
  );
}
