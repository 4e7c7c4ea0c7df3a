import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BILLING_PROFILE_MESSAGES, type BillingProfileAnswer, type Campaign } from '@patrocina/domain';
import { billingProfiles, invoices } from '../../db/schema';
import type { LightMyRequestResponse } from 'fastify';
import { json, mailsTo, useTestApp, type ErrorBody } from '../../../test/app';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createProposalEntry,
  createRepresentation,
  createSignedInUser,
  createTeamMember,
  createUser,
} from '../../../test/factories';

const t = useTestApp();
const PATH = '/private/users/me/billing-profile';

const COMPANY = {
  legalName: 'Cafés del Sur, S.L.',
  taxId: 'b-12345674',
  addressLine: 'Calle Mayor 1, 2º B',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'ES',
};

const PAYOUT = {
  iban: 'es91 2100 0418 4502 0005 1332',
  vatRegime: 'CHARGES_VAT',
  irpfPercent: 15,
  selfBillingConsent: true,
};

const read = (session: string) => t.call('GET', PATH, session);
const save = (session: string, body: object) => t.call('PUT', PATH, session, body);
const answerOf = (response: LightMyRequestResponse) => json<{ data: BillingProfileAnswer }>(response).data;
const fieldErrors = (response: LightMyRequestResponse) =>
  Object.fromEntries((json<ErrorBody>(response).error.fields ?? []).map((field) => [field.path, field.message]));

async function podcaster() {
  const user = await createSignedInUser(t.app, t.database);
  await createPodcast(t.database.db, { ownerId: user.id });
  return user;
}

