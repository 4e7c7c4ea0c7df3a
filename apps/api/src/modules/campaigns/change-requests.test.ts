import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHANGE_REQUEST_MESSAGES, type CampaignSuggestion } from '@patrocina/domain';
import { campaignSuggestions } from '../../db/schema';
import { json, mailsTo, useTestApp, type ErrorBody } from '../../../test/app';
import { createCampaignRecord, createSignedInUser, createTeamMember } from '../../../test/factories';

const t = useTestApp();

/** An advertiser's campaign under review, managed by an agent, with one «Sugerir un cambio» sent. */
async function campaignWithRequest(text = 'Preferimos podcasts de cocina') {
  const advertiser = await createSignedInUser(t.app, t.database);
  const agent = await createTeamMember(t.app, t.database, 'agent');
  const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
    substatus: 'PENDING_ACCEPT',
    agentId: agent.id,
  });
  const sent = await t.call('POST', `/private/campaigns/${campaign.id}/suggestion`, advertiser.session, {
    suggestion: text,
  });
  expect(sent.statusCode).toBe(201);
  return { advertiser, agent, campaign, request: json<{ data: CampaignSuggestion }>(sent).data };
}

const listOf = async (campaignId: string, session: string) => {
  const response = await t.call('GET', `/private/campaigns/${campaignId}/change-requests`, session);
  expect(response.statusCode).toBe(200);
  return json<{ data: CampaignSuggestion[] }>(response).data;
};

const markHandled = (campaignId: string, requestId: string, session: string) =>
  t.call('POST', `/private/backoffice/campaigns/${campaignId}/change-requests/${requestId}/handled`, session);

describe('«Sugerir un cambio» on the campaign', () => {
  it('is stored, still e-mailed, listed newest first for the advertiser and the team, and waits until handled', async () => {
    const { advertiser, agent, campaign, request } = await campaignWithRequest();
    expect(request).toMatchObject({ suggestion: 'Preferimos podcasts de cocina', handledAt: null });
    expect((await mailsTo(t.database, agent.email)).map((mail) => mail.template)).toEqual(['campaign-suggestion']);
    const second = await t.call('POST', `/private/campaigns/${campaign.id}/suggestion`, advertiser.session, {
      suggestion: 'Y que empiece en abril, por favor',
    });
    expect(second.statusCode).toBe(201);

    const forAdvertiser = await listOf(campaign.id, advertiser.session);
    expect(forAdvertiser.map((item) => [item.suggestion, item.handledAt])).toEqual([
      ['Y que empiece en abril, por favor', null],
      ['Preferimos podcasts de cocina', null],
    ]);
    expect(await listOf(campaign.id, agent.session)).toEqual(forAdvertiser);
    const admin = await createTeamMember(t.app, t.database, 'admin');
    expect(await listOf(campaign.id, admin.session)).toEqual(forAdvertiser);
  });

  it('is marked handled by the team once: a second mark changes nothing', async () => {
    const { advertiser, agent, campaign, request } = await campaignWithRequest();
    const first = await markHandled(campaign.id, request.id, agent.session);
    expect(first.statusCode).toBe(200);
    const handled = json<{ data: CampaignSuggestion }>(first).data;
    expect(handled.id).toBe(request.id);
    expect(Date.parse(handled.handledAt!)).not.toBeNaN();

    const admin = await createTeamMember(t.app, t.database, 'admin');
    const again = await markHandled(campaign.id, request.id, admin.session);
    expect(again.statusCode).toBe(200);
    expect(json<{ data: CampaignSuggestion }>(again).data).toEqual(handled);
    const [row] = await t.database.db.select().from(campaignSuggestions).where(eq(campaignSuggestions.id, request.id));
    expect(row!.handledBy).toBe(agent.id);

    expect((await listOf(campaign.id, advertiser.session))[0]!.handledAt).toBe(handled.handledAt);
  });

  it('is refused to the advertiser and other users, and to another agent’s campaign', async () => {
    const { advertiser, campaign, request } = await campaignWithRequest();
    const stranger = await createSignedInUser(t.app, t.database);
    const otherAgent = await createTeamMember(t.app, t.database, 'agent');

    expect((await markHandled(campaign.id, request.id, advertiser.session)).statusCode).toBe(403);
    expect((await markHandled(campaign.id, request.id, stranger.session)).statusCode).toBe(403);
    const byOtherAgent = await markHandled(campaign.id, request.id, otherAgent.session);
    expect(byOtherAgent.statusCode).toBe(403);
    expect(
      (await t.call('GET', `/private/campaigns/${campaign.id}/change-requests`, stranger.session)).statusCode,
    ).toBe(404);
    expect((await listOf(campaign.id, advertiser.session))[0]!.handledAt).toBeNull();
  });

  it('is not found through another campaign’s id', async () => {
    const one = await campaignWithRequest();
    const other = await campaignWithRequest('Otra campaña, otra sugerencia');
    const admin = await createTeamMember(t.app, t.database, 'admin');

    const crossed = await markHandled(other.campaign.id, one.request.id, admin.session);
    expect(crossed.statusCode).toBe(404);
    expect(json<ErrorBody>(crossed).error.message).toBe(CHANGE_REQUEST_MESSAGES.notFound);
    expect((await markHandled(one.campaign.id, 'no-es-un-id', admin.session)).statusCode).toBe(400);
    expect((await listOf(one.campaign.id, one.advertiser.session))[0]!.handledAt).toBeNull();
  });
});
