import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, CAMPAIGN_SUBSTATUSES, SUBSTATUS_TRANSITIONS } from '@patrocina/domain';
import { campaigns } from '../../db/schema';
import { bearer, createTestApp, expectNoSecrets, json, type TestApp } from '../../../test/app';
import {
  buildCampaignInput,
  createCampaignRecord,
  createFileRecord,
  createPodcast,
  createSignedInUser,
  createUser,
} from '../../../test/factories';
import { createProposalLink } from './proposal-links';
import { transitionCampaign } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };
type CampaignBody = {
  data: Record<string, unknown> & {
    id: string;
    slug: string;
    substatus: string;
    status: string;
    generalist: boolean;
    optimum: boolean;
  };
};
type ListBody = { data: { campaigns: { id: string; brand: string; role: string }[]; counts: Record<string, number> } };

const API = '/api/v1';

function create(token: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/private/campaigns`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

function fieldMessages(response: { json: () => unknown }): string[] {
  return ((response.json() as ErrorBody).error.fields ?? []).map((field) => field.message);
}

describe('creating a campaign', () => {
  it('creates it pending review, with the derived flags computed on the server', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const response = await create(
      advertiser.session,
      buildCampaignInput({ whom: { audiences: [] }, how: { brandingActions: [] } }),
    );
    expect(response.statusCode).toBe(201);
    const campaign = json<CampaignBody>(response).data;
    expect(campaign).toMatchObject({
      status: 'CONFIGURING',
      substatus: 'PENDING_REVIEW',
      role: 'owner',
      generalist: true,
      optimum: true,
      isDeletable: true,
      paused: false,
    });
    expect(campaign.how).toMatchObject({ budget: 1_500 });
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row).toMatchObject({ ownerId: advertiser.id, budgetCents: 150_000, agentId: null });
  });

  it('ignores flags the client sends by refusing them, and recomputes them on every save', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const input = buildCampaignInput();
    const withFlags = await create(advertiser.session, { ...input, generalist: true, optimum: true });
    expect(withFlags.statusCode).toBe(400);

    const created = json<CampaignBody>(await create(advertiser.session, input)).data;
    expect(created).toMatchObject({ generalist: false, optimum: false });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${API}/private/campaigns/${created.id}`,
      headers: bearer(advertiser.session),
      payload: { whom: { ...input.whom, audiences: [] } },
    });
    expect(patched.statusCode).toBe(200);
    expect(json<CampaignBody>(patched).data).toMatchObject({ generalist: true, optimum: false });
  });

  it.each([
    ['owner', { what: { ...buildCampaignInput().what, ownerId: '00000000-0000-4000-8000-000000000000' } }],
    ['status', { status: 'IN_PROGRESS' }],
    ['substatus', { substatus: 'FINISHED' }],
    ['agent', { agentId: '00000000-0000-4000-8000-000000000000' }],
    ['prices', { how: { ...buildCampaignInput().how, advertiserRate: 10 } }],
    ['commission', { commission: 0 }],
  ])('refuses a field a user must not set: %s', async (_name, extra) => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const response = await create(advertiser.session, { ...buildCampaignInput(), ...extra });
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.select().from(campaigns).where(eq(campaigns.ownerId, advertiser.id))).toHaveLength(0);
  });

  it('refuses a budget under 500 € and one with cents', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const low = await create(advertiser.session, buildCampaignInput({ how: { budget: 499 } }));
    expect(low.statusCode).toBe(400);
    expect(fieldMessages(low)).toContain(CAMPAIGN_MESSAGES.budgetMin);
    const cents = await create(advertiser.session, buildCampaignInput({ how: { budget: 500.5 } }));
    expect(fieldMessages(cents)).toContain(CAMPAIGN_MESSAGES.budgetWhole);
    expect((await create(advertiser.session, buildCampaignInput({ how: { budget: 500 } }))).statusCode).toBe(201);
  });

  it('takes up to five suggested podcasts from the catalogue and refuses six or an unknown one', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const shows = await Promise.all(Array.from({ length: 6 }, () => createPodcast(t.database.db)));
    const ids = shows.map((show) => show.id);
    const six = await create(advertiser.session, buildCampaignInput({ how: { podcastsSelected: ids } }));
    expect(six.statusCode).toBe(400);
    expect(fieldMessages(six)).toContain(CAMPAIGN_MESSAGES.tooManyPodcasts);

    const unknown = await create(
      advertiser.session,
      buildCampaignInput({ how: { podcastsSelected: ['00000000-0000-4000-8000-000000000000'] } }),
    );
    expect(unknown.statusCode).toBe(400);

    const five = await create(advertiser.session, buildCampaignInput({ how: { podcastsSelected: ids.slice(0, 5) } }));
    expect(five.statusCode).toBe(201);
    expect(json<CampaignBody>(five).data).toMatchObject({ optimum: false, how: { podcastsSelected: ids.slice(0, 5) } });
  });

  it('refuses a URL that is not http or https, also for the banner', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const bad = await create(advertiser.session, buildCampaignInput({ what: { url: 'javascript:alert(1)' } }));
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad)).toContain('Url no válida');
    const banner = await create(advertiser.session, buildCampaignInput({ how: { bannerUrl: 'cafearoma' } }));
    expect(fieldMessages(banner)).toContain('Url no válida');
  });

  it('asks for the spot when the coverage action is the spot, and takes the advertiser’s own spot', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const missing = await create(advertiser.session, buildCampaignInput({ how: { coverageAction: 'SPOT' } }));
    expect(missing.statusCode).toBe(400);
    expect(fieldMessages(missing)).toContain('Debes adjuntar la cuña');

    const spot = await createFileRecord(t.database.db, advertiser.id, 'spot');
    const banner = await createFileRecord(t.database.db, advertiser.id, 'banner');
    const briefing = await createFileRecord(t.database.db, advertiser.id, 'briefing');
    const ok = await create(
      advertiser.session,
      buildCampaignInput({
        what: { briefing: '', briefingFileId: briefing.id },
        how: {
          coverageAction: 'SPOT',
          spotFileId: spot.id,
          bannerFileId: banner.id,
          bannerUrl: 'https://cafearoma.es/otono',
        },
      }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('asks for a briefing text or document, and for both dates of a range in order', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    expect(fieldMessages(await create(advertiser.session, buildCampaignInput({ what: { briefing: '' } })))).toContain(
      CAMPAIGN_MESSAGES.briefingRequired,
    );
    expect(
      fieldMessages(await create(advertiser.session, buildCampaignInput({ how: { approximateDate: 'DATE_RANGE' } }))),
    ).toContain(CAMPAIGN_MESSAGES.datesRequired);
    expect(
      fieldMessages(
        await create(
          advertiser.session,
          buildCampaignInput({ how: { approximateDate: 'DATE_RANGE', fromDate: '2027-03-10', toDate: '2027-03-01' } }),
        ),
      ),
    ).toContain(CAMPAIGN_MESSAGES.endBeforeStart);
  });

  it('refuses someone else’s file, and a file of the wrong kind', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const stranger = await createUser(t.database.db);
    const theirs = await createFileRecord(t.database.db, stranger.id, 'spot');
    const foreign = await create(
      advertiser.session,
      buildCampaignInput({ how: { coverageAction: 'SPOT', spotFileId: theirs.id } }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(json<ErrorBody>(foreign).error.fields?.[0]?.path).toBe('how.spotFileId');

    const image = await createFileRecord(t.database.db, advertiser.id, 'podcast-header');
    const wrongKind = await create(advertiser.session, buildCampaignInput({ how: { bannerFileId: image.id } }));
    expect(wrongKind.statusCode).toBe(400);
  });

  it('answers the same campaign to a second submit with the same Idempotency-Key, and makes two without one', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const headers = { 'idempotency-key': 'wizard-0f3c9a2b-submit' };
    const first = await create(advertiser.session, buildCampaignInput(), headers);
    const second = await create(advertiser.session, buildCampaignInput(), headers);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(json<CampaignBody>(second).data.id).toBe(json<CampaignBody>(first).data.id);

    // Another user's identical key is theirs alone.
    const other = await createSignedInUser(t.app, t.database);
    expect((await create(other.session, buildCampaignInput(), headers)).statusCode).toBe(201);

    await create(advertiser.session, buildCampaignInput());
    await create(advertiser.session, buildCampaignInput());
    expect(await t.database.db.select().from(campaigns).where(eq(campaigns.ownerId, advertiser.id))).toHaveLength(3);

    expect((await create(advertiser.session, buildCampaignInput(), { 'idempotency-key': 'no' })).statusCode).toBe(400);
  });
});

