import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_MESSAGES, type Campaign } from '@patrocina/domain';
import { campaignPodcasts, campaigns, users } from '../../db/schema';
import { json, type ErrorBody } from '../../../test/app';
import {
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  createUser,
  createTeamMember,
  createRepresentation,
  withBillingProfile,
} from '../../../test/factories';
import { t, send, mailsTo, setUpTestApp } from './proposal-calls.test-support';

setUpTestApp();

describe('confirming the proposal (purchase)', () => {
  async function proposalReadyToBuy() {
    const advertiser = await withBillingProfile(t.database.db, await createSignedInUser(t.app, t.database));
    const accepted = await createPodcast(t.database.db, { title: 'Acepta Sin Más' });
    const minPriceOwner = await createUser(t.database.db);
    const withMinPrice = await createPodcast(t.database.db, { ownerId: minPriceOwner.id, title: 'Acepta Con Mínimo' });
    const manager = await createUser(t.database.db);
    const managerEmail = manager.email;
    await createRepresentation(t.database.db, withMinPrice.id, minPriceOwner.id, manager);
    const unanswered = await createPodcast(t.database.db, { title: 'Sin Responder' });
    const rejected = await createPodcast(t.database.db, { title: 'Dijo Que No' });
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_ACCEPT' });
    await createProposalEntry(t.database.db, campaign.id, accepted.id, { status: 'ACCEPTED', statusReason: 'ACCEPT' });
    await createProposalEntry(t.database.db, campaign.id, withMinPrice.id, {
      status: 'ACCEPT_WITH_MIN_PRICE',
      statusReason: 'ACCEPT_WITH_MIN_PRICE',
      minEarningsCents: 30_000,
      mentions: 1,
      reviews: 1,
      advertiserRatesCents: {
        mentions: 20_000,
        sponsorships: null,
        reviews: 130_000,
        dedicatedShows: null,
        spots: null,
      },
    });
    await createProposalEntry(t.database.db, campaign.id, unanswered.id);
    await createProposalEntry(t.database.db, campaign.id, rejected.id, { status: 'REJECTED', statusReason: 'REJECT' });
    return { advertiser, campaign, accepted, withMinPrice, managerEmail, unanswered, rejected };
  }

  async function ownerEmailOf(podcast: { ownerId: string | null }) {
    const [owner] = await t.database.db.select().from(users).where(eq(users.id, podcast.ownerId!));
    return owner!.email;
  }

  it('picks the podcasts that accepted, expires the others still in play, waits for payment and e-mails everyone', async () => {
    const { advertiser, campaign, accepted, withMinPrice, managerEmail, unanswered, rejected } =
      await proposalReadyToBuy();
    const response = await send('PUT', `/private/campaigns/${campaign.id}/purchase`, advertiser.session, {
      podcastIds: [accepted.id, withMinPrice.id],
    });
    expect(response.statusCode).toBe(200);
    const bought = json<{ data: Campaign }>(response).data;
    expect(bought).toMatchObject({ status: 'CONFIGURING', substatus: 'PENDING_PAYMENT' });
    const statuses = Object.fromEntries(
      bought.proposal!.podcasts.map((row) => [row.podcastId, [row.status, row.picked]]),
    );
    expect(statuses).toEqual({
      [accepted.id]: ['ACTION_DATES_PENDING', true],
      [withMinPrice.id]: ['ACTION_DATES_PENDING', true],
      [unanswered.id]: ['EXPIRED', false],
      [rejected.id]: ['REJECTED', false],
    });
    // 2 × 150 € + (200 € + 1.300 €): what was bought, not the whole proposal.
    expect(bought.proposal!.total).toBe(1_800);

    const [order] = await mailsTo(advertiser.email);
    expect(order).toMatchObject({ template: 'campaign-payment-order' });
    for (const text of [
      'Acepta Sin Más: 2 menciones × 150 € = 300 €',
      'Acepta Con Mínimo: 1 mención × 200 € y 1 sección × 1.300 € = 1.500 €',
      // The amount with IVA, as the proposal page showed it (21% of 1.800 € is 378 €).
      'Base imponible: 1.800,00 €. IVA (21 %): 378,00 €. Total a pagar: 2.178,00 €.',
      'Referencia del pago: PAT-',
    ]) {
      expect(order!.text).toContain(text);
    }
    expect(order!.text).not.toContain('Sin Responder');

    const [picked] = await mailsTo(await ownerEmailOf(accepted));
    expect(picked).toMatchObject({ template: 'proposal-picked' });
    expect(picked!.text).toContain('Ganarás unos 270 €');
    // A managed podcast's news go to its representative.
    expect((await mailsTo(managerEmail)).map((mail) => mail.template)).toEqual(['proposal-picked']);
    expect(await mailsTo(await ownerEmailOf(withMinPrice))).toEqual([]);
    expect((await mailsTo(await ownerEmailOf(unanswered))).map((mail) => mail.template)).toEqual([
      'proposal-not-picked',
    ]);
    expect(await mailsTo(await ownerEmailOf(rejected))).toEqual([]);

    const again = await send('PUT', `/private/campaigns/${campaign.id}/purchase`, advertiser.session, {
      podcastIds: [accepted.id],
    });
    expect([again.statusCode, json<ErrorBody>(again).error.message]).toEqual([409, PROPOSAL_MESSAGES.alreadyPurchased]);
    expect(await mailsTo(advertiser.email)).toHaveLength(1);
  });

  it('refuses a podcast that has not accepted, or is not in the proposal, and changes nothing', async () => {
    const { advertiser, campaign, accepted, unanswered } = await proposalReadyToBuy();
    const outsider = await createPodcast(t.database.db);
    for (const podcastIds of [[accepted.id, unanswered.id], [outsider.id]]) {
      const refused = await send('PUT', `/private/campaigns/${campaign.id}/purchase`, advertiser.session, {
        podcastIds,
      });
      expect([refused.statusCode, json<ErrorBody>(refused).error.message]).toEqual([
        409,
        PROPOSAL_MESSAGES.onlyAccepted,
      ]);
    }
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row!.substatus).toBe('PENDING_ACCEPT');
    expect(
      await t.database.db
        .select()
        .from(campaignPodcasts)
        .where(and(eq(campaignPodcasts.campaignId, campaign.id), eq(campaignPodcasts.picked, true))),
    ).toEqual([]);
    expect(await mailsTo(advertiser.email)).toEqual([]);

    const empty = await send('PUT', `/private/campaigns/${campaign.id}/purchase`, advertiser.session, {
      podcastIds: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(json<ErrorBody>(empty).error.fields?.map((field) => field.message)).toContain(
      PROPOSAL_MESSAGES.pickRequired,
    );
  });

  it('is the owner’s alone, and only while the proposal waits for them', async () => {
    const { advertiser, campaign, accepted } = await proposalReadyToBuy();
    const other = await createSignedInUser(t.app, t.database);
    const payload = { podcastIds: [accepted.id] };
    expect((await send('PUT', `/private/campaigns/${campaign.id}/purchase`, other.session, payload)).statusCode).toBe(
      404,
    );

    const agent = await createTeamMember(t.app, t.database, 'agent');
    await t.database.db.update(campaigns).set({ agentId: agent.id }).where(eq(campaigns.id, campaign.id));
    const byAgent = await send('PUT', `/private/campaigns/${campaign.id}/purchase`, agent.session, payload);
    expect([byAgent.statusCode, json<ErrorBody>(byAgent).error.message]).toEqual([403, PROPOSAL_MESSAGES.ownerOnly]);

    const waiting = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_RESPONSE' });
    await createProposalEntry(t.database.db, waiting.id, accepted.id, { status: 'ACCEPTED' });
    const early = await send('PUT', `/private/campaigns/${waiting.id}/purchase`, advertiser.session, payload);
    expect([early.statusCode, json<ErrorBody>(early).error.message]).toEqual([
      409,
      PROPOSAL_MESSAGES.notReadyToPurchase,
    ]);

    await t.database.db
      .update(campaigns)
      .set({ pausedAt: new Date(), pauseReason: 'Revisamos el presupuesto' })
      .where(eq(campaigns.id, campaign.id));
    const paused = await send('PUT', `/private/campaigns/${campaign.id}/purchase`, advertiser.session, payload);
    expect([paused.statusCode, json<ErrorBody>(paused).error.message]).toEqual([409, PROPOSAL_MESSAGES.pausedPurchase]);
  });
});
