import type { ReactNode, SelectHTMLAttributes } from 'react';
import { boundControl, describedBy, Field, inputClass, splitBinding } from './field';
import type { FieldBinding } from './use-zod-form';

type NativeProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>;

export interface SelectFieldProps extends FieldBinding<string>, NativeProps {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Elige…"); leave it out when a value is always chosen. */
  placeholder?: string;
  optional?: boolean;
  hint?: ReactNode;
}

/** A native select of the kit: the browser's own keyboard and screen-reader behaviour, our label and error. */
export function SelectField(props: SelectFieldProps) {
  const [binding, { label, options, placeholder, optional, hint, ...native }] = splitBinding(props);
  const { id, error } = binding;
  return (
    <Field id={id} label={label} optional={optional} hint={hint} error={error}>
      <select
        {...native}
        {...boundControl(binding, describedBy(id, { hint, error }))}
        required={!optional}
        className={inputClass}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
