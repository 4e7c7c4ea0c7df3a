import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AGENCY_BRAND_MESSAGES, type Brand, type Campaign, type CampaignList } from '@patrocina/domain';
import { agencyBrands, agencyMembers, campaigns, invoices, users } from '../../db/schema';
import { json, useTestApp, type ErrorBody } from '../../../test/app';
import {
  buildCampaignInput,
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  withBillingProfile,
} from '../../../test/factories';

const t = useTestApp();

const BILLING = {
  legalName: 'Cafés Aroma del Sur, S.L.',
  taxId: 'B12345674',
  addressLine: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'ES',
  euVatNumber: null,
};

const campaignOf = (response: LightMyRequestResponse) => json<{ data: Campaign }>(response).data;
const errorOf = (response: LightMyRequestResponse) => json<ErrorBody>(response).error;

async function agencyWithBrand(name = 'Café Aroma') {
  const agency = await createSignedInUser(t.app, t.database);
  await t.database.db.update(users).set({ isAgency: true }).where(eq(users.id, agency.id));
  const response = await t.call('POST', '/private/agency/brands', agency.session, { name, ...BILLING });
  return { agency, brand: json<{ data: Brand }>(response).data };
}

const brief = (brandId: string | null) => buildCampaignInput({ what: { brand: 'Lo que sea', brandId } });

describe('the brand on an agency’s campaign', () => {
  it('takes the brand’s name when the brief names one of the agency’s brands, and says which', async () => {
    const { agency, brand } = await agencyWithBrand();
    const created = await t.call('POST', '/private/campaigns', agency.session, brief(brand.id));
    expect(created.statusCode).toBe(201);
    expect(campaignOf(created).what).toMatchObject({ brand: 'Café Aroma', brandId: brand.id });
    const free = await t.call('POST', '/private/campaigns', agency.session, brief(null));
    expect(campaignOf(free).what).toMatchObject({ brand: 'Lo que sea', brandId: null });
  });

  it('refuses another agency’s brand, an archived one, and any brand from a non-agency (400 on the field)', async () => {
    const { brand } = await agencyWithBrand();
    const other = await agencyWithBrand('Bodegas Altas');
    const advertiser = await createSignedInUser(t.app, t.database);
    await t.call('DELETE', `/private/agency/brands/${other.brand.id}`, other.agency.session);
    for (const [session, brandId] of [
      [other.agency.session, brand.id],
      [other.agency.session, other.brand.id],
      [advertiser.session, brand.id],
    ] as const) {
      const refused = await t.call('POST', '/private/campaigns', session, brief(brandId));
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).fields).toEqual([{ path: 'what.brandId', message: AGENCY_BRAND_MESSAGES.unknownBrand }]);
    }
  });

  it('keeps the brand when step 1 is saved again after the brand was archived', async () => {
    const { agency, brand } = await agencyWithBrand();
    const campaign = campaignOf(await t.call('POST', '/private/campaigns', agency.session, brief(brand.id)));
    await t.call('DELETE', `/private/agency/brands/${brand.id}`, agency.session);
    const saved = await t.call('PATCH', `/private/campaigns/${campaign.id}`, agency.session, {
      what: { ...brief(brand.id).what, name: 'Otro nombre' },
    });
    expect(saved.statusCode).toBe(200);
    expect(campaignOf(saved).what).toMatchObject({ brand: 'Café Aroma', brandId: brand.id, name: 'Otro nombre' });
  });

  it('keeps the agency’s brands off a colleague’s own campaigns: only the agency’s campaigns take them', async () => {
    const { agency, brand } = await agencyWithBrand();
    const colleague = await createSignedInUser(t.app, t.database);
    const own = await createCampaignRecord(t.database.db, colleague.id);
    await t.database.db.insert(agencyMembers).values({ agencyId: agency.id, userId: colleague.id, role: 'manager' });

    const onOwn = await t.call('PATCH', `/private/campaigns/${own.id}`, colleague.session, brief(brand.id));
    expect([onOwn.statusCode, errorOf(onOwn).fields]).toEqual([
      400,
      [{ path: 'what.brandId', message: AGENCY_BRAND_MESSAGES.unknownBrand }],
    ]);
    const forAgency = campaignOf(await t.call('POST', '/private/campaigns', colleague.session, brief(brand.id)));
    expect(forAgency.what).toMatchObject({ brand: 'Café Aroma', brandId: brand.id });
  });
});

