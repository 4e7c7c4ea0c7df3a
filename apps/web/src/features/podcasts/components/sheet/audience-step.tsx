import { useId } from 'react';
import {
  AGE_SHARE_LABELS,
  AGE_SHARES,
  AUDIENCE_FLAG_LABELS,
  COUNTRY_LABELS,
  GENDER_SHARE_LABELS,
  GENDER_SHARES,
  LISTEN_CHANNEL_LABELS,
  LISTEN_CHANNELS,
  LISTEN_RANGE_KEYS,
  LISTEN_RANGES,
  sheetAudienceSchema,
  SPANISH_PROVINCES,
  type SheetAudience,
} from '@patrocina/domain';
import {
  Checkbox,
  ChoiceGroup,
  OptionalMark,
  optionsInSpanishOrder,
  optionsOf,
  SelectField,
  TextField,
  useZodForm,
} from '@/components/form';
import { inputClass } from '@/components/form/field';
import { useStepForm, type StepProps } from './use-step-form';
import { StepForm } from './shared';

type Shares = Record<string, string>;

interface AudienceValues extends Record<string, unknown> {
  listens: Record<(typeof LISTEN_CHANNELS)[number], string>;
  gender: Shares;
  ages: Shares;
  audienceFlags: string[];
  country: string;
  provinces: string[];
  liveRadio: boolean;
  fullVideo: boolean;
  videoUrl: string;
}

function sharesOf(keys: readonly string[], source: Record<string, number> | undefined): Shares {
  return Object.fromEntries(keys.map((key) => [key, source ? String(source[key] ?? 0) : '']));
}

function toValues(audience: SheetAudience | null): AudienceValues {
  return {
    listens: Object.fromEntries(
      LISTEN_CHANNELS.map((channel) => [channel, audience?.listens[channel] ?? '']),
    ) as AudienceValues['listens'],
    gender: sharesOf(GENDER_SHARES, audience?.gender),
    ages: sharesOf(AGE_SHARES, audience?.ages),
    audienceFlags: audience?.audienceFlags ?? [],
    country: audience?.country ?? 'ES',
    provinces: audience?.provinces ?? [],
    liveRadio: audience?.liveRadio ?? false,
    fullVideo: audience?.fullVideo ?? false,
    videoUrl: audience?.videoUrl ?? '',
  };
}

const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value.replace(',', '.')));

function prepare(values: AudienceValues): unknown {
  return {
    listens: Object.fromEntries(LISTEN_CHANNELS.map((channel) => [channel, values.listens[channel] || null])),
    gender: Object.fromEntries(Object.entries(values.gender).map(([key, value]) => [key, toNumber(value)])),
    ages: Object.fromEntries(Object.entries(values.ages).map(([key, value]) => [key, toNumber(value)])),
    audienceFlags: values.audienceFlags,
    country: values.country,
    provinces: values.country === 'ES' ? values.provinces : [],
    liveRadio: values.liveRadio,
    fullVideo: values.fullVideo,
    videoUrl: values.videoUrl.trim() === '' ? null : values.videoUrl,
  };
}

