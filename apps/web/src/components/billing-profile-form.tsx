import { useId } from 'react';
import type { INVOICED_PARTY_FIELDS } from '@patrocina/domain';
import {
  BILLING_COUNTRY_LABELS,
  BILLING_FIELD_LABELS as LABELS,
  BILLING_PROFILE_FIELDS,
  billingProfileInputSchema,
  IRPF_LABELS,
  IRPF_PERCENTS,
  isEuCountry,
  SELF_BILLING_CONSENT_LABEL,
  SELF_BILLING_EXPLANATION,
  SPANISH_PROVINCES,
  VAT_REGIME_LABELS,
  type BillingProfile,
  type BillingProfileAnswer,
  type BillingProfileInput,
  type InvoicedParty,
} from '@patrocina/domain';
import {
  applyServerFieldErrors,
  Checkbox,
  ChoiceGroup,
  Form,
  type FieldBinding,
  optionsOf,
  SelectField,
  SubmitButton,
  TextField,
  useZodForm,
} from '@/components/form';
import { useSaveBillingProfile } from '@/lib/billing-profile';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';
import { compareInSpanish } from '@/lib/spanish-order';

/** Whom the invoices go to, as a form holds it: every field text, an empty one for none. */
export type InvoicingFormValues = Record<InvoicingField, string>;

/** The form's values of a stored profile or brand, or of a new one (in Spain). */
export function invoicingFormValues(party: InvoicedParty | null): InvoicingFormValues {
  return {
    legalName: party?.legalName ?? '',
    taxId: party?.taxId ?? '',
    addressLine: party?.addressLine ?? '',
    postalCode: party?.postalCode ?? '',
    city: party?.city ?? '',
    province: party?.province ?? '',
    country: party?.country ?? 'ES',
    euVatNumber: party?.euVatNumber ?? '',
  };
}

/** The form's values as the API's schema reads them: blanks as null. */
export function invoicingInput(values: InvoicingFormValues): InvoicedParty {
  return {
    legalName: values.legalName,
    taxId: values.taxId,
    addressLine: values.addressLine,
    postalCode: values.postalCode,
    city: values.city,
    province: values.province || null,
    country: values.country,
    // Only an EU business has one; a country change leaves no stale number behind.
    euVatNumber: isEuCountry(values.country) ? values.euVatNumber || null : null,
  };
}

type BillingFormValues = InvoicingFormValues & {
  iban: string;
  vatRegime: string;
  irpfPercent: string;
  selfBillingConsent: boolean;
};

const PROVINCE_OPTIONS = Object.values(SPANISH_PROVINCES)
  .sort(compareInSpanish)
  .map((name) => ({ value: name, label: name }));

// Spain first, then the rest by their Spanish names.
const COUNTRY_OPTIONS = Object.entries(BILLING_COUNTRY_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => (a.value === 'ES' ? -1 : b.value === 'ES' ? 1 : compareInSpanish(a.label, b.label)));

function initialValues(profile: BillingProfile | null): BillingFormValues {
  return {
    ...invoicingFormValues(profile),
    iban: profile?.iban ?? '',
    vatRegime: profile?.vatRegime ?? '',
    irpfPercent: profile?.irpfPercent === null || profile?.irpfPercent === undefined ? '' : String(profile.irpfPercent),
    selfBillingConsent: profile?.selfBillingConsent ?? false,
  };
}

/** The form's values as the API's schema reads them; without the podcaster's part when it is not shown. */
function toInput(values: BillingFormValues, withPodcasterFields: boolean): BillingProfileInput {
  const base = invoicingInput(values);
  if (!withPodcasterFields) return base;
  return {
    ...base,
    iban: values.iban || null,
    vatRegime: values.vatRegime === 'CHARGES_VAT' || values.vatRegime === 'EXEMPT' ? values.vatRegime : null,
    irpfPercent: values.irpfPercent === '' ? null : (Number(values.irpfPercent) as 15 | 7 | 0),
    selfBillingConsent: values.selfBillingConsent,
  };
}

/**
 * Datos de facturación: who the invoices are made out to and, for someone who runs a podcast, where
 * and how they are paid. The same shared schema as the API, so each mistake shows on its field as you
 * leave it; the API's own refusals land on their field too, and what was typed stays.
 */
