import type { ReactNode } from 'react';
import type { FieldBinding } from './use-zod-form';

export const inputClass =
  'block w-full rounded-control border border-ink-muted/60 bg-surface px-3 py-2.5 text-base text-ink placeholder:text-ink-muted/80 ' +
  'hover:border-ink-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger disabled:bg-surface-muted';

export function hintId(id: string): string {
  return `${id}-hint`;
}

export function errorId(id: string): string {
  return `${id}-error`;
}

/** The ids a control's aria-describedby lists: its hint and its error, when it has them. */
export function describedBy(
  id: string,
  parts: { hint?: ReactNode; error?: string | undefined; extra?: string | undefined },
): string | undefined {
  const ids = [parts.hint ? hintId(id) : null, parts.error ? errorId(id) : null, parts.extra ?? null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

type BindingKey = keyof FieldBinding<unknown>;

/** A field's props cut in two: the form's binding, and the rest (label, hint, native attributes). */
export function splitBinding<P extends Record<BindingKey, unknown>>(
  props: P,
): [Pick<P, BindingKey>, Omit<P, BindingKey>] {
  const { id, name, value, onValueChange, onBlur, error, ...rest } = props;
  return [{ id, name, value, onValueChange, onBlur, error }, rest];
}

/**
 * What a native input, textarea or select takes from its binding: its name and value, its events, and
 * its validity with the ids that describe it (hint, error).
 */
export function boundControl(binding: FieldBinding<string>, describedByIds: string | undefined) {
  return {
    id: binding.id,
    name: binding.name,
    value: binding.value,
    onChange: (event: { target: { value: string } }) => binding.onValueChange(event.target.value),
    onBlur: binding.onBlur,
    'aria-invalid': binding.error ? (true as const) : undefined,
    'aria-describedby': describedByIds,
  };
}

/** The attributes a field's binding and its own props take over from a native text control. */
type BoundAttributes = 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'maxLength';

/** A one-line or multi-line text field: its binding, label, hint and counted length, and native attributes. */
export type TextControlProps<Native> = FieldBinding<string> &
  Omit<Native, BoundAttributes> & {
    label: ReactNode;
    optional?: boolean;
    hint?: ReactNode;
    /** Shows the character count against it; the schema is what enforces it. */
    maxLength?: number;
  };

/**
 * A text field's props cut for its two parts: what its Field shows (label, hint, count, error), and
 * what its input or textarea takes (native attributes, the binding, required unless optional).
 */
export function textFieldParts<Native>(props: TextControlProps<Native>) {
  const [binding, { label, optional, hint, maxLength, ...native }] = splitBinding(props);
  const { id, error } = binding;
  return {
    field: { id, error, label, optional, hint, maxLength, length: binding.value.length },
    control: { ...native, ...boundControl(binding, describedBy(id, { hint, error })), required: !optional },
  };
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** SPEC §5: optional fields are labelled optional. */
  optional?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  /** With `length`, shows "12/40" under the field. */
  maxLength?: number | undefined;
  length?: number | undefined;
  /** A group of controls (prefix and number) names its label with a legend instead of `for`. */
  asGroup?: boolean;
  children: ReactNode;
}

/**
 * «(opcional)» after a label or a legend (DESIGN.md's word, SPEC §5), in one style in every form:
 * normal weight and muted beside the bold label. `detail` adds to it: «(opcional, 3 elegidas)».
 */
export function OptionalMark({ detail }: { detail?: string }) {
  return (
    <span data-label-extra="" className="font-normal text-ink-muted">
      {' '}
      {detail ? `(opcional, ${detail})` : '(opcional)'}
    </span>
  );
}

function LabelText({ label, optional }: { label: ReactNode; optional?: boolean | undefined }) {
  return (
    <>
      {label}
      {optional ? <OptionalMark /> : null}
    </>
  );
}

/** Label, control, hint, character count and the error under the field (SPEC §5). */
export function Field({ id, label, optional, hint, error, maxLength, length, asGroup = false, children }: FieldProps) {
  const labelClass = 'mb-1.5 block text-sm font-semibold text-ink';
  const below = (
    <>
      {hint || maxLength !== undefined ? (
        <div className="mt-1.5 flex items-start justify-between gap-3 text-sm text-ink-muted">
          {hint ? <p id={hintId(id)}>{hint}</p> : <span />}
          {maxLength !== undefined ? (
            <p className="shrink-0 tabular-nums" aria-live="polite">
              <span className="sr-only">Caracteres: </span>
              {length ?? 0}/{maxLength}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  );

  if (asGroup) {
    return (
      <fieldset className="min-w-0">
        <legend className={labelClass}>
          <LabelText label={label} optional={optional} />
        </legend>
        {children}
        {below}
      </fieldset>
    );
  }
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        <LabelText label={label} optional={optional} />
      </label>
      {children}
      {below}
    </div>
  );
}
