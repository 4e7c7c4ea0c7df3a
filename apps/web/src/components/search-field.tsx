import { useId } from 'react';

/**
 * A search box: the admin's users and e-mails, the podcast searches of the wizard and the draft. No
 * browser autofill; the label shows above it, or only to screen readers where a heading already
 * says what is searched.
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  hideLabel = false,
  width = 'sm:max-w-md',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hideLabel?: boolean;
  /** The input's width class from the small breakpoint on; empty for the whole column. */
  width?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-semibold'}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className={`w-full rounded-control border border-line-strong bg-surface px-3 py-2 ${width}`}
      />
    </div>
  );
}
