import { useEffect, type ReactNode } from 'react';
import {
  AGE_BUCKET_LABELS,
  APPROXIMATE_DATE_LABELS,
  AUDIENCE_FLAG_LABELS,
  BANNER_SIZE,
  BRANDING_ACTION_LABELS,
  BRIEFING_MAX_LENGTH,
  campaignHowSchema,
  campaignWhatSchema,
  campaignWhomSchema,
  CAMPAIGN_GENDER_LABELS,
  COUNTRY_LABELS,
  COVERAGE_ACTION_LABELS,
  MIN_BUDGET_EUROS,
  PODCAST_TYPE_LABELS,
  PREROLL_TEXT_MAX_LENGTH,
  SPANISH_PROVINCES,
  SPOT_SECONDS,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import {
  Checkbox,
  ChoiceGroup,
  Form,
  optionsInSpanishOrder,
  optionsOf,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useZodForm,
  type FormValues,
  type ZodForm,
} from '@/components/form';
import { ImageUpload } from '@/components/image-upload';
import { uploadFile } from '@/lib/upload-file';
import { toHowCheck, toWhatCheck, toWhomInput, type HowValues, type WhatValues, type WhomValues } from '../lib/draft';
import { forgetDraftFile } from '../lib/draft-files';
import { FileField } from './file-field';
import { BrandSelect } from './brand-select';
import { PodcastPicker } from './podcast-picker';

interface StepProps<V> {
  values: V;
  onChange: (values: V) => void;
  onNext: () => void | Promise<void>;
  onBack?: () => void;
  signedIn: boolean;
}

/** Every change goes to the draft at once, so a reload or a log-in loses nothing. */
function useKeepInDraft<V extends FormValues>(form: ZodForm<V>, onChange: (values: V) => void) {
  useEffect(() => onChange(form.values), [form.values, onChange]);
}

function StepActions({ onBack, children }: { onBack?: (() => void) | undefined; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <button type="button" className={buttonClass('secondary')} onClick={onBack}>
          Anterior
        </button>
      ) : (
        <span />
      )}
      <div className="sm:w-64">{children}</div>
    </div>
  );
}

export function WhatStep({
  values,
  onChange,
  onNext,
  signedIn,
  isAgency = false,
}: StepProps<WhatValues> & { isAgency?: boolean }) {
  const form = useZodForm(campaignWhatSchema, values, { prepare: toWhatCheck });
  useKeepInDraft(form, onChange);
  return (
    <Form form={form} onSubmit={form.handleSubmit(onNext)} aria-label="Qué anunciar" className="space-y-5">
      {isAgency ? (
        <BrandSelect
          id={form.field('brand').id}
          brandId={values.brandId ?? null}
          error={form.errors.brand ?? form.errors.brandId}
          onChoose={(brand) => {
            form.setValue('brandId', brand?.id ?? null);
            form.setValue('brand', brand?.name ?? '');
          }}
        />
      ) : (
        <TextField {...form.field('brand')} label="Marca" autoComplete="organization" maxLength={80} />
      )}
      <TextField {...form.field('name')} label="Campaña o producto" maxLength={120} />
      <TextField
        {...form.field('url')}
        label="Web de la campaña"
        type="url"
        inputMode="url"
        placeholder="https://tu-marca.com/producto"
      />
      <TextAreaField
        {...form.field('briefing')}
        label="Briefing"
        optional={values.briefingFileId !== null || values.briefingLocal}
        maxLength={BRIEFING_MAX_LENGTH}
        hint="Qué quieres contar, el tono, lo que no se puede decir. Puedes escribirlo, adjuntarlo o ambas cosas."
      />
      <FileField
        label="Documento del briefing"
        optional
        hint="PDF, Word, Excel, PowerPoint u OpenDocument, hasta 10 MB."
        kind="briefing"
        accept=".pdf,.docx,.xlsx,.pptx,.odt,.ods,.odp"
        fileName={values.briefingFileName}
        local={values.briefingLocal}
        signedIn={signedIn}
        onUploaded={(file) => {
          if (values.briefingLocal) void forgetDraftFile('briefing');
          form.setValue('briefingFileId', file.id);
          form.setValue('briefingFileName', file.name);
          form.setValue('briefingLocal', false);
        }}
        onKept={(file) => {
          form.setValue('briefingFileId', null);
          form.setValue('briefingFileName', file.name);
          form.setValue('briefingLocal', true);
        }}
        onRemove={() => {
          form.setValue('briefingFileId', null);
          form.setValue('briefingFileName', null);
          form.setValue('briefingLocal', false);
        }}
      />
      <StepActions>
        <SubmitButton busy={form.isSubmitting}>Siguiente</SubmitButton>
      </StepActions>
    </Form>
  );
}

