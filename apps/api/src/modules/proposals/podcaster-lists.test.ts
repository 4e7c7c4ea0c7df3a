import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Campaign, type PodcasterCampaignList } from '@patrocina/domain';
import { campaigns } from '../../db/schema';
import { expectNoSecrets, json } from '../../../test/app';
import {
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  createUser,
  createRepresentation,
} from '../../../test/factories';
import { t, get, keysOf, list, setUpTestApp } from './proposal-calls.test-support';

setUpTestApp();

describe('the podcaster’s lists', () => {
  it('show each podcaster only their own podcasts’ published proposals, and nothing of the advertiser’s', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const podcaster = await createSignedInUser(t.app, t.database);
    const representative = await createSignedInUser(t.app, t.database);
    const stranger = await createSignedInUser(t.app, t.database);
    const own = await createPodcast(t.database.db, { ownerId: podcaster.id, title: 'Radio Propia' });
    const representedOwner = await createUser(t.database.db);
    const represented = await createPodcast(t.database.db, {
      ownerId: representedOwner.id,
      title: 'Voces Representadas',
    });
    await createRepresentation(t.database.db, represented.id, representedOwner.id, representative);
    const others = await createPodcast(t.database.db, { title: 'El Podcast de Otro' });
    await createPodcast(t.database.db, { ownerId: stranger.id });

    const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
      substatus: 'PENDING_RESPONSE',
      budget: 12_345,
    });
    await createProposalEntry(t.database.db, campaign.id, own.id, { listens30Days: 4_321 });
    await createProposalEntry(t.database.db, campaign.id, represented.id);
    await createProposalEntry(t.database.db, campaign.id, others.id, {
      advertiserRatesCents: { mentions: 98_765, sponsorships: null, reviews: null, dedicatedShows: null, spots: null },
    });
    // Being prepared, and taken back by the team to rework: neither is the podcasters' to see.
    const preparing = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_REVIEW' });
    await createProposalEntry(t.database.db, preparing.id, own.id);
    const reworked = await createCampaignRecord(t.database.db, advertiser.id, {
      substatus: 'PENDING_REVIEW',
      publishedAt: new Date(),
    });
    await createProposalEntry(t.database.db, reworked.id, own.id);

    for (const path of ['/private/podcaster-campaigns', '/private/podcaster-or-manager-campaigns']) {
      const response = await get(path, podcaster.session);
      expect(response.statusCode).toBe(200);
      const mine = json<{ data: PodcasterCampaignList }>(response).data;
      expect(mine.campaigns.map((row) => [row.id, row.podcast.id, row.role])).toEqual([[campaign.id, own.id, 'owner']]);
      expect(mine.counts).toEqual({ CONFIGURING: 1, IN_PROGRESS: 0, FINISHED: 0 });
      expect(mine.campaigns[0]).toMatchObject({
        brand: 'Café Aroma',
        status: 'CONFIGURING',
        tab: 'CONFIGURING',
        podcasterStatus: 'UNANSWERED',
        counts: { mentions: 2, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 },
        reach: 4_321,
        // Two mentions at 150 €, less the 10% commission.
        estimatedEarnings: 270,
        minEarnings: null,
      });
      expect(keysOf(json(response))).not.toContain('budget');
      expectNoSecrets(response.body, [
        12_345,
        1_234_500,
        advertiser.id,
        advertiser.email,
        others.title,
        98_765,
        987,
        987.65,
        represented.title,
      ]);
    }

    expect((await list('/private/podcaster-campaigns', representative.session)).campaigns).toEqual([]);
    const managed = await list('/private/podcaster-or-manager-campaigns', representative.session);
    expect(managed.campaigns.map((row) => [row.id, row.podcast.id, row.role])).toEqual([
      [campaign.id, represented.id, 'representative'],
    ]);

    for (const session of [stranger.session, advertiser.session]) {
      for (const path of ['/private/podcaster-campaigns', '/private/podcaster-or-manager-campaigns']) {
        expect(await list(path, session)).toEqual({
          campaigns: [],
          counts: { CONFIGURING: 0, IN_PROGRESS: 0, FINISHED: 0 },
        });
      }
    }
    for (const path of ['/private/podcaster-campaigns', '/private/podcaster-or-manager-campaigns'])
      expect((await get(path)).statusCode).toBe(401);
  });

  it('files each proposal under its tab: not picked or declined under «Finalizadas» once the advertiser has chosen', async () => {
    const advertiser = await createUser(t.database.db);
    const podcaster = await createSignedInUser(t.app, t.database);
    const show = await createPodcast(t.database.db, { ownerId: podcaster.id });
    const running = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'IN_PROGRESS' });
    await createProposalEntry(t.database.db, running.id, show.id, { status: 'IN_PROGRESS', picked: true });
    const notChosen = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_PAYMENT' });
    await createProposalEntry(t.database.db, notChosen.id, show.id, { status: 'EXPIRED' });
    const stillOpen = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_ACCEPT' });
    await createProposalEntry(t.database.db, stillOpen.id, show.id, {
      status: 'REJECTED',
      statusReason: 'REJECT',
      comment: 'No encaja con mi público',
    });

    const all = await list('/private/podcaster-campaigns', podcaster.session);
    expect(all.counts).toEqual({ CONFIGURING: 1, IN_PROGRESS: 1, FINISHED: 1 });
    const finished = await list('/private/podcaster-campaigns?status=FINISHED', podcaster.session);
    expect(finished.campaigns.map((row) => [row.id, row.podcasterStatus, row.tab, row.status])).toEqual([
      [notChosen.id, 'EXPIRED', 'FINISHED', 'CONFIGURING'],
    ]);
    const configuring = await list('/private/podcaster-campaigns?status=CONFIGURING', podcaster.session);
    expect(configuring.campaigns.map((row) => [row.id, row.statusReason, row.comment])).toEqual([
      [stillOpen.id, 'REJECT', 'No encaja con mi público'],
    ]);
    expect((await get('/private/podcaster-campaigns?brand=Caf%C3%A9', podcaster.session)).statusCode).toBe(400);
  });
});

