import { useId } from 'react';
import type { PrerollFields } from '../lib/draft-rows';

function PrerollInput({
  label,
  value,
  error,
  editable,
  numeric = false,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  editable: boolean;
  numeric?: boolean;
  onChange: (value: string) => void;
}) {
  const errorId = useId();
  return (
    <div>
      <label className="text-sm font-semibold">
        {label}
        <input
          inputMode={numeric ? 'numeric' : undefined}
          value={value}
          disabled={!editable}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 w-full rounded-control border border-line-strong bg-surface px-3 py-2 font-normal"
        />
      </label>
      {error ? (
        <p id={errorId} className="mt-0.5 text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The draft's optional pre-roll: a title and how many are aired. */
export function DraftPreroll({
  preroll,
  editable,
  errorAt,
  onChange,
}: {
  preroll: PrerollFields;
  editable: boolean;
  errorAt: (path: 'title' | 'quantity') => string | undefined;
  onChange: (preroll: PrerollFields) => void;
}) {
  return (
    <div className="grid gap-3 rounded-card border border-line bg-surface-muted p-4 sm:grid-cols-2">
      <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
        <input
          type="checkbox"
          checked={preroll.on}
          disabled={!editable}
          onChange={(event) => onChange({ ...preroll, on: event.target.checked })}
          className="size-4 accent-accent-700"
        />
        Incluir un pre-roll
      </label>
      {preroll.on ? (
        <>
          <PrerollInput
            label="Título del pre-roll"
            value={preroll.title}
            error={errorAt('title')}
            editable={editable}
            onChange={(title) => onChange({ ...preroll, title })}
          />
          <PrerollInput
            label="Cantidad"
            value={preroll.quantity}
            error={errorAt('quantity')}
            editable={editable}
            numeric
            onChange={(quantity) => onChange({ ...preroll, quantity })}
          />
        </>
      ) : null}
    </div>
  );
}
