import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignReport, HiredCampaignList } from '@patrocina/domain';
import { clockAt, json, useTestApp } from '../../../../test/app';
import { createSignedInUser } from '../../../../test/factories';
import { podcasts } from '../../../db/schema';
import { createMeasuredCampaign, insertDownloadDays, type MeasuredCampaign } from './verified-listens.test-support';

/**
 * Issue 21, the figures: an action's verified listens at 7/15/22/31 days are the daily roll-ups of its
 * episode from its publication day, N days in all, kept apart from the declared ones, with the cost per
 * verified listen and the CPM in the report.
 */
const clock = clockAt('2026-11-25');
const t = useTestApp({ clock });
let measured: MeasuredCampaign;

beforeAll(async () => {
  measured = await createMeasuredCampaign(t, clock);
  const { podcastId, otherPodcastId, firstKey, secondKey } = measured;
  // The first episode came out on 2 December: its 7 days run to the 8th, its 15 to the 16th,
  // its 22 to the 23rd and its 31 to 1 January.
  await insertDownloadDays(t, podcastId, firstKey, [
    ['2026-12-01', 'apple-podcasts', 1_000], // the day before it came out: never counted
    ['2026-12-02', 'apple-podcasts', 100],
    ['2026-12-02', 'spotify', 50],
    ['2026-12-08', 'apple-podcasts', 10],
    ['2026-12-09', 'apple-podcasts', 5],
    ['2026-12-16', 'overcast', 7],
    ['2026-12-17', 'apple-podcasts', 3],
    ['2027-01-01', 'spotify', 2],
    ['2027-01-02', 'apple-podcasts', 999], // day 32: past every milestone
  ]);
  await insertDownloadDays(t, podcastId, secondKey, [
    ['2026-12-03', 'ivoox', 40],
    ['2026-12-20', 'apple-podcasts', 60],
  ]);
  // Another podcast's downloads under the same episode key, and the unmeasured third episode's file.
  await insertDownloadDays(t, otherPodcastId, firstKey, [['2026-12-02', 'apple-podcasts', 500]]);
  await insertDownloadDays(t, podcastId, 'cdn.example.com/show/ep3.mp3', [['2026-12-04', 'apple-podcasts', 800]]);
});

const reportOf = async (session: string) =>
  json<{ data: CampaignReport }>(await t.call('GET', `/private/campaigns/${measured.campaignId}/report`, session)).data;
const hiredOf = async (session: string) =>
  json<{ data: HiredCampaignList }>(await t.call('GET', '/private/campaigns/hired', session)).data;

describe('verified listens of an action', () => {
  it('shows only the milestones whose days are over, and what was counted so far', async () => {
    clock.moveTo('2026-12-10');
    const [first] = (await reportOf(measured.owner.session)).podcasts[0]!.actions;
    expect(first!.verified).toEqual({
      milestones: [
        { milestone: 7, listens: 160 },
        { milestone: 15, listens: null },
        { milestone: 22, listens: null },
        { milestone: 31, listens: null },
      ],
      soFar: 165,
      platforms: [
        { platform: 'apple-podcasts', listens: 115 },
        { platform: 'spotify', listens: 50 },
      ],
    });
    // No 31-day figure yet: no cost per verified listen either.
    expect(first!.verifiedCosts).toBeNull();
  });

  it('sums the days from publication at every milestone, never another episode or podcast', async () => {
    clock.moveTo('2027-01-05');
    const [first, second, third] = (await reportOf(measured.owner.session)).podcasts[0]!.actions;
    expect(first!.verified).toEqual({
      milestones: [
        { milestone: 7, listens: 160 },
        { milestone: 15, listens: 172 },
        { milestone: 22, listens: 175 },
        { milestone: 31, listens: 177 },
      ],
      soFar: 177,
      platforms: [
        { platform: 'apple-podcasts', listens: 118 },
        { platform: 'spotify', listens: 52 },
        { platform: 'overcast', listens: 7 },
      ],
    });
    // A pasted link reads the feed episode it names, from the planned day.
    expect(second!.verified!.milestones.map((entry) => entry.listens)).toEqual([40, 40, 100, 100]);
    // The third episode's enclosure does not carry the prefix: «Sin medición verificada».
    expect(third!.verified).toBeNull();
    expect(third!.verifiedCosts).toBeNull();
    // The declared listens stay what the podcaster typed: none yet.
    expect(first!.listens.every((entry) => entry.figures === null)).toBe(true);
  });

  it('gives the cost per verified listen and the CPM of each action and of the campaign', async () => {
    clock.moveTo('2027-01-05');
    const report = await reportOf(measured.owner.session);
    const [first, second] = report.podcasts[0]!.actions;
    // 150 € for 177 listens: 0,85 € each, 847 € per thousand.
    expect(first!.verifiedCosts).toEqual({ perListenCents: 85, cpm: 847 });
    // 150 € for 100 listens.
    expect(second!.verifiedCosts).toEqual({ perListenCents: 150, cpm: 1_500 });
    // Only the two measured actions count, price and listens alike: 300 € for 277 listens.
    const totals = { actions: 2, listens: 277, cost: 300, costs: { perListenCents: 108, cpm: 1_083 } };
    expect(report.podcasts[0]!.verified).toEqual(totals);
    expect(report.totals.verified).toEqual(totals);
    // The back office reads the same report.
    expect((await reportOf(measured.admin.session)).totals.verified).toEqual(totals);
  });

  it('shows the podcaster the verified figures on the hired campaign', async () => {
    clock.moveTo('2027-01-05');
    const [campaign] = (await hiredOf(measured.podcaster.session)).campaigns;
    const [first, , third] = campaign!.actions;
    expect(first!.verified!.milestones.at(-1)).toEqual({ milestone: 31, listens: 177 });
    expect(third!.verified).toBeNull();
  });

  it('is read by nobody outside the campaign: another advertiser gets a 404', async () => {
    const stranger = await createSignedInUser(t.app, t.database);
    const response = await t.call('GET', `/private/campaigns/${measured.campaignId}/report`, stranger.session);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('177');
    expect((await hiredOf(stranger.session)).campaigns).toEqual([]);
  });

  it('writes the verified figures beside the declared ones in the CSV', async () => {
    clock.moveTo('2027-01-05');
    const response = await t.call(
      'GET',
      `/private/campaigns/${measured.campaignId}/report.csv`,
      measured.owner.session,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toContain('Escuchas verificadas a 31 días');
    expect(lines[1]!.endsWith(';;;;160;172;175;177')).toBe(true);
    expect(lines[3]!.endsWith(';;;;;;;;')).toBe(true);
  });
});

describe('an episode out before the feed carried the prefix', () => {
  it('has no verified figures: it was not counted from its first day, so they would read low', async () => {
    clock.moveTo('2027-01-05');
    const setMeasuredSince = (at: Date | null) =>
      t.database.db.update(podcasts).set({ measuredSince: at }).where(eq(podcasts.id, measured.podcastId));
    await setMeasuredSince(new Date('2026-12-03T10:00:00Z'));
    try {
      const [first, second] = (await reportOf(measured.owner.session)).podcasts[0]!.actions;
      expect([first!.verified, first!.verifiedCosts]).toEqual([null, null]);
      expect(second!.verified!.milestones.map((entry) => entry.listens)).toEqual([40, 40, 100, 100]);
    } finally {
      await setMeasuredSince(null);
    }
  });
});
