import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { type HiredCampaign, type HiredCampaignList, type ListenMilestone } from '@patrocina/domain';
import { campaigns } from '../../db/schema';
import { clockAt, json, mailsTo as mailsToIn, useTestApp, type TestApp } from '../../../test/app';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  createTeamMember,
  type SignedIn,
} from '../../../test/factories';
import { approveRead } from '../../../test/reads';
import { runCampaignTick } from './daily-tick';

/**
 * Issue 7, the podcaster's side of a running campaign through the API: the actions created at
 * payment, dates, the record of each aired action, listens at their milestones, the scheduled
 * reminders and the life cycle that follows from them. The business clock is fixed (clockAt).
 */
export const clock = clockAt('2026-11-25');

export let t: TestApp;
export let admin: SignedIn;
export let agent: SignedIn;

export function mailsTo(address: string, template?: string) {
  return mailsToIn(t.database, address, template);
}

/** A podcaster, signed in, with a proposable podcast. */
export async function podcaster(title = 'Modo Cooperativo') {
  const user = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, { ownerId: user.id, title, listens30d: 12_000 });
  await createCompleteSheet(t.database.db, podcast.id);
  return { user, podcast };
}

/**
 * A campaign for December 2026 the advertiser confirmed with the given podcasts picked (two mentions
 * at 150 € each by default), then paid through the admin's call, as in production. Each podcast
 * given with the session of whoever runs it (`user`: its owner, or its representative) then sends the read and the advertiser approves it (issue 20), so its
 * mentions can be recorded; `read: 'required'` leaves the reads to the test, `'optedOut'` briefs
 * «sin aprobación previa».
 */
export async function paidCampaign(
  picked: { podcast: { id: string }; user?: SignedIn }[],
  options: { mentions?: number; read?: 'approved' | 'required' | 'optedOut' } = {},
) {
  const read = options.read ?? 'approved';
  const owner = await createSignedInUser(t.app, t.database);
  const campaign = await createCampaignRecord(t.database.db, owner.id, {
    substatus: 'PENDING_PAYMENT',
    agentId: agent.id,
    dates: { from: '2026-12-01', to: '2026-12-31' },
    noReadApproval: read === 'optedOut',
  });
  for (const { podcast } of picked) {
    await createProposalEntry(t.database.db, campaign.id, podcast.id, {
      status: 'ACTION_DATES_PENDING',
      picked: true,
      mentions: options.mentions ?? 2,
    });
  }
  const paid = await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/paid`, admin.session);
  expect(paid.statusCode).toBe(200);
  if (read === 'approved' && (options.mentions ?? 2) > 0) {
    for (const { podcast, user } of picked) {
      if (!user) continue;
      await approveRead(t, {
        campaignId: campaign.id,
        podcastId: podcast.id,
        podcasterSession: user.session,
        reviewerSession: owner.session,
      });
    }
  }
  return { owner, campaign };
}

export async function hired(session: string): Promise<HiredCampaignList> {
  const response = await t.call('GET', '/private/campaigns/hired', session);
  expect(response.statusCode).toBe(200);
  return json<{ data: HiredCampaignList }>(response).data;
}

export async function hiredRow(session: string, campaignId: string): Promise<HiredCampaign> {
  return (await hired(session)).campaigns.find((row) => row.campaignId === campaignId)!;
}

export const planDates = (
  session: string,
  campaignId: string,
  podcastId: string,
  dates: { actionId: string; plannedOn: string }[],
) => t.call('PUT', `/private/campaigns/${campaignId}/podcasts/${podcastId}/action-dates`, session, { dates });

/** Plans every one of `actions` on `day`. */
export const planAllOn = (
  session: string,
  campaignId: string,
  podcastId: string,
  actions: readonly { id: string }[],
  day: string,
) =>
  planDates(
    session,
    campaignId,
    podcastId,
    actions.map((action) => ({ actionId: action.id, plannedOn: day })),
  );

export const record = (session: string, campaignId: string, actionId: string, payload: object) =>
  t.call('POST', `/private/campaigns/${campaignId}/actions/${actionId}/record`, session, payload);

export const FIGURES = { ivooxListens: 1_000, notInIvooxListens: 200, spotifyListens: 300, youtubeViews: 50 };
export const report = (
  session: string,
  campaignId: string,
  actionId: string,
  milestone: ListenMilestone,
  figures: object = FIGURES,
) => t.call('PUT', `/private/campaigns/${campaignId}/actions/${actionId}/listens/${milestone}`, session, figures);

/** One run of the scheduled work, as the job runs it. */
export function tick() {
  return runCampaignTick({
    config: t.config,
    db: t.database.db,
    mail: { dispatch: () => Promise.resolve() },
    log: t.app.log,
    clock,
  });
}

export async function pendingBadge(session: string): Promise<number> {
  return json<{ data: { campaignActionStats: { pending: number } } }>(await t.call('GET', '/private/users/me', session))
    .data.campaignActionStats.pending;
}

export async function statusOf(campaignId: string) {
  const [row] = await t.database.db
    .select({ substatus: campaigns.substatus, status: campaigns.status, closedReason: campaigns.closedReason })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row!;
}

/**
 * A podcaster's campaign paid on 25 November with its two mentions planned on `days`: the set-up of
 * the tests that move a date, record an action or let one pass.
 */
export async function plannedPair(days: readonly [string, string]) {
  clock.moveTo('2026-11-25');
  const show = await podcaster();
  const { campaign } = await paidCampaign([show]);
  const { actions } = await hiredRow(show.user.session, campaign.id);
  const planned = await planDates(
    show.user.session,
    campaign.id,
    show.podcast.id,
    days.map((plannedOn, index) => ({ actionId: actions[index]!.id, plannedOn })),
  );
  expect(planned.statusCode).toBe(200);
  return { show, campaign, actions };
}

/** Plans every action of the podcast on `day` and records them there with a pasted link. */
export async function planAndRecord(session: string, campaignId: string, podcastId: string, day: string) {
  const row = await hiredRow(session, campaignId);
  expect((await planAllOn(session, campaignId, podcastId, row.actions, day)).statusCode).toBe(200);
  clock.moveTo(day);
  for (const action of row.actions) {
    expect(
      (
        await record(session, campaignId, action.id, {
          episodeUrl: `https://example.com/episodios/${action.id}`,
          adStart: '4:05',
        })
      ).statusCode,
    ).toBe(200);
  }
  return row.actions;
}

/** One test app for the test file, on the fixed business clock, with an admin and an agent. */
export function setUpTestApp(): void {
  t = useTestApp({ clock });
  beforeAll(async () => {
    admin = await createTeamMember(t.app, t.database, 'admin');
    agent = await createTeamMember(t.app, t.database, 'agent');
  });
}
