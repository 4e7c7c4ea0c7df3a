import { useId, useState, type FormEvent } from 'react';
import { AUDIENCE_FLAG_LABELS, AUDIENCE_FLAGS, SPANISH_PROVINCES } from '@patrocina/domain/catalog';
import { CATALOGUE_LISTEN_BAND_KEYS, CATALOGUE_LISTEN_BANDS } from '@patrocina/domain/catalogue-options';
import { PODCAST_CATEGORY_LABELS } from '@patrocina/domain/podcast-categories';
import { buttonClass } from '@/components/button';
import { inputClass } from '@/components/form/field';
import { optionsInSpanishOrder } from '@/lib/spanish-order';
import type { CatalogueFilters } from '../lib/catalogue-params';

let sortedOptions: Record<'categories' | 'provinces', { value: string; label: string }[]> | undefined;

/** The categories and provinces in Spanish order, sorted when the form is first drawn, not on import. */
function filterOptions() {
  sortedOptions ??= {
    categories: optionsInSpanishOrder(PODCAST_CATEGORY_LABELS),
    provinces: optionsInSpanishOrder(SPANISH_PROVINCES),
  };
  return sortedOptions;
}

const labelClass = 'mb-1.5 block text-sm font-semibold text-ink';

interface CatalogueFiltersFormProps {
  initial: CatalogueFilters;
  onApply: (filters: CatalogueFilters) => void;
  onClear: () => void;
}

/** The catalogue's filters: a form with labels, applied to the URL on «Buscar». */
export function CatalogueFiltersForm({ initial, onApply, onClear }: CatalogueFiltersFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const { categories, provinces } = filterOptions();
  const set = <K extends keyof CatalogueFilters>(name: K, value: CatalogueFilters[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(values);
  }

  return (
    <form role="search" aria-label="Filtrar el catálogo" onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-q`} className={labelClass}>
          Buscar
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={inputClass}
          value={values.q}
          maxLength={80}
          placeholder="Tema, nombre o categoría"
          onChange={(event) => set('q', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          Categoría
        </label>
        <select
          id={`${id}-category`}
          className={inputClass}
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
        >
          <option value="">Todas</option>
          {categories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className={labelClass}>Audiencia</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1">
          {AUDIENCE_FLAGS.map((flag) => (
            <label key={flag} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 shrink-0 rounded accent-accent-700"
                checked={values.audience.includes(flag)}
                onChange={(event) =>
                  set(
                    'audience',
                    event.target.checked
                      ? [...values.audience, flag]
                      : values.audience.filter((other) => other !== flag),
                  )
                }
              />
              {AUDIENCE_FLAG_LABELS[flag]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-province`} className={labelClass}>
          Provincia
        </label>
        <select
          id={`${id}-province`}
          className={inputClass}
          value={values.province}
          onChange={(event) => set('province', event.target.value)}
        >
          <option value="">Todas</option>
          {provinces.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-listens`} className={labelClass}>
          Escuchas a 30 días
        </label>
        <select
          id={`${id}-listens`}
          className={inputClass}
          value={values.listens}
          onChange={(event) => set('listens', event.target.value)}
        >
          <option value="">Cualquier alcance</option>
          {CATALOGUE_LISTEN_BAND_KEYS.map((band) => (
            <option key={band} value={band}>
              {CATALOGUE_LISTEN_BANDS[band].label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-price`} className={labelClass}>
          Precio desde, como mucho (€)
        </label>
        <input
          id={`${id}-price`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className={inputClass}
          value={values.maxPrice}
          onChange={(event) => set('maxPrice', event.target.value)}
        />
      </div>
      <fieldset>
        <legend className={labelClass}>Libre en mis fechas</legend>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-from`} className="mb-1 block text-sm text-ink-muted">
              Desde
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className={inputClass}
              value={values.from}
              onChange={(event) => set('from', event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="mb-1 block text-sm text-ink-muted">
              Hasta
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className={inputClass}
              value={values.to}
              onChange={(event) => set('to', event.target.value)}
            />
          </div>
        </div>
      </fieldset>
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="size-5 shrink-0 rounded accent-accent-700"
          checked={values.premium}
          onChange={(event) => set('premium', event.target.checked)}
        />
        Solo podcasts premium
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')}>
          Buscar
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onClear}>
          Quitar filtros
        </button>
      </div>
    </form>
  );
}
