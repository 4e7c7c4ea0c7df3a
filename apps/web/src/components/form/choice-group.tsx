import { useId } from 'react';

/** A set of checkboxes or radios with one legend (audience categories, frequency, provinces). */
export function ChoiceGroup({
  legend,
  name,
  type,
  options,
  selected,
  onChange,
  error,
  hint,
  columns = 'sm:grid-cols-3',
}: {
  legend: string;
  name: string;
  type: 'checkbox' | 'radio';
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string | undefined;
  hint?: string;
  columns?: string;
}) {
  const id = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      {hint ? <p className="mb-2 text-sm text-ink-muted">{hint}</p> : null}
      <div className={`grid grid-cols-2 gap-2 ${columns}`}>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className="flex items-center gap-2 rounded-control border border-line px-3 py-2 has-checked:border-accent-600 has-checked:bg-accent-50"
            >
              <input
                type={type}
                name={name}
                value={option.value}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  if (type === 'radio') onChange([option.value]);
                  else
                    onChange(
                      event.target.checked
                        ? [...selected, option.value]
                        : selected.filter((value) => value !== option.value),
                    );
                }}
                className="size-4 accent-accent-700"
              />
              <span className="text-sm">{option.label}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Options for a select from a label map. */
export function optionsOf<K extends string>(labels: Readonly<Record<K, string>>): { value: K; label: string }[] {
  return (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
}
