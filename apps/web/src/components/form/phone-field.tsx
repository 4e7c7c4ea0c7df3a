import type { ReactNode } from 'react';
import { describedBy, Field, inputClass } from './field';
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
  return (
    <Field id={number.id} label={label} optional={optional} hint={hint} error={error} asGroup>
      <div className="flex gap-2">
        <div className="w-24 shrink-0">
          <label htmlFor={prefix.id} className="sr-only">
            Prefijo
          </label>
          <input
            id={prefix.id}
            name={prefix.name}
            value={prefix.value}
            onChange={(event) => prefix.onValueChange(event.target.value)}
            onBlur={prefix.onBlur}
            inputMode="tel"
            autoComplete="tel-country-code"
            placeholder="+34"
            aria-invalid={prefix.error ? true : undefined}
            aria-describedby={describedBy(number.id, { hint, error })}
            className={inputClass}
          />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={number.id} className="sr-only">
            Número
          </label>
          <input
            id={number.id}
            name={number.name}
            type="tel"
            value={number.value}
            onChange={(event) => number.onValueChange(event.target.value)}
            onBlur={number.onBlur}
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="600 000 000"
            aria-invalid={number.error ? true : undefined}
            aria-describedby={describedBy(number.id, { hint, error })}
            className={inputClass}
          />
        </div>
      </div>
    </Field>
  );
}
