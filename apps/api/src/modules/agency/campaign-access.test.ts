import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  AGENCY_TEAM_MESSAGES,
  BILLING_PROFILE_MESSAGES,
  invoicePdfPath,
  type Campaign,
  type CampaignInvoices,
  type CampaignList,
} from '@patrocina/domain';
import { campaigns } from '../../db/schema';
import { json, useTestApp, type ErrorBody } from '../../../test/app';
import {
  buildCampaignInput,
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  setScope,
  withBillingProfile,
} from '../../../test/factories';
import { createAgency, joinAgency } from './agency.test-support';

const t = useTestApp();

const listed = async (session: string) =>
  json<{ data: CampaignList }>(await t.call('GET', '/private/campaigns', session)).data.campaigns.map((row) => row.id);

const canChangeListed = async (session: string) =>
  json<{ data: CampaignList }>(await t.call('GET', '/private/campaigns', session)).data.campaigns.map(
    (row) => row.canChange,
  );

function expectViewerRefusal(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(403);
  expect(json<ErrorBody>(response).error.message).toBe(AGENCY_TEAM_MESSAGES.viewerCannotChange);
}

describe('the agency’s campaigns for its colleagues', () => {
  it('lets a viewer list and read them, report included, and refuses every change with a message', async () => {
    const agency = await createAgency(t);
    const viewer = await joinAgency(t, agency, 'viewer');
    const campaign = await createCampaignRecord(t.database.db, agency.id, { substatus: 'PENDING_ACCEPT' });

    expect(await listed(viewer.session)).toEqual([campaign.id]);
    expect(await canChangeListed(viewer.session)).toEqual([false]);
    expect(await canChangeListed(agency.session)).toEqual([true]);
    const detail = await t.call('GET', `/private/campaigns/${campaign.id}`, viewer.session);
    expect(detail.statusCode).toBe(200);
    expect(json<{ data: Campaign }>(detail).data).toMatchObject({ role: 'owner', canChange: false });
    const own = await t.call('GET', `/private/campaigns/${campaign.id}`, agency.session);
    expect(json<{ data: Campaign }>(own).data.canChange).toBe(true);
    expect((await t.call('GET', `/private/campaigns/${campaign.id}/report`, viewer.session)).statusCode).toBe(200);

    expectViewerRefusal(
      await t.call('PATCH', `/private/campaigns/${campaign.id}`, viewer.session, { what: buildCampaignInput().what }),
    );
    expectViewerRefusal(await t.call('DELETE', `/private/campaigns/${campaign.id}`, viewer.session));
    expectViewerRefusal(
      await t.call('PUT', `/private/campaigns/${campaign.id}/purchase`, viewer.session, { podcastIds: [campaign.id] }),
    );
    expectViewerRefusal(await t.call('POST', '/private/campaigns', viewer.session, buildCampaignInput()));
    expect(await listed(agency.session)).toEqual([campaign.id]);
  });

  it('gives a viewer who is also an agent the same canChange in the list as in the detail', async () => {
    const agency = await createAgency(t);
    const agent = await joinAgency(t, agency, 'viewer');
    await setScope(t.database.db, agent.id, 'agent');
    const assigned = await createCampaignRecord(t.database.db, agency.id, { agentId: agent.id });
    const unassigned = await createCampaignRecord(t.database.db, agency.id);

    const list = json<{ data: CampaignList }>(await t.call('GET', '/private/campaigns', agent.session)).data.campaigns;
    for (const id of [assigned.id, unassigned.id]) {
      const detail = json<{ data: Campaign }>(await t.call('GET', `/private/campaigns/${id}`, agent.session)).data;
      expect(detail.canChange).toBe(true);
      expect(list.find((row) => row.id === id)?.canChange).toBe(detail.canChange);
    }
  });

  it('lets a manager brief a campaign for the agency, change it and buy it as the owner does', async () => {
    const agency = await withBillingProfile(t.database.db, await createAgency(t));
    const manager = await joinAgency(t, agency, 'manager');

    const created = await t.call('POST', '/private/campaigns', manager.session, buildCampaignInput());
    expect(created.statusCode).toBe(201);
    const id = json<{ data: Campaign }>(created).data.id;
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row?.ownerId).toBe(agency.id);
    expect(await listed(agency.session)).toContain(id);
    expect(await listed(manager.session)).toContain(id);
    expect(await canChangeListed(manager.session)).toEqual([true]);
    const detail = await t.call('GET', `/private/campaigns/${id}`, manager.session);
    expect(json<{ data: Campaign }>(detail).data.canChange).toBe(true);
    const brief = buildCampaignInput({ what: { name: 'Campaña de invierno' } }).what;
    expect((await t.call('PATCH', `/private/campaigns/${id}`, manager.session, { what: brief })).statusCode).toBe(200);

    const ready = await createCampaignRecord(t.database.db, agency.id, { substatus: 'PENDING_ACCEPT' });
    const podcast = await createPodcast(t.database.db);
    await createProposalEntry(t.database.db, ready.id, podcast.id, { status: 'ACCEPTED', statusReason: 'ACCEPT' });
    const bought = await t.call('PUT', `/private/campaigns/${ready.id}/purchase`, manager.session, {
      podcastIds: [podcast.id],
    });
    expect(bought.statusCode).toBe(200);
    expect(json<{ data: Campaign }>(bought).data.substatus).toBe('PENDING_PAYMENT');

    // The invoice is the agency's: its colleague downloads it; a stranger finds nothing.
    const listing = await t.call('GET', `/private/campaigns/${ready.id}/invoices`, manager.session);
    const [invoice] = json<{ data: CampaignInvoices }>(listing).data.invoices;
    expect(invoice?.downloadUrl).toBe(`/api/v1${invoicePdfPath(invoice!.id)}`);
    const pdf = await t.call('GET', invoicePdfPath(invoice!.id), manager.session);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const stranger = await createSignedInUser(t.app, t.database);
    expect((await t.call('GET', invoicePdfPath(invoice!.id), stranger.session)).statusCode).toBe(404);
  });

  it('tells a colleague to ask the agency’s owner for its datos de facturación, and the owner to fill them in', async () => {
    const agency = await createAgency(t);
    const manager = await joinAgency(t, agency, 'manager');
    const ready = await createCampaignRecord(t.database.db, agency.id, { substatus: 'PENDING_ACCEPT' });
    const podcast = await createPodcast(t.database.db);
    await createProposalEntry(t.database.db, ready.id, podcast.id, { status: 'ACCEPTED', statusReason: 'ACCEPT' });
    const buy = (session: string) =>
      t.call('PUT', `/private/campaigns/${ready.id}/purchase`, session, { podcastIds: [podcast.id] });

    const byColleague = await buy(manager.session);
    expect([byColleague.statusCode, json<ErrorBody>(byColleague).error.message]).toEqual([
      409,
      AGENCY_TEAM_MESSAGES.agencyBillingNeeded,
    ]);
    const byOwner = await buy(agency.session);
    expect([byOwner.statusCode, json<ErrorBody>(byOwner).error.message]).toEqual([
      409,
      BILLING_PROFILE_MESSAGES.needed,
    ]);

    await withBillingProfile(t.database.db, agency);
    expect((await buy(manager.session)).statusCode).toBe(200);
  });

  it('takes access away at once when the colleague is removed', async () => {
    const agency = await createAgency(t);
    const manager = await joinAgency(t, agency, 'manager');
    const campaign = await createCampaignRecord(t.database.db, agency.id);
    expect((await t.call('GET', `/private/campaigns/${campaign.id}`, manager.session)).statusCode).toBe(200);
    expect(await listed(manager.session)).toEqual([campaign.id]);

    expect((await t.call('DELETE', `/private/agency/members/${manager.id}`, agency.session)).statusCode).toBe(200);

    expect((await t.call('GET', `/private/campaigns/${campaign.id}`, manager.session)).statusCode).toBe(404);
    expect(await listed(manager.session)).toEqual([]);
    const edit = await t.call('PATCH', `/private/campaigns/${campaign.id}`, manager.session, {
      what: buildCampaignInput().what,
    });
    expect(edit.statusCode).toBe(404);
    const own = await t.call('POST', '/private/campaigns', manager.session, buildCampaignInput());
    expect(json<{ data: Campaign }>(own).data.id).not.toBe(campaign.id);
    const [mine] = await t.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, json<{ data: Campaign }>(own).data.id));
    expect(mine?.ownerId).toBe(manager.id);
  });

  it('shows nothing of the agency’s campaigns to strangers or another agency’s colleagues', async () => {
    const agency = await createAgency(t);
    const other = await createAgency(t);
    const outsider = await joinAgency(t, other, 'manager');
    const stranger = await createSignedInUser(t.app, t.database);
    const campaign = await createCampaignRecord(t.database.db, agency.id);
    for (const session of [outsider.session, stranger.session]) {
      expect(await listed(session)).toEqual([]);
      expect((await t.call('GET', `/private/campaigns/${campaign.id}`, session)).statusCode).toBe(404);
      expect((await t.call('DELETE', `/private/campaigns/${campaign.id}`, session)).statusCode).toBe(404);
    }
  });
});
