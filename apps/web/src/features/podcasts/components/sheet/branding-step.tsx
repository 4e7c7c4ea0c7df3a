import { useId } from 'react';
import { Link } from 'react-router';
import {
  ACTION_TYPE_LABELS,
  ACTION_TYPES,
  createSheetBrandingSchema,
  DEFAULT_PRODUCT_NAME,
  SHEET_LIMITS,
  type ActionType,
  type SheetBranding,
} from '@patrocina/domain';
import { Checkbox, optionsOf, useZodForm } from '@/components/form';
import { inputClass } from '@/components/form/field';
import { ListEditor, RowInput, RowSelect, StepForm } from './shared';
import { useStepForm, type StepProps } from './use-step-form';

interface BrandingValues extends Record<string, unknown> {
  /** The minimum price typed for each offered action; absent = not offered. */
  offered: Partial<Record<ActionType, string>>;
  examples: { brand: string; actionType: ActionType; episodeUrl: string; startMinute: string }[];
  terms: boolean;
}

const brandingSchema = createSheetBrandingSchema(DEFAULT_PRODUCT_NAME);

function toValues(branding: Omit<SheetBranding, 'terms'> | null, termsAccepted: boolean): BrandingValues {
  const offered: BrandingValues['offered'] = {};
  for (const type of ACTION_TYPES) {
    const price = branding?.actions[type];
    if (typeof price === 'number') offered[type] = String(price);
  }
  return { offered, examples: branding?.examples ?? [], terms: termsAccepted };
}

function prepare(values: BrandingValues): unknown {
  return {
    actions: Object.fromEntries(
      ACTION_TYPES.map((type) => {
        const price = values.offered[type];
        if (price === undefined) return [type, null];
        return [type, price.trim() === '' ? undefined : Number(price.replace(',', '.'))];
      }),
    ),
    examples: values.examples,
    terms: values.terms,
  };
}

function ActionOffer({
  type,
  price,
  onChange,
  error,
}: {
  type: ActionType;
  price: string | undefined;
  onChange: (price: string | undefined) => void;
  error: string | undefined;
}) {
  const id = useId();
  const label = ACTION_TYPE_LABELS[type];
  return (
    <div className="rounded-card border border-line p-4 has-checked:border-accent-600">
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          name="actions"
          checked={price !== undefined}
          onChange={(event) => onChange(event.target.checked ? '' : undefined)}
          className="size-4 accent-accent-700"
        />
        <span className="first-letter:uppercase">{label}</span>
      </label>
      {price !== undefined ? (
        <div className="mt-3">
          <label htmlFor={id} className="mb-1 block text-sm">
            Precio mínimo por {label} (€)
          </label>
          <input
            id={id}
            name="actions"
            inputMode="numeric"
            value={price}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className={`${inputClass} tabular-nums`}
          />
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
              En euros, sin decimales. Impuestos no incluidos.
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** Step 3, «Acciones de branding»: the actions offered with a minimum price, past examples and the terms. */
export function BrandingStep({ podcastId, sheet, onSaved, onDirtyChange, submitLabel }: StepProps) {
  const initial = toValues(sheet.branding, sheet.termsAcceptedAt !== null);
  const form = useZodForm(brandingSchema, initial, { prepare });
  const { values, setValue, errorAt } = form;
  const onSubmit = useStepForm({ form, podcastId, step: 'branding', onSaved, onDirtyChange, initial });

  return (
    <StepForm form={form} onSubmit={onSubmit} label="Acciones de branding" submitLabel={submitLabel}>
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-semibold text-ink">Acciones que ofreces</legend>
        <p className="mb-3 text-sm text-ink-muted">
          Marca las acciones que aceptas y el precio mínimo de cada una. Nunca te propondremos una acción por debajo de
          ese precio; de cada acción, {DEFAULT_PRODUCT_NAME} se queda un 10&nbsp;%.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {ACTION_TYPES.map((type) => (
            <ActionOffer
              key={type}
              type={type}
              price={values.offered[type]}
              onChange={(price) => {
                const offered = { ...values.offered };
                if (price === undefined) delete offered[type];
                else offered[type] = price;
                setValue('offered', offered);
              }}
              error={errorAt(`actions.${type}`)}
            />
          ))}
        </div>
        {errorAt('actions') ? <p className="mt-1.5 text-sm font-medium text-danger">{errorAt('actions')}</p> : null}
      </fieldset>

      <ListEditor
        legend="Campañas anteriores"
        optional
        hint="Ejemplos de acciones que ya has hecho: ayudan a los anunciantes a imaginarse la suya."
        items={values.examples}
        max={SHEET_LIMITS.examples}
        addLabel="Añadir ejemplo"
        itemName={(index) => `ejemplo ${index + 1}`}
        onAdd={() =>
          setValue('examples', [
            ...values.examples,
            { brand: '', actionType: 'MENTION', episodeUrl: '', startMinute: '' },
          ])
        }
        onRemove={(index) =>
          setValue(
            'examples',
            values.examples.filter((_, position) => position !== index),
          )
        }
        renderItem={(example, index) => {
          const change = (patch: Partial<BrandingValues['examples'][number]>) =>
            setValue(
              'examples',
              values.examples.map((item, position) => (position === index ? { ...item, ...patch } : item)),
            );
          return (
            <>
              <RowInput
                label={`Marca del ejemplo ${index + 1}`}
                name="examples"
                value={example.brand}
                onChange={(brand) => change({ brand })}
                error={errorAt(`examples.${index}.brand`)}
              />
              <RowSelect
                label={`Acción del ejemplo ${index + 1}`}
                name="examples"
                value={example.actionType}
                options={optionsOf(ACTION_TYPE_LABELS)}
                onChange={(actionType) => change({ actionType: actionType as ActionType })}
              />
              <RowInput
                label={`Episodio del ejemplo ${index + 1}`}
                name="examples"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={example.episodeUrl}
                onChange={(episodeUrl) => change({ episodeUrl })}
                error={errorAt(`examples.${index}.episodeUrl`)}
              />
              <RowInput
                label={`Minuto en que empieza (MMM:SS)`}
                name="examples"
                placeholder="05:30"
                value={example.startMinute}
                onChange={(startMinute) => change({ startMinute })}
                error={errorAt(`examples.${index}.startMinute`)}
              />
            </>
          );
        }}
      />

      <Checkbox
        {...form.field('terms')}
        required
        summaryLabel="Términos"
        label={
          <>
            Acepto los{' '}
            <Link to="/legal#condiciones" className="font-medium text-accent-700 underline" target="_blank">
              términos y condiciones
            </Link>{' '}
            de {DEFAULT_PRODUCT_NAME} para los podcasters
          </>
        }
      />
    </StepForm>
  );
}
