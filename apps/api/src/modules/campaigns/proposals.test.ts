import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MESSAGES,
  PROPOSAL_MESSAGES,
  type Campaign,
  type CampaignSubstatus,
  type PodcasterCampaignList,
} from '@patrocina/domain';
import { campaignPodcasts, campaigns, campaignSuggestions, mailOutbox, representations, users } from '../../db/schema';
import { createToken, hashToken } from '../../lib/tokens';
import { bearer, createTestApp, expectNoSecrets, json, type TestApp } from '../../../test/app';
import {
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  createUser,
  setScope,
} from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const API = '/api/v1';
type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

function get(url: string, session?: string) {
  return t.app.inject({ method: 'GET', url: `${API}${url}`, headers: session ? bearer(session) : {} });
}

function send(method: 'PUT' | 'POST', url: string, session: string, payload: object = {}) {
  return t.app.inject({ method, url: `${API}${url}`, headers: bearer(session), payload });
}

/** The e-mails an address was sent about campaigns (not the sign-up's verification). */
async function mailsTo(address: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), ne(mailOutbox.template, 'verify-email')))
    .orderBy(mailOutbox.createdAt);
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

async function represent(podcastId: string, ownerId: string, manager: { id: string; email: string }) {
  await t.database.db.insert(representations).values({
    podcastId,
    ownerId,
    managerEmail: manager.email,
    managerId: manager.id,
    status: 'ACCEPTED',
    tokenHash: hashToken(createToken()),
    tokenExpiresAt: new Date(),
    respondedAt: new Date(),
  });
}

const list = async (path: string, session: string) =>
  json<{ data: PodcasterCampaignList }>(await get(path, session)).data;

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
    await represent(represented.id, representedOwner.id, representative);
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