describe('the dashboard lists by brand', () => {
  it('lists only a brand’s campaigns; an unknown or another agency’s brand lists none', async () => {
    const { agency, brand } = await agencyWithBrand();
    const other = await agencyWithBrand('Bodegas Altas');
    const mine = await createCampaignRecord(t.database.db, agency.id, { brandId: brand.id });
    await createCampaignRecord(t.database.db, agency.id);
    await createCampaignRecord(t.database.db, other.agency.id, { brandId: other.brand.id });
    const idsFor = async (query: string) =>
      json<{ data: CampaignList }>(
        await t.call('GET', `/private/advertiser-or-manager-campaigns${query}`, agency.session),
      ).data.campaigns.map((campaign) => campaign.id);
    expect(await idsFor('')).toHaveLength(2);
    expect(await idsFor(`?brandId=${brand.id}`)).toEqual([mine.id]);
    expect(await idsFor(`?brandId=${other.brand.id}`)).toEqual([]);
    const own = await t.call('GET', `/private/campaigns?brandId=${brand.id}`, agency.session);
    expect(json<{ data: CampaignList }>(own).data.campaigns).toMatchObject([{ id: mine.id, brandId: brand.id }]);
    expect((await t.call('GET', '/private/campaigns?brandId=nada', agency.session)).statusCode).toBe(400);
  });
});

describe('buying a brand’s campaign', () => {
  async function brandCampaignToBuy() {
    const { agency, brand } = await agencyWithBrand();
    await withBillingProfile(t.database.db, agency);
    const podcast = await createPodcast(t.database.db);
    await createCompleteSheet(t.database.db, podcast.id);
    const campaign = await createCampaignRecord(t.database.db, agency.id, {
      substatus: 'PENDING_ACCEPT',
      brandId: brand.id,
    });
    await createProposalEntry(t.database.db, campaign.id, podcast.id, { status: 'ACCEPTED', statusReason: 'ACCEPT' });
    const buy = () =>
      t.call('PUT', `/private/campaigns/${campaign.id}/purchase`, agency.session, { podcastIds: [podcast.id] });
    return { agency, brand, campaign, buy };
  }

  it('waits for the brand’s datos de facturación (409), then invoices the brand, not the agency', async () => {
    const { agency, brand, campaign, buy } = await brandCampaignToBuy();
    // A brand whose NIF no longer passes the checks is as good as one without.
    await t.database.db.update(agencyBrands).set({ taxId: '12345678A' }).where(eq(agencyBrands.id, brand.id));
    const refused = await buy();
    expect([refused.statusCode, errorOf(refused).message]).toEqual([409, AGENCY_BRAND_MESSAGES.billingNeeded]);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.campaignId, campaign.id))).toEqual([]);

    await t.database.db.update(agencyBrands).set({ taxId: 'B12345674' }).where(eq(agencyBrands.id, brand.id));
    const bought = await buy();
    expect(bought.statusCode).toBe(200);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.campaignId, campaign.id));
    expect(invoice).toMatchObject({
      recipientName: 'Cafés Aroma del Sur, S.L.',
      recipientTaxId: 'B12345674',
      recipientAddress: 'Calle Mayor 1, 28013 Madrid, España',
    });
    // The invoice keeps its copy: a later change of the brand's data does not touch it.
    await t.call('PUT', `/private/agency/brands/${brand.id}`, agency.session, {
      name: 'Café Aroma',
      ...BILLING,
      legalName: 'Otra Razón Social, S.L.',
    });
    const [kept] = await t.database.db.select().from(invoices).where(eq(invoices.campaignId, campaign.id));
    expect(kept!.recipientName).toBe('Cafés Aroma del Sur, S.L.');
  });
});

describe('a brand’s row', () => {
  it('cannot be deleted while a campaign names it: the database refuses, and the brand filter has its index', async () => {
    const { agency, brand } = await agencyWithBrand();
    const campaign = await createCampaignRecord(t.database.db, agency.id, { brandId: brand.id });

    const refusal = await t.database.db
      .delete(agencyBrands)
      .where(eq(agencyBrands.id, brand.id))
      .then(
        () => null,
        (error: unknown) => (error as { cause?: { code?: string; constraint?: string } }).cause,
      );
    // restrict_violation (23001) from PGlite's PostgreSQL 18, foreign_key_violation (23503) from the server's 15.
    expect(['23001', '23503']).toContain(refusal?.code);
    expect(refusal?.constraint).toBe('campaigns_brand_id_agency_brands_id_fk');
    const [kept] = await t.database.db
      .select({ brandId: campaigns.brandId })
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id));
    expect(kept?.brandId).toBe(brand.id);

    const { rows } = await t.database.executeSql(
      `select indexdef from pg_indexes where tablename = 'campaigns' and indexname = 'campaigns_brand_idx'`,
    );
    expect((rows as { indexdef: string }[]).map((row) => row.indexdef)).toEqual([
      expect.stringMatching(/\(brand_id\) WHERE \(brand_id IS NOT NULL\)$/),
    ]);
  });
});
