import { COMMISSION_RATE, legalInfoSchema, type LegalInfo } from '@patrocina/domain';
import type { Config } from '../../config';

/** The privacy contact: COMPANY_PRIVACY_EMAIL, or `privacidad@` the public host. */
export function privacyAddress(config: Pick<Config, 'COMPANY_PRIVACY_EMAIL' | 'PUBLIC_URL'>): string {
  return config.COMPANY_PRIVACY_EMAIL ?? `privacidad@${new URL(config.PUBLIC_URL).hostname}`;
}

/**
 * What `/legal` prints from the configuration: the company's identity (LSSI-CE art. 10, RGPD art. 13)
 * and the money rules this server applies, so the page and the invoices always say the same.
 */
export function describeLegalInfo(config: Config): LegalInfo {
  return legalInfoSchema.parse({
    productName: config.PRODUCT_NAME,
    website: config.PUBLIC_URL,
    company: {
      legalName: config.COMPANY_LEGAL_NAME,
      taxId: config.COMPANY_TAX_ID,
      address: config.COMPANY_ADDRESS,
      registry: config.COMPANY_REGISTRY,
      email: privacyAddress(config),
      phone: config.COMPANY_PHONE ?? null,
      dpoEmail: config.COMPANY_DPO_EMAIL ?? null,
      jurisdictionCity: config.COMPANY_JURISDICTION_CITY,
    },
    terms: {
      commissionPercent: Math.round(COMMISSION_RATE * 100),
      vatPercent: config.VAT_PERCENT,
      payoutHoldDays: config.PAYOUT_HOLD_DAYS,
      payoutWeekday: config.PAYOUT_RUN_WEEKDAY,
      underDeliveryPercent: config.UNDER_DELIVERY_PERCENT,
    },
    socialProviders: [
      ...(config.GOOGLE_CLIENT_ID ? (['google'] as const) : []),
      ...(config.APPLE_CLIENT_ID ? (['apple'] as const) : []),
      ...(config.FACEBOOK_APP_ID ? (['facebook'] as const) : []),
    ],
  });
}