describe('confirming the proposal (purchase)', () => {
  async function proposalReadyToBuy() {
    const advertiser = await createSignedInUser(t.app, t.database);
    const accepted = await createPodcast(t.database.db, { title: 'Acepta Sin Más' });
    const minPriceOwner = await createUser(t.database.db);
    const withMinPrice = await createPodcast(t.database.db, { ownerId: minPriceOwner.id, title: 'Acepta Con Mínimo' });
    const manager = await createUser(t.database.db);
    const managerEmail = manager.email;
    await represent(withMinPrice.id, minPriceOwner.id, manager);
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
      'Acepta Con Mínimo: 1 mención × 200 €, 1 sección × 1.300 € = 1.500 €',
      'Total: 1.800 €',
      'Impuestos no incluidos',
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

    const agent = await createSignedInUser(t.app, t.database);
    await setScope(t.database.db, agent.id, 'agent');
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

describe('suggestions to the team', () => {
  it('checks the text, stores it and e-mails the campaign’s agent, or every admin when nobody manages it', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const admin = await createUser(t.database.db, { scope: 'admin' });
    const agent = await createUser(t.database.db, { scope: 'agent' });
    const unmanaged = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_ACCEPT' });
    const managed = await createCampaignRecord(t.database.db, advertiser.id, { agentId: agent.id });
    const suggest = (id: string, payload: object) =>
      send('POST', `/private/campaigns/${id}/suggestion`, advertiser.session, payload);

    const short = await suggest(unmanaged.id, { suggestion: '   corta   ' });
    expect(short.statusCode).toBe(400);
    expect(json<ErrorBody>(short).error.fields?.map((field) => field.message)).toEqual([
      PROPOSAL_MESSAGES.suggestionTooShort,
    ]);
    expect(
      json<ErrorBody>(await suggest(unmanaged.id, { suggestion: 'x'.repeat(2_001) })).error.fields?.map(
        (field) => field.message,
      ),
    ).toEqual([PROPOSAL_MESSAGES.suggestionTooLong]);
    expect(json<ErrorBody>(await suggest(unmanaged.id, {})).error.fields?.map((field) => field.message)).toEqual([
      PROPOSAL_MESSAGES.suggestionTooShort,
    ]);

    const created = await suggest(unmanaged.id, { suggestion: '  Nos gustaría ver más podcasts de deporte  ' });
    expect(created.statusCode).toBe(201);
    expect(json<{ data: { campaignId: string; suggestion: string } }>(created).data).toMatchObject({
      campaignId: unmanaged.id,
      suggestion: 'Nos gustaría ver más podcasts de deporte',
    });
    const stored = await t.database.db
      .select()
      .from(campaignSuggestions)
      .where(eq(campaignSuggestions.campaignId, unmanaged.id));
    expect(stored).toMatchObject([{ authorId: advertiser.id, text: 'Nos gustaría ver más podcasts de deporte' }]);
    const [toAdmin] = await mailsTo(admin.email);
    expect(toAdmin).toMatchObject({ template: 'campaign-suggestion' });
    expect(toAdmin!.text).toContain('Nos gustaría ver más podcasts de deporte');

    expect((await suggest(managed.id, { suggestion: 'Preferimos empezar en noviembre' })).statusCode).toBe(201);
    expect((await mailsTo(agent.email)).map((mail) => mail.template)).toEqual(['campaign-suggestion']);
    expect(await mailsTo(admin.email)).toHaveLength(1);
  });

  it('is the owner’s alone, while the campaign is being configured', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const agent = await createSignedInUser(t.app, t.database);
    const other = await createSignedInUser(t.app, t.database);
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, { agentId: agent.id });
    const payload = { suggestion: 'Una sugerencia con sentido' };
    expect(
      (await send('POST', `/private/campaigns/${campaign.id}/suggestion`, other.session, payload)).statusCode,
    ).toBe(404);
    const byAgent = await send('POST', `/private/campaigns/${campaign.id}/suggestion`, agent.session, payload);
    expect([byAgent.statusCode, json<ErrorBody>(byAgent).error.message]).toEqual([403, PROPOSAL_MESSAGES.ownerOnly]);
    const running = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'IN_PROGRESS' });
    const late = await send('POST', `/private/campaigns/${running.id}/suggestion`, advertiser.session, payload);
    expect([late.statusCode, json<ErrorBody>(late).error.message]).toEqual([
      409,
      PROPOSAL_MESSAGES.suggestionNotConfiguring,
    ]);
  });
});