describe('the datos de facturación', () => {
  it('answers null with what is missing before there is a profile, never a 404', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const response = await read(advertiser.session);
    expect(response.statusCode).toBe(200);
    expect(answerOf(response)).toEqual({
      profile: null,
      role: 'advertiser',
      missing: ['legalName', 'taxId', 'addressLine', 'postalCode', 'city', 'country'],
    });
  });

  it('keeps an advertiser’s profile normalised, and gives it back after a reload', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const saved = await save(advertiser.session, { ...COMPANY, euVatNumber: '' });
    expect(saved.statusCode).toBe(200);
    expect(answerOf(saved)).toMatchObject({
      profile: { taxId: 'B12345674', euVatNumber: null, selfBillingConsent: false, iban: null },
      role: 'advertiser',
      missing: [],
    });
    expect(answerOf(await read(advertiser.session)).profile).toMatchObject({ legalName: COMPANY.legalName });

    const changed = await save(advertiser.session, { ...COMPANY, city: 'Alcalá de Henares', postalCode: '28801' });
    expect(answerOf(changed).profile).toMatchObject({ city: 'Alcalá de Henares', postalCode: '28801' });
    expect(
      await t.database.db.select().from(billingProfiles).where(eq(billingProfiles.userId, advertiser.id)),
    ).toHaveLength(1);
  });

  it('is each user’s own: another user reads and changes only theirs', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const other = await createSignedInUser(t.app, t.database);
    await save(owner.session, COMPANY);
    expect(answerOf(await read(other.session)).profile).toBeNull();
    await save(other.session, { ...COMPANY, legalName: 'Otra Empresa, S.A.', taxId: 'A28015865' });
    expect(answerOf(await read(owner.session)).profile).toMatchObject({ legalName: COMPANY.legalName });
    // No way to name another user: a user id in the body is refused.
    const smuggled = await save(other.session, { ...COMPANY, userId: owner.id });
    expect(smuggled.statusCode).toBe(400);
    expect((await t.call('GET', PATH)).statusCode).toBe(401);
  });

  it('refuses a wrong NIF, postal code, VAT number and missing fields, each on its field in Spanish', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const wrongNif = await save(advertiser.session, { ...COMPANY, taxId: '12345678A', postalCode: '280' });
    expect(wrongNif.statusCode).toBe(400);
    expect(fieldErrors(wrongNif)).toEqual({
      taxId: BILLING_PROFILE_MESSAGES.nifLetter,
      postalCode: BILLING_PROFILE_MESSAGES.postalCodeEs,
    });

    const german = {
      ...COMPANY,
      taxId: 'HRB 12345',
      postalCode: '10115',
      city: 'Berlín',
      province: null,
      country: 'DE',
    };
    expect(fieldErrors(await save(advertiser.session, german))).toEqual({
      euVatNumber: BILLING_PROFILE_MESSAGES.vatRequired,
    });
    expect(fieldErrors(await save(advertiser.session, { ...german, euVatNumber: 'DE136695977' }))).toEqual({
      euVatNumber: BILLING_PROFILE_MESSAGES.vatInvalid,
    });
    const valid = await save(advertiser.session, { ...german, euVatNumber: '136 695 976' });
    expect(answerOf(valid).profile).toMatchObject({ euVatNumber: 'DE136695976', country: 'DE' });

    const empty = await save(advertiser.session, { country: 'ES' });
    expect(Object.keys(fieldErrors(empty))).toEqual(
      expect.arrayContaining(['legalName', 'taxId', 'addressLine', 'postalCode', 'city']),
    );
    expect(answerOf(await read(advertiser.session)).profile).toMatchObject({ country: 'DE' });
  });

  it('refuses the podcaster’s fields from someone who runs no podcast', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const refused = await save(advertiser.session, { ...COMPANY, iban: PAYOUT.iban, irpfPercent: 15 });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused)).toEqual({
      iban: BILLING_PROFILE_MESSAGES.podcasterOnly,
      irpfPercent: BILLING_PROFILE_MESSAGES.podcasterOnly,
    });
    expect(answerOf(await read(advertiser.session)).profile).toBeNull();
  });

  it('takes a podcaster’s IBAN in electronic format, IVA, IRPF and consent, and says what is still missing', async () => {
    const user = await podcaster();
    const before = answerOf(await read(user.session));
    expect(before.role).toBe('podcaster');
    expect(before.missing).toEqual(expect.arrayContaining(['iban', 'vatRegime', 'irpfPercent', 'selfBillingConsent']));

    const wrongIban = await save(user.session, { ...COMPANY, ...PAYOUT, iban: 'ES91 2100 0418 4502 0005 1333' });
    expect(wrongIban.statusCode).toBe(400);
    expect(fieldErrors(wrongIban)).toEqual({ iban: BILLING_PROFILE_MESSAGES.ibanChecksum });

    const partial = await save(user.session, COMPANY);
    expect(answerOf(partial).missing).toEqual(['iban', 'vatRegime', 'irpfPercent', 'selfBillingConsent']);

    const complete = await save(user.session, { ...COMPANY, ...PAYOUT });
    expect(answerOf(complete)).toMatchObject({
      profile: {
        iban: 'ES9121000418450200051332',
        vatRegime: 'CHARGES_VAT',
        irpfPercent: 15,
        selfBillingConsent: true,
      },
      missing: [],
    });
    const [row] = await t.database.db.select().from(billingProfiles).where(eq(billingProfiles.userId, user.id));
    expect(row!.selfBillingConsentAt).toBeInstanceOf(Date);

    // The purchase step's form sends only the invoicing part: what pays the podcaster stays.
    const fromPurchase = await save(user.session, { ...COMPANY, city: 'Getafe', postalCode: '28901' });
    expect(answerOf(fromPurchase)).toMatchObject({ profile: { iban: 'ES9121000418450200051332' }, missing: [] });

    const withdrawn = await save(user.session, { ...COMPANY, ...PAYOUT, selfBillingConsent: false });
    expect(answerOf(withdrawn).missing).toEqual(['selfBillingConsent']);
  });

  it('gives a representative the podcaster’s profile too', async () => {
    const owner = await createUser(t.database.db);
    const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
    const representative = await createSignedInUser(t.app, t.database);
    await createRepresentation(t.database.db, podcast.id, owner.id, {
      id: representative.id,
      email: representative.email,
    });
    expect(answerOf(await read(representative.session)).role).toBe('podcaster');
    expect((await save(representative.session, { ...COMPANY, ...PAYOUT })).statusCode).toBe(200);
  });
});

