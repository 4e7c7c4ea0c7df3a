import type { InputHTMLAttributes, ReactNode } from 'react';
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
        <PhonePart
          className="w-24 shrink-0"
          label="Prefijo"
          control={{ ...boundControl(prefix, described), autoComplete: 'tel-country-code', placeholder: '+34' }}
        />
        <PhonePart
          className="min-w-0 flex-1"
          label="Número"
          control={{
            ...boundControl(number, described),
            type: 'tel',
            autoComplete: 'tel-national',
            placeholder: '600 000 000',
          }}
        />
      </div>
    </Field>
  );
}

/** One box of the pair, named for screen readers only: the legend names the pair. */
function PhonePart({
  className,
  label,
  control,
}: {
  className: string;
  label: string;
  control: InputHTMLAttributes<HTMLInputElement> & { id: string };
}) {
  return (
    <div className={className}>
      <label htmlFor={control.id} className="sr-only">
        {label}
      </label>
      <input {...control} inputMode="tel" className={inputClass} />
    </div>
  );
}
