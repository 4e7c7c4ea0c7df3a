import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInMadrid, type HiredCampaignList } from '@patrocina/domain';
import { actionEarnings, campaignActions } from '../../../db/schema';
import { createTestApp, json, type TestApp } from '../../../../test/app';
import { createSignedInUser, createTeamMember, type SignedIn } from '../../../../test/factories';
import { boughtCampaign } from '../billing.test-support';

/**
 * The browser journeys move the business clock (docs/decisions/0009): moving it runs the day's
 * money-out work too, so an aired action's earnings are released once the hold has passed.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: { CLOCK_CONTROL: '1' } });
  admin = await createTeamMember(t.app, t.database, 'admin');
});
afterAll(async () => {
  await t.close();
});

const moveClock = (offsetDays: number) => t.call('PUT', '/private/backoffice/clock', admin.session, { offsetDays });

describe('moving the business clock', () => {
  it('releases the held earnings whose hold has passed', async () => {
    const today = todayInMadrid();
    const podcaster = await createSignedInUser(t.app, t.database);
    const { campaign } = await boughtCampaign(t, {
      podcasters: [podcaster],
      admin,
      mentions: 1,
      dates: { from: addDays(today, 1), to: addDays(today, 30) },
    });
    const hired = json<{ data: HiredCampaignList }>(await t.call('GET', '/private/campaigns/hired', podcaster.session));
    const row = hired.data.campaigns.find((entry) => entry.campaignId === campaign.id)!;
    const [action] = row.actions;
    const airOn = addDays(today, 1);
    const planned = await t.call(
      'PUT',
      `/private/campaigns/${campaign.id}/podcasts/${row.podcast.id}/action-dates`,
      podcaster.session,
      { dates: [{ actionId: action!.id, plannedOn: airOn }] },
    );
    expect(planned.statusCode).toBe(200);
    expect((await moveClock(1)).statusCode).toBe(200);
    const recorded = await t.call(
      'POST',
      `/private/campaigns/${campaign.id}/actions/${action!.id}/record`,
      podcaster.session,
      {
        episodeUrl: 'https://example.com/episodios/1',
        adStart: '1:00',
      },
    );
    expect(recorded.statusCode).toBe(200);

    const earning = async () =>
      (await t.database.db.select().from(actionEarnings).where(eq(actionEarnings.actionId, action!.id)))[0]!;
    // The release day counts from the Madrid day the recording was stored on, which is the air day
    // unless the test crossed midnight in Madrid meanwhile: it is read back rather than assumed.
    const [stored] = await t.database.db
      .select({ recordedAt: campaignActions.recordedAt })
      .from(campaignActions)
      .where(eq(campaignActions.id, action!.id));
    const recordedOn = todayInMadrid(stored!.recordedAt!);
    expect([airOn, addDays(airOn, 1)]).toContain(recordedOn);
    await moveClock(1 + t.config.PAYOUT_HOLD_DAYS - 1);
    expect(await earning()).toMatchObject({
      status: 'HELD',
      releaseOn: addDays(recordedOn, t.config.PAYOUT_HOLD_DAYS),
    });
    await moveClock(1 + t.config.PAYOUT_HOLD_DAYS);
    expect((await earning()).status).toBe('RELEASED');
    await moveClock(0);
  });
});
