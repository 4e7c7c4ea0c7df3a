import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { boundControl, describedBy, Field, inputClass, splitBinding, textFieldProps } from './field';
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
export function TextAreaField(props: TextAreaFieldProps) {
  const [binding, { label, optional, hint, maxLength, rows = 6, ...native }] = splitBinding(props);
  const { id, error } = binding;
  return (
    <Field {...textFieldProps(binding, { label, optional, hint, maxLength })}>
      <textarea
        {...native}
        {...boundControl(binding, describedBy(id, { hint, error }))}
        rows={rows}
        required={!optional}
        className={`${inputClass} resize-y`}
      />
    </Field>
  );
}
