import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actionEstimatedReach,
  INVOICE_DOCUMENT_MESSAGES,
  NO_ACTIONS,
  type CampaignReport,
  type HiredCampaign,
  type HiredCampaignList,
  type UnderDeliveryList,
} from '@patrocina/domain';
import { actionEarnings, campaignActions, campaigns, invoiceLines, invoices } from '../../db/schema';
import { clockAt, json, mailsTo, useTestApp, type ErrorBody } from '../../../test/app';
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

/**
 * Issue 20, under-delivery and make-goods (docs/decisions/0025), through the API: the flag at the
 * threshold, who may remedy it, the podcaster's answer, the make-good run like any action and free
 * for the advertiser, and the credit note once per action with the ledger balanced.
 */
const clock = clockAt('2026-11-25');
const t = useTestApp({ clock });
let admin: SignedIn;
let agent: SignedIn;
let otherAgent: SignedIn;

/** Each spot's estimate: 3.000 listens over 30 days, two spots. */
const LISTENS_30_DAYS = 3_000;
const ESTIMATE = actionEstimatedReach(LISTENS_30_DAYS, { ...NO_ACTIONS, spots: 2 });
const figures = (total: number) => ({ ivooxListens: total, notInIvooxListens: 0, spotifyListens: 0, youtubeViews: 0 });

beforeAll(async () => {
  admin = await createTeamMember(t.app, t.database, 'admin');
  agent = await createTeamMember(t.app, t.database, 'agent');
  otherAgent = await createTeamMember(t.app, t.database, 'agent');
});

async function hiredRow(session: string, campaignId: string): Promise<HiredCampaign> {
  const response = await t.call('GET', '/private/campaigns/hired', session);
  expect(response.statusCode).toBe(200);
  return json<{ data: HiredCampaignList }>(response).data.campaigns.find((row) => row.campaignId === campaignId)!;
}

/**
 * A campaign bought and paid with two spots at 150 € on one podcast, both aired on 2 December 2026
 * and reported at 31 days with the listens given: the first usually under the threshold.
 */
async function reportedCampaign(
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

const underDelivery = async (session: string, campaignId: string) =>
  t.call('GET', `/private/backoffice/campaigns/${campaignId}/under-delivery`, session);
const proposeMakeGood = (session: string, campaignId: string, actionId: string) =>
  t.call('POST', `/private/backoffice/campaigns/${campaignId}/actions/${actionId}/make-good`, session);
const credit = (session: string, campaignId: string, actionId: string) =>
  t.call('POST', `/private/backoffice/campaigns/${campaignId}/actions/${actionId}/credit`, session);
const answer = (session: string, campaignId: string, makeGoodId: string, accept: unknown) =>
  t.call('PUT', `/private/campaigns/${campaignId}/make-goods/${makeGoodId}/answer`, session, { accept });

async function substatusOf(campaignId: string) {
  const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  return row!.substatus;
}

async function creditNotesOf(invoiceId: string) {
  return t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.correctsInvoiceId, invoiceId), eq(invoices.kind, 'CREDIT_NOTE')));
}

