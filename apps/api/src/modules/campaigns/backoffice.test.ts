import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BACKOFFICE_MESSAGES,
  PROPOSAL_MESSAGES,
  type BackofficeCampaign,
  type BackofficeQueue,
} from '@patrocina/domain';
import { campaigns } from '../../db/schema';
import { clockAt, json, useTestApp, type ErrorBody, mailsTo as mailsToIn } from '../../../test/app';
import {
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  createUser,
  createTeamMember,
  type SignedIn,
} from '../../../test/factories';

// The payment fixes the campaign's days from the brief's range: before it ends.
const t = useTestApp({ clock: clockAt('2026-11-10') });

/** A call to the back office: `url` below /private/backoffice. */
function call(method: 'GET' | 'PUT' | 'POST', url: string, session: string, payload?: object) {
  return t.call(method, `/private/backoffice${url}`, session, payload);
}

/** The e-mails an address was sent (not the sign-up's verification). */
const mailsTo = (address: string) => mailsToIn(t.database, address);

let agent: SignedIn;
let otherAgent: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  agent = await createTeamMember(t.app, t.database, 'agent');
  otherAgent = await createTeamMember(t.app, t.database, 'agent');
  admin = await createTeamMember(t.app, t.database, 'admin');
});

/** Sends each call as `session` and expects the same 403 with `message` for every one. */
async function expectEachRefused(
  session: string,
  message: string,
  calls: readonly (readonly ['GET' | 'PUT' | 'POST', string, object | undefined])[],
) {
  for (const [method, url, payload] of calls) {
    const response = await call(method, url, session, payload);
    expect([response.statusCode, json<ErrorBody>(response).error.message], `${method} ${url}`).toEqual([403, message]);
  }
}

describe('the back office is the team’s', () => {
  it('refuses anyone else with the same 403, whatever they send', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const campaign = await createCampaignRecord(t.database.db, advertiser.id);
    await expectEachRefused(advertiser.session, PROPOSAL_MESSAGES.teamOnly, [
      ['GET', '/campaigns', undefined],
      ['GET', `/campaigns/${campaign.id}`, undefined],
      ['PUT', `/campaigns/${campaign.id}/proposal`, { nonsense: true }],
      ['POST', `/campaigns/${campaign.id}/publish`, undefined],
      ['PUT', `/campaigns/${campaign.id}/agent`, { agentId: advertiser.id }],
      ['PUT', `/campaigns/${campaign.id}/paid`, undefined],
    ]);
  });

  it('keeps an agent to the campaigns they manage and the unassigned ones', async () => {
    const owner = await createUser(t.database.db);
    const theirs = await createCampaignRecord(t.database.db, owner.id, { agentId: otherAgent.id });
    await expectEachRefused(agent.session, PROPOSAL_MESSAGES.managedByOther, [
      ['GET', `/campaigns/${theirs.id}`, undefined],
      ['PUT', `/campaigns/${theirs.id}/proposal`, { podcasts: [], preroll: null }],
      ['POST', `/campaigns/${theirs.id}/publish`, undefined],
    ]);
    expect((await call('GET', `/campaigns/${theirs.id}`, admin.session)).statusCode).toBe(200);
    expect((await call('GET', '/campaigns/00000000-0000-4000-8000-000000000000', admin.session)).statusCode).toBe(404);
  });
});

describe('the queue', () => {
  it('lists campaigns pending review first, oldest first, with owner, agent, budget and answers (a lapsed offer is no answer); agents see theirs and the unassigned', async () => {
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
    // Two offers lapsed before an answer, and one lapsed after its podcast had answered: only that one is an answer.
    for (const answeredAt of [null, null, new Date()]) {
      await createProposalEntry(t.database.db, answering.id, (await createPodcast(t.database.db)).id, {
        status: 'EXPIRED',
        answeredAt,
      });
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
      answers: { proposed: 8, unanswered: 1, accepted: 2, contact: 1, declined: 1, expired: 2 },
    });
    expect(byAdmin[0]).toMatchObject({
      agent: null,
      answers: { proposed: 0, unanswered: 0, accepted: 0, contact: 0, declined: 0, expired: 0 },
    });

    expect((await queue(agent.session)).map((row) => row.id)).toEqual([older.id, newer.id, answering.id]);
    expect((await queue(admin.session, '?substatus=PENDING_ACCEPT')).map((row) => row.id)).toEqual([answering.id]);
    expect((await call('GET', '/campaigns?substatus=NADA', admin.session)).statusCode).toBe(400);
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