describe('the proposal in the campaign’s detail', () => {
  it('is null until published, then lists each podcast with its rates, cost and answer, the pre-roll and the total', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const preparing = await createCampaignRecord(t.database.db, advertiser.id);
    await createProposalEntry(t.database.db, preparing.id, (await createPodcast(t.database.db)).id);
    expect(
      json<{ data: Campaign }>(await get(`/private/campaigns/${preparing.id}`, advertiser.session)).data.proposal,
    ).toBeNull();

    const campaign = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_ACCEPT' });
    await t.database.db
      .update(campaigns)
      .set({ prerollTitle: 'Pre-roll de otoño', prerollQuantity: 2_000 })
      .where(eq(campaigns.id, campaign.id));
    const first = await createPodcast(t.database.db, { title: 'Primero en la Propuesta' });
    const second = await createPodcast(t.database.db);
    // Proposed first: the detail lists podcasts in the order the team added them.
    await createProposalEntry(t.database.db, campaign.id, first.id, {
      status: 'ACCEPTED',
      statusReason: 'ACCEPT',
      createdAt: new Date(Date.now() - 60_000),
    });
    await createProposalEntry(t.database.db, campaign.id, second.id, {
      mentions: 1,
      reviews: 1,
      advertiserRatesCents: {
        mentions: 20_000,
        sponsorships: null,
        reviews: 45_000,
        dedicatedShows: null,
        spots: null,
      },
      target: '5k/10k',
      listens30Days: 8_000,
    });
    const proposal = json<{ data: Campaign }>(await get(`/private/campaigns/${campaign.id}`, advertiser.session)).data
      .proposal!;
    expect(proposal.total).toBe(300 + 650);
    expect(proposal.preroll).toEqual({ title: 'Pre-roll de otoño', quantity: 2_000 });
    expect(proposal.podcasts).toEqual([
      expect.objectContaining({
        podcastId: first.id,
        title: 'Primero en la Propuesta',
        cost: 300,
        status: 'ACCEPTED',
        statusReason: 'ACCEPT',
        picked: false,
      }),
      expect.objectContaining({
        podcastId: second.id,
        counts: { mentions: 1, sponsorships: 0, reviews: 1, dedicatedShows: 0, spots: 0 },
        advertiserRates: { mentions: 200, sponsorships: null, reviews: 450, dedicatedShows: null, spots: null },
        cost: 650,
        target: '5k/10k',
        reach: 8_000,
        status: 'UNANSWERED',
      }),
    ]);
  });
});