describe('an admin acting as the user', () => {
  /** A session of `userId` opened by an admin through the back office's impersonation link. */
  async function actAs(userId: string) {
    const admin = await createTeamMember(t.app, t.database, 'admin');
    const link = json<{ data: { url: string } }>(
      await t.call('POST', `/private/backoffice/users/${userId}/impersonation`, admin.session),
    ).data.url;
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    return json<{ data: { token: string } }>(
      await t.call('POST', '/authentication/login/impersonate', undefined, { token }),
    ).data.token;
  }

  it('can help with the invoicing data but cannot change where the user is paid', async () => {
    const user = await podcaster();
    await save(user.session, { ...COMPANY, ...PAYOUT });
    const session = await actAs(user.id);

    const redirected = await save(session, { ...COMPANY, ...PAYOUT, iban: 'DE89370400440532013000' });
    expect(redirected.statusCode).toBe(403);
    expect(fieldErrors(redirected)).toEqual({ iban: BILLING_PROFILE_MESSAGES.ibanInPersonOnly });

    const helped = await save(session, { ...COMPANY, ...PAYOUT, city: 'Móstoles', postalCode: '28931' });
    expect(answerOf(helped).profile).toMatchObject({ city: 'Móstoles', iban: 'ES9121000418450200051332' });
  });

  it('cannot change the user’s name, tax id, IVA, IRPF or consent to self-billing, each refused on its field', async () => {
    const user = await podcaster();
    await save(user.session, { ...COMPANY, ...PAYOUT });
    const session = await actAs(user.id);

    const changed = await save(session, {
      ...COMPANY,
      ...PAYOUT,
      legalName: 'Otra Persona',
      taxId: '00000000T',
      vatRegime: 'EXEMPT',
      irpfPercent: 7,
      selfBillingConsent: false,
    });
    expect(changed.statusCode).toBe(403);
    expect(fieldErrors(changed)).toEqual({
      legalName: BILLING_PROFILE_MESSAGES.taxDataInPersonOnly,
      taxId: BILLING_PROFILE_MESSAGES.taxDataInPersonOnly,
      vatRegime: BILLING_PROFILE_MESSAGES.taxDataInPersonOnly,
      irpfPercent: BILLING_PROFILE_MESSAGES.taxDataInPersonOnly,
      selfBillingConsent: BILLING_PROFILE_MESSAGES.consentInPersonOnly,
    });
    // One field alone is refused just the same, and nothing of the request is kept.
    const cleared = await save(session, { ...COMPANY, ...PAYOUT, irpfPercent: null, city: 'Getafe' });
    expect(fieldErrors(cleared)).toEqual({ irpfPercent: BILLING_PROFILE_MESSAGES.taxDataInPersonOnly });
    expect(answerOf(await read(user.session)).profile).toMatchObject({
      legalName: COMPANY.legalName,
      taxId: 'B12345674',
      city: COMPANY.city,
      vatRegime: 'CHARGES_VAT',
      irpfPercent: 15,
      selfBillingConsent: true,
    });
  });

  it('cannot give the consent to self-billing, nor fill in a profile the user has not started', async () => {
    const user = await podcaster();
    const session = await actAs(user.id);
    const started = await save(session, COMPANY);
    expect(started.statusCode).toBe(403);
    expect(fieldErrors(started)).toEqual({
      legalName: BILLING_PROFILE_MESSAGES.taxDataInPersonOnly,
      taxId: BILLING_PROFILE_MESSAGES.taxDataInPersonOnly,
    });

    await save(user.session, { ...COMPANY, vatRegime: 'CHARGES_VAT', irpfPercent: 15, selfBillingConsent: false });
    const consented = await save(session, { ...COMPANY, selfBillingConsent: true });
    expect(fieldErrors(consented)).toEqual({ selfBillingConsent: BILLING_PROFILE_MESSAGES.consentInPersonOnly });
    expect(answerOf(await read(user.session)).profile).toMatchObject({ selfBillingConsent: false });
  });
});

