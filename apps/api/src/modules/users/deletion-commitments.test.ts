import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKOFFICE_MESSAGES, DELETION_MESSAGES } from '@patrocina/domain';
import { campaignPodcasts, campaigns, users } from '../../db/schema';
import { json, type ErrorBody } from '../../../test/app';
import {
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createRepresentation,
  createSignedInUser,
  createTeamMember,
  createUser,
} from '../../../test/factories';
import { check, me, remove, setUpTestApp, t } from './deletion.test-support';

setUpTestApp();

describe('deleting one’s account while committed', () => {
  it('is refused to the advertiser of a paid campaign, saying which, until it finishes', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
      substatus: 'IN_PROGRESS',
      brand: 'Café Aroma',
    });
    // A draft does not commit anyone.
    await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_RESPONSE', brand: 'Borrador' });

    const checked = await check(advertiser.session);
    expect(checked).toEqual({
      allowed: false,
      committed: [{ id: campaign.id, brand: 'Café Aroma', name: campaign.name, role: 'advertiser' }],
      unpaidEarnings: false,
      confirmWith: 'password',
    });

    const refused = await remove(advertiser.session, { password: advertiser.password });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error).toEqual({
      code: 'ACCOUNT_HAS_COMMITMENTS',
      message: DELETION_MESSAGES.committed,
    });
    expect((await me(advertiser.session)).statusCode).toBe(200);

    await t.database.db
      .update(campaigns)
      .set({ substatus: 'FINISHED', status: 'FINISHED' })
      .where(eq(campaigns.id, campaign.id));
    expect(await check(advertiser.session)).toMatchObject({
      allowed: true,
      committed: [],
    });
  });

  it('is refused to the owner and to the representative of a podcast hired in a paid campaign, and to its agent', async () => {
    const advertiser = await createUser(t.database.db);
    const owner = await createSignedInUser(t.app, t.database);
    const representative = await createSignedInUser(t.app, t.database);
    const agent = await createTeamMember(t.app, t.database, 'agent');
    const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
    await createRepresentation(t.database.db, podcast.id, owner.id, representative);
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
      substatus: 'PENDING_DATES',
      agentId: agent.id,
    });
    const entry = await createProposalEntry(t.database.db, campaign.id, podcast.id, {
      picked: true,
      status: 'ACTION_DATES_PENDING',
    });

    for (const [user, role] of [
      [owner, 'podcaster'],
      [representative, 'podcaster'],
      [agent, 'agent'],
    ] as const) {
      expect((await check(user.session)).committed).toEqual([
        { id: campaign.id, brand: campaign.brand, name: campaign.name, role },
      ]);
      expect((await remove(user.session, { password: user.password })).statusCode).toBe(409);
    }

    // Once the podcast's part is finished, only the agent still runs the campaign.
    await t.database.db.update(campaignPodcasts).set({ status: 'FINISHED' }).where(eq(campaignPodcasts.id, entry.id));
    expect((await check(owner.session)).allowed).toBe(true);
    expect((await check(agent.session)).allowed).toBe(false);
  });

  it('counts a campaign hired and waiting for its payment, and a payment confirmed after a deletion is refused', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_PAYMENT' });
    expect((await check(advertiser.session)).committed.map((row) => row.id)).toEqual([campaign.id]);
    expect((await remove(advertiser.session, { password: advertiser.password })).statusCode).toBe(409);

    // Had the account gone anyway (a purchase racing the deletion), the payment is not taken.
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, advertiser.id));
    const admin = await createTeamMember(t.app, t.database, 'admin');
    const paid = await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/paid`, admin.session);
    expect(paid.statusCode).toBe(409);
    expect(json<ErrorBody>(paid).error.message).toBe(BACKOFFICE_MESSAGES.ownerDeleted);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row!.substatus).toBe('PENDING_PAYMENT');
  });

  it('does not count a podcast that was proposed but not hired', async () => {
    const advertiser = await createUser(t.database.db);
    const owner = await createSignedInUser(t.app, t.database);
    const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'IN_PROGRESS' });
    await createProposalEntry(t.database.db, campaign.id, podcast.id, { picked: false, status: 'ACCEPTED' });
    expect(await check(owner.session)).toMatchObject({
      allowed: true,
      committed: [],
    });
  });
});
