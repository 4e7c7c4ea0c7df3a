import { describe, expect, it } from 'vitest';
import { type CampaignSubstatus } from '@patrocina/domain';
import { json, useTestApp } from '../../../test/app';
import {
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  createUser,
  createRepresentation,
} from '../../../test/factories';

const t = useTestApp();

describe('what waits for a podcaster', () => {
  it('counts proposals to answer (new or modified) and actions to date or record, for whoever runs the podcast', async () => {
    const advertiser = await createUser(t.database.db);
    const podcaster = await createSignedInUser(t.app, t.database);
    const representative = await createSignedInUser(t.app, t.database);
    const show = await createPodcast(t.database.db, { ownerId: podcaster.id });
    const managedShow = await createPodcast(t.database.db, { ownerId: podcaster.id });
    await createRepresentation(t.database.db, managedShow.id, podcaster.id, representative);
    const entry = async (
      substatus: CampaignSubstatus,
      podcastId: string,
      overrides: Parameters<typeof createProposalEntry>[3] = {},
    ) => {
      const campaign = await createCampaignRecord(t.database.db, advertiser.id, { substatus });
      await createProposalEntry(t.database.db, campaign.id, podcastId, overrides);
    };
    await entry('PENDING_RESPONSE', show.id);
    await entry('PENDING_ACCEPT', show.id, { status: 'ACCEPTED', proposalModified: true });
    await entry('PENDING_DATES', show.id, { status: 'ACTION_DATES_PENDING', picked: true });
    await entry('IN_PROGRESS', show.id, { status: 'EXPIRED_ACTION', picked: true });
    // Nothing to do: answered, declined, not picked, or not published.
    await entry('PENDING_ACCEPT', show.id, { status: 'ACCEPTED' });
    await entry('PENDING_ACCEPT', show.id, { status: 'REJECTED', proposalModified: true });
    await entry('PENDING_PAYMENT', show.id, { status: 'EXPIRED' });
    await entry('PENDING_REVIEW', show.id);
    // The managed show's proposal waits for its representative, not its owner.
    await entry('PENDING_RESPONSE', managedShow.id);

    const pending = async (session: string) =>
      json<{ data: { pending: number } }>(await t.call('GET', '/private/campaigns/pending-actions/me', session)).data
        .pending;
    expect(await pending(podcaster.session)).toBe(4);
    expect(await pending(representative.session)).toBe(1);
  });
});