async function expectLedgerBalanced() {
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

describe('the under-delivery flag', () => {
  it('flags an action below the threshold in the report and the back office, not one exactly at it', async () => {
    const atThreshold = Math.ceil((ESTIMATE * 60) / 100);
    const below = Math.floor(ESTIMATE * 0.4);
    const { owner, campaign, actions } = await reportedCampaign([below, atThreshold]);
    const report = json<{ data: CampaignReport }>(
      await t.call('GET', `/private/campaigns/${campaign.id}/report`, owner.session),
    ).data;
    const [first, second] = report.podcasts[0]!.actions;
    expect(first!.underDelivery).toEqual({
      listens: below,
      estimated: ESTIMATE,
      percent: Math.floor((below * 100) / ESTIMATE),
    });
    expect(second!.underDelivery).toBeNull();
    const list = json<{ data: UnderDeliveryList }>(await underDelivery(agent.session, campaign.id)).data;
    expect(list.thresholdPercent).toBe(60);
    expect(list.actions.map((action) => action.actionId)).toEqual([actions[0]!.id]);
    expect(list.actions[0]).toMatchObject({ canMakeGood: true, canCredit: true, remedy: null });
    // 150 € and its 21 % IVA.
    expect(list.actions[0]!.creditCents).toBe(18_150);
  });

  it('flags nothing above the threshold', async () => {
    const { campaign } = await reportedCampaign([ESTIMATE, ESTIMATE * 2]);
    expect(json<{ data: UnderDeliveryList }>(await underDelivery(admin.session, campaign.id)).data.actions).toEqual([]);
  });
});

describe('a make-good', () => {
  let world: Awaited<ReturnType<typeof reportedCampaign>>;
  let makeGoodId: string;

  beforeAll(async () => {
    world = await reportedCampaign([100, ESTIMATE]);
  });

  it('is proposed only by the campaign’s agent or an admin, for a flagged action of that campaign', async () => {
    const { owner, podcaster, campaign, actions } = world;
    const flagged = actions[0]!.id;
    expect((await proposeMakeGood(owner.session, campaign.id, flagged)).statusCode).toBe(403);
    expect((await proposeMakeGood(podcaster.session, campaign.id, flagged)).statusCode).toBe(403);
    expect((await proposeMakeGood(otherAgent.session, campaign.id, flagged)).statusCode).toBe(403);
    expect((await underDelivery(owner.session, campaign.id)).statusCode).toBe(403);
    // Another campaign's action, or one not flagged.
    const other = await reportedCampaign([100, 100]);
    expect((await proposeMakeGood(agent.session, campaign.id, other.actions[0]!.id)).statusCode).toBe(404);
    const notFlagged = await proposeMakeGood(agent.session, campaign.id, actions[1]!.id);
    expect(notFlagged.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(notFlagged).error.message).toBe(
      'Esta acción no está por debajo de lo previsto.',
    );
  });

  it('asks the podcaster, by e-mail and in the pending badge, and a second submit changes nothing', async () => {
    const { podcaster, campaign, actions } = world;
    expect(await substatusOf(campaign.id)).toBe('FINISHED');
    const before = json<{ data: { pending: number } }>(
      await t.call('GET', '/private/campaigns/pending-actions/me', podcaster.session),
    ).data.pending;
    const proposed = await proposeMakeGood(agent.session, campaign.id, actions[0]!.id);
    expect(proposed.statusCode).toBe(200);
    const list = json<{ data: UnderDeliveryList }>(proposed).data;
    expect(list.actions[0]!.remedy).toMatchObject({ kind: 'MAKE_GOOD', status: 'PROPOSED' });
    expect(list.actions[0]).toMatchObject({ canMakeGood: false, canCredit: false });
    expect(await mailsTo(t.database, podcaster.email, 'make-good-proposed')).toHaveLength(1);
    const again = await proposeMakeGood(admin.session, campaign.id, actions[0]!.id);
    expect(again.statusCode).toBe(409);
    expect((await credit(agent.session, campaign.id, actions[0]!.id)).statusCode).toBe(409);
    expect(await mailsTo(t.database, podcaster.email, 'make-good-proposed')).toHaveLength(1);
    const after = json<{ data: { pending: number } }>(
      await t.call('GET', '/private/campaigns/pending-actions/me', podcaster.session),
    ).data.pending;
    expect(after).toBe(before + 1);
    const row = await hiredRow(podcaster.session, campaign.id);
    expect(row.makeGoodOffers).toHaveLength(1);
    expect(row.makeGoodOffers[0]).toMatchObject({ kind: 'spots', replaces: 'Cuña 1' });
    makeGoodId = row.makeGoodOffers[0]!.id;
  });

  it('is answered only by whoever runs the podcast, with a yes or a no', async () => {
    const { owner, campaign } = world;
    const stranger = await createSignedInUser(t.app, t.database);
    expect((await answer(owner.session, campaign.id, makeGoodId, true)).statusCode).toBe(404);
    expect((await answer(stranger.session, campaign.id, makeGoodId, true)).statusCode).toBe(404);
    expect((await answer(agent.session, campaign.id, makeGoodId, true)).statusCode).toBe(404);
    expect((await answer(world.podcaster.session, campaign.id, makeGoodId, 'sí')).statusCode).toBe(400);
  });

  it('once accepted reopens the finished campaign and becomes one more action, labelled as a make-good', async () => {
    const { owner, podcaster, campaign } = world;
    const accepted = await answer(podcaster.session, campaign.id, makeGoodId, true);
    expect(accepted.statusCode).toBe(200);
    const row = json<{ data: HiredCampaign }>(accepted).data;
    expect(row.makeGoodOffers).toEqual([]);
    expect(row.actions).toHaveLength(3);
    expect(row.actions[2]).toMatchObject({ kind: 'spots', position: 3, makeGood: true, plannedOn: null });
    expect(row.nextStep).toBe('PLAN_DATES');
    expect(await substatusOf(campaign.id)).toBe('IN_PROGRESS');
    expect(await mailsTo(t.database, owner.email, 'make-good-accepted')).toHaveLength(1);
    expect(await mailsTo(t.database, agent.email, 'make-good-accepted')).toHaveLength(1);
    const twice = await answer(podcaster.session, campaign.id, makeGoodId, false);
    expect(twice.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(twice).error.message).toBe(
      'Ya respondiste a esta acción de compensación.',
    );
    const list = json<{ data: UnderDeliveryList }>(await underDelivery(agent.session, campaign.id)).data;
    expect(list.actions[0]!.remedy).toMatchObject({ status: 'ACCEPTED', makeGoodActionId: row.actions[2]!.id });
  });

  it('runs like any action (plan, record, listens) and earns nothing, with no invoice line', async () => {
    const { podcaster, podcast, campaign, invoice } = world;
    const before = await hiredRow(podcaster.session, campaign.id);
    const makeGood = before.actions[2]!;
    const planned = await t.call(
      'PUT',
      `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/action-dates`,
      podcaster.session,
      {
        dates: [{ actionId: makeGood.id, plannedOn: '2027-01-05' }],
      },
    );
    expect(planned.statusCode, planned.body).toBe(200);
    clock.moveTo('2027-01-05');
    const recorded = await t.call(
      'POST',
      `/private/campaigns/${campaign.id}/actions/${makeGood.id}/record`,
      podcaster.session,
      {
        episodeUrl: 'https://example.com/episodios/compensacion',
        adStart: '2:00',
      },
    );
    expect(recorded.statusCode).toBe(200);
    const row = json<{ data: HiredCampaign }>(recorded).data;
    expect(row.earnings.confirmed).toBe(before.earnings.confirmed);
    expect(await substatusOf(campaign.id)).toBe('IN_PROGRESS');
    clock.moveTo('2027-02-05');
    const reported = await t.call(
      'PUT',
      `/private/campaigns/${campaign.id}/actions/${makeGood.id}/listens/31`,
      podcaster.session,
      figures(ESTIMATE),
    );
    expect(reported.statusCode).toBe(200);
    expect(await substatusOf(campaign.id)).toBe('FINISHED');
    expect(await t.database.db.select().from(actionEarnings).where(eq(actionEarnings.actionId, makeGood.id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id))).toHaveLength(
      2,
    );
    const [saved] = await t.database.db.select().from(campaignActions).where(eq(campaignActions.id, makeGood.id));
    expect(saved!.makeGoodOf).toBe(world.actions[0]!.id);
    // A make-good is not remedied in turn, and it never comes with a credit.
    const list = json<{ data: UnderDeliveryList }>(await underDelivery(agent.session, campaign.id)).data;
    expect(list.actions.find((action) => action.actionId === makeGood.id)).toBeUndefined();
    await expectLedgerBalanced();
  });
});

describe('a credit to the advertiser', () => {
  it('issues exactly one credit note for the action’s line, once, with the ledger balanced', async () => {
    const { owner, campaign, actions, invoice } = await reportedCampaign([100, 200]);
    expect((await credit(owner.session, campaign.id, actions[0]!.id)).statusCode).toBe(403);
    const credited = await credit(agent.session, campaign.id, actions[0]!.id);
    expect(credited.statusCode).toBe(200);
    const list = json<{ data: UnderDeliveryList }>(credited).data;
    expect(list.actions[0]!.remedy).toMatchObject({ kind: 'CREDIT', status: 'CREDITED' });
    const notes = await creditNotesOf(invoice.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.totalCents).toBe(-18_150);
    const lines = await t.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, notes[0]!.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actionKind: 'spots', actionPosition: 1, amountCents: -15_000 });
    expect(list.actions[0]!.remedy!.creditNoteCode).toBe(notes[0]!.code);
    const mails = await mailsTo(t.database, owner.email, 'under-delivery-credited');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('181,50 €');
    // A double submit, or a make-good afterwards, changes nothing.
    expect((await credit(admin.session, campaign.id, actions[0]!.id)).statusCode).toBe(409);
    expect((await proposeMakeGood(agent.session, campaign.id, actions[0]!.id)).statusCode).toBe(409);
    expect(await creditNotesOf(invoice.id)).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('and a refunded dispute give an action back once, whichever comes first', async () => {
    const { campaign, actions, invoice } = await reportedCampaign([500, 3_000], async (aired) => {
      // Disputed in its hold days; the team has not decided when its 31-day listens fall short.
      const disputed = await t.call(
        'POST',
        `/private/campaigns/${aired.campaignId}/actions/${aired.actionIds[0]!}/dispute`,
        aired.owner.session,
        { reason: 'No se oyó la cuña' },
      );
      expect(disputed.statusCode).toBe(201);
    });
    expect((await credit(agent.session, campaign.id, actions[0]!.id)).statusCode).toBe(200);

    const disputes = json<{ data: { disputes: { id: string; actionId: string }[] } }>(
      await t.call('GET', '/private/backoffice/disputes', admin.session),
    ).data.disputes;
    const open = disputes.find((entry) => entry.actionId === actions[0]!.id)!;
    const refunded = await t.call('PUT', `/private/backoffice/disputes/${open.id}`, admin.session, {
      outcome: 'REFUND',
    });
    expect([refunded.statusCode, json<ErrorBody>(refunded).error.message]).toEqual([
      409,
      INVOICE_DOCUMENT_MESSAGES.lineAlreadyCredited,
    ]);
    expect(await creditNotesOf(invoice.id)).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('may follow a make-good the podcaster declined', async () => {
    const { owner, podcaster, campaign, actions, invoice } = await reportedCampaign([100, 200]);
    expect((await proposeMakeGood(agent.session, campaign.id, actions[1]!.id)).statusCode).toBe(200);
    const [offer] = (await hiredRow(podcaster.session, campaign.id)).makeGoodOffers;
    const declined = await answer(podcaster.session, campaign.id, offer!.id, false);
    expect(declined.statusCode).toBe(200);
    expect(json<{ data: HiredCampaign }>(declined).data.actions).toHaveLength(2);
    expect(await substatusOf(campaign.id)).toBe('FINISHED');
    expect(await mailsTo(t.database, agent.email, 'make-good-declined')).not.toHaveLength(0);
    expect(await mailsTo(t.database, owner.email, 'make-good-declined')).toHaveLength(1);
    const list = json<{ data: UnderDeliveryList }>(await underDelivery(agent.session, campaign.id)).data;
    expect(list.actions.find((action) => action.actionId === actions[1]!.id)).toMatchObject({
      canMakeGood: false,
      canCredit: true,
      remedy: { status: 'DECLINED' },
    });
    expect((await credit(agent.session, campaign.id, actions[1]!.id)).statusCode).toBe(200);
    expect(await creditNotesOf(invoice.id)).toHaveLength(1);
    await expectLedgerBalanced();
  });
});
