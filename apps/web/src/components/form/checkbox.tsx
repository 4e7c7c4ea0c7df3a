import type { ReactNode } from 'react';
import { describedBy, errorId, splitBinding } from './field';
import type { FieldBinding } from './use-zod-form';

export interface CheckboxProps extends FieldBinding<boolean> {
  /** May hold a link (the terms); the whole label toggles the box except the link itself. */
  label: ReactNode;
  required?: boolean;
  /** A short name for the errors modal when the label is a whole sentence. */
  summaryLabel?: string;
}

export function Checkbox(props: CheckboxProps) {
  const [{ id, name, value, onValueChange, onBlur, error }, { label, required = false, summaryLabel }] =
    splitBinding(props);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={value}
          onChange={(event) => onValueChange(event.target.checked)}
          onBlur={onBlur}
          required={required}
          data-summary-label={summaryLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          className="mt-0.5 size-5 shrink-0 rounded accent-accent-700"
        />
        <label htmlFor={id} className="text-sm leading-snug text-ink">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
