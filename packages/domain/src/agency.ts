/**
 * Agencies (issue 23): an agency account briefs campaigns for several brands (its clients), each with
 * its own datos de facturación, and shares the account with colleagues. The agency is the user flagged
 * `isAgency`; its id is the agency's id (docs/decisions/0033).
 */
import { z } from 'zod';
import {
  billingProfileShape,
  checkByCountry,
  normalizeBillingData,
  profileCompleteness,
  type BillingProfileField,
} from './billing-profile';

// ---------------------------------------------------------------------------------------------------
// Brands (agency-brands)
// ---------------------------------------------------------------------------------------------------

export const BRAND_NAME_MAX_LENGTH = 80;

export const AGENCY_BRAND_MESSAGES = {
  notAgency: 'Esto es solo para cuentas de agencia. Actívalo en tu perfil si gestionas varias marcas.',
  viewerOnly: 'Puedes ver las marcas de tu agencia, pero no cambiarlas. Pide permiso para gestionar.',
  brandNotFound: 'No encontramos esa marca en tu agencia',
  duplicateName: 'Ya tienes una marca con ese nombre',
  nameRequired: 'Escribe el nombre de la marca',
  nameTooLong: `El nombre no puede tener más de ${BRAND_NAME_MAX_LENGTH} caracteres`,
  unknownBrand: 'Elige una de las marcas de tu agencia',
  billingNeeded: 'Completa los datos de facturación de la marca antes de confirmar la compra',
} as const;

/**
 * `POST /private/agency/brands` and `PUT /private/agency/brands/{id}`: the brand's name and the datos
 * de facturación its invoices are made out to, checked exactly as the advertiser's profile is
 * (billing-profile.ts), so one NIF rule and one set of messages serve both.
 */
export const brandInputSchema = z
  .object({
    name: z
      .string({ error: AGENCY_BRAND_MESSAGES.nameRequired })
      .trim()
      .min(1, AGENCY_BRAND_MESSAGES.nameRequired)
      .max(BRAND_NAME_MAX_LENGTH, AGENCY_BRAND_MESSAGES.nameTooLong),
    ...billingProfileShape,
  })
  .strict()
  .superRefine((value, context) => checkByCountry(value, context), { when: () => true })
  .transform(normalizeBillingData);
export type BrandInput = z.input<typeof brandInputSchema>;
export type BrandData = z.output<typeof brandInputSchema>;

/** The billing fields a brand carries: the advertiser's, without a podcaster's payout ones. */
export const BRAND_BILLING_FIELDS = [
  'legalName',
  'taxId',
  'addressLine',
  'postalCode',
  'city',
  'province',
  'country',
  'euVatNumber',
] as const satisfies readonly BillingProfileField[];

export const brandIdParamsSchema = z.object({ id: z.uuid({ error: AGENCY_BRAND_MESSAGES.brandNotFound }) });

/** One live brand of the agency, as the brand list and its forms read it. */
export const brandSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  legalName: z.string(),
  taxId: z.string(),
  addressLine: z.string(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  country: z.string(),
  euVatNumber: z.string().nullable(),
  /** Whether an invoice can be made out to it now (brandBillingMissing is empty). */
  billingComplete: z.boolean(),
  updatedAt: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

/** `GET /private/agency/brands`: the live brands by name, and whether the user may change them. */
export const brandListSchema = z.object({ brands: z.array(brandSchema), canManage: z.boolean() });
export type BrandList = z.infer<typeof brandListSchema>;

/**
 * What a brand's datos de facturación lack before a purchase can be invoiced to it; empty when
 * complete. The values are checked again, as for a profile, so a rule change shows up here.
 */
export function brandBillingMissing(brand: Pick<Brand, (typeof BRAND_BILLING_FIELDS)[number]>): BillingProfileField[] {
  return profileCompleteness(
    { ...brand, iban: null, vatRegime: null, irpfPercent: null, selfBillingConsent: false },
    'advertiser',
  );
}

/** The brand chosen in the wizard's first step: a live brand of the agency, or none (free text). */
export const campaignBrandIdSchema = z
  .uuid({ error: AGENCY_BRAND_MESSAGES.unknownBrand })
  .nullable()
  .optional()
  .describe('Una marca de tu agencia; su nombre pasa a ser la marca de la campaña');

/** Shown where a brand has to be picked and there is none yet. */
export const NO_BRANDS_YET = 'Aún no tienes marcas. Añade la primera con sus datos de facturación.';
export const ALL_BRANDS = 'Todas las marcas';