/**
 * By name: keyed by INE code, an object lists the codes that read as numbers (10 Cáceres to 52) before
 * 01 Álava to 09 Burgos, an order that means nothing to the reader.
 */
const PROVINCE_OPTIONS = optionsInSpanishOrder(SPANISH_PROVINCES);

export function WhomStep({ values, onChange, onNext, onBack }: StepProps<WhomValues>) {
  const form = useZodForm(campaignWhomSchema, values, { prepare: toWhomInput });
  useKeepInDraft(form, onChange);
  const generalist = form.values.audiences.length === 0;
  return (
    <Form form={form} onSubmit={form.handleSubmit(onNext)} aria-label="A quién llegar" className="space-y-6">
      <ChoiceGroup
        legend="Audiencia"
        {...form.checkboxes('audiences')}
        hint={
          generalist
            ? 'Sin marcar ninguna, la campaña es generalista: cualquier audiencia vale.'
            : 'Buscaremos podcasts con estas audiencias.'
        }
        options={optionsOf(AUDIENCE_FLAG_LABELS)}
        columns="sm:grid-cols-4"
      />
      <TextField
        {...form.field('tags')}
        label="Palabras clave"
        optional
        hint="Separadas por comas, hasta 10: temas con los que encaja tu marca."
        placeholder="tecnología, videojuegos, ciencia"
      />
      <SelectField {...form.field('country')} label="País" options={optionsOf(COUNTRY_LABELS)} />
      {form.values.country === 'ES' ? (
        <details className="rounded-control border border-line px-4 py-3">
          <summary className="cursor-pointer font-semibold">
            Provincias {form.values.provinces.length > 0 ? `(${form.values.provinces.length})` : '(todas)'}
          </summary>
          <div className="mt-3">
            <ChoiceGroup
              legend="Provincias"
              {...form.checkboxes('provinces')}
              hint="Sin marcar ninguna, toda España."
              options={PROVINCE_OPTIONS}
              columns="sm:grid-cols-4"
            />
          </div>
        </details>
      ) : null}
      <ChoiceGroup
        legend="Género"
        {...form.radios('gender')}
        options={optionsOf(CAMPAIGN_GENDER_LABELS)}
        columns="sm:grid-cols-4"
      />
      <ChoiceGroup
        legend="Edad"
        {...form.checkboxes('ages')}
        hint="Sin marcar ninguna, todas las edades."
        options={optionsOf(AGE_BUCKET_LABELS as Record<string, string>)}
      />
      <StepActions onBack={onBack}>
        <SubmitButton busy={form.isSubmitting}>Siguiente</SubmitButton>
      </StepActions>
    </Form>
  );
}