describe('who sees which campaigns', () => {
  it('lists exactly the viewer’s campaigns; another advertiser, a podcaster and a visitor get none of them', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const other = await createSignedInUser(t.app, t.database);
    const podcaster = await createSignedInUser(t.app, t.database);
    await createPodcast(t.database.db, { ownerId: podcaster.id });
    const mine = await createCampaignRecord(t.database.db, advertiser.id);
    const theirs = await createCampaignRecord(t.database.db, other.id);

    for (const url of [`${API}/private/campaigns`, `${API}/private/advertiser-or-manager-campaigns`]) {
      const own = json<ListBody>(await t.app.inject({ method: 'GET', url, headers: bearer(advertiser.session) })).data;
      expect(own.campaigns.map((campaign) => campaign.id)).toEqual([mine.id]);
      const others = json<ListBody>(await t.app.inject({ method: 'GET', url, headers: bearer(other.session) })).data;
      expect(others.campaigns.map((campaign) => campaign.id)).toEqual([theirs.id]);
      const none = json<ListBody>(await t.app.inject({ method: 'GET', url, headers: bearer(podcaster.session) })).data;
      expect(none).toEqual({ campaigns: [], counts: { CONFIGURING: 0, IN_PROGRESS: 0, FINISHED: 0 } });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }

    for (const session of [other.session, podcaster.session]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API}/private/campaigns/${mine.id}`,
        headers: bearer(session),
      });
      expect(response.statusCode).toBe(404);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `${API}/private/campaigns/${mine.id}`,
        headers: bearer(session),
        payload: { what: buildCampaignInput().what },
      });
      expect(patch.statusCode).toBe(404);
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `${API}/private/campaigns/${mine.id}`,
        headers: bearer(session),
      });
      expect(remove.statusCode).toBe(404);
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${API}/private/campaigns/${mine.id}`,
          headers: bearer(advertiser.session),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('shows the agent the campaigns they manage, filtered by tab and brand, with the counts of each tab', async () => {
    const agency = await createSignedInUser(t.app, t.database);
    const agent = await createSignedInUser(t.app, t.database);
    const managed = await createCampaignRecord(t.database.db, agency.id, {
      agentId: agent.id,
      brand: 'Zapatillas Nube',
    });
    await createCampaignRecord(t.database.db, agency.id, { brand: 'Zapatillas Nube', substatus: 'IN_PROGRESS' });
    await createCampaignRecord(t.database.db, agency.id, { brand: 'Banco Faro', substatus: 'FINISHED' });

    const agentList = json<ListBody>(
      await t.app.inject({
        method: 'GET',
        url: `${API}/private/advertiser-or-manager-campaigns`,
        headers: bearer(agent.session),
      }),
    ).data;
    expect(agentList.campaigns.map((campaign) => [campaign.id, campaign.role])).toEqual([[managed.id, 'agent']]);
    // The agent's own list is only what they created.
    const agentOwn = json<ListBody>(
      await t.app.inject({ method: 'GET', url: `${API}/private/campaigns`, headers: bearer(agent.session) }),
    ).data;
    expect(agentOwn.campaigns).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${API}/private/campaigns/${managed.id}`,
          headers: bearer(agent.session),
        })
      ).statusCode,
    ).toBe(200);

    const byBrand = json<ListBody>(
      await t.app.inject({
        method: 'GET',
        url: `${API}/private/advertiser-or-manager-campaigns?brand=zapatillas%20nube`,
        headers: bearer(agency.session),
      }),
    ).data;
    expect(byBrand.campaigns).toHaveLength(2);
    expect(byBrand.counts).toEqual({ CONFIGURING: 1, IN_PROGRESS: 1, FINISHED: 0 });
    const finished = json<ListBody>(
      await t.app.inject({
        method: 'GET',
        url: `${API}/private/advertiser-or-manager-campaigns?status=FINISHED`,
        headers: bearer(agency.session),
      }),
    ).data;
    expect(finished.campaigns.map((campaign) => campaign.brand)).toEqual(['Banco Faro']);
    expect(finished.counts).toEqual({ CONFIGURING: 1, IN_PROGRESS: 1, FINISHED: 1 });
  });

  it('counts the campaigns waiting for the viewer', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const agent = await createSignedInUser(t.app, t.database);
    await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_ACCEPT' });
    await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_PAYMENT' });
    await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_REVIEW', agentId: agent.id });
    await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'IN_PROGRESS' });
    const pending = async (session: string) =>
      json<{ data: { pending: number } }>(
        await t.app.inject({
          method: 'GET',
          url: `${API}/private/campaigns/pending-actions/me`,
          headers: bearer(session),
        }),
      ).data.pending;
    expect(await pending(advertiser.session)).toBe(2);
    expect(await pending(agent.session)).toBe(1);
    // The header reads the same count from the user call.
    const me = await t.app.inject({
      method: 'GET',
      url: `${API}/private/users/me`,
      headers: bearer(advertiser.session),
    });
    expect(json<{ data: { campaignActionStats: { pending: number } } }>(me).data.campaignActionStats.pending).toBe(2);
  });
});

describe('changing a campaign', () => {
  it('lets the owner change the brief only while the proposal is being prepared', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const reviewing = await createCampaignRecord(t.database.db, advertiser.id);
    const published = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_RESPONSE' });
    const how = { ...buildCampaignInput().how, budget: 2_000 };
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `${API}/private/campaigns/${reviewing.id}`,
      headers: bearer(advertiser.session),
      payload: { how },
    });
    expect(ok.statusCode).toBe(200);
    expect(json<CampaignBody>(ok).data).toMatchObject({ how: { budget: 2_000 }, substatus: 'PENDING_REVIEW' });
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `${API}/private/campaigns/${published.id}`,
      headers: bearer(advertiser.session),
      payload: { how },
    });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error.message).toBe(CAMPAIGN_MESSAGES.notEditable);
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `${API}/private/campaigns/${reviewing.id}`,
      headers: bearer(advertiser.session),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('deletes only a campaign nothing has been published for', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const reviewing = await createCampaignRecord(t.database.db, advertiser.id);
    const published = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_ACCEPT' });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `${API}/private/campaigns/${published.id}`,
      headers: bearer(advertiser.session),
    });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error.message).toBe(CAMPAIGN_MESSAGES.notDeletable);
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `${API}/private/campaigns/${reviewing.id}`,
      headers: bearer(advertiser.session),
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${API}/private/campaigns/${reviewing.id}`,
          headers: bearer(advertiser.session),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('pauses with a reason, asks to resume once, and refuses what does not apply with a Spanish message', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const running = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'IN_PROGRESS' });
    const finished = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'FINISHED' });
    const pause = (id: string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `${API}/private/campaigns/${id}/pause`,
        headers: bearer(advertiser.session),
        payload,
      });

    expect(fieldMessages(await pause(running.id, { paused: true, reason: 'corto' }))).toContain(
      CAMPAIGN_MESSAGES.reasonRequired,
    );
    const resumeFirst = await pause(running.id, { paused: false });
    expect([resumeFirst.statusCode, json<ErrorBody>(resumeFirst).error.message]).toEqual([
      409,
      CAMPAIGN_MESSAGES.notPaused,
    ]);

    const paused = await pause(running.id, { paused: true, reason: 'Cambiamos el producto del anuncio' });
    expect(paused.statusCode).toBe(200);
    expect(json<CampaignBody>(paused).data).toMatchObject({
      paused: true,
      pauseReason: 'Cambiamos el producto del anuncio',
      unpauseRequestedAt: null,
      substatus: 'IN_PROGRESS',
    });
    expect(
      json<ErrorBody>(await pause(running.id, { paused: true, reason: 'Otra vez por lo mismo' })).error.message,
    ).toBe(CAMPAIGN_MESSAGES.alreadyPaused);

    const resume = await pause(running.id, { paused: false });
    expect(json<CampaignBody>(resume).data).toMatchObject({ paused: true });
    expect(json<CampaignBody>(resume).data.unpauseRequestedAt).not.toBeNull();
    expect(json<ErrorBody>(await pause(running.id, { paused: false })).error.message).toBe(
      CAMPAIGN_MESSAGES.unpauseRequested,
    );

    const refused = await pause(finished.id, { paused: true, reason: 'Ya no lo necesitamos' });
    expect([refused.statusCode, json<ErrorBody>(refused).error.message]).toEqual([
      409,
      CAMPAIGN_MESSAGES.finishedCannotPause,
    ]);
  });

  it('moves between substatuses only as the table allows, keeping the status in step', async () => {
    const owner = await createUser(t.database.db);
    for (const from of CAMPAIGN_SUBSTATUSES) {
      for (const to of CAMPAIGN_SUBSTATUSES) {
        const campaign = await createCampaignRecord(t.database.db, owner.id, { substatus: from });
        const allowed = SUBSTATUS_TRANSITIONS[from].includes(to);
        if (allowed) {
          const moved = await transitionCampaign(t.database.db, campaign.id, to);
          expect(moved.substatus).toBe(to);
          expect(moved.status).toBe(
            to === 'IN_PROGRESS' ? 'IN_PROGRESS' : to === 'FINISHED' ? 'FINISHED' : 'CONFIGURING',
          );
        } else {
          await expect(transitionCampaign(t.database.db, campaign.id, to)).rejects.toMatchObject({
            statusCode: 409,
            message: CAMPAIGN_MESSAGES.forbiddenTransition,
          });
        }
      }
    }
  });
});

