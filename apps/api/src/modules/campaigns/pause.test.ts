import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, PROPOSAL_MESSAGES, type Campaign } from '@patrocina/domain';
import { campaigns, campaignSuggestions } from '../../db/schema';
import { bearer, json, useTestApp, type ErrorBody, API, mailsTo as mailsToIn } from '../../../test/app';
import { createCampaignRecord, createSignedInUser, createUser, createTeamMember } from '../../../test/factories';

const t = useTestApp();

function send(method: 'PUT' | 'POST', url: string, session: string, payload: object = {}) {
  return t.app.inject({ method, url: `${API}${url}`, headers: bearer(session), payload });
}

/** The e-mails an address was sent (not the sign-up's verification). */
const mailsTo = (address: string) => mailsToIn(t.database, address);

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
    const agent = await createTeamMember(t.app, t.database, 'agent');
    const otherAgent = await createTeamMember(t.app, t.database, 'agent');
    const admin = await createTeamMember(t.app, t.database, 'admin');
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