export function HowStep({
  values,
  onChange,
  onNext,
  onBack,
  signedIn,
  submitLabel,
}: StepProps<HowValues> & { submitLabel: string }) {
  const form = useZodForm(campaignHowSchema, values, { prepare: toHowCheck });
  useKeepInDraft(form, onChange);
  const range = form.values.approximateDate === 'DATE_RANGE';
  return (
    <Form form={form} onSubmit={form.handleSubmit(onNext)} aria-label="Cómo" className="space-y-6">
      <ChoiceGroup legend="Cuña" {...form.radios('coverageAction')} options={optionsOf(COVERAGE_ACTION_LABELS)} />
      <ChoiceGroup
        legend="Acciones de branding"
        {...form.checkboxes('brandingActions')}
        hint="Sin marcar ninguna, te proponemos la mejor combinación para tu presupuesto."
        options={optionsOf(BRANDING_ACTION_LABELS)}
        columns="sm:grid-cols-4"
      />
      <ChoiceGroup
        legend="Podcasts"
        {...form.radios('podcastType')}
        options={optionsOf(PODCAST_TYPE_LABELS)}
        columns="sm:grid-cols-2"
      />
      <PodcastPicker
        chosen={form.values.podcasts}
        onChange={(podcasts) => form.setValue('podcasts', podcasts)}
        error={form.errorAt('podcastsSelected')}
      />
      <TextField
        {...form.field('budget')}
        label="Presupuesto (€)"
        inputMode="numeric"
        hint={`Euros sin decimales, a partir de ${MIN_BUDGET_EUROS} €. Impuestos no incluidos.`}
      />
      <ChoiceGroup
        legend="Fechas"
        {...form.radios('approximateDate')}
        options={optionsOf(APPROXIMATE_DATE_LABELS)}
        columns="sm:grid-cols-4"
        error={form.errorAt('fromDate')}
      />
      {range ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.field('fromDate')} error={form.errorAt('fromDate')} label="Desde" type="date" />
          <TextField {...form.field('toDate')} error={form.errorAt('toDate')} label="Hasta" type="date" />
        </div>
      ) : null}
      <FileField
        label="Cuña"
        optional={form.values.coverageAction !== 'SPOT'}
        hint={`Un MP3 de ${SPOT_SECONDS.min} a ${SPOT_SECONDS.max} segundos.`}
        kind="spot"
        accept=".mp3,audio/mpeg"
        fileName={form.values.spotFileName}
        local={form.values.spotLocal}
        signedIn={signedIn}
        error={form.errorAt('spotFileId')}
        onUploaded={(file) => {
          if (form.values.spotLocal) void forgetDraftFile('spot');
          form.setValue('spotFileId', file.id);
          form.setValue('spotFileName', file.name);
          form.setValue('spotLocal', false);
        }}
        onKept={(file) => {
          form.setValue('spotFileId', null);
          form.setValue('spotFileName', file.name);
          form.setValue('spotLocal', true);
        }}
        onRemove={() => {
          form.setValue('spotFileId', null);
          form.setValue('spotFileName', null);
          form.setValue('spotLocal', false);
        }}
      />
      <TextAreaField
        {...form.field('prerollText')}
        label="Texto del pre-roll"
        optional
        maxLength={PREROLL_TEXT_MAX_LENGTH}
        rows={3}
      />
      <div className="rounded-control border border-line p-4">
        <Checkbox
          {...form.field('noReadApproval')}
          value={form.values.noReadApproval ?? false}
          label="Sin aprobación previa"
        />
        <p className="mt-1.5 pl-8 text-sm text-ink-muted">
          Si lo marcas, cada podcaster lee tu anuncio a su manera sin enviarte antes el guion. Si lo dejas sin marcar,
          te enviará el guion o una muestra grabada y no emitirá hasta que lo apruebes (si no contestas en 2 días
          laborables, cuenta como aprobado).
        </p>
      </div>
      {signedIn && !form.values.bannerLocal ? (
        <ImageUpload
          label="Banner"
          optional
          hint={`${BANNER_SIZE.width} x ${BANNER_SIZE.height} píxeles, JPG o PNG.`}
          accept="image/jpeg,image/png"
          aspect={`${BANNER_SIZE.previewWidth}/${BANNER_SIZE.previewHeight}`}
          previewWidth="w-[225px]"
          previewUrl={form.values.bannerFileId ? `/api/v1/public/images/${form.values.bannerFileId}?w=320` : null}
          onUpload={async (file) => {
            const uploaded = await uploadFile(file, 'banner');
            form.setValue('bannerFileId', uploaded.id);
            form.setValue('bannerFileName', uploaded.name);
          }}
          onRemove={() => {
            form.setValue('bannerFileId', null);
            form.setValue('bannerFileName', null);
          }}
        />
      ) : (
        <FileField
          label="Banner"
          optional
          hint={`${BANNER_SIZE.width} x ${BANNER_SIZE.height} píxeles, JPG o PNG.`}
          kind="banner"
          accept="image/jpeg,image/png"
          fileName={form.values.bannerFileName}
          local={form.values.bannerLocal}
          signedIn={signedIn}
          error={form.errorAt('bannerFileId')}
          onUploaded={(file) => {
            void forgetDraftFile('banner');
            form.setValue('bannerFileId', file.id);
            form.setValue('bannerFileName', file.name);
            form.setValue('bannerLocal', false);
          }}
          onKept={(file) => {
            form.setValue('bannerFileId', null);
            form.setValue('bannerFileName', file.name);
            form.setValue('bannerLocal', true);
          }}
          onRemove={() => {
            form.setValue('bannerFileId', null);
            form.setValue('bannerFileName', null);
            form.setValue('bannerLocal', false);
          }}
        />
      )}
      <TextField {...form.field('bannerUrl')} label="Enlace del banner" optional type="url" inputMode="url" />
      <StepActions onBack={onBack}>
        <SubmitButton busy={form.isSubmitting} busyLabel="Creando la campaña…">
          {submitLabel}
        </SubmitButton>
      </StepActions>
    </Form>
  );
}
