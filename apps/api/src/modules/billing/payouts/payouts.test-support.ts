import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { HiredCampaignList, MyEarnings, OpenDisputeList } from '@patrocina/domain';
import { actionEarnings } from '../../../db/schema';
import { clockAt, json, useTestApp, type TestApp } from '../../../../test/app';
import { createTeamMember, type SignedIn } from '../../../../test/factories';
import { boughtCampaign } from '../billing.test-support';

/**
 * What the money-out tests share (payouts.test.ts, disputes.test.ts): campaigns for January 2027
 * bought and paid through the API, their actions aired by the podcaster, and the calls they make.
 * 2027-01-04 is a Monday; the run is on Mondays at 9:00 (Madrid), the hold is 7 days.
 */
export const clock = clockAt('2027-01-04');
export let t: TestApp;
export let admin: SignedIn;
export let agent: SignedIn;

/** One test app for the test file, on the fixed business clock, with an admin and an agent; `env` for other settings. */
export function setUpPayoutTests(env: Record<string, string> = {}): void {
  t = useTestApp({ clock, env });
  beforeAll(async () => {
    admin = await createTeamMember(t.app, t.database, 'admin');
    agent = await createTeamMember(t.app, t.database, 'agent');
  });
}

export const deps = () => ({
  config: t.config,
  db: t.database.db,
  clock,
  mail: { dispatch: () => Promise.resolve() },
  log: t.app.log,
  storage: { write: () => Promise.resolve(), read: () => Promise.resolve(null), remove: () => Promise.resolve() },
});

/** A campaign for January 2027, bought and paid, with one podcast per podcaster (two mentions at 150 € unless said). */
export async function paidCampaign(podcasters: SignedIn[], mentions = 2, rateCents?: number) {
  clock.moveTo('2027-01-04');
  return boughtCampaign(t, {
    podcasters,
    admin,
    mentions,
    rateCents,
    dates: { from: '2027-01-05', to: '2027-01-31' },
  });
}

export async function actionsOf(podcaster: SignedIn, campaignId: string) {
  const response = await t.call('GET', '/private/campaigns/hired', podcaster.session);
  const row = json<{ data: HiredCampaignList }>(response).data.campaigns.find((c) => c.campaignId === campaignId)!;
  return { podcastId: row.podcast.id, actions: row.actions };
}

/** Plans all of the podcaster's actions in the campaign on `day` and records the first `count` there. */
export async function air(podcaster: SignedIn, campaignId: string, day: string, count = Infinity) {
  const { podcastId, actions } = await actionsOf(podcaster, campaignId);
  const planned = await t.call(
    'PUT',
    `/private/campaigns/${campaignId}/podcasts/${podcastId}/action-dates`,
    podcaster.session,
    {
      dates: actions.map((action) => ({ actionId: action.id, plannedOn: day })),
    },
  );
  expect(planned.statusCode).toBe(200);
  clock.moveTo(day);
  for (const action of actions.slice(0, count)) {
    const recorded = await t.call(
      'POST',
      `/private/campaigns/${campaignId}/actions/${action.id}/record`,
      podcaster.session,
      {
        episodeUrl: `https://example.com/episodios/${action.id}`,
        adStart: '4:05',
      },
    );
    expect(recorded.statusCode).toBe(200);
  }
  return actions;
}

export async function earningsOf(session: string): Promise<MyEarnings> {
  const response = await t.call('GET', '/private/users/me/earnings', session);
  expect(response.statusCode).toBe(200);
  return json<{ data: MyEarnings }>(response).data;
}

export async function statusOf(actionId: string) {
  const [row] = await t.database.db.select().from(actionEarnings).where(eq(actionEarnings.actionId, actionId));
  return row!;
}

export const dispute = (
  session: string,
  campaignId: string,
  actionId: string,
  reason: unknown = 'No se oyó la mención',
) => t.call('POST', `/private/campaigns/${campaignId}/actions/${actionId}/dispute`, session, { reason });

export async function openDisputeFor(actionId: string) {
  const list = json<{ data: OpenDisputeList }>(await t.call('GET', '/private/backoffice/disputes', admin.session)).data;
  return list.disputes.find((entry) => entry.actionId === actionId);
}