describe('pausing and resuming', () => {
  it('tells the team when the owner pauses (with the reason) and asks to resume', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const agent = await createUser(t.database.db, { scope: 'agent' });
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
      substatus: 'IN_PROGRESS',
      agentId: agent.id,
    });
    expect(
      (
        await send('PUT', `/private/campaigns/${campaign.id}/pause`, advertiser.session, {
          paused: true,
          reason: 'Cambiamos el producto del anuncio',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await send('PUT', `/private/campaigns/${campaign.id}/pause`, advertiser.session, { paused: false })).statusCode,
    ).toBe(200);
    const mails = await mailsTo(agent.email);
    expect(mails.map((mail) => mail.template)).toEqual(['campaign-paused', 'campaign-unpause-requested']);
    expect(mails[0]!.text).toContain('Cambiamos el producto del anuncio');
  });

  it('lets only the team resume: an admin any campaign, an agent theirs or an unassigned one; clears the request and tells the owner', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const agent = await createSignedInUser(t.app, t.database);
    await setScope(t.database.db, agent.id, 'agent');
    const otherAgent = await createSignedInUser(t.app, t.database);
    await setScope(t.database.db, otherAgent.id, 'agent');
    const admin = await createSignedInUser(t.app, t.database);
    await setScope(t.database.db, admin.id, 'admin');
    const paused = { pausedAt: new Date(), unpauseRequestedAt: new Date() };
    const managed = await createCampaignRecord(t.database.db, advertiser.id, {
      substatus: 'IN_PROGRESS',
      agentId: agent.id,
      ...paused,
    });
    const unassigned = await createCampaignRecord(t.database.db, advertiser.id, {
      substatus: 'PENDING_DATES',
      ...paused,
    });
    const another = await createCampaignRecord(t.database.db, advertiser.id, {
      substatus: 'IN_PROGRESS',
      agentId: otherAgent.id,
      ...paused,
    });
    const unpause = (id: string, session: string) =>
      send('PUT', `/private/backoffice/campaigns/${id}/unpause`, session);

    const byOwner = await unpause(managed.id, advertiser.session);
    expect([byOwner.statusCode, json<ErrorBody>(byOwner).error.message]).toEqual([403, PROPOSAL_MESSAGES.teamOnly]);
    const notTheirs = await unpause(another.id, agent.session);
    expect([notTheirs.statusCode, json<ErrorBody>(notTheirs).error.message]).toEqual([
      403,
      PROPOSAL_MESSAGES.managedByOther,
    ]);

    for (const [id, session] of [
      [managed.id, agent.session],
      [unassigned.id, agent.session],
      [another.id, admin.session],
    ] as const) {
      const response = await unpause(id, session);
      expect(response.statusCode).toBe(200);
      expect(json<{ data: Campaign }>(response).data).toMatchObject({
        paused: false,
        pauseReason: null,
        unpauseRequestedAt: null,
      });
    }
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, managed.id));
    expect(row).toMatchObject({ pausedAt: null, unpauseRequestedAt: null, substatus: 'IN_PROGRESS' });
    const resumed = await mailsTo(advertiser.email);
    expect(resumed.filter((mail) => mail.template === 'campaign-resumed')).toHaveLength(3);
    expect(resumed.at(-1)!.subject).toBe('Tu campaña «Lanzamiento de otoño» de Café Aroma se ha reanudado');

    const again = await unpause(managed.id, agent.session);
    expect([again.statusCode, json<ErrorBody>(again).error.message]).toEqual([409, CAMPAIGN_MESSAGES.notPaused]);
    expect((await unpause('00000000-0000-4000-8000-000000000000', admin.session)).statusCode).toBe(404);
  });
});

describe('what waits for a podcaster', () => {
  it('counts proposals to answer (new or modified) and actions to date or record, for whoever runs the podcast', async () => {
    const advertiser = await createUser(t.database.db);
    const podcaster = await createSignedInUser(t.app, t.database);
    const representative = await createSignedInUser(t.app, t.database);
    const show = await createPodcast(t.database.db, { ownerId: podcaster.id });
    const managedShow = await createPodcast(t.database.db, { ownerId: podcaster.id });
    await represent(managedShow.id, podcaster.id, representative);
    const entry = async (
      substatus: CampaignSubstatus,
      podcastId: string,
      overrides: Parameters<typeof createProposalEntry>[3] = {},
    ) => {
      const campaign = await createCampaignRecord(t.database.db, advertiser.id, { substatus });
      await createProposalEntry(t.database.db, campaign.id, podcastId, overrides);
    };
    await entry('PENDING_RESPONSE', show.id);
    await entry('PENDING_ACCEPT', show.id, { status: 'ACCEPTED', proposalModified: true });
    await entry('PENDING_DATES', show.id, { status: 'ACTION_DATES_PENDING', picked: true });
    await entry('IN_PROGRESS', show.id, { status: 'EXPIRED_ACTION', picked: true });
    // Nothing to do: answered, declined, not picked, or not published.
    await entry('PENDING_ACCEPT', show.id, { status: 'ACCEPTED' });
    await entry('PENDING_ACCEPT', show.id, { status: 'REJECTED', proposalModified: true });
    await entry('PENDING_PAYMENT', show.id, { status: 'EXPIRED' });
    await entry('PENDING_REVIEW', show.id);
    // The managed show's proposal waits for its representative, not its owner.
    await entry('PENDING_RESPONSE', managedShow.id);

    const pending = async (session: string) =>
      json<{ data: { pending: number } }>(await get('/private/campaigns/pending-actions/me', session)).data.pending;
    expect(await pending(podcaster.session)).toBe(4);
    expect(await pending(representative.session)).toBe(1);
  });
});