describe('a change of the IBAN', () => {
  it('is told to the account’s address with the last four digits, in the change’s own transaction', async () => {
    const user = await podcaster();
    const told = () => mailsTo(t.database, user.email, 'iban-changed');

    await save(user.session, { ...COMPANY, ...PAYOUT });
    await save(user.session, { ...COMPANY, ...PAYOUT, city: 'Getafe', postalCode: '28901' });
    await save(user.session, COMPANY);
    expect((await told()).map((mail) => mail.subject)).toEqual(['Has cambiado la cuenta donde cobras']);

    // A refused change tells nothing.
    expect((await save(user.session, { ...COMPANY, iban: 'ES91 2100 0418 4502 0005 1333' })).statusCode).toBe(400);
    expect(await told()).toHaveLength(1);

    await save(user.session, { ...COMPANY, iban: 'DE89 3704 0044 0532 0130 00' });
    const mails = await told();
    expect(mails).toHaveLength(2);
    const [, changed] = mails;
    expect(changed!.text).toContain('termina en 3000');
    expect(changed!.text).toContain('Si no has sido tú');
    expect(changed!.text).not.toContain('DE89370400440532013000');
  });
});

describe('the purchase and the datos de facturación', () => {
  async function proposalToBuy() {
    const advertiser = await createSignedInUser(t.app, t.database);
    const podcast = await createPodcast(t.database.db);
    await createCompleteSheet(t.database.db, podcast.id);
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_ACCEPT' });
    await createProposalEntry(t.database.db, campaign.id, podcast.id, { status: 'ACCEPTED', statusReason: 'ACCEPT' });
    const buy = () =>
      t.call('PUT', `/private/campaigns/${campaign.id}/purchase`, advertiser.session, { podcastIds: [podcast.id] });
    return { advertiser, campaign, buy };
  }

  it('refuses to buy without a complete profile, and buys once it is given', async () => {
    const { advertiser, campaign, buy } = await proposalToBuy();
    const refused = await buy();
    expect([refused.statusCode, json<ErrorBody>(refused).error.message]).toEqual([
      409,
      'Completa tus datos de facturación antes de confirmar la compra',
    ]);
    const unchanged = json<{ data: Campaign }>(
      await t.call('GET', `/private/campaigns/${campaign.id}`, advertiser.session),
    );
    expect(unchanged.data.substatus).toBe('PENDING_ACCEPT');
    expect(await t.database.db.select().from(invoices).where(eq(invoices.campaignId, campaign.id))).toEqual([]);

    // A profile that no longer passes its checks is as good as none.
    await t.database.db.insert(billingProfiles).values({ userId: advertiser.id, ...COMPANY, taxId: '12345678A' });
    expect((await buy()).statusCode).toBe(409);

    expect((await save(advertiser.session, COMPANY)).statusCode).toBe(200);
    const bought = await buy();
    expect(bought.statusCode).toBe(200);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.campaignId, campaign.id));
    expect(invoice).toMatchObject({ recipientName: COMPANY.legalName, recipientTaxId: 'B12345674' });
  });

  it('still hides another advertiser’s campaign (404) before any word about profiles', async () => {
    const { campaign } = await proposalToBuy();
    const other = await createSignedInUser(t.app, t.database);
    const refused = await t.call('PUT', `/private/campaigns/${campaign.id}/purchase`, other.session, {
      podcastIds: [campaign.id],
    });
    expect(refused.statusCode).toBe(404);
  });
});
