/**
 * Datos de facturación (issue 19, DOMAIN.md "Money"): who an invoice is made out to, and, for a
 * podcaster, where the payout goes and how their self-billed invoice (autofactura) is taxed. The
 * advertiser needs a complete profile to buy; the payout run needs the podcaster's to pay.
 * The identifiers' checks are in billing-ids.ts.
 */
import { z } from 'zod';
import { IRPF_PERCENTS, VAT_REGIMES, type IrpfPercent, type VatRegime } from './billing';
import {
  BILLING_PROFILE_MESSAGES,
  compact,
  ibanProblem,
  isEuCountry,
  normalizeIban,
  normalizeVatNumber,
  spanishTaxIdProblem,
  vatNumberProblem,
} from './billing-ids';
import { COUNTRY_LABELS, SPANISH_PROVINCES } from './catalog';
import { MESSAGES } from './messages';

/** Countries the billing form offers: the usual ones and every EU state, by their Spanish names. */
export const BILLING_COUNTRY_LABELS: Readonly<Record<string, string>> = {
  ...COUNTRY_LABELS,
  AT: 'Austria',
  BE: 'Bélgica',
  BG: 'Bulgaria',
  HR: 'Croacia',
  CY: 'Chipre',
  CZ: 'Chequia',
  DK: 'Dinamarca',
  EE: 'Estonia',
  FI: 'Finlandia',
  GR: 'Grecia',
  HU: 'Hungría',
  IE: 'Irlanda',
  LV: 'Letonia',
  LT: 'Lituania',
  LU: 'Luxemburgo',
  MT: 'Malta',
  NL: 'Países Bajos',
  PL: 'Polonia',
  RO: 'Rumanía',
  SK: 'Eslovaquia',
  SI: 'Eslovenia',
  SE: 'Suecia',
  CH: 'Suiza',
  NO: 'Noruega',
  AD: 'Andorra',
};

/**
 * `CHARGES_VAT`: the podcaster adds IVA to what they bill (at the rate in config, so no number here);
 * `EXEMPT`: their activity is exempt.
 */
export const VAT_REGIME_LABELS: Record<VatRegime, string> = {
  CHARGES_VAT: 'Repercuto IVA en mis facturas',
  EXEMPT: 'Exento de IVA',
};

/** The IRPF withholding on a podcaster's autofactura, each choice explained in plain words. */
export const IRPF_LABELS: Record<IrpfPercent, { label: string; explanation: string }> = {
  15: {
    label: '15 %',
    explanation:
      'Lo normal si trabajas como autónomo o profesional: retenemos el 15 % y lo ingresamos a Hacienda por ti.',
  },
  7: {
    label: '7 %',
    explanation: 'Si te diste de alta como profesional hace menos de tres años (este año y los dos siguientes).',
  },
  0: {
    label: '0 %',
    explanation: 'Si cobras como empresa o entidad (una sociedad, una asociación): no se retiene IRPF.',
  },
};

/** The autofactura, explained next to the consent's checkbox. */
export const SELF_BILLING_EXPLANATION =
  'Autofacturación: para no tener que hacernos una factura cada vez que te pagamos, Patrocina la emite en tu nombre (autofactura) con estos datos, y te la deja para descargar en PDF.';
export const SELF_BILLING_CONSENT_LABEL = 'Acepto que Patrocina emita mis facturas en mi nombre (autofacturación)';

const SPANISH_PROVINCE_NAMES = Object.values(SPANISH_PROVINCES);

function text(max: number) {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, BILLING_PROFILE_MESSAGES.tooLong(max));
}

/** Empty text is no value: an optional field left blank is sent as null. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, BILLING_PROFILE_MESSAGES.tooLong(max))
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
}

/** Like optionalText, but left out stays left out: the stored value is kept (a podcaster's IBAN). */
function keptUnlessGiven(max: number) {
  return z
    .string()
    .trim()
    .max(max, BILLING_PROFILE_MESSAGES.tooLong(max))
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));
}

/** The fields every invoice's recipient has: the advertiser's profile, and an agency's brand (agency.ts). */
export const billingProfileShape = {
  /** The name invoices are made out to: the company's registered name, or the person's full name. */
  legalName: text(200),
  /** NIF, NIE or CIF when the country is Spain (check letter verified); the foreign tax id otherwise. */
  taxId: text(40),
  /** The fiscal address's street line: street, number, floor. */
  addressLine: text(200),
  postalCode: text(12),
  city: text(100),
  /** In Spain one of the 52 provinces by name; elsewhere the region, if any. */
  province: optionalText(100),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string({ error: BILLING_PROFILE_MESSAGES.country })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, BILLING_PROFILE_MESSAGES.country),
  /** Required of a business in another EU state (reverse charge); optional for a Spanish one. */
  euVatNumber: optionalText(20),
};

