import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignReport, HiredCampaignList } from '@patrocina/domain';
import { campaigns, episodes } from '../../db/schema';
import { clockAt, json, useTestApp } from '../../../test/app';
import { approveRead } from '../../../test/reads';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  type SignedIn,
  createTeamMember,
} from '../../../test/factories';

/**
 * Issue 7, the advertiser's side: the report of a campaign with its actions, listens and clicks, its
 * CSV, and the tracking links that count those clicks (never an open redirect).
 */
const clock = clockAt('2026-11-25');

const t = useTestApp({ clock });
let admin: SignedIn;
let agent: SignedIn;
let owner: SignedIn;
let podcaster: SignedIn;
let campaignId: string;
let trackingPath: string;

/**
 * One campaign in progress with one podcast: three mentions at 150 €; the first recorded from a feed
 * episode whose title tries to be a spreadsheet formula, with its 7- and 15-day listens; the second
 * recorded with a pasted link; the third planned, not aired yet.
 */
beforeAll(async () => {
  admin = await createTeamMember(t.app, t.database, 'admin');
  agent = await createTeamMember(t.app, t.database, 'agent');
  owner = await createSignedInUser(t.app, t.database);
  podcaster = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, {
    ownerId: podcaster.id,
    title: 'Modo Cooperativo',
    slug: `modo-cooperativo-${podcaster.id.slice(0, 6)}`,
    listens30d: 10_000,
  });
  await createCompleteSheet(t.database.db, podcast.id);
  const campaign = await createCampaignRecord(t.database.db, owner.id, {
    substatus: 'PENDING_PAYMENT',
    agentId: agent.id,
    dates: { from: '2026-12-01', to: '2026-12-31' },
  });
  campaignId = campaign.id;
  await t.database.db
    .update(campaigns)
    .set({ url: 'https://cafearoma.es/otono?color=rojo' })
    .where(eq(campaigns.id, campaignId));
  await createProposalEntry(t.database.db, campaignId, podcast.id, {
    status: 'ACTION_DATES_PENDING',
    picked: true,
    mentions: 3,
    listens30Days: 10_000,
    target: '5k/10k',
  });
  expect((await t.call('PUT', `/private/backoffice/campaigns/${campaignId}/paid`, admin.session)).statusCode).toBe(200);
  await approveRead(t, {
    campaignId,
    podcastId: podcast.id,
    podcasterSession: podcaster.session,
    reviewerSession: owner.session,
  });

  const hired = json<{ data: HiredCampaignList }>(await t.call('GET', '/private/campaigns/hired', podcaster.session))
    .data.campaigns[0]!;
  trackingPath = new URL(hired.trackingUrl!).pathname;
  const [first, second, third] = hired.actions;
  const dates = [
    { actionId: first!.id, plannedOn: '2026-12-02' },
    { actionId: second!.id, plannedOn: '2026-12-03' },
    { actionId: third!.id, plannedOn: '2026-12-28' },
  ];
  expect(
    (
      await t.call('PUT', `/private/campaigns/${campaignId}/podcasts/${podcast.id}/action-dates`, podcaster.session, {
        dates,
      })
    ).statusCode,
  ).toBe(200);
  const [episode] = await t.database.db
    .insert(episodes)
    .values({
      podcastId: podcast.id,
      guid: 'formula',
      title: '=HYPERLINK("https://malo.example","Premio")',
      link: 'https://example.com/ep/50',
      publishedAt: new Date('2026-12-02T09:00:00Z'),
    })
    .returning();
  clock.moveTo('2026-12-03');
  expect(
    (
      await t.call('POST', `/private/campaigns/${campaignId}/actions/${first!.id}/record`, podcaster.session, {
        episodeId: episode!.id,
        adStart: '12:05',
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await t.call('POST', `/private/campaigns/${campaignId}/actions/${second!.id}/record`, podcaster.session, {
        episodeUrl: 'https://example.com/ep/51',
        adStart: '3:30',
      })
    ).statusCode,
  ).toBe(200);
  clock.moveTo('2026-12-10');
  const figures = { ivooxListens: 1_000, notInIvooxListens: 200, spotifyListens: 300, youtubeViews: 50 };
  expect(
    (await t.call('PUT', `/private/campaigns/${campaignId}/actions/${first!.id}/listens/7`, podcaster.session, figures))
      .statusCode,
  ).toBe(200);
  expect(
    (
      await t.call('PUT', `/private/campaigns/${campaignId}/actions/${second!.id}/listens/7`, podcaster.session, {
        ...figures,
        youtubeViews: 0,
      })
    ).statusCode,
  ).toBe(200);
  clock.moveTo('2026-12-17');
  expect(
    (
      await t.call('PUT', `/private/campaigns/${campaignId}/actions/${first!.id}/listens/15`, podcaster.session, {
        ...figures,
        ivooxListens: 2_000,
      })
    ).statusCode,
  ).toBe(200);
});

const reportOf = async (session: string) =>
  json<{ data: CampaignReport }>(await t.call('GET', `/private/campaigns/${campaignId}/report`, session)).data;

describe('the campaign report', () => {
  it('shows each action with its date, episode, minute and listens, the reach against the estimate and the money', async () => {
    const report = await reportOf(owner.session);
    expect(report.campaign).toMatchObject({
      substatus: 'IN_PROGRESS',
      range: { startsOn: '2026-12-01', endsOn: '2026-12-31' },
      finishedAt: null,
    });
    const [podcast] = report.podcasts;
    expect(
      podcast!.actions.map((action) => [
        action.position,
        action.plannedOn,
        action.publishedOn,
        action.episodeUrl,
        action.adStart,
      ]),
    ).toEqual([
      [1, '2026-12-02', '2026-12-02', 'https://example.com/ep/50', '12:05'],
      [2, '2026-12-03', '2026-12-03', 'https://example.com/ep/51', '3:30'],
      [3, '2026-12-28', null, null, null],
    ]);
    expect(podcast!.actions[0]!.listens.map((entry) => entry.figures?.ivooxListens ?? null)).toEqual([
      1_000,
      2_000,
      null,
      null,
    ]);
    expect(podcast).toMatchObject({
      cost: 450,
      target: '5k/10k',
      reach: 2_550 + 1_500,
      estimatedReach: 10_000 + 7_000 + 4_900,
    });
    expect(report.totals).toMatchObject({ actions: 3, recorded: 2, cost: 450, reach: 4_050 });
    expect(report.totals.milestones).toEqual([
      {
        milestone: 7,
        ivooxListens: 2_000,
        notInIvooxListens: 400,
        spotifyListens: 600,
        youtubeViews: 50,
        total: 3_050,
      },
      {
        milestone: 15,
        ivooxListens: 2_000,
        notInIvooxListens: 200,
        spotifyListens: 300,
        youtubeViews: 50,
        total: 2_550,
      },
      { milestone: 22, ivooxListens: 0, notInIvooxListens: 0, spotifyListens: 0, youtubeViews: 0, total: 0 },
      { milestone: 31, ivooxListens: 0, notInIvooxListens: 0, spotifyListens: 0, youtubeViews: 0, total: 0 },
    ]);
  });

  it('is for the advertiser, the campaign’s agent and the admins; anyone else learns nothing', async () => {
    expect((await reportOf(agent.session)).campaign.id).toBe(campaignId);
    expect((await reportOf(admin.session)).campaign.id).toBe(campaignId);
    const otherAgent = await createTeamMember(t.app, t.database, 'agent');
    const stranger = await createSignedInUser(t.app, t.database);
    // One rule for the detail, the report and the CSV: the back office gives agents the campaigns
    // nobody manages (they may take them), all three of them; another agent's campaign, none.
    const readBy = async (session: string) =>
      Promise.all(
        ['', '/report', '/report.csv'].map(
          async (path) => (await t.call('GET', `/private/campaigns/${campaignId}${path}`, session)).statusCode,
        ),
      );
    await t.database.db.update(campaigns).set({ agentId: null }).where(eq(campaigns.id, campaignId));
    expect(await readBy(otherAgent.session)).toEqual([200, 200, 200]);
    await t.database.db.update(campaigns).set({ agentId: agent.id }).where(eq(campaigns.id, campaignId));
    for (const session of [podcaster.session, otherAgent.session, stranger.session])
      expect(await readBy(session)).toEqual([404, 404, 404]);
    // Admins see every campaign: its detail as well as its report, but change nothing there.
    expect(await readBy(admin.session)).toEqual([200, 200, 200]);
    const pause = await t.call('PUT', `/private/campaigns/${campaignId}/pause`, admin.session, {
      paused: true,
      reason: 'Lo pausa alguien que solo lo lee',
    });
    expect(pause.statusCode).toBe(404);
    expect((await t.call('GET', `/private/campaigns/${campaignId}/report`)).statusCode).toBe(401);
  });

  it('exports a CSV a spreadsheet opens safely: semicolons, UTF-8 and no formula from what podcasters typed', async () => {
    const response = await t.call('GET', `/private/campaigns/${campaignId}/report.csv`, owner.session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="informe-[a-z0-9-]+\.csv"$/);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(lines.slice(0, 4)).toEqual([
      'Podcast;Acción;Fecha prevista;Fecha de publicación;Episodio;Enlace del episodio;Minuto;Escuchas declaradas a 7 días;Escuchas declaradas a 15 días;Escuchas declaradas a 22 días;Escuchas declaradas a 31 días;Escuchas verificadas a 7 días;Escuchas verificadas a 15 días;Escuchas verificadas a 22 días;Escuchas verificadas a 31 días',
      `Modo Cooperativo;Mención 1;2026-12-02;2026-12-02;"'=HYPERLINK(""https://malo.example"",""Premio"")";https://example.com/ep/50;12:05;1550;2550;;;;;;`,
      'Modo Cooperativo;Mención 2;2026-12-03;2026-12-03;;https://example.com/ep/51;3:30;1500;;;;;;;',
      'Modo Cooperativo;Mención 3;2026-12-28;;;;;;;;;;;;',
    ]);
    // The clicks are the podcast's: a block of their own after a blank line.
    expect(lines.slice(4, 6)).toEqual(['', 'Día;Podcast;Clics en el enlace de seguimiento']);
  });
});

describe('the tracking link', () => {
  const follow = (path: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156') =>
    t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': userAgent } });

  it('sends the listener to the campaign’s own URL with UTM parameters and counts the click per day', async () => {
    const before = (await reportOf(owner.session)).totals.clicks;
    const response = await follow(trackingPath);
    expect(response.statusCode).toBe(302);
    const target = new URL(response.headers.location!);
    expect(`${target.origin}${target.pathname}`).toBe('https://cafearoma.es/otono');
    expect(target.searchParams.get('color')).toBe('rojo');
    expect(target.searchParams.get('utm_source')).toBe('patrocina');
    expect(target.searchParams.get('utm_medium')).toBe('podcast');
    expect(target.searchParams.get('utm_content')).toMatch(/^modo-cooperativo/);
    await follow(trackingPath);
    clock.moveTo('2026-12-18');
    await follow(trackingPath);
    // A crawler previewing the link is not a listener, and a HEAD only asks where it leads.
    await follow(trackingPath, 'WhatsApp/2.23 A');
    expect(
      (await t.app.inject({ method: 'HEAD', url: trackingPath, headers: { 'user-agent': 'Mozilla/5.0 Chrome/156' } }))
        .statusCode,
    ).toBe(302);

    const report = await reportOf(owner.session);
    expect(report.totals.clicks).toBe(before + 3);
    expect(report.clicksByDay.map((day) => [day.day, day.clicks])).toEqual([
      ['2026-12-17', 2],
      ['2026-12-18', 1],
    ]);
    clock.moveTo('2026-12-17');
  });

  it('never redirects anywhere else, whatever the request says', async () => {
    const sneaky = await follow(`${trackingPath}?url=https://malo.example/&next=//malo.example`);
    expect(new URL(sneaky.headers.location!).hostname).toBe('cafearoma.es');
    for (const path of ['/t/no-existe-este-enlace', '/t/..%2F..%2Fapi', '/t/%2F%2Fmalo.example']) {
      const response = await follow(path);
      expect([response.statusCode, response.headers.location], path).toEqual([302, '/notFound404']);
    }
  });
});
