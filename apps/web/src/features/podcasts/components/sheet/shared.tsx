import { useId, type ReactNode } from 'react';
import { buttonClass } from '@/components/button';
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
}: {
  legend: string;
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
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
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

/** A small labelled input or select inside a ListEditor row. */
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
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