const podcasterShape = {
  /** Where the payout goes (SEPA area), kept in electronic format. */
  iban: keptUnlessGiven(42),
  vatRegime: z.enum(VAT_REGIMES, { error: BILLING_PROFILE_MESSAGES.vatRegime }).nullable().optional(),
  irpfPercent: z
    .union(
      IRPF_PERCENTS.map((percent) => z.literal(percent)),
      { error: BILLING_PROFILE_MESSAGES.irpf },
    )
    .nullable()
    .optional(),
  /** Consent to self-billing: Patrocina issues the podcaster's invoices in their name. */
  selfBillingConsent: z.boolean().optional(),
};

export const PODCASTER_BILLING_FIELDS = ['iban', 'vatRegime', 'irpfPercent', 'selfBillingConsent'] as const;

type ProfileDraft = {
  taxId: string;
  country: string;
  euVatNumber: string | null;
  iban?: string | null;
};

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/**
 * The checks that depend on the country, each on its field. They run even when another field is
 * wrong (zod's `when`), so the form shows every mistake at once; each looks only at fields it can read.
 */
export function checkByCountry(input: unknown, context: z.RefinementCtx): void {
  const value = (input ?? {}) as Record<string, unknown>;
  const issue = (path: BillingProfileField, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  const country = textOf(value.country)?.toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country)) return;
  const spain = country === 'ES';
  const taxId = textOf(value.taxId);
  const postalCode = textOf(value.postalCode);
  const province = textOf(value.province);
  if (spain) {
    const problem = taxId ? spanishTaxIdProblem(taxId) : undefined;
    if (problem) issue('taxId', problem);
    if (postalCode && !/^\d{5}$/.test(postalCode)) issue('postalCode', BILLING_PROFILE_MESSAGES.postalCodeEs);
    if (!province || !SPANISH_PROVINCE_NAMES.includes(province)) issue('province', BILLING_PROFILE_MESSAGES.province);
  } else if (taxId && compact(taxId).length < 2) {
    issue('taxId', BILLING_PROFILE_MESSAGES.foreignTaxId);
  }
  const vatNumber = textOf(value.euVatNumber);
  if (vatNumber) {
    const problem = vatNumberProblem(vatNumber, country);
    if (problem) issue('euVatNumber', problem);
  } else if (isEuCountry(country) && !spain) {
    issue('euVatNumber', BILLING_PROFILE_MESSAGES.vatRequired);
  }
  const iban = textOf(value.iban);
  if (iban) {
    const problem = ibanProblem(iban);
    if (problem) issue('iban', problem);
  }
}

/** The values as they are kept: tax id upper case and compact, the VAT number with its prefix, the IBAN electronic. */
export function normalizeBillingData<T extends ProfileDraft>(value: T): T {
  const iban = value.iban ? normalizeIban(value.iban) : value.iban;
  return {
    ...value,
    taxId: compact(value.taxId),
    euVatNumber: value.euVatNumber ? normalizeVatNumber(value.euVatNumber, value.country) : null,
    ...(iban === undefined ? {} : { iban }),
  };
}

/**
 * `PUT /private/users/me/billing-profile`: the advertiser's (and everyone's) datos de facturación,
 * with the podcaster's fields optional (a podcaster may save them later; `profileCompleteness` says
 * what is still missing). The API refuses the podcaster's fields from someone who runs no podcast.
 * Tax ids and VAT numbers come out upper case and compact, the IBAN in electronic format.
 */
export const billingProfileInputSchema = z
  .object({ ...billingProfileShape, ...podcasterShape })
  .strict()
  .superRefine((value, context) => checkByCountry(value, context), { when: () => true })
  .transform(normalizeBillingData);
export type BillingProfileInput = z.input<typeof billingProfileInputSchema>;
export type BillingProfileData = z.output<typeof billingProfileInputSchema>;