function SharesFieldset({
  legend,
  name,
  labels,
  values,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  labels: Record<string, string>;
  values: Shares;
  onChange: (values: Shares) => void;
  error: string | undefined;
}) {
  const id = useId();
  const total = Object.values(values).reduce((sum, value) => sum + (Number(value) || 0), 0);
  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-total${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-3 gap-3">
        {Object.entries(labels).map(([key, label]) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm">
              {label} (%)
            </label>
            <input
              id={`${id}-${key}`}
              name={name}
              inputMode="numeric"
              value={values[key] ?? ''}
              onChange={(event) => onChange({ ...values, [key]: event.target.value })}
              aria-invalid={error ? true : undefined}
              className={`${inputClass} tabular-nums`}
            />
          </div>
        ))}
      </div>
      <p
        id={`${id}-total`}
        className={`mt-1.5 text-sm tabular-nums ${total === 100 ? 'text-ink-muted' : 'font-medium text-ink'}`}
        aria-live="polite"
      >
        Suma: {total}&nbsp;%{total === 100 ? '' : ' (debe ser 100 %)'}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const LISTEN_OPTIONS = LISTEN_RANGE_KEYS.map((key) => ({ value: key, label: LISTEN_RANGES[key].label }));
const PROVINCE_OPTIONS = optionsInSpanishOrder(SPANISH_PROVINCES);

/** Step 2, «Audiencia»: listens as ranges, gender and age shares, categories, location and formats. */
export function AudienceStep({ podcastId, sheet, onSaved, onDirtyChange, submitLabel }: StepProps) {
  const initial = toValues(sheet.audience);
  const form = useZodForm(sheetAudienceSchema, initial, { prepare });
  const { values, setValue, errorAt } = form;
  const onSubmit = useStepForm({ form, podcastId, step: 'audience', onSaved, onDirtyChange, initial });

  return (
    <StepForm form={form} onSubmit={onSubmit} label="Audiencia" submitLabel={submitLabel}>
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-semibold text-ink">
          Escuchas medias por episodio en los últimos 30 días
        </legend>
        <p className="mb-3 text-sm text-ink-muted">
          Indica al menos las de la plataforma de alojamiento o las de otras plataformas.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {LISTEN_CHANNELS.map((channel) => (
            <SelectField
              key={channel}
              id={`listens-${channel}`}
              name="listens"
              label={LISTEN_CHANNEL_LABELS[channel]}
              value={values.listens[channel]}
              onValueChange={(range) => setValue('listens', { ...values.listens, [channel]: range })}
              onBlur={() => undefined}
              error={undefined}
              options={LISTEN_OPTIONS}
              placeholder="No aplica"
              optional
            />
          ))}
        </div>
        {errorAt('listens') ? <p className="mt-1.5 text-sm font-medium text-danger">{errorAt('listens')}</p> : null}
      </fieldset>

      <div className="grid gap-8 md:grid-cols-2">
        <SharesFieldset
          legend="Género de la audiencia"
          name="gender"
          labels={GENDER_SHARE_LABELS}
          values={values.gender}
          onChange={(gender) => setValue('gender', gender)}
          error={errorAt('gender')}
        />
        <SharesFieldset
          legend="Edad de la audiencia"
          name="ages"
          labels={AGE_SHARE_LABELS}
          values={values.ages}
          onChange={(ages) => setValue('ages', ages)}
          error={errorAt('ages')}
        />
      </div>

      <ChoiceGroup
        legend="Cómo es tu audiencia"
        hint="Las mismas categorías que eligen los anunciantes: nos ayudan a proponerte campañas que encajen."
        {...form.checkboxes('audienceFlags')}
        options={optionsOf(AUDIENCE_FLAG_LABELS)}
        error={errorAt('audienceFlags')}
        columns="sm:grid-cols-4"
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...form.field('country')}
          label="País principal de tu audiencia"
          options={Object.entries(COUNTRY_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </div>
      {values.country === 'ES' ? (
        <details className="rounded-card border border-line p-4" open={values.provinces.length > 0}>
          <summary className="cursor-pointer font-semibold">
            Provincias donde más te escuchan
            <OptionalMark detail={`${values.provinces.length} elegidas`} />
          </summary>
          <div className="mt-4">
            <ChoiceGroup
              legend="Provincias"
              {...form.checkboxes('provinces')}
              options={PROVINCE_OPTIONS}
              columns="sm:grid-cols-4"
            />
          </div>
        </details>
      ) : null}

      <div className="space-y-3">
        <Checkbox {...form.field('liveRadio')} label="Se emite también en directo en una radio" />
        <Checkbox {...form.field('fullVideo')} label="Se publica también en vídeo completo (videopodcast)" />
      </div>
      <TextField
        {...form.field('videoUrl')}
        label="Vídeo de ejemplo"
        optional
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errorAt('videoUrl')}
      />
    </StepForm>
  );
}
