import { describe, expect, it } from 'vitest';
import type { LegalInfo } from '@patrocina/domain';
import { json, useTestApp, withTestApp } from '../../../test/app';

const COMPANY = {
  COMPANY_LEGAL_NAME: 'Ondas Patrocinadas, S.L.',
  COMPANY_TAX_ID: 'B87654321',
  COMPANY_ADDRESS: 'Calle de Colón 12, 46004 Valencia, España',
  COMPANY_REGISTRY: 'Registro Mercantil de Valencia, tomo 10.234, folio 5, hoja V-98765',
  COMPANY_PRIVACY_EMAIL: 'datos@ondas.example',
  COMPANY_PHONE: '+34 960 123 456',
  COMPANY_DPO_EMAIL: 'dpd@ondas.example',
  COMPANY_JURISDICTION_CITY: 'Valencia',
  VAT_PERCENT: '21',
  PAYOUT_HOLD_DAYS: '10',
  PAYOUT_RUN_WEEKDAY: '5',
  UNDER_DELIVERY_PERCENT: '55',
  GOOGLE_CLIENT_ID: 'google-client',
  FACEBOOK_APP_ID: 'facebook-app',
};

const t = useTestApp({ env: { ...COMPANY, PUBLIC_URL: 'https://ondas.example' } });

const legalInfo = async (app = t) => {
  const response = await app.call('GET', '/public/legal');
  expect(response.statusCode).toBe(200);
  return json<{ data: LegalInfo }>(response).data;
};

describe('GET /public/legal', () => {
  it('gives a visitor, without a session, the company as configured', async () => {
    expect(await legalInfo()).toEqual({
      productName: 'Patrocina',
      website: 'https://ondas.example',
      company: {
        legalName: 'Ondas Patrocinadas, S.L.',
        taxId: 'B87654321',
        address: 'Calle de Colón 12, 46004 Valencia, España',
        registry: 'Registro Mercantil de Valencia, tomo 10.234, folio 5, hoja V-98765',
        email: 'datos@ondas.example',
        phone: '+34 960 123 456',
        dpoEmail: 'dpd@ondas.example',
        jurisdictionCity: 'Valencia',
      },
      terms: { commissionPercent: 10, vatPercent: 21, payoutHoldDays: 10, payoutWeekday: 5, underDeliveryPercent: 55 },
      socialProviders: ['google', 'facebook'],
    });
  });

  it('leaves out the phone and the DPO when the company has none, and writes to privacidad@ the site', async () => {
    const info = await withTestApp(
      { database: t.database, env: { PUBLIC_URL: 'https://www.patrocina.example/' } },
      (other) => legalInfo(other),
    );
    expect(info.company).toMatchObject({
      email: 'privacidad@www.patrocina.example',
      phone: null,
      dpoEmail: null,
      jurisdictionCity: 'Madrid',
    });
    expect(info.website).toBe('https://www.patrocina.example');
    expect(info.socialProviders).toEqual([]);
    expect(info.terms.payoutHoldDays).toBe(7);
  });

  it('only reads: other methods are not routes', async () => {
    const response = await t.call('POST', '/public/legal', undefined, {});
    expect(response.statusCode).toBe(404);
  });
});
