import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKOFFICE_MESSAGES,
  PROPOSAL_MESSAGES,
  type ActionCounts,
  type ActionRates,
  type BackofficeCampaign,
  type BackofficeQueue,
} from '@patrocina/domain';
import { campaignPodcasts, campaigns, mailOutbox, proposalLinks, users } from '../../db/schema';
import { bearer, clockAt, createTestApp, json, type TestApp } from '../../../test/app';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createProposalEntry,
  createRepresentation,
  createSignedInUser,
  createUser,
  setScope,
} from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  // The payment fixes the campaign's days from the brief's range: before it ends.
  t = await createTestApp({ clock: clockAt('2026-11-10') });
});
afterAll(async () => {
  await t.close();
});

const API = '/api/v1';
type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

const NO_ACTIONS: ActionCounts = { mentions: 0, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 };
const NO_RATES: ActionRates = { mentions: null, sponsorships: null, reviews: null, dedicatedShows: null, spots: null };

function call(method: 'GET' | 'PUT' | 'POST', url: string, session: string, payload?: object) {
  return t.app.inject({
    method,
    url: `${API}/private/backoffice${url}`,
    headers: bearer(session),
    ...(payload ? { payload } : {}),
  });
}

async function mailsTo(address: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), ne(mailOutbox.template, 'verify-email')))
    .orderBy(mailOutbox.createdAt);
}

async function ownerEmailOf(podcast: { ownerId: string | null }) {
  const [owner] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, podcast.ownerId!));
  return owner!.email;
}

async function teamMember(scope: 'agent' | 'admin') {
  const member = await createSignedInUser(t.app, t.database);
  await setScope(t.database.db, member.id, scope);
  return member;
}

let agent: Awaited<ReturnType<typeof teamMember>>;
let otherAgent: Awaited<ReturnType<typeof teamMember>>;
let admin: Awaited<ReturnType<typeof teamMember>>;
beforeAll(async () => {
  agent = await teamMember('agent');
  otherAgent = await teamMember('agent');
  admin = await teamMember('admin');
});

/** A proposable podcast: owned, with a complete sheet (mentions from 150 €, sections from 400 €). */
async function proposable(overrides: Parameters<typeof createPodcast>[1] = {}) {
  const podcast = await createPodcast(t.database.db, { listens30d: 8_000, ...overrides });
  await createCompleteSheet(t.database.db, podcast.id);
  return podcast;
}

function offer(podcastId: string, counts: Partial<ActionCounts>, rates: Partial<ActionRates>) {
  return { podcastId, counts: { ...NO_ACTIONS, ...counts }, advertiserRates: { ...NO_RATES, ...rates } };
}

const saveDraft = (id: string, session: string, payload: object) =>
  call('PUT', `/campaigns/${id}/proposal`, session, payload);

describe('the back office is the team’s', () => {
  it('refuses anyone else with the same 403, whatever they send', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const campaign = await createCampaignRecord(t.database.db, advertiser.id);
    for (const [method, url, payload] of [
      ['GET', '/campaigns', undefined],
      ['GET', `/campaigns/${campaign.id}`, undefined],
      ['PUT', `/campaigns/${campaign.id}/proposal`, { nonsense: true }],
      ['POST', `/campaigns/${campaign.id}/publish`, undefined],
      ['PUT', `/campaigns/${campaign.id}/agent`, { agentId: advertiser.id }],
      ['PUT', `/campaigns/${campaign.id}/paid`, undefined],
    ] as const) {
      const response = await call(method, url, advertiser.session, payload);
      expect([response.statusCode, json<ErrorBody>(response).error.message], `${method} ${url}`).toEqual([
        403,
        PROPOSAL_MESSAGES.teamOnly,
      ]);
    }
  });

  it('keeps an agent to the campaigns they manage and the unassigned ones', async () => {
    const owner = await createUser(t.database.db);
    const theirs = await createCampaignRecord(t.database.db, owner.id, { agentId: otherAgent.id });
    for (const [method, url, payload] of [
      ['GET', `/campaigns/${theirs.id}`, undefined],
      ['PUT', `/campaigns/${theirs.id}/proposal`, { podcasts: [], preroll: null }],
      ['POST', `/campaigns/${theirs.id}/publish`, undefined],
    ] as const) {
      const response = await call(method, url, agent.session, payload);
      expect([response.statusCode, json<ErrorBody>(response).error.message], `${method} ${url}`).toEqual([
        403,
        PROPOSAL_MESSAGES.managedByOther,
      ]);
    }
    expect((await call('GET', `/campaigns/${theirs.id}`, admin.session)).statusCode).toBe(200);
    expect((await call('GET', '/campaigns/00000000-0000-4000-8000-000000000000', admin.session)).statusCode).toBe(404);
  });
});

