import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, CAMPAIGN_SUBSTATUSES, SUBSTATUS_TRANSITIONS } from '@patrocina/domain';

import { bearer, json, API, type ErrorBody } from '../../../test/app';
import {
  buildCampaignInput,
  createCampaignRecord,
  createPodcast,
  createSignedInUser,
  createUser,
} from '../../../test/factories';
import { transitionCampaign } from './life-cycle';
import { t, type CampaignBody, type ListBody, fieldMessages, setUpTestApp } from './campaign-calls.test-support';

setUpTestApp();

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
      const response = await t.call('GET', `/private/campaigns/${mine.id}`, session);
      expect(response.statusCode).toBe(404);
      const patch = await t.call('PATCH', `/private/campaigns/${mine.id}`, session, {
        what: buildCampaignInput().what,
      });
      expect(patch.statusCode).toBe(404);
      const remove = await t.call('DELETE', `/private/campaigns/${mine.id}`, session);
      expect(remove.statusCode).toBe(404);
    }
    expect((await t.call('GET', `/private/campaigns/${mine.id}`, advertiser.session)).statusCode).toBe(200);
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
      await t.call('GET', '/private/advertiser-or-manager-campaigns', agent.session),
    ).data;
    expect(agentList.campaigns.map((campaign) => [campaign.id, campaign.role])).toEqual([[managed.id, 'agent']]);
    // The agent's own list is only what they created.
    const agentOwn = json<ListBody>(await t.call('GET', '/private/campaigns', agent.session)).data;
    expect(agentOwn.campaigns).toEqual([]);
    expect((await t.call('GET', `/private/campaigns/${managed.id}`, agent.session)).statusCode).toBe(200);

    const byBrand = json<ListBody>(
      await t.call('GET', '/private/advertiser-or-manager-campaigns?brand=zapatillas%20nube', agency.session),
    ).data;
    expect(byBrand.campaigns).toHaveLength(2);
    expect(byBrand.counts).toEqual({ CONFIGURING: 1, IN_PROGRESS: 1, FINISHED: 0 });
    const finished = json<ListBody>(
      await t.call('GET', '/private/advertiser-or-manager-campaigns?status=FINISHED', agency.session),
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
      json<{ data: { pending: number } }>(await t.call('GET', '/private/campaigns/pending-actions/me', session)).data
        .pending;
    expect(await pending(advertiser.session)).toBe(2);
    expect(await pending(agent.session)).toBe(1);
    // The header reads the same count from the user call.
    const me = await t.call('GET', '/private/users/me', advertiser.session);
    expect(json<{ data: { campaignActionStats: { pending: number } } }>(me).data.campaignActionStats.pending).toBe(2);
  });
});

describe('changing a campaign', () => {
  it('lets the owner change the brief only while the proposal is being prepared', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const reviewing = await createCampaignRecord(t.database.db, advertiser.id);
    const published = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_RESPONSE' });
    const how = { ...buildCampaignInput().how, budget: 2_000 };
    const ok = await t.call('PATCH', `/private/campaigns/${reviewing.id}`, advertiser.session, { how });
    expect(ok.statusCode).toBe(200);
    expect(json<CampaignBody>(ok).data).toMatchObject({ how: { budget: 2_000 }, substatus: 'PENDING_REVIEW' });
    const refused = await t.call('PATCH', `/private/campaigns/${published.id}`, advertiser.session, { how });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error.message).toBe(CAMPAIGN_MESSAGES.notEditable);
    const empty = await t.call('PATCH', `/private/campaigns/${reviewing.id}`, advertiser.session, {});
    expect(empty.statusCode).toBe(400);
  });

  it('deletes only a campaign nothing has been published for', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const reviewing = await createCampaignRecord(t.database.db, advertiser.id);
    const published = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_ACCEPT' });
    const refused = await t.call('DELETE', `/private/campaigns/${published.id}`, advertiser.session);
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error.message).toBe(CAMPAIGN_MESSAGES.notDeletable);
    const ok = await t.call('DELETE', `/private/campaigns/${reviewing.id}`, advertiser.session);
    expect(ok.statusCode).toBe(200);
    expect((await t.call('GET', `/private/campaigns/${reviewing.id}`, advertiser.session)).statusCode).toBe(404);
  });

  it('pauses with a reason, asks to resume once, and refuses what does not apply with a Spanish message', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const running = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'IN_PROGRESS' });
    const finished = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'FINISHED' });
    const pause = (id: string, payload: object) =>
      t.call('PUT', `/private/campaigns/${id}/pause`, advertiser.session, payload);

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
