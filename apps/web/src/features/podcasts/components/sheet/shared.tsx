import { useId, type ReactNode } from 'react';
import { buttonClass } from '@/components/button';
import { Form, OptionalMark, SubmitButton, type FormValues, type ZodForm } from '@/components/form';
import { inputClass } from '@/components/form/field';

/** A repeated group of fields (presenters, links, networks, examples) with add and remove. */
export function ListEditor<T>({
  legend,
  hint,
  items,
  max,
  addLabel,
  onAdd,
  onRemove,
  renderItem,
  error,
  itemName,
  optional = false,
}: {
  legend: string;
  /** Marks the legend «(opcional)» as every form does. */
  optional?: boolean;
  hint?: string;
  items: readonly T[];
  max: number;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  error?: string | undefined;
  /** "presentador 2": how a row is called in its remove button. */
  itemName: (index: number) => string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {legend}
        {optional ? <OptionalMark /> : null}
      </legend>
      {hint ? <p className="mb-2 text-sm text-ink-muted">{hint}</p> : null}
      <ul className="space-y-3">
        {items.map((item, index) => (
          <li
            key={index}
            className="flex flex-col gap-2 rounded-card border border-line p-3 sm:flex-row sm:items-start"
          >
            <div className="grid flex-1 gap-3 sm:grid-cols-2">{renderItem(item, index)}</div>
            <button
              type="button"
              className={`${buttonClass('ghost', 'sm')} self-end sm:mt-7 sm:self-start`}
              onClick={() => onRemove(index)}
            >
              Quitar <span className="sr-only">{itemName(index)}</span>
            </button>
          </li>
        ))}
      </ul>
      {items.length < max ? (
        <button type="button" className={`${buttonClass('secondary', 'sm')} mt-3`} onClick={onAdd}>
          {addLabel}
        </button>
      ) : null}
      {error ? <p className="mt-1.5 text-sm font-medium text-danger">{error}</p> : null}
    </fieldset>
  );
}

interface RowControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label and the error of a control inside a ListEditor row; the control gets its id and validity. */
function RowField({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (control: RowControlProps) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A small labelled input inside a ListEditor row. */
export function RowInput({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  inputMode,
  placeholder,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: string;
  inputMode?: 'text' | 'numeric' | 'url';
  placeholder?: string;
}) {
  return (
    <RowField label={label} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </RowField>
  );
}

/** A small labelled select inside a ListEditor row. */
export function RowSelect({
  label,
  name,
  value,
  onChange,
  options,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}) {
  return (
    <RowField label={label} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </RowField>
  );
}

/** One step of the sponsorship sheet as a form: its sections, then the button that saves the step. */
export function StepForm<V extends FormValues>({
  form,
  onSubmit,
  label,
  submitLabel,
  children,
}: {
  form: ZodForm<V>;
  onSubmit: ReturnType<ZodForm<V>['handleSubmit']>;
  label: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-8">
      {children}
      <div className="sm:max-w-64">
        <SubmitButton busy={form.isSubmitting} busyLabel="Guardando…">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