describe('the queue', () => {
  it('lists campaigns pending review first, oldest first, with owner, agent, budget and answers; agents see theirs and the unassigned', async () => {
    const owner = await createUser(t.database.db, { username: 'Lucía Cola', email: `cola.${Date.now()}@example.com` });
    const brand = `Marca ${Date.now()}`;
    const answering = await createCampaignRecord(t.database.db, owner.id, {
      substatus: 'PENDING_ACCEPT',
      brand,
      agentId: agent.id,
      budget: 2_000,
    });
    for (const status of ['ACCEPTED', 'ACCEPT_WITH_MIN_PRICE', 'REJECTED', 'CONTACT_REQUIRED', 'UNANSWERED'] as const) {
      await createProposalEntry(t.database.db, answering.id, (await createPodcast(t.database.db)).id, { status });
    }
    const newer = await createCampaignRecord(t.database.db, owner.id, { brand });
    const older = await createCampaignRecord(t.database.db, owner.id, { brand });
    await t.database.db
      .update(campaigns)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(campaigns.id, older.id));
    const othersCampaign = await createCampaignRecord(t.database.db, owner.id, { brand, agentId: otherAgent.id });

    const queue = async (session: string, query = '') => {
      const response = await call('GET', `/campaigns${query}`, session);
      expect(response.statusCode).toBe(200);
      return json<{ data: BackofficeQueue }>(response).data.campaigns.filter((row) => row.brand === brand);
    };
    const byAdmin = await queue(admin.session);
    expect(byAdmin.map((row) => row.id)).toEqual([older.id, newer.id, othersCampaign.id, answering.id]);
    expect(byAdmin.at(-1)).toMatchObject({
      id: answering.id,
      substatus: 'PENDING_ACCEPT',
      owner: { id: owner.id, username: 'Lucía Cola', email: owner.email },
      agent: { id: agent.id, email: agent.email },
      budget: 2_000,
      answers: { proposed: 5, unanswered: 1, accepted: 2, contact: 1, declined: 1 },
    });
    expect(byAdmin[0]).toMatchObject({
      agent: null,
      answers: { proposed: 0, unanswered: 0, accepted: 0, contact: 0, declined: 0 },
    });

    expect((await queue(agent.session)).map((row) => row.id)).toEqual([older.id, newer.id, answering.id]);
    expect((await queue(admin.session, '?substatus=PENDING_ACCEPT')).map((row) => row.id)).toEqual([answering.id]);
    expect((await call('GET', '/campaigns?substatus=NADA', admin.session)).statusCode).toBe(400);
  });
});

