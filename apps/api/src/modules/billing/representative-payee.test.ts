import { beforeAll, describe, expect, it } from 'vitest';
import { PODCAST_MESSAGES, type MyEarnings, type MyPodcast } from '@patrocina/domain';
import { clockAt, json, useTestApp } from '../../../test/app';
import {
  createPodcast,
  createRepresentation,
  createSignedInUser,
  createTeamMember,
  type SignedIn,
} from '../../../test/factories';
import { boughtCampaign } from './billing.test-support';

// Issue 19: «A representative's podcasts are paid to the owner unless the owner says otherwise.»
const t = useTestApp({ clock: clockAt('2027-01-04') });
let admin: SignedIn;
beforeAll(async () => {
  admin = await createTeamMember(t.app, t.database, 'admin');
});

const JANUARY = { from: '2027-01-05', to: '2027-01-31' };

function choosePayee(podcastId: string, who: SignedIn, toRepresentative: boolean) {
  return t.call('PUT', `/private/podcasts/${podcastId}/representation/payee`, who.session, { toRepresentative });
}

async function markPaid(campaignId: string) {
  const paid = await t.call('PUT', `/private/backoffice/campaigns/${campaignId}/paid`, admin.session);
  expect(paid.statusCode).toBe(200);
}

/** The campaigns whose earnings «Mis cobros» shows the user, each with its number of actions. */
async function earningsOf(user: SignedIn): Promise<Record<string, number>> {
  const response = await t.call('GET', '/private/users/me/earnings', user.session);
  expect(response.statusCode).toBe(200);
  const counts: Record<string, number> = {};
  for (const item of json<{ data: MyEarnings }>(response).data.items) {
    counts[item.campaignId] = (counts[item.campaignId] ?? 0) + 1;
  }
  return counts;
}

async function ownersView(owner: SignedIn, podcastId: string) {
  const response = await t.call('GET', '/private/podcasts/mine', owner.session);
  return json<{ data: { podcasts: MyPodcast[] } }>(response).data.podcasts.find((p) => p.id === podcastId)!;
}

/** A campaign bought (not yet paid) from the owner's podcast, which the representative then takes on. */
async function representedPurchase(owner: SignedIn, representative: SignedIn) {
  const bought = await boughtCampaign(t, { podcasters: [owner], dates: JANUARY });
  const podcastId = bought.podcasts[0]!.id;
  await createRepresentation(t.database.db, podcastId, owner.id, representative);
  return { campaignId: bought.campaign.id, podcastId };
}

describe('who is paid a represented podcast', () => {
  it('lets only the owner choose, and shows the owner the choice', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const representative = await createSignedInUser(t.app, t.database);
    const stranger = await createSignedInUser(t.app, t.database);
    const { podcastId } = await representedPurchase(owner, representative);
    expect((await ownersView(owner, podcastId)).representation).toMatchObject({
      status: 'ACCEPTED',
      paysRepresentative: false,
    });

    expect((await choosePayee(podcastId, representative, true)).statusCode).toBe(403);
    expect((await choosePayee(podcastId, stranger, true)).statusCode).toBe(403);
    expect((await ownersView(owner, podcastId)).representation?.paysRepresentative).toBe(false);

    const chosen = await choosePayee(podcastId, owner, true);
    expect(chosen.statusCode).toBe(200);
    expect(json<{ data: unknown }>(chosen).data).toEqual({ toRepresentative: true });
    expect((await ownersView(owner, podcastId)).representation?.paysRepresentative).toBe(true);

    expect(json<{ data: unknown }>(await choosePayee(podcastId, owner, false)).data).toEqual({
      toRepresentative: false,
    });
    expect((await ownersView(owner, podcastId)).representation?.paysRepresentative).toBe(false);
  });

  it('refuses the choice with a 409 while nobody has accepted to represent the podcast', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const alone = await createPodcast(t.database.db, { ownerId: owner.id });
    const refused = await choosePayee(alone.id, owner, true);
    expect(refused.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(refused).error.message).toBe(PODCAST_MESSAGES.noAcceptedRepresentation);

    const invited = await createPodcast(t.database.db, { ownerId: owner.id });
    const invitation = await t.call('POST', `/private/podcasts/${invited.id}/representation`, owner.session, {
      email: 'aun-no-ha-aceptado@example.com',
    });
    expect(invitation.statusCode).toBe(201);
    expect((await choosePayee(invited.id, owner, true)).statusCode).toBe(409);
  });

  it('pays the representative for campaigns paid after the choice, and leaves the owner what was paid before', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const representative = await createSignedInUser(t.app, t.database);

    const before = await representedPurchase(owner, representative);
    await markPaid(before.campaignId);
    expect((await choosePayee(before.podcastId, owner, true)).statusCode).toBe(200);

    const after = await representedPurchase(owner, representative);
    expect((await choosePayee(after.podcastId, owner, true)).statusCode).toBe(200);
    await markPaid(after.campaignId);

    expect(await earningsOf(representative)).toEqual({ [after.campaignId]: 2 });
    expect(await earningsOf(owner)).toEqual({ [before.campaignId]: 2 });
  });

  it('keeps paying the owner of a represented podcast who made no choice', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const representative = await createSignedInUser(t.app, t.database);
    const { campaignId } = await representedPurchase(owner, representative);
    await markPaid(campaignId);

    expect(await earningsOf(owner)).toEqual({ [campaignId]: 2 });
    expect(await earningsOf(representative)).toEqual({});
  });
});
