import { and, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { actionEstimatedReach, NO_ACTIONS, type HiredCampaign, type HiredCampaignList } from '@patrocina/domain';
import { campaigns, invoices } from '../../db/schema';
import { clockAt, json, useTestApp, type TestApp } from '../../../test/app';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  createTeamMember,
  withBillingProfile,
  type SignedIn,
} from '../../../test/factories';
import { ledgerBalances } from '../billing';

/** What the make-good tests share (docs/decisions/0025): one app per test file, a paid and reported campaign, the calls. */
export const clock = clockAt('2026-11-25');
export let t: TestApp;
export let admin: SignedIn;
export let agent: SignedIn;
export let otherAgent: SignedIn;

/** Each spot's estimate: 3.000 listens over 30 days, two spots. */
export const LISTENS_30_DAYS = 3_000;
export const ESTIMATE = actionEstimatedReach(LISTENS_30_DAYS, { ...NO_ACTIONS, spots: 2 });
export const figures = (total: number) => ({
  ivooxListens: total,
  notInIvooxListens: 0,
  spotifyListens: 0,
  youtubeViews: 0,
});

/** One test app for the test file, on the fixed business clock, with an admin and two agents. */
export function setUpMakeGoodApp(): void {
  t = useTestApp({ clock });
  beforeAll(async () => {
    admin = await createTeamMember(t.app, t.database, 'admin');
    agent = await createTeamMember(t.app, t.database, 'agent');
    otherAgent = await createTeamMember(t.app, t.database, 'agent');
  });
}

export async function hiredRow(session: string, campaignId: string): Promise<HiredCampaign> {
  const response = await t.call('GET', '/private/campaigns/hired', session);
  expect(response.statusCode).toBe(200);
  return json<{ data: HiredCampaignList }>(response).data.campaigns.find((row) => row.campaignId === campaignId)!;
}

/**
 * A campaign bought and paid with two spots at 150 € on one podcast, both aired on 2 December 2026
 * and reported at 31 days with the listens given: the first usually under the threshold.
 */
export async function reportedCampaign(
  listens: [number, number],
  afterAiring?: (aired: { campaignId: string; owner: SignedIn; actionIds: string[] }) => Promise<void>,
) {
  clock.moveTo('2026-11-25');
  const owner = await createSignedInUser(t.app, t.database);
  await withBillingProfile(t.database.db, { id: owner.id }, { legalName: 'Cafés del Sur, S.L.', taxId: 'B65410011' });
  const podcaster = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id, listens30d: LISTENS_30_DAYS });
  await createCompleteSheet(t.database.db, podcast.id);
  const campaign = await createCampaignRecord(t.database.db, owner.id, {
    substatus: 'PENDING_ACCEPT',
    agentId: agent.id,
    dates: { from: '2026-12-01', to: '2026-12-31' },
  });
  await createProposalEntry(t.database.db, campaign.id, podcast.id, {
    status: 'ACCEPTED',
    statusReason: 'ACCEPT',
    mentions: 0,
    spots: 2,
    listens30Days: LISTENS_30_DAYS,
    advertiserRatesCents: { mentions: null, sponsorships: null, reviews: null, dedicatedShows: null, spots: 15_000 },
  });
  const purchase = await t.call('PUT', `/private/campaigns/${campaign.id}/purchase`, owner.session, {
    podcastIds: [podcast.id],
  });
  expect(purchase.statusCode).toBe(200);
  expect((await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/paid`, admin.session)).statusCode).toBe(
    200,
  );
  const { actions } = await hiredRow(podcaster.session, campaign.id);
  const planned = await t.call(
    'PUT',
    `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/action-dates`,
    podcaster.session,
    {
      dates: actions.map((action) => ({ actionId: action.id, plannedOn: '2026-12-02' })),
    },
  );
  expect(planned.statusCode).toBe(200);
  clock.moveTo('2026-12-02');
  for (const action of actions) {
    const recorded = await t.call(
      'POST',
      `/private/campaigns/${campaign.id}/actions/${action.id}/record`,
      podcaster.session,
      {
        episodeUrl: `https://example.com/episodios/${action.id}`,
        adStart: '4:05',
      },
    );
    expect(recorded.statusCode).toBe(200);
  }
  await afterAiring?.({ campaignId: campaign.id, owner, actionIds: actions.map((action) => action.id) });
  clock.moveTo('2027-01-02');
  for (const [index, action] of actions.entries()) {
    const reported = await t.call(
      'PUT',
      `/private/campaigns/${campaign.id}/actions/${action.id}/listens/31`,
      podcaster.session,
      figures(listens[index]!),
    );
    expect(reported.statusCode).toBe(200);
  }
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.campaignId, campaign.id));
  return { owner, podcaster, podcast, campaign, actions, invoice: invoice! };
}

export const underDelivery = async (session: string, campaignId: string) =>
  t.call('GET', `/private/backoffice/campaigns/${campaignId}/under-delivery`, session);
export const proposeMakeGood = (session: string, campaignId: string, actionId: string) =>
  t.call('POST', `/private/backoffice/campaigns/${campaignId}/actions/${actionId}/make-good`, session);
export const credit = (session: string, campaignId: string, actionId: string) =>
  t.call('POST', `/private/backoffice/campaigns/${campaignId}/actions/${actionId}/credit`, session);
export const answer = (session: string, campaignId: string, makeGoodId: string, accept: unknown) =>
  t.call('PUT', `/private/campaigns/${campaignId}/make-goods/${makeGoodId}/answer`, session, { accept });

export async function substatusOf(campaignId: string) {
  const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  return row!.substatus;
}

export async function creditNotesOf(invoiceId: string) {
  return t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.correctsInvoiceId, invoiceId), eq(invoices.kind, 'CREDIT_NOTE')));
}

export async function expectLedgerBalanced() {
  const { accounts } = await ledgerBalances(t.database.db);
  expect(accounts.BANK).toBe(
    accounts.UNAPPLIED +
      accounts.ESCROW_HELD +
      accounts.ESCROW_RELEASED +
      accounts.COMMISSION +
      accounts.VAT +
      accounts.IRPF,
  );
}
