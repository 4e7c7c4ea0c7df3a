import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { billingProfiles } from '../../db/schema';
import { invoices, type InvoiceRow } from '../../db/schema';
import type { TestApp } from '../../../test/app';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  withBillingProfile,
  type SignedIn,
} from '../../../test/factories';

/** A Spanish company's billing profile for a user (the advertiser's «datos de facturación»). */
export async function giveBillingProfile(
  t: TestApp,
  userId: string,
  overrides: Partial<typeof billingProfiles.$inferInsert> = {},
) {
  await withBillingProfile(
    t.database.db,
    { id: userId },
    { legalName: 'Cafés del Sur, S.L.', taxId: 'B65410011', ...overrides },
  );
}

/** A podcaster's complete profile: IVA charged, IRPF 15%, self-billing agreed. */
export async function givePodcasterProfile(
  t: TestApp,
  userId: string,
  overrides: Partial<typeof billingProfiles.$inferInsert> = {},
) {
  await giveBillingProfile(t, userId, {
    legalName: 'Lucía Pérez García',
    taxId: '12345678Z',
    iban: 'ES7921000813610123456789',
    vatRegime: 'CHARGES_VAT',
    irpfPercent: 15,
    selfBillingConsentAt: new Date(),
    ...overrides,
  });
}

/**
 * A campaign bought through the API (PENDING_ACCEPT → purchase) with one podcast per podcaster given,
 * two mentions at 150 € each unless said otherwise; paid through the admin's «Marcar como pagada» when
 * `admin` is given. Answers the campaign, its owner and its invoice.
 */
export async function boughtCampaign(
  t: TestApp,
  options: {
    podcasters?: SignedIn[];
    mentions?: number;
    rateCents?: number;
    admin?: SignedIn;
    agentId?: string;
    dates?: { from: string; to: string };
    /** The advertiser's billing profile, over the Spanish company's. */
    profile?: Partial<typeof billingProfiles.$inferInsert>;
  } = {},
): Promise<{
  owner: SignedIn;
  campaign: { id: string };
  invoice: InvoiceRow;
  podcasts: { id: string; ownerId: string }[];
}> {
  const owner = await createSignedInUser(t.app, t.database);
  await giveBillingProfile(t, owner.id, options.profile);
  const campaign = await createCampaignRecord(t.database.db, owner.id, {
    substatus: 'PENDING_ACCEPT',
    dates: options.dates ?? { from: '2026-12-01', to: '2026-12-31' },
    ...(options.agentId ? { agentId: options.agentId } : {}),
    // Money is what these tests follow: the brief says «sin aprobación previa», so an action airs
    // without a read round first (issue 20; the read's own tests are in actions/read-approval.test.ts).
    noReadApproval: true,
  });
  const podcasters = options.podcasters ?? [await createSignedInUser(t.app, t.database)];
  const bought: { id: string; ownerId: string }[] = [];
  for (const podcaster of podcasters) {
    const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id, listens30d: 12_000 });
    await createCompleteSheet(t.database.db, podcast.id);
    await createProposalEntry(t.database.db, campaign.id, podcast.id, {
      status: 'ACCEPTED',
      statusReason: 'ACCEPT',
      mentions: options.mentions ?? 2,
      advertiserRatesCents: {
        mentions: options.rateCents ?? 15_000,
        sponsorships: null,
        reviews: null,
        dedicatedShows: null,
        spots: null,
      },
    });
    bought.push({ id: podcast.id, ownerId: podcaster.id });
  }
  const purchase = await t.call('PUT', `/private/campaigns/${campaign.id}/purchase`, owner.session, {
    podcastIds: bought.map((podcast) => podcast.id),
  });
  expect(purchase.statusCode).toBe(200);
  if (options.admin) {
    const paid = await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/paid`, options.admin.session);
    expect(paid.statusCode).toBe(200);
  }
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.campaignId, campaign.id));
  return { owner, campaign, invoice: invoice!, podcasts: bought };
}
