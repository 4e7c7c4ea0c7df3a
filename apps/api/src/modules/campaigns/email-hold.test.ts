import { beforeAll, describe, expect, it } from 'vitest';
import type { BackofficeQueue } from '@patrocina/domain';
import { buildSignup, json, type ErrorBody, tokenMailedTo } from '../../../test/app';
import { buildCampaignInput, createSignedInUser, createTeamMember, type SignedIn } from '../../../test/factories';
import { t, type ListBody, create, setUpTestApp } from './campaign-calls.test-support';

// Issue 18: an account whose e-mail is not confirmed may create a campaign; it waits, out of the
// team's sight, until the address is confirmed (docs/decisions/0019).
setUpTestApp();

type Held = { data: { id: string; awaitingEmailConfirmation: boolean } };
type HeldList = ListBody & { data: { campaigns: { id: string; awaitingEmailConfirmation: boolean }[] } };

/** Signs up without opening the e-mailed link and logs in with the password: an unconfirmed account. */
async function unconfirmedAccount() {
  const body = buildSignup();
  expect((await t.call('POST', '/authentication/signup', undefined, body)).statusCode).toBe(201);
  const login = await t.call('POST', '/authentication/login', undefined, {
    email: body.email,
    password: body.password,
  });
  expect(login.statusCode).toBe(200);
  const verifyToken = await tokenMailedTo(t.database, body.email, '/login/verify');
  return { ...body, session: json<{ data: { token: string } }>(login).data.token, verifyToken };
}

const detail = (session: string, id: string) => t.call('GET', `/private/campaigns/${id}`, session);
const queue = async (session: string) =>
  json<{ data: BackofficeQueue }>(await t.call('GET', '/private/backoffice/campaigns', session)).data.campaigns.map(
    (row) => row.id,
  );

let admin: SignedIn;
let agent: SignedIn;
beforeAll(async () => {
  admin = await createTeamMember(t.app, t.database, 'admin');
  agent = await createTeamMember(t.app, t.database, 'agent');
});

describe('the unconfirmed e-mail hold', () => {
  it('creates the campaign held, shown so to its owner in the detail and the list', async () => {
    const owner = await unconfirmedAccount();
    const created = await create(owner.session, buildCampaignInput());
    expect(created.statusCode).toBe(201);
    const campaign = json<Held>(created).data;
    expect(campaign.awaitingEmailConfirmation).toBe(true);
    expect(json<Held>(await detail(owner.session, campaign.id)).data.awaitingEmailConfirmation).toBe(true);
    const list = json<HeldList>(await t.call('GET', '/private/campaigns', owner.session)).data.campaigns;
    expect(list).toEqual([expect.objectContaining({ id: campaign.id, awaitingEmailConfirmation: true })]);
  });

  it('does not hold a confirmed account’s campaign', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const campaign = json<Held>(await create(owner.session, buildCampaignInput())).data;
    expect(campaign.awaitingEmailConfirmation).toBe(false);
    expect(await queue(admin.session)).toContain(campaign.id);
  });

  it('keeps a held campaign out of the queue, the back-office page, the engine and the agent’s hands', async () => {
    const owner = await unconfirmedAccount();
    const campaign = json<Held>(await create(owner.session, buildCampaignInput())).data;
    expect(await queue(admin.session)).not.toContain(campaign.id);
    expect(await queue(agent.session)).not.toContain(campaign.id);
    for (const [method, url, payload] of [
      ['GET', `/private/backoffice/campaigns/${campaign.id}`, undefined],
      ['POST', `/private/backoffice/campaigns/${campaign.id}/proposal/run`, undefined],
      ['PUT', `/private/backoffice/campaigns/${campaign.id}/agent`, { agentId: agent.id }],
      ['GET', `/private/campaigns/${campaign.id}`, undefined],
    ] as const) {
      for (const member of [admin, agent]) {
        const response = await t.call(method, url, member.session, payload);
        expect([response.statusCode, json<ErrorBody>(response).error.code], `${method} ${url}`).toEqual([
          404,
          'NOT_FOUND',
        ]);
      }
    }
  });

  it('releases it when the owner opens the verification link, and the team sees it then', async () => {
    const owner = await unconfirmedAccount();
    const campaign = json<Held>(await create(owner.session, buildCampaignInput())).data;
    const verify = await t.call('POST', '/authentication/verify', undefined, { token: owner.verifyToken });
    expect(verify.statusCode).toBe(200);
    expect(json<Held>(await detail(owner.session, campaign.id)).data.awaitingEmailConfirmation).toBe(false);
    expect(await queue(admin.session)).toContain(campaign.id);
    expect(await queue(agent.session)).toContain(campaign.id);
    expect((await t.call('GET', `/private/backoffice/campaigns/${campaign.id}`, agent.session)).statusCode).toBe(200);
    // Created after the confirmation: not held at all.
    const next = json<Held>(await create(owner.session, buildCampaignInput())).data;
    expect(next.awaitingEmailConfirmation).toBe(false);
  });

  it('releases it when a password reset confirms the address', async () => {
    const owner = await unconfirmedAccount();
    const campaign = json<Held>(await create(owner.session, buildCampaignInput())).data;
    await t.call('POST', '/authentication/lost-password', undefined, { email: owner.email });
    const token = await tokenMailedTo(t.database, owner.email, '/login/reset-password');
    const change = await t.call('POST', '/authentication/change-password', undefined, {
      token,
      password: 'otra contraseña larga',
    });
    expect(change.statusCode).toBe(200);
    const session = json<{ data: { token: string } }>(change).data.token;
    expect(json<Held>(await detail(session, campaign.id)).data.awaitingEmailConfirmation).toBe(false);
    expect(await queue(admin.session)).toContain(campaign.id);
  });

  it('is not released by another account’s confirmation', async () => {
    const owner = await unconfirmedAccount();
    const other = await unconfirmedAccount();
    const held = json<Held>(await create(owner.session, buildCampaignInput())).data;
    const othersOwn = json<Held>(await create(other.session, buildCampaignInput())).data;
    expect((await t.call('POST', '/authentication/verify', undefined, { token: other.verifyToken })).statusCode).toBe(
      200,
    );
    expect(json<Held>(await detail(owner.session, held.id)).data.awaitingEmailConfirmation).toBe(true);
    expect(json<Held>(await detail(other.session, othersOwn.id)).data.awaitingEmailConfirmation).toBe(false);
    expect(await queue(admin.session)).not.toContain(held.id);
    expect(await queue(admin.session)).toContain(othersOwn.id);
  });

  it('makes one held campaign of a double submit with the same key', async () => {
    const owner = await unconfirmedAccount();
    const key = 'asistente-doble-envio-1';
    const [first, second] = await Promise.all([
      create(owner.session, buildCampaignInput(), { 'idempotency-key': key }),
      create(owner.session, buildCampaignInput(), { 'idempotency-key': key }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(json<Held>(first).data.id).toBe(json<Held>(second).data.id);
    const list = json<HeldList>(await t.call('GET', '/private/campaigns', owner.session)).data.campaigns;
    expect(list).toHaveLength(1);
    expect(list[0]!.awaitingEmailConfirmation).toBe(true);
  });
});