describe('the public view', () => {
  it('shows the brief by slug and by token and leaks nothing private', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const spot = await createFileRecord(t.database.db, advertiser.id, 'spot');
    const created = json<CampaignBody>(
      await create(
        advertiser.session,
        buildCampaignInput({ how: { coverageAction: 'SPOT', spotFileId: spot.id, budget: 12_345 } }),
      ),
    ).data;
    const link = await createProposalLink(t.database.db, created.id, null);
    for (const url of [
      `${API}/public/campaign/${created.slug}`,
      `${API}/public/campaign/by-token/${encodeURIComponent(link)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const view = json<{ data: Record<string, unknown> }>(response).data;
      expect(view).toMatchObject({ slug: created.slug, brand: 'Café Aroma', substatus: 'PENDING_REVIEW' });
      if (url.includes('by-token'))
        expect(response.headers).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
      expect(Object.keys(view).sort()).toEqual(
        [
          'ages',
          'approximateDate',
          'audiences',
          'brand',
          'brandingActions',
          'briefing',
          'country',
          'coverageAction',
          'fromDate',
          'gender',
          'name',
          'provinces',
          'slug',
          'status',
          'substatus',
          'toDate',
          'url',
        ].sort(),
      );
      expectNoSecrets(response.body, [12_345, 1_234_500, spot.id, advertiser.id, advertiser.email, link, created.id]);
    }
    expect((await t.app.inject({ method: 'GET', url: `${API}/public/campaign/no-existe` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/public/campaign/by-token/${created.slug}` })).statusCode,
    ).toBe(404);
  });
});