describe('building the proposal', () => {
  it('saves the draft with the reach snapshot, and shows totals, commission, remaining budget and the sheet’s minimums', async () => {
    const owner = await createUser(t.database.db);
    const campaign = await createCampaignRecord(t.database.db, owner.id, { budget: 1_500 });
    const first = await proposable({ title: 'Primero Propuesto', listens30d: 8_000 });
    const second = await proposable({ listens30d: 45_000 });
    const response = await saveDraft(campaign.id, agent.session, {
      podcasts: [
        offer(first.id, { mentions: 2 }, { mentions: 150, reviews: 999 }),
        offer(second.id, { mentions: 1, reviews: 1 }, { mentions: 200, reviews: 450 }),
      ],
      preroll: { title: 'Pre-roll de otoño', quantity: 2_000 },
    });
    expect(response.statusCode).toBe(200);
    const view = json<{ data: BackofficeCampaign }>(response).data;
    expect(view.draft).toMatchObject({
      total: 950,
      commission: 95,
      remainingBudget: 550,
      preroll: { title: 'Pre-roll de otoño', quantity: 2_000 },
    });
    expect(view.draft.podcasts).toEqual([
      expect.objectContaining({
        podcastId: first.id,
        title: 'Primero Propuesto',
        counts: { ...NO_ACTIONS, mentions: 2 },
        // A rate for a kind not asked is not kept.
        advertiserRates: { ...NO_RATES, mentions: 150 },
        minimumRates: { mentions: 150, sponsorships: null, reviews: 400, dedicatedShows: null, spots: 150 },
        cost: 300,
        target: '5k/10k',
        reach: 8_000,
        sheetComplete: true,
        status: 'UNANSWERED',
      }),
      expect.objectContaining({ podcastId: second.id, cost: 650, target: '25k/50k', reach: 45_000 }),
    ]);
    expect(view.campaign.substatus).toBe('PENDING_REVIEW');
    // Not published: the owner's detail still has no proposal, and nobody was e-mailed.
    expect(view.campaign.proposal).toBeNull();
    expect(await mailsTo(await ownerEmailOf(first))).toEqual([]);

    const read = json<{ data: BackofficeCampaign }>(await call('GET', `/campaigns/${campaign.id}`, admin.session)).data;
    expect(read.draft.podcasts.map((row) => row.podcastId)).toEqual([first.id, second.id]);
    expect(read.owner).toMatchObject({ id: owner.id, email: owner.email });

    // Replacing: the second is dropped, the first keeps its place.
    const replaced = json<{ data: BackofficeCampaign }>(
      await saveDraft(campaign.id, agent.session, {
        podcasts: [offer(first.id, { mentions: 3 }, { mentions: 160 })],
        preroll: null,
      }),
    ).data;
    expect(replaced.draft).toMatchObject({
      total: 480,
      preroll: null,
      podcasts: [expect.objectContaining({ podcastId: first.id, cost: 480 })],
    });
  });

  it('refuses a rate below the sheet’s minimum, a kind the podcast does not offer, and a total over the budget', async () => {
    const owner = await createUser(t.database.db);
    const campaign = await createCampaignRecord(t.database.db, owner.id, { budget: 1_000 });
    const podcast = await proposable();

    const cheap = await saveDraft(campaign.id, agent.session, {
      podcasts: [offer(podcast.id, { mentions: 2, reviews: 1 }, { mentions: 149, reviews: 400 })],
      preroll: null,
    });
    expect(cheap.statusCode).toBe(400);
    expect(json<ErrorBody>(cheap).error.fields).toEqual([
      {
        path: 'podcasts.0.advertiserRates.mentions',
        message: 'La tarifa de mención no puede ser menor que el mínimo del podcast (150 €)',
      },
    ]);

    const notOffered = await saveDraft(campaign.id, agent.session, {
      podcasts: [offer(podcast.id, { dedicatedShows: 1 }, { dedicatedShows: 500 })],
      preroll: null,
    });
    expect(json<ErrorBody>(notOffered).error.fields).toEqual([
      { path: 'podcasts.0.counts.dedicatedShows', message: BACKOFFICE_MESSAGES.actionNotOffered },
    ]);

    const over = await saveDraft(campaign.id, agent.session, {
      podcasts: [offer(podcast.id, { mentions: 2, reviews: 1 }, { mentions: 300, reviews: 401 })],
      preroll: null,
    });
    expect(over.statusCode).toBe(400);
    expect(json<ErrorBody>(over).error.message).toBe(
      `${BACKOFFICE_MESSAGES.overBudget} Total: 1.001 €; presupuesto: 1.000 €.`,
    );

    const noRate = await saveDraft(campaign.id, agent.session, {
      podcasts: [offer(podcast.id, { mentions: 1 }, {})],
      preroll: null,
    });
    expect(json<ErrorBody>(noRate).error.fields?.map((field) => field.message)).toEqual([
      BACKOFFICE_MESSAGES.rateRequired,
    ]);

    // Exactly the budget is fine.
    expect(
      (
        await saveDraft(campaign.id, agent.session, {
          podcasts: [offer(podcast.id, { mentions: 2, reviews: 1 }, { mentions: 300, reviews: 400 })],
          preroll: null,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      await t.database.db.select().from(campaignPodcasts).where(eq(campaignPodcasts.campaignId, campaign.id)),
    ).toHaveLength(1);
  });

  it('refuses a podcast that is not in the catalogue, has no owner, or has not completed its sheet', async () => {
    const owner = await createUser(t.database.db);
    const campaign = await createCampaignRecord(t.database.db, owner.id);
    const unowned = await createPodcast(t.database.db, { ownerId: null });
    await createCompleteSheet(t.database.db, unowned.id);
    for (const podcastId of ['00000000-0000-4000-8000-000000000000', unowned.id]) {
      const response = await saveDraft(campaign.id, admin.session, {
        podcasts: [offer(podcastId, { mentions: 1 }, { mentions: 200 })],
        preroll: null,
      });
      expect([response.statusCode, json<ErrorBody>(response).error.fields]).toEqual([
        400,
        [{ path: 'podcasts.0.podcastId', message: BACKOFFICE_MESSAGES.podcastNotProposable }],
      ]);
    }
    const unfinished = await createPodcast(t.database.db, { title: 'Hoja a Medias' });
    const incomplete = await saveDraft(campaign.id, admin.session, {
      podcasts: [offer(unfinished.id, { mentions: 1 }, { mentions: 200 })],
      preroll: null,
    });
    expect([incomplete.statusCode, json<ErrorBody>(incomplete).error.message]).toEqual([
      409,
      BACKOFFICE_MESSAGES.sheetIncomplete,
    ]);
    expect(json<ErrorBody>(incomplete).error.fields?.[0]?.message).toContain('Hoja a Medias');
  });
});

describe('publishing the proposal', () => {
  it('refuses an empty draft, then sends each podcast’s contact the proposal’s link and moves the campaign to waiting for answers', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const campaign = await createCampaignRecord(t.database.db, owner.id);
    const empty = await call('POST', `/campaigns/${campaign.id}/publish`, agent.session);
    expect([empty.statusCode, json<ErrorBody>(empty).error.message]).toEqual([409, BACKOFFICE_MESSAGES.emptyDraft]);

    const own = await proposable({ title: 'Radio Directa' });
    const managedOwner = await createUser(t.database.db);
    const managed = await proposable({ ownerId: managedOwner.id, title: 'Voces Gestionadas' });
    const manager = await createUser(t.database.db);
    const managerEmail = manager.email;
    await createRepresentation(t.database.db, managed.id, managedOwner.id, manager);
    await saveDraft(campaign.id, agent.session, {
      podcasts: [
        offer(own.id, { mentions: 2 }, { mentions: 150 }),
        offer(managed.id, { reviews: 1 }, { reviews: 500 }),
      ],
      preroll: null,
    });

    const response = await call('POST', `/campaigns/${campaign.id}/publish`, agent.session);
    expect(response.statusCode).toBe(200);
    const view = json<{ data: BackofficeCampaign }>(response).data;
    expect(view.campaign.substatus).toBe('PENDING_RESPONSE');
    expect(view.publishedAt).not.toBeNull();
    expect(view.campaign.proposal?.podcasts.map((row) => row.podcastId)).toEqual([own.id, managed.id]);

    const [toOwner] = await mailsTo(await ownerEmailOf(own));
    expect(toOwner).toMatchObject({
      template: 'proposal-published',
      subject: 'Nueva propuesta para «Radio Directa»: campaña «Lanzamiento de otoño» de Café Aroma',
    });
    // Each e-mail carries a link of its own, kept only as a hash, that opens this campaign's proposal.
    const proposalLink = (text: string) => /http:\/\/localhost:3000\/proposal\/token\/([\w-]{43})\s/.exec(text)![1]!;
    const link = proposalLink(toOwner!.text);
    const [toManager] = await mailsTo(managerEmail);
    expect(proposalLink(toManager!.text)).not.toBe(link);
    expect(JSON.stringify(await t.database.db.select().from(proposalLinks))).not.toContain(link);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/campaign/by-token/${encodeURIComponent(link)}`,
    });
    expect(json<{ data: { slug: string } }>(opened).data.slug).toBe(campaign.slug);
    expect(toOwner!.text).toContain('http://localhost:3000/dashboard');
    expect(toOwner!.text).toContain('2 menciones');
    expect(toOwner!.text).toContain('Ganarás unos 270 €');
    // A managed podcast's proposal goes to its representative, not its owner.
    expect((await mailsTo(managerEmail)).map((mail) => mail.template)).toEqual(['proposal-published']);
    expect(await mailsTo(managedOwner.email)).toEqual([]);

    // The podcasters see it now, and it cannot be published twice.
    const again = await call('POST', `/campaigns/${campaign.id}/publish`, agent.session);
    expect([again.statusCode, json<ErrorBody>(again).error.message]).toEqual([
      409,
      BACKOFFICE_MESSAGES.alreadyPublished,
    ]);
    expect(await mailsTo(await ownerEmailOf(own))).toHaveLength(1);
  });
});

describe('changing a published proposal', () => {
  it('resets the answers of the podcasts it changes, tells them, sends the proposal to podcasts added, and waits for answers again', async () => {
    const owner = await createUser(t.database.db);
    const campaign = await createCampaignRecord(t.database.db, owner.id, {
      substatus: 'PENDING_ACCEPT',
      agentId: agent.id,
      budget: 3_000,
    });
    const changed = await proposable({ title: 'Cambia la Oferta' });
    const kept = await proposable({ title: 'Se Queda Igual' });
    const added = await proposable({ title: 'Recién Llegado' });
    const dropped = await proposable({ title: 'Se Va de la Propuesta' });
    const rates = { mentions: 15_000, sponsorships: null, reviews: null, dedicatedShows: null, spots: null };
    await createProposalEntry(t.database.db, campaign.id, changed.id, {
      status: 'ACCEPT_WITH_MIN_PRICE',
      statusReason: 'ACCEPT_WITH_MIN_PRICE',
      minEarningsCents: 40_000,
      delegated: true,
      answeredAt: new Date(),
      advertiserRatesCents: rates,
    });
    await createProposalEntry(t.database.db, campaign.id, kept.id, {
      status: 'ACCEPTED',
      statusReason: 'ACCEPT',
      answeredAt: new Date(),
      advertiserRatesCents: rates,
    });
    await createProposalEntry(t.database.db, campaign.id, dropped.id, { advertiserRatesCents: rates });

    const response = await saveDraft(campaign.id, agent.session, {
      podcasts: [
        offer(changed.id, { mentions: 3 }, { mentions: 150 }),
        offer(kept.id, { mentions: 2 }, { mentions: 150 }),
        offer(added.id, { mentions: 1 }, { mentions: 200 }),
      ],
      preroll: null,
    });
    expect(response.statusCode).toBe(200);
    const view = json<{ data: BackofficeCampaign }>(response).data;
    expect(view.campaign.substatus).toBe('PENDING_RESPONSE');
    const rows = Object.fromEntries(view.draft.podcasts.map((row) => [row.podcastId, row]));
    expect(rows[changed.id]).toMatchObject({
      status: 'UNANSWERED',
      statusReason: null,
      minEarnings: null,
      delegated: false,
      answeredAt: null,
      proposalModified: true,
      cost: 450,
    });
    expect(rows[kept.id]).toMatchObject({ status: 'ACCEPTED', statusReason: 'ACCEPT', proposalModified: false });
    expect(rows[added.id]).toMatchObject({ status: 'UNANSWERED', proposalModified: false });

    const [modifiedMail] = await mailsTo(await ownerEmailOf(changed));
    expect(modifiedMail).toMatchObject({
      template: 'proposal-modified',
      subject: 'Propuesta modificada: campaña «Lanzamiento de otoño» de Café Aroma',
    });
    expect(modifiedMail!.text).toContain('3 menciones');
    expect(modifiedMail!.text).toContain('http://localhost:3000/dashboard');
    expect(await mailsTo(await ownerEmailOf(kept))).toEqual([]);
    expect((await mailsTo(await ownerEmailOf(added))).map((mail) => mail.template)).toEqual(['proposal-published']);
    // Taken out of a published proposal: told that nothing is expected of them any more.
    const [withdrawn] = await mailsTo(await ownerEmailOf(dropped));
    expect(withdrawn).toMatchObject({
      template: 'proposal-withdrawn',
      subject: 'Cambio en la propuesta: campaña «Lanzamiento de otoño» de Café Aroma',
    });
    expect(rows[dropped.id]).toBeUndefined();

    // The podcaster sees the change on their dashboard.
    const [entry] = await t.database.db
      .select()
      .from(campaignPodcasts)
      .where(and(eq(campaignPodcasts.campaignId, campaign.id), eq(campaignPodcasts.podcastId, changed.id)));
    expect(entry).toMatchObject({ proposalModified: true, status: 'UNANSWERED' });
  });

  it('is no longer possible once the advertiser has confirmed, and cannot empty a published proposal', async () => {
    const owner = await createUser(t.database.db);
    const podcast = await proposable();
    const bought = await createCampaignRecord(t.database.db, owner.id, { substatus: 'PENDING_PAYMENT' });
    const locked = await saveDraft(bought.id, admin.session, {
      podcasts: [offer(podcast.id, { mentions: 1 }, { mentions: 150 })],
      preroll: null,
    });
    expect([locked.statusCode, json<ErrorBody>(locked).error.message]).toEqual([
      409,
      BACKOFFICE_MESSAGES.proposalLocked,
    ]);

    const waiting = await createCampaignRecord(t.database.db, owner.id, { substatus: 'PENDING_RESPONSE' });
    await createProposalEntry(t.database.db, waiting.id, podcast.id);
    const emptied = await saveDraft(waiting.id, admin.session, { podcasts: [], preroll: null });
    expect([emptied.statusCode, json<ErrorBody>(emptied).error.message]).toEqual([
      400,
      BACKOFFICE_MESSAGES.publishedNeedsPodcasts,
    ]);
  });
});

describe('confirming the payment', () => {
  it('is for admins only, from pending payment; it moves to pending dates and tells the advertiser and the picked podcasters', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const campaign = await createCampaignRecord(t.database.db, owner.id, {
      substatus: 'PENDING_PAYMENT',
      agentId: agent.id,
    });
    await t.database.db
      .update(campaigns)
      .set({ approximateDate: 'DATE_RANGE', fromDate: '2026-11-02', toDate: '2026-11-30' })
      .where(eq(campaigns.id, campaign.id));
    const picked = await createPodcast(t.database.db, { title: 'Elegido' });
    const notPicked = await createPodcast(t.database.db);
    await createProposalEntry(t.database.db, campaign.id, picked.id, { status: 'ACTION_DATES_PENDING', picked: true });
    await createProposalEntry(t.database.db, campaign.id, notPicked.id, { status: 'EXPIRED' });

    const byAgent = await call('PUT', `/campaigns/${campaign.id}/paid`, agent.session);
    expect([byAgent.statusCode, json<ErrorBody>(byAgent).error.message]).toEqual([403, BACKOFFICE_MESSAGES.adminOnly]);

    const response = await call('PUT', `/campaigns/${campaign.id}/paid`, admin.session);
    expect(response.statusCode).toBe(200);
    expect(json<{ data: BackofficeCampaign }>(response).data.campaign).toMatchObject({
      substatus: 'PENDING_DATES',
      status: 'CONFIGURING',
    });

    const [confirmed] = await mailsTo(owner.email);
    expect(confirmed).toMatchObject({
      template: 'campaign-payment-confirmed',
      subject: 'Pago confirmado: tu campaña «Lanzamiento de otoño» de Café Aroma',
    });
    expect(confirmed!.text).toContain('referencia PAT-');
    const [plan] = await mailsTo(await ownerEmailOf(picked));
    expect(plan).toMatchObject({
      template: 'proposal-plan-dates',
      subject: 'Planifica las fechas: campaña «Lanzamiento de otoño» de Café Aroma',
    });
    expect(plan!.text).toContain('entre el 2 de noviembre de 2026 y el 30 de noviembre de 2026');
    expect(plan!.text).toContain('http://localhost:3000/dashboard');
    expect(await mailsTo(await ownerEmailOf(notPicked))).toEqual([]);

    const again = await call('PUT', `/campaigns/${campaign.id}/paid`, admin.session);
    expect([again.statusCode, json<ErrorBody>(again).error.message]).toEqual([
      409,
      BACKOFFICE_MESSAGES.notPendingPayment,
    ]);
    const early = await createCampaignRecord(t.database.db, owner.id, { substatus: 'PENDING_ACCEPT' });
    expect((await call('PUT', `/campaigns/${early.id}/paid`, admin.session)).statusCode).toBe(409);
  });
});

describe('assigning the agent', () => {
  it('lets an admin assign any agent or none, never someone without the agent scope', async () => {
    const owner = await createUser(t.database.db);
    const campaign = await createCampaignRecord(t.database.db, owner.id, { agentId: otherAgent.id });
    const assign = (agentId: string | null, session = admin.session) =>
      call('PUT', `/campaigns/${campaign.id}/agent`, session, { agentId });

    const toAgent = await assign(agent.id);
    expect(toAgent.statusCode).toBe(200);
    // The agent hears about it, with the way to the campaign in the back office.
    const assigned = (await mailsTo(agent.email)).find((mail) => mail.template === 'campaign-agent-assigned');
    expect(assigned).toMatchObject({
      template: 'campaign-agent-assigned',
      subject: 'Gestionas la campaña «Lanzamiento de otoño» de Café Aroma',
    });
    expect(assigned!.text).toContain(`/backoffice/campaigns/${campaign.id}`);
    expect(json<{ data: BackofficeCampaign }>(toAgent).data).toMatchObject({
      agent: { id: agent.id, email: agent.email },
      campaign: { managedByAgent: true },
    });
    for (const notAnAgent of [owner.id, admin.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await assign(notAnAgent);
      expect([response.statusCode, json<ErrorBody>(response).error.fields], notAnAgent).toEqual([
        400,
        [{ path: 'agentId', message: BACKOFFICE_MESSAGES.notAnAgent }],
      ]);
    }
    expect(json<{ data: BackofficeCampaign }>(await assign(null)).data).toMatchObject({
      agent: null,
      campaign: { managedByAgent: false },
    });
    const [row] = await t.database.db
      .select({ agentId: campaigns.agentId })
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id));
    expect(row!.agentId).toBeNull();
  });

  it('lets an agent take an unassigned campaign for themself, and nothing else', async () => {
    const owner = await createUser(t.database.db);
    const unassigned = await createCampaignRecord(t.database.db, owner.id);
    const theirs = await createCampaignRecord(t.database.db, owner.id, { agentId: otherAgent.id });
    const assign = (id: string, agentId: string | null) =>
      call('PUT', `/campaigns/${id}/agent`, agent.session, { agentId });

    const forSomeoneElse = await assign(unassigned.id, otherAgent.id);
    expect([forSomeoneElse.statusCode, json<ErrorBody>(forSomeoneElse).error.message]).toEqual([
      403,
      BACKOFFICE_MESSAGES.agentTakesOnlyForThemself,
    ]);
    const taken = await assign(unassigned.id, agent.id);
    expect(taken.statusCode).toBe(200);
    expect(json<{ data: BackofficeCampaign }>(taken).data.agent?.id).toBe(agent.id);
    // Already theirs: taking it again changes nothing; dropping it is the admins' call.
    expect((await assign(unassigned.id, agent.id)).statusCode).toBe(200);
    expect((await assign(unassigned.id, null)).statusCode).toBe(403);

    const stolen = await assign(theirs.id, agent.id);
    expect([stolen.statusCode, json<ErrorBody>(stolen).error.message]).toEqual([403, PROPOSAL_MESSAGES.managedByOther]);
  });
});
