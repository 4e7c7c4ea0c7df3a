import type { ReactNode } from 'react';
import { boundControl, describedBy, Field, inputClass } from './field';
import type { FieldBinding } from './use-zod-form';

export interface PhoneFieldProps {
  label: ReactNode;
  optional?: boolean;
  /** Said under both boxes, e.g. how to write the prefix. */
  hint?: ReactNode;
  prefix: FieldBinding<string>;
  number: FieldBinding<string>;
}

/** Prefix and number side by side (SPEC §5: prefix hint such as +34); one legend names both. */
export function PhoneField({ label, optional, hint, prefix, number }: PhoneFieldProps) {
  const error = number.error ?? prefix.error;
  const described = describedBy(number.id, { hint, error });
  return (
    <Field id={number.id} label={label} optional={optional} hint={hint} error={error} asGroup>
      <div className="flex gap-2">
        <div className="w-24 shrink-0">
          <label htmlFor={prefix.id} className="sr-only">
            Prefijo
          </label>
          <input
            {...boundControl(prefix, described)}
            inputMode="tel"
            autoComplete="tel-country-code"
            placeholder="+34"
            className={inputClass}
          />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={number.id} className="sr-only">
            Número
          </label>
          <input
            {...boundControl(number, described)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="600 000 000"
            className={inputClass}
          />
        </div>
      </div>
    </Field>
  );
}