export function BillingProfileForm({
  answer,
  withPodcasterFields = answer.role === 'podcaster',
  submitLabel,
  label,
  onSaved,
}: {
  answer: BillingProfileAnswer;
  /** The podcaster's part (IBAN, IVA, IRPF, autofactura); the purchase step leaves it out. */
  withPodcasterFields?: boolean;
  submitLabel: string;
  /** The form's accessible name. */
  label: string;
  onSaved: (answer: BillingProfileAnswer) => void;
}) {
  const save = useSaveBillingProfile();
  const form = useZodForm(billingProfileInputSchema, initialValues(answer.profile), {
    prepare: (values) => toInput(values, withPodcasterFields),
  });
  const onSubmit = form.handleSubmit(async () => {
    try {
      onSaved(await save.mutateAsync(toInput(form.values, withPodcasterFields)));
    } catch (error) {
      if (!applyServerFieldErrors(form, error, BILLING_PROFILE_FIELDS)) toast.error(userMessageOf(error));
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-4">
      <InvoicingFields form={form} />
      {withPodcasterFields ? (
        <fieldset className="flex flex-col gap-4 border-t border-line pt-4">
          <legend className="pt-4 text-base font-semibold">Para pagarte tus campañas</legend>
          <p className="-mt-2 text-sm text-ink-muted">
            Puedes dejarlo para más tarde, pero sin estos datos no podemos pagarte lo que ganes.
          </p>
          <TextField
            {...form.field('iban')}
            label={LABELS.iban}
            optional
            hint="La cuenta donde te transferimos lo que ganas. Por ejemplo ES91 2100 0418 4502 0005 1332."
            autoCapitalize="characters"
            spellCheck={false}
          />
          <ChoiceGroup
            legend={LABELS.vatRegime}
            {...form.radios('vatRegime')}
            options={optionsOf(VAT_REGIME_LABELS)}
            error={form.errors.vatRegime}
            columns="sm:grid-cols-2"
          />
          <IrpfChoice
            value={form.values.irpfPercent}
            onChange={(value) => form.setValue('irpfPercent', value)}
            error={form.errors.irpfPercent}
          />
          <div className="flex flex-col gap-2">
            <p className="text-sm text-ink-muted">{SELF_BILLING_EXPLANATION}</p>
            <Checkbox
              {...form.field('selfBillingConsent')}
              label={SELF_BILLING_CONSENT_LABEL}
              summaryLabel={LABELS.selfBillingConsent}
            />
          </div>
        </fieldset>
      ) : null}
      <SubmitButton busy={form.isSubmitting} busyLabel="Guardando…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}

type InvoicingField = (typeof INVOICED_PARTY_FIELDS)[number];

/**
 * The fields every invoice's recipient fills in, in the billing profile's order and words: the
 * datos de facturación here, and an agency's brand (features/agency) with its own name's hint.
 */
export function InvoicingFields({
  form,
  legalNameHint = 'El nombre de tu empresa tal como está registrada, o tu nombre y apellidos si eres autónomo.',
}: {
  form: { field: (name: InvoicingField) => FieldBinding<string>; values: { country: string } };
  legalNameHint?: string;
}) {
  const spain = form.values.country === 'ES';
  const eu = isEuCountry(form.values.country);
  return (
    <>
      <TextField
        {...form.field('legalName')}
        label={LABELS.legalName}
        hint={legalNameHint}
        autoComplete="organization"
        maxLength={200}
      />
      <SelectField {...form.field('country')} label={LABELS.country} options={COUNTRY_OPTIONS} />
      <TextField
        {...form.field('taxId')}
        label={spain ? LABELS.taxId : 'Número fiscal'}
        hint={spain ? 'Con su letra: 12345678Z, X1234567L o B12345674.' : 'El identificador fiscal de tu país.'}
        autoCapitalize="characters"
        spellCheck={false}
      />
      {eu ? (
        <TextField
          {...form.field('euVatNumber')}
          label={LABELS.euVatNumber}
          optional={spain}
          hint={
            spain
              ? 'Solo si estás dado de alta en operaciones intracomunitarias (ROI).'
              : 'Con él no te cobramos IVA: lo declaras tú (inversión del sujeto pasivo).'
          }
          autoCapitalize="characters"
          spellCheck={false}
        />
      ) : null}
      <TextField
        {...form.field('addressLine')}
        label={LABELS.addressLine}
        hint="Calle, número, piso."
        autoComplete="street-address"
        maxLength={200}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field('postalCode')}
          label={LABELS.postalCode}
          autoComplete="postal-code"
          inputMode={spain ? 'numeric' : undefined}
        />
        <TextField {...form.field('city')} label={LABELS.city} autoComplete="address-level2" />
      </div>
      {spain ? (
        <SelectField
          {...form.field('province')}
          label={LABELS.province}
          options={PROVINCE_OPTIONS}
          placeholder="Elige tu provincia"
        />
      ) : (
        <TextField {...form.field('province')} label="Región o estado" optional autoComplete="address-level1" />
      )}
    </>
  );
}

/** The IRPF withholding: each choice with what it means, in plain words. */
function IrpfChoice({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{LABELS.irpfPercent}</legend>
      <div className="flex flex-col gap-2">
        {IRPF_PERCENTS.map((percent) => (
          <label
            key={percent}
            className="flex items-start gap-3 rounded-control border border-line px-3 py-2 has-checked:border-accent-600 has-checked:bg-accent-50"
          >
            <input
              type="radio"
              name="irpfPercent"
              value={String(percent)}
              checked={value === String(percent)}
              onChange={() => onChange(String(percent))}
              aria-invalid={error ? true : undefined}
              className="mt-1 size-4 accent-accent-700"
            />
            <span className="text-sm">
              <span className="font-semibold">{IRPF_LABELS[percent].label}</span>
              <span className="block text-ink-muted">{IRPF_LABELS[percent].explanation}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
