import { z } from 'zod';

/**
 * `GET /public/legal` (issue 23): what the legal page (`/legal`) prints from the deployment's
 * configuration, so the legal notice, the privacy policy and the terms name the real company and
 * quote the money rules the server applies, never a placeholder.
 */
export const legalInfoSchema = z.object({
  /** The brand the service is run under (PRODUCT_NAME). */
  productName: z.string(),
  /** The site's address (PUBLIC_URL). */
  website: z.string(),
  company: z.object({
    /** Razón social (LSSI-CE art. 10.1.a). */
    legalName: z.string(),
    /** NIF (art. 10.1.e). */
    taxId: z.string(),
    /** Domicilio (art. 10.1.a). */
    address: z.string(),
    /** Datos de inscripción en el Registro Mercantil (art. 10.1.c). */
    registry: z.string(),
    /** Where privacy requests and any legal question go (art. 10.1.b; RGPD art. 13.1.a). */
    email: z.string(),
    phone: z.string().nullable(),
    /** The data protection officer's address (RGPD art. 13.1.b), when the company has appointed one. */
    dpoEmail: z.string().nullable(),
    /** Whose courts hear disputes with business users (the terms' jurisdiction clause). */
    jurisdictionCity: z.string(),
  }),
  /** The money rules as this server applies them (DOMAIN.md "Money"). */
  terms: z.object({
    commissionPercent: z.number(),
    vatPercent: z.number(),
    /** Days an aired action's earnings stay held, open to the advertiser's claim. */
    payoutHoldDays: z.number(),
    /** The weekly payout run's day, 1 = Monday … 7 = Sunday (Madrid time). */
    payoutWeekday: z.number().int().min(1).max(7),
    /** Below this share of the estimated reach, an action's listens count as under-delivered. */
    underDeliveryPercent: z.number(),
  }),
  /** Social sign-in providers this server offers: their scripts load only with the visitor's consent. */
  socialProviders: z.array(z.enum(['google', 'apple', 'facebook'])),
});
export type LegalInfo = z.infer<typeof legalInfoSchema>;
