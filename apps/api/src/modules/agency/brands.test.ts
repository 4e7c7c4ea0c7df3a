import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  AGENCY_BRAND_MESSAGES,
  AGENCY_TEAM_MESSAGES,
  BILLING_PROFILE_MESSAGES,
  type Brand,
  type BrandList,
} from '@patrocina/domain';
import { users } from '../../db/schema';
import { json, useTestApp, type ErrorBody } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';

const t = useTestApp();
const PATH = '/private/agency/brands';

const BRAND = {
  name: 'Café Aroma',
  legalName: 'Cafés Aroma del Sur, S.L.',
  taxId: 'b-12345674',
  addressLine: 'Calle Mayor 1, 2º B',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'ES',
  euVatNumber: null,
};

const list = (session: string) => t.call('GET', PATH, session);
const create = (session: string, body: object) => t.call('POST', PATH, session, body);
const brandOf = (response: LightMyRequestResponse) => json<{ data: Brand }>(response).data;
const namesIn = async (session: string) =>
  json<{ data: BrandList }>(await list(session)).data.brands.map((brand) => brand.name);
const errorOf = (response: LightMyRequestResponse) => json<ErrorBody>(response).error;
const fieldErrors = (response: LightMyRequestResponse) =>
  Object.fromEntries((errorOf(response).fields ?? []).map((field) => [field.path, field.message]));

async function signedInAgency() {
  const user = await createSignedInUser(t.app, t.database);
  await t.database.db.update(users).set({ isAgency: true }).where(eq(users.id, user.id));
  return user;
}

describe('an agency’s brands', () => {
  it('are only for agency accounts: anyone else gets a 404 that says so', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    for (const response of [await list(advertiser.session), await create(advertiser.session, BRAND)]) {
      expect([response.statusCode, errorOf(response).message]).toEqual([404, AGENCY_TEAM_MESSAGES.noAgency]);
    }
  });

  it('adds a brand with its datos de facturación, normalised and complete, and lists it by name', async () => {
    const agency = await signedInAgency();
    expect(json<{ data: BrandList }>(await list(agency.session)).data).toEqual({ brands: [], canManage: true });
    const created = await create(agency.session, BRAND);
    expect(created.statusCode).toBe(201);
    expect(brandOf(created)).toMatchObject({ name: 'Café Aroma', taxId: 'B12345674', billingComplete: true });
    await create(agency.session, { ...BRAND, name: 'Bodegas Altas' });
    expect(await namesIn(agency.session)).toEqual(['Bodegas Altas', 'Café Aroma']);
  });

  it('refuses a live name twice, whatever its capitals (409), and a wrong NIF with the profile’s message', async () => {
    const agency = await signedInAgency();
    await create(agency.session, BRAND);
    const twice = await create(agency.session, { ...BRAND, name: 'CAFÉ AROMA' });
    expect([twice.statusCode, errorOf(twice).message]).toEqual([409, AGENCY_BRAND_MESSAGES.duplicateName]);

    const wrong = await create(agency.session, { ...BRAND, name: 'Otra', taxId: '12345678A', postalCode: '280' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong)).toMatchObject({
      taxId: 'El NIF no es válido: revisa la letra',
      postalCode: BILLING_PROFILE_MESSAGES.postalCodeEs,
    });
    const nameless = await create(agency.session, { ...BRAND, name: '  ' });
    expect(fieldErrors(nameless)).toMatchObject({ name: AGENCY_BRAND_MESSAGES.nameRequired });
    // Another agency may use the same name: brands are each agency's own.
    expect((await create((await signedInAgency()).session, BRAND)).statusCode).toBe(201);
  });

  it('edits a brand; another agency’s brand is a 404 and a taken name a 409', async () => {
    const agency = await signedInAgency();
    const brand = brandOf(await create(agency.session, BRAND));
    await create(agency.session, { ...BRAND, name: 'Bodegas Altas' });
    const edited = await t.call('PUT', `${PATH}/${brand.id}`, agency.session, { ...BRAND, city: 'Getafe' });
    expect([edited.statusCode, brandOf(edited).city]).toEqual([200, 'Getafe']);
    const taken = await t.call('PUT', `${PATH}/${brand.id}`, agency.session, { ...BRAND, name: 'bodegas altas' });
    expect(taken.statusCode).toBe(409);

    const other = await signedInAgency();
    for (const response of [
      await t.call('PUT', `${PATH}/${brand.id}`, other.session, BRAND),
      await t.call('DELETE', `${PATH}/${brand.id}`, other.session),
    ]) {
      expect([response.statusCode, errorOf(response).message]).toEqual([404, AGENCY_BRAND_MESSAGES.brandNotFound]);
    }
    expect(await namesIn(agency.session)).toEqual(['Bodegas Altas', 'Café Aroma']);
  });

  it('archives a brand: it leaves the list, its name is free again, a second archive is a 404', async () => {
    const agency = await signedInAgency();
    const brand = brandOf(await create(agency.session, BRAND));
    const archived = await t.call('DELETE', `${PATH}/${brand.id}`, agency.session);
    expect(archived.statusCode).toBe(200);
    expect(await namesIn(agency.session)).toEqual([]);
    expect((await t.call('DELETE', `${PATH}/${brand.id}`, agency.session)).statusCode).toBe(404);
    expect((await create(agency.session, BRAND)).statusCode).toBe(201);
  });
});
