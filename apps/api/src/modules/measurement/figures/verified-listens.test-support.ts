import { expect } from 'vitest';
import type { HiredCampaignList, ListeningPlatform } from '@patrocina/domain';
import { downloadDays, episodes } from '../../../db/schema';
import type { TestApp } from '../../../../test/app';
import { json } from '../../../../test/app';
import { approveRead } from '../../../../test/reads';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  createTeamMember,
  type SignedIn,
} from '../../../../test/factories';

/**
 * A campaign with one podcast measured by the prefix and three mentions at 150 € each, recorded:
 * the first from a feed episode whose enclosure carries the prefix (published 2 December), the second
 * by pasting the episode's page, whose feed enclosure carries it too (planned and published 3 December),
 * the third from an episode whose enclosure does not (4 December). A second podcast, measured as well,
 * exists only to have downloads under the same episode key that must not count.
 */
export interface MeasuredCampaign {
  owner: SignedIn;
  podcaster: SignedIn;
  admin: SignedIn;
  campaignId: string;
  podcastId: string;
  otherPodcastId: string;
  /** The episode keys the prefix counts the first and second episodes under. */
  firstKey: string;
  secondKey: string;
  actionIds: [string, string, string];
}

export async function createMeasuredCampaign(
  t: TestApp,
  clock: { moveTo(day: string): void },
): Promise<MeasuredCampaign> {
  const admin = await createTeamMember(t.app, t.database, 'admin');
  const owner = await createSignedInUser(t.app, t.database);
  const podcaster = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id, listens30d: 10_000 });
  const other = await createPodcast(t.database.db, { listens30d: 10_000 });
  await createCompleteSheet(t.database.db, podcast.id);
  const campaign = await createCampaignRecord(t.database.db, owner.id, {
    substatus: 'PENDING_PAYMENT',
    dates: { from: '2026-12-01', to: '2026-12-31' },
  });
  await createProposalEntry(t.database.db, campaign.id, podcast.id, {
    status: 'ACTION_DATES_PENDING',
    picked: true,
    mentions: 3,
    listens30Days: 10_000,
  });
  expect((await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/paid`, admin.session)).statusCode).toBe(
    200,
  );
  await approveRead(t, {
    campaignId: campaign.id,
    podcastId: podcast.id,
    podcasterSession: podcaster.session,
    reviewerSession: owner.session,
  });
  const hired = json<{ data: HiredCampaignList }>(await t.call('GET', '/private/campaigns/hired', podcaster.session))
    .data.campaigns[0]!;
  const actionIds = hired.actions.map((action) => action.id) as [string, string, string];
  const planned = await t.call(
    'PUT',
    `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/action-dates`,
    podcaster.session,
    {
      dates: actionIds.map((actionId, index) => ({ actionId, plannedOn: `2026-12-0${index + 2}` })),
    },
  );
  expect(planned.statusCode).toBe(200);

  const prefix = `https://patrocina.test/e/${podcast.measurementKey}/`;
  const [first, , third] = await t.database.db
    .insert(episodes)
    .values([
      {
        podcastId: podcast.id,
        guid: 'ep-1',
        title: 'Episodio 1',
        link: 'https://example.com/ep/1',
        audioUrl: `${prefix}cdn.example.com/show/ep1.mp3?source=feed`,
        publishedAt: new Date('2026-12-02T09:00:00Z'),
      },
      {
        podcastId: podcast.id,
        guid: 'ep-2',
        title: 'Episodio 2',
        link: 'https://example.com/ep/2',
        audioUrl: `${prefix}cdn.example.com/show/ep2.mp3`,
        publishedAt: new Date('2026-12-03T09:00:00Z'),
      },
      {
        podcastId: podcast.id,
        guid: 'ep-3',
        title: 'Episodio 3',
        link: 'https://example.com/ep/3',
        audioUrl: 'https://cdn.example.com/show/ep3.mp3',
        publishedAt: new Date('2026-12-04T09:00:00Z'),
      },
    ])
    .returning();
  clock.moveTo('2026-12-05');
  const record = async (actionId: string, body: Record<string, string>) =>
    expect(
      (
        await t.call('POST', `/private/campaigns/${campaign.id}/actions/${actionId}/record`, podcaster.session, {
          adStart: '1:00',
          ...body,
        })
      ).statusCode,
    ).toBe(200);
  await record(actionIds[0], { episodeId: first!.id });
  await record(actionIds[1], { episodeUrl: 'https://example.com/ep/2' });
  await record(actionIds[2], { episodeId: third!.id });
  return {
    owner,
    podcaster,
    admin,
    campaignId: campaign.id,
    podcastId: podcast.id,
    otherPodcastId: other.id,
    firstKey: 'cdn.example.com/show/ep1.mp3',
    secondKey: 'cdn.example.com/show/ep2.mp3',
    actionIds,
  };
}

/** Daily roll-ups as the roll-up writer leaves them: `[day, platform, downloads]`. */
export async function insertDownloadDays(
  t: TestApp,
  podcastId: string,
  episodeKey: string,
  days: readonly (readonly [string, ListeningPlatform, number])[],
): Promise<void> {
  await t.database.db
    .insert(downloadDays)
    .values(days.map(([day, platform, downloads]) => ({ podcastId, episodeKey, day, platform, downloads })));
}
