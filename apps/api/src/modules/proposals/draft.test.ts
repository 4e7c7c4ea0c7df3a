import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKOFFICE_MESSAGES, type BackofficeCampaign } from '@patrocina/domain';
import { campaignPodcasts, proposalLinks } from '../../db/schema';
import { json, type ErrorBody } from '../../../test/app';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createProposalEntry,
  createRepresentation,
  createSignedInUser,
  createUser,
} from '../../../test/factories';
import {
  t,
  NO_ACTIONS,
  NO_RATES,
  call,
  mailsTo,
  ownerEmailOf,
  agent,
  admin,
  proposable,
  offer,
  saveDraft,
  setUpTestApp,
} from './backoffice.test-support';

setUpTestApp();

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