/** Whom an invoice is made out to, as stored and read back: a user's profile and an agency's brand alike. */
export const invoicedPartyShape = {
  legalName: z.string(),
  taxId: z.string(),
  addressLine: z.string(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  country: z.string(),
  euVatNumber: z.string().nullable(),
};
export type InvoicedParty = z.infer<z.ZodObject<typeof invoicedPartyShape>>;

/** The invoiced party's fields alone, taken from a stored row, a checked input or a view. */
export function invoicedPartyOf(source: InvoicedParty): InvoicedParty {
  return {
    legalName: source.legalName,
    taxId: source.taxId,
    addressLine: source.addressLine,
    postalCode: source.postalCode,
    city: source.city,
    province: source.province,
    country: source.country,
    euVatNumber: source.euVatNumber,
  };
}

/** A stored billing profile, as `GET /private/users/me/billing-profile` returns it. */
export const billingProfileSchema = z.object({
  ...invoicedPartyShape,
  iban: z.string().nullable(),
  vatRegime: z.enum(VAT_REGIMES).nullable(),
  irpfPercent: z.number().int().nullable(),
  selfBillingConsent: z.boolean(),
  updatedAt: z.string(),
});
export type BillingProfile = z.infer<typeof billingProfileSchema>;

/** Whose profile it is: an advertiser's is invoiced; a podcaster's (owner or representative) is also paid. */
export const BILLING_ROLES = ['advertiser', 'podcaster'] as const;
export type BillingRole = (typeof BILLING_ROLES)[number];

/** The fields of whom an invoice is made out to (invoicedPartyShape), in the form's order. */
export const INVOICED_PARTY_FIELDS = [
  'legalName',
  'taxId',
  'addressLine',
  'postalCode',
  'city',
  'province',
  'country',
  'euVatNumber',
] as const satisfies readonly (keyof InvoicedParty)[];

export const BILLING_PROFILE_FIELDS = [...INVOICED_PARTY_FIELDS, ...PODCASTER_BILLING_FIELDS] as const;
export type BillingProfileField = (typeof BILLING_PROFILE_FIELDS)[number];

/** Each field's name, as the form labels it and as "what is missing" lists it. */
export const BILLING_FIELD_LABELS: Record<BillingProfileField, string> = {
  legalName: 'Nombre o razón social',
  taxId: 'NIF, NIE o CIF',
  addressLine: 'Dirección fiscal',
  postalCode: 'Código postal',
  city: 'Ciudad',
  province: 'Provincia',
  country: 'País',
  euVatNumber: 'Número de IVA intracomunitario',
  iban: 'IBAN',
  vatRegime: 'IVA',
  irpfPercent: 'Retención de IRPF',
  selfBillingConsent: 'Autofacturación',
};

/** `GET /private/users/me/billing-profile`: the profile (null when none yet), as whom, and what is missing. */
export const billingProfileAnswerSchema = z.object({
  profile: billingProfileSchema.nullable(),
  role: z.enum(BILLING_ROLES),
  missing: z.array(z.enum(BILLING_PROFILE_FIELDS)),
});
export type BillingProfileAnswer = z.infer<typeof billingProfileAnswerSchema>;

type StoredProfile = InvoicedParty & Pick<BillingProfile, 'iban' | 'vatRegime' | 'irpfPercent' | 'selfBillingConsent'>;

/**
 * What a profile lacks before it can be invoiced (advertiser: the purchase) or paid (podcaster: the
 * payout run), in the form's order; empty when complete. Values are checked again, so a profile that
 * a rule change made invalid counts as incomplete rather than reaching an invoice.
 */
export function profileCompleteness(profile: StoredProfile | null, role: BillingRole): BillingProfileField[] {
  const wanted: BillingProfileField[] = [
    ...INVOICED_PARTY_FIELDS,
    ...(role === 'podcaster' ? PODCASTER_BILLING_FIELDS : []),
  ];
  // Without a profile the country is unknown, and with it whether a province or a VAT number applies.
  if (!profile) return wanted.filter((field) => field !== 'province' && field !== 'euVatNumber');
  const parsed = billingProfileInputSchema.safeParse({
    ...invoicedPartyOf(profile),
    iban: profile.iban,
    vatRegime: profile.vatRegime,
    irpfPercent: profile.irpfPercent,
    selfBillingConsent: profile.selfBillingConsent,
  });
  const invalid = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  return wanted.filter((field) => {
    if (invalid.has(field)) return true;
    switch (field) {
      case 'province':
        return profile.country === 'ES' && !profile.province;
      case 'euVatNumber':
        return isEuCountry(profile.country) && profile.country !== 'ES' && !profile.euVatNumber;
      case 'iban':
        return !profile.iban;
      case 'vatRegime':
        return !profile.vatRegime;
      case 'irpfPercent':
        return profile.irpfPercent === null;
      case 'selfBillingConsent':
        return !profile.selfBillingConsent;
      default:
        return !profile[field];
    }
  });
}
