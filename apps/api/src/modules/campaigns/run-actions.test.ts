import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_MESSAGES, type HiredCampaign, type HiredCampaignList, type ListenMilestone } from '@patrocina/domain';
import { campaignPodcasts, campaigns, episodes, mailOutbox, podcastBlockedPeriods, users } from '../../db/schema';
import { bearer, clockAt, createTestApp, json, type TestApp } from '../../../test/app';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createProposalEntry,
  createRepresentation,
  createSignedInUser,
  setScope,
} from '../../../test/factories';
import { runCampaignTick } from './run-tick';

/**
 * Issue 7, the podcaster's side of a running campaign through the API: the actions created at
 * payment, dates, the record of each aired action, listens at their milestones, the scheduled
 * reminders and the life cycle that follows from them. The business clock is fixed (clockAt).
 */
const API = '/api/v1';
const clock = clockAt('2026-11-25');
type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };
type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

let t: TestApp;
let admin: SignedIn;
let agent: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createSignedInUser(t.app, t.database);
  await setScope(t.database.db, admin.id, 'admin');
  agent = await createSignedInUser(t.app, t.database);
  await setScope(t.database.db, agent.id, 'agent');
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'PUT' | 'POST', url: string, session?: string, payload?: object) {
  return t.app.inject({
    method,
    url: `${API}${url}`,
    ...(session ? { headers: bearer(session) } : {}),
    ...(payload ? { payload } : {}),
  });
}

async function mailsTo(address: string, template?: string) {
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), ne(mailOutbox.template, 'verify-email')))
    .orderBy(mailOutbox.createdAt);
  return template ? rows.filter((row) => row.template === template) : rows;
}

/** A podcaster, signed in, with a proposable podcast. */
async function podcaster(title = 'Modo Cooperativo') {
  const user = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, { ownerId: user.id, title, listens30d: 12_000 });
  await createCompleteSheet(t.database.db, podcast.id);
  return { user, podcast };
}

/**
 * A campaign for December 2026 the advertiser confirmed with the given podcasts picked (two mentions
 * at 150 € each by default), then paid through the admin's call, as in production.
 */
async function paidCampaign(picked: { podcast: { id: string } }[], options: { mentions?: number } = {}) {
  const owner = await createSignedInUser(t.app, t.database);
  const campaign = await createCampaignRecord(t.database.db, owner.id, {
    substatus: 'PENDING_PAYMENT',
    agentId: agent.id,
  });
  await t.database.db
    .update(campaigns)
    .set({ approximateDate: 'DATE_RANGE', fromDate: '2026-12-01', toDate: '2026-12-31' })
    .where(eq(campaigns.id, campaign.id));
  for (const { podcast } of picked) {
    await createProposalEntry(t.database.db, campaign.id, podcast.id, {
      status: 'ACTION_DATES_PENDING',
      picked: true,
      mentions: options.mentions ?? 2,
    });
  }
  const paid = await call('PUT', `/private/backoffice/campaigns/${campaign.id}/paid`, admin.session);
  expect(paid.statusCode).toBe(200);
  return { owner, campaign };
}

async function hired(session: string): Promise<HiredCampaignList> {
  const response = await call('GET', '/private/campaigns/hired', session);
  expect(response.statusCode).toBe(200);
  return json<{ data: HiredCampaignList }>(response).data;
}

async function hiredRow(session: string, campaignId: string): Promise<HiredCampaign> {
  return (await hired(session)).campaigns.find((row) => row.campaignId === campaignId)!;
}

const planDates = (
  session: string,
  campaignId: string,
  podcastId: string,
  dates: { actionId: string; plannedOn: string }[],
) => call('PUT', `/private/campaigns/${campaignId}/podcasts/${podcastId}/action-dates`, session, { dates });

const record = (session: string, campaignId: string, actionId: string, payload: object) =>
  call('POST', `/private/campaigns/${campaignId}/actions/${actionId}/record`, session, payload);

const FIGURES = { ivooxListens: 1_000, notInIvooxListens: 200, spotifyListens: 300, youtubeViews: 50 };
const report = (
  session: string,
  campaignId: string,
  actionId: string,
  milestone: ListenMilestone,
  figures: object = FIGURES,
) => call('PUT', `/private/campaigns/${campaignId}/actions/${actionId}/listens/${milestone}`, session, figures);

/** One run of the scheduled work, as the job runs it. */
function tick() {
  return runCampaignTick({
    config: t.config,
    db: t.database.db,
    mail: { dispatch: () => Promise.resolve() },
    log: t.app.log,
    clock,
  });
}

async function pendingBadge(session: string): Promise<number> {
  return json<{ data: { campaignActionStats: { pending: number } } }>(await call('GET', '/private/users/me', session))
    .data.campaignActionStats.pending;
}

async function statusOf(campaignId: string) {
  const [row] = await t.database.db
    .select({ substatus: campaigns.substatus, status: campaigns.status, closedReason: campaigns.closedReason })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row!;
}

/** Plans every action of the podcast on `day` and records them there with a pasted link. */
async function planAndRecord(session: string, campaignId: string, podcastId: string, day: string) {
  const row = await hiredRow(session, campaignId);
  expect(
    (
      await planDates(
        session,
        campaignId,
        podcastId,
        row.actions.map((action) => ({ actionId: action.id, plannedOn: day })),
      )
    ).statusCode,
  ).toBe(200);
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

describe('a paid campaign', () => {
  it('gives each picked podcast one action per count, its days and a tracking link, and asks for dates', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { campaign } = await paidCampaign([show]);

    const list = await hired(show.user.session);
    const row = list.campaigns.find((entry) => entry.campaignId === campaign.id)!;
    expect(list.today).toBe('2026-11-25');
    expect(row).toMatchObject({
      substatus: 'PENDING_DATES',
      podcasterStatus: 'ACTION_DATES_PENDING',
      nextStep: 'PLAN_DATES',
      canAct: true,
      role: 'owner',
      range: { startsOn: '2026-12-01', endsOn: '2026-12-31' },
      earnings: { estimated: 270, confirmed: 0, commission: 30 },
    });
    expect(row.actions.map((action) => [action.kind, action.position, action.plannedOn])).toEqual([
      ['mentions', 1, null],
      ['mentions', 2, null],
    ]);
    expect(row.trackingUrl).toMatch(/^http:\/\/localhost:3000\/t\/[a-z0-9-]{1,100}$/);
    expect(list.earnings).toEqual({ estimated: 270, confirmed: 0, commission: 30 });
    expect(await pendingBadge(show.user.session)).toBe(1);
  });

  it('is not the business of anyone else: another podcaster, the advertiser or a visitor', async () => {
    const show = await podcaster();
    const stranger = await podcaster('Otro Podcast');
    const { owner, campaign } = await paidCampaign([show]);
    const [action] = (await hiredRow(show.user.session, campaign.id)).actions;

    expect((await hired(stranger.user.session)).campaigns.map((row) => row.campaignId)).not.toContain(campaign.id);
    expect((await hired(owner.session)).campaigns).toEqual([]);
    for (const session of [stranger.user.session, owner.session]) {
      const response = await planDates(session, campaign.id, show.podcast.id, [
        { actionId: action!.id, plannedOn: '2026-12-03' },
      ]);
      expect([response.statusCode, json<ErrorBody>(response).error.message]).toEqual([404, ACTION_MESSAGES.notYours]);
      expect(
        (await record(session, campaign.id, action!.id, { episodeUrl: 'https://example.com/e', adStart: '1:00' }))
          .statusCode,
      ).toBe(404);
      expect((await report(session, campaign.id, action!.id, 7)).statusCode).toBe(404);
    }
    expect((await call('GET', '/private/campaigns/hired')).statusCode).toBe(401);
  });

  it('is run by the representative of a managed podcast; its owner only reads it', async () => {
    const show = await podcaster();
    const representative = await createSignedInUser(t.app, t.database);
    await createRepresentation(t.database.db, show.podcast.id, show.user.id, representative);
    const { campaign } = await paidCampaign([show]);

    const owners = await hiredRow(show.user.session, campaign.id);
    expect(owners).toMatchObject({ role: 'owner', canAct: false });
    const refused = await planDates(
      show.user.session,
      campaign.id,
      show.podcast.id,
      owners.actions.map((action) => ({ actionId: action.id, plannedOn: '2026-12-03' })),
    );
    expect([refused.statusCode, json<ErrorBody>(refused).error.message]).toEqual([
      403,
      ACTION_MESSAGES.managedByRepresentative,
    ]);

    expect(await hiredRow(representative.session, campaign.id)).toMatchObject({ role: 'representative', canAct: true });
    const planned = await planDates(
      representative.session,
      campaign.id,
      show.podcast.id,
      owners.actions.map((action) => ({ actionId: action.id, plannedOn: '2026-12-03' })),
    );
    expect(planned.statusCode).toBe(200);
  });
});

describe('planning the dates', () => {
  it('refuses a day before today, outside the campaign or on the podcast’s holidays, and an action left out or not its own', async () => {
    clock.moveTo('2026-12-02');
    const show = await podcaster();
    const other = await podcaster('La Claqueta');
    await t.database.db
      .insert(podcastBlockedPeriods)
      .values({ podcastId: show.podcast.id, startsOn: '2026-12-20', endsOn: '2026-12-24' });
    const { campaign } = await paidCampaign([show, other]);
    const [first, second] = (await hiredRow(show.user.session, campaign.id)).actions;
    const [foreign] = (await hiredRow(other.user.session, campaign.id)).actions;
    expect((await hiredRow(show.user.session, campaign.id)).blocked).toEqual([
      { startsOn: '2026-12-20', endsOn: '2026-12-24' },
    ]);

    const cases: [{ actionId: string; plannedOn: string }[], string, string][] = [
      [
        [
          { actionId: first!.id, plannedOn: '2026-12-01' },
          { actionId: second!.id, plannedOn: '2026-12-10' },
        ],
        'dates.0.plannedOn',
        ACTION_MESSAGES.dateInPast,
      ],
      [
        [
          { actionId: first!.id, plannedOn: '2027-01-04' },
          { actionId: second!.id, plannedOn: '2026-12-10' },
        ],
        'dates.0.plannedOn',
        'Elige una fecha entre el 1 de diciembre de 2026 y el 31 de diciembre de 2026',
      ],
      [
        [
          { actionId: first!.id, plannedOn: '2026-12-22' },
          { actionId: second!.id, plannedOn: '2026-12-10' },
        ],
        'dates.0.plannedOn',
        ACTION_MESSAGES.dateBlocked,
      ],
      [[{ actionId: first!.id, plannedOn: '2026-12-09' }], 'dates', ACTION_MESSAGES.dateRequired],
      [
        [
          { actionId: first!.id, plannedOn: '2026-12-09' },
          { actionId: second!.id, plannedOn: '2026-12-10' },
          { actionId: foreign!.id, plannedOn: '2026-12-11' },
        ],
        'dates.2.actionId',
        ACTION_MESSAGES.unknownAction,
      ],
    ];
    for (const [dates, path, message] of cases) {
      const response = await planDates(show.user.session, campaign.id, show.podcast.id, dates);
      expect(response.statusCode, message).toBe(400);
      expect(json<ErrorBody>(response).error.fields).toContainEqual({ path, message });
    }
    expect((await hiredRow(show.user.session, campaign.id)).actions.map((action) => action.plannedOn)).toEqual([
      null,
      null,
    ]);
  });

  it('keeps the campaign waiting for dates until every picked podcast has planned, then starts it and tells the advertiser and the agent', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const other = await podcaster('La Claqueta');
    const { owner, campaign } = await paidCampaign([show, other]);

    const mine = (await hiredRow(show.user.session, campaign.id)).actions;
    const planned = await planDates(
      show.user.session,
      campaign.id,
      show.podcast.id,
      mine.map((action, index) => ({ actionId: action.id, plannedOn: `2026-12-0${index + 3}` })),
    );
    expect(planned.statusCode).toBe(200);
    expect(json<{ data: HiredCampaign }>(planned).data).toMatchObject({
      podcasterStatus: 'IN_PROGRESS',
      nextStep: 'WAIT',
      substatus: 'PENDING_DATES',
    });
    expect(await statusOf(campaign.id)).toMatchObject({ substatus: 'PENDING_DATES', status: 'CONFIGURING' });
    expect(await pendingBadge(show.user.session)).toBe(0);
    // Moving a date is fine until the action is recorded.
    expect(
      (
        await planDates(
          show.user.session,
          campaign.id,
          show.podcast.id,
          mine.map((action) => ({ actionId: action.id, plannedOn: '2026-12-15' })),
        )
      ).statusCode,
    ).toBe(200);

    const theirs = (await hiredRow(other.user.session, campaign.id)).actions;
    expect(
      (
        await planDates(
          other.user.session,
          campaign.id,
          other.podcast.id,
          theirs.map((action) => ({ actionId: action.id, plannedOn: '2026-12-07' })),
        )
      ).statusCode,
    ).toBe(200);
    expect(await statusOf(campaign.id)).toMatchObject({ substatus: 'IN_PROGRESS', status: 'IN_PROGRESS' });
    const [started] = await mailsTo(owner.email, 'campaign-started');
    expect(started).toMatchObject({ subject: 'La campaña «Lanzamiento de otoño» de Café Aroma está en marcha' });
    expect(started!.text).toContain('Modo Cooperativo: 15 de diciembre de 2026, 15 de diciembre de 2026.');
    expect(started!.text).toContain(`http://localhost:3000/campaigns/${campaign.id}/report`);
    expect(
      (await mailsTo(agent.email, 'campaign-started')).filter((mail) => mail.text.includes(campaign.id)),
    ).toHaveLength(1);
  });

  it('waits for the payment, and stops while the campaign is paused', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { campaign } = await paidCampaign([show]);
    const actions = (await hiredRow(show.user.session, campaign.id)).actions.map((action) => ({
      actionId: action.id,
      plannedOn: '2026-12-03',
    }));
    await t.database.db
      .update(campaigns)
      .set({ pausedAt: new Date(), pauseReason: 'Cambiamos el producto de la campaña' })
      .where(eq(campaigns.id, campaign.id));
    const paused = await planDates(show.user.session, campaign.id, show.podcast.id, actions);
    expect([paused.statusCode, json<ErrorBody>(paused).error.message]).toEqual([409, ACTION_MESSAGES.paused]);

    const owner = await createSignedInUser(t.app, t.database);
    const unpaid = await createCampaignRecord(t.database.db, owner.id, { substatus: 'PENDING_PAYMENT' });
    await createProposalEntry(t.database.db, unpaid.id, show.podcast.id, {
      status: 'ACTION_DATES_PENDING',
      picked: true,
    });
    expect(await hiredRow(show.user.session, unpaid.id)).toMatchObject({
      nextStep: 'WAIT',
      range: null,
      actions: [],
      canAct: true,
    });
    const early = await planDates(show.user.session, unpaid.id, show.podcast.id, actions);
    expect([early.statusCode, json<ErrorBody>(early).error.message]).toEqual([409, ACTION_MESSAGES.notPaid]);
  });
});

describe('recording an aired action', () => {
  it('takes the episode and the minute once, from the action’s day on', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { campaign } = await paidCampaign([show]);
    const [first, second] = (await hiredRow(show.user.session, campaign.id)).actions;
    await planDates(show.user.session, campaign.id, show.podcast.id, [
      { actionId: first!.id, plannedOn: '2026-12-03' },
      { actionId: second!.id, plannedOn: '2026-12-10' },
    ]);

    const early = await record(show.user.session, campaign.id, first!.id, {
      episodeUrl: 'https://example.com/ep/1',
      adStart: '4:05',
    });
    expect([early.statusCode, json<ErrorBody>(early).error.message]).toEqual([
      409,
      'Podrás registrar esta acción a partir del 3 de diciembre de 2026, el día de su emisión',
    ]);

    clock.moveTo('2026-12-03');
    for (const [payload, message] of [
      [{ adStart: '4:05' }, ACTION_MESSAGES.episodeRequired],
      [{ episodeUrl: 'https://example.com/ep/1', adStart: '' }, ACTION_MESSAGES.adStartRequired],
      [{ episodeUrl: 'https://example.com/ep/1', adStart: '4:5' }, 'El formato debe ser M:SS, por ejemplo 4:05'],
      [{ episodeUrl: 'ftp://example.com/ep/1', adStart: '4:05' }, 'Url no válida'],
    ] as const) {
      const response = await record(show.user.session, campaign.id, first!.id, payload);
      expect([response.statusCode, json<ErrorBody>(response).error.message]).toEqual([400, message]);
    }

    const recorded = await record(show.user.session, campaign.id, first!.id, {
      episodeUrl: 'https://example.com/ep/1',
      adStart: '104:05',
    });
    expect(recorded.statusCode).toBe(200);
    const action = json<{ data: HiredCampaign }>(recorded).data.actions[0]!;
    expect(action).toMatchObject({
      episodeUrl: 'https://example.com/ep/1',
      adStart: '104:05',
      publishedOn: '2026-12-03',
      canRecord: false,
    });
    expect(action.listens.map((entry) => [entry.milestone, entry.opensOn, entry.state])).toEqual([
      [7, '2026-12-10', 'upcoming'],
      [15, '2026-12-18', 'upcoming'],
      [22, '2026-12-25', 'upcoming'],
      [31, '2027-01-03', 'upcoming'],
    ]);
    expect(json<{ data: HiredCampaign }>(recorded).data.earnings).toEqual({
      estimated: 270,
      confirmed: 135,
      commission: 30,
    });

    const twice = await record(show.user.session, campaign.id, first!.id, {
      episodeUrl: 'https://example.com/ep/2',
      adStart: '1:00',
    });
    expect([twice.statusCode, json<ErrorBody>(twice).error.message]).toEqual([409, ACTION_MESSAGES.alreadyRecorded]);
    const moved = await planDates(show.user.session, campaign.id, show.podcast.id, [
      { actionId: first!.id, plannedOn: '2026-12-12' },
      { actionId: second!.id, plannedOn: '2026-12-12' },
    ]);
    expect(json<ErrorBody>(moved).error.fields).toContainEqual({
      path: 'dates.0.plannedOn',
      message: ACTION_MESSAGES.recordedCannotMove,
    });
  });

  it('takes an episode from the podcast’s own feed, with its title and its day, never another podcast’s', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const other = await podcaster('La Claqueta');
    const { campaign } = await paidCampaign([show], { mentions: 1 });
    const [action] = (await hiredRow(show.user.session, campaign.id)).actions;
    await planDates(show.user.session, campaign.id, show.podcast.id, [
      { actionId: action!.id, plannedOn: '2026-12-04' },
    ]);
    const [own] = await t.database.db
      .insert(episodes)
      .values({
        podcastId: show.podcast.id,
        guid: 'ep-40',
        title: 'Episodio 40: el mando perfecto',
        link: 'https://example.com/ep/40',
        publishedAt: new Date('2026-12-03T18:00:00Z'),
      })
      .returning();
    const [old] = await t.database.db
      .insert(episodes)
      .values({
        podcastId: show.podcast.id,
        guid: 'ep-1',
        title: 'Episodio 1',
        link: 'https://example.com/ep/1',
        publishedAt: new Date('2026-10-01T18:00:00Z'),
      })
      .returning();
    const [theirs] = await t.database.db
      .insert(episodes)
      .values({ podcastId: other.podcast.id, guid: 'x-1', title: 'Ajeno', link: 'https://example.com/x/1' })
      .returning();

    const picker = await call('GET', `/private/podcasts/${show.podcast.id}/episodes`, show.user.session);
    expect(
      json<{ data: { title: string; url: string; publishedOn: string }[] }>(picker).data.map(
        (episode) => episode.title,
      ),
    ).toEqual(['Episodio 40: el mando perfecto', 'Episodio 1']);
    expect((await call('GET', `/private/podcasts/${show.podcast.id}/episodes`, other.user.session)).statusCode).toBe(
      403,
    );

    clock.moveTo('2026-12-05');
    const foreign = await record(show.user.session, campaign.id, action!.id, {
      episodeId: theirs!.id,
      adStart: '2:30',
    });
    expect([foreign.statusCode, json<ErrorBody>(foreign).error.message]).toEqual([
      400,
      ACTION_MESSAGES.episodeNotFound,
    ]);
    const before = await record(show.user.session, campaign.id, action!.id, { episodeId: old!.id, adStart: '2:30' });
    expect([before.statusCode, json<ErrorBody>(before).error.message]).toEqual([
      400,
      ACTION_MESSAGES.episodeBeforeCampaign,
    ]);
    const recorded = await record(show.user.session, campaign.id, action!.id, { episodeId: own!.id, adStart: '2:30' });
    expect(json<{ data: HiredCampaign }>(recorded).data.actions[0]).toMatchObject({
      episodeTitle: 'Episodio 40: el mando perfecto',
      episodeUrl: 'https://example.com/ep/40',
      publishedOn: '2026-12-03',
      adStart: '2:30',
    });
  });
});

describe('reporting listens', () => {
  it('opens each milestone on its day, lets it be corrected until the next opens, and ends the campaign with the last 31-day report', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { owner, campaign } = await paidCampaign([show], { mentions: 1 });
    const [action] = await planAndRecord(show.user.session, campaign.id, show.podcast.id, '2026-12-05');

    clock.moveTo('2026-12-11');
    const early = await report(show.user.session, campaign.id, action!.id, 7);
    expect([early.statusCode, json<ErrorBody>(early).error.message]).toEqual([
      409,
      'Las escuchas a 7 días se abren el 12 de diciembre de 2026',
    ]);

    clock.moveTo('2026-12-12');
    expect(await pendingBadge(show.user.session)).toBe(1);
    expect((await report(show.user.session, campaign.id, action!.id, 7)).statusCode).toBe(200);
    expect(await pendingBadge(show.user.session)).toBe(0);
    clock.moveTo('2026-12-19');
    const corrected = await report(show.user.session, campaign.id, action!.id, 7, { ...FIGURES, spotifyListens: 999 });
    expect(json<{ data: HiredCampaign }>(corrected).data.actions[0]!.listens[0]).toMatchObject({
      state: 'open',
      figures: { ...FIGURES, spotifyListens: 999 },
    });
    clock.moveTo('2026-12-20');
    const late = await report(show.user.session, campaign.id, action!.id, 7);
    expect([late.statusCode, json<ErrorBody>(late).error.message]).toEqual([
      409,
      'Las escuchas a 7 días ya no se pueden cambiar: ahora tocan las de 15 días',
    ]);
    for (const [milestone, value] of [
      [15, -1],
      [15, 1.5],
    ] as const) {
      expect(
        (await report(show.user.session, campaign.id, action!.id, milestone, { ...FIGURES, ivooxListens: value }))
          .statusCode,
      ).toBe(400);
    }
    expect((await report(show.user.session, campaign.id, action!.id, 30 as ListenMilestone)).statusCode).toBe(400);

    expect((await report(show.user.session, campaign.id, action!.id, 15)).statusCode).toBe(200);
    clock.moveTo('2026-12-27');
    expect((await report(show.user.session, campaign.id, action!.id, 22)).statusCode).toBe(200);
    expect(await statusOf(campaign.id)).toMatchObject({ substatus: 'IN_PROGRESS' });
    clock.moveTo('2027-01-05');
    const last = await report(show.user.session, campaign.id, action!.id, 31);
    expect(json<{ data: HiredCampaign }>(last).data).toMatchObject({
      substatus: 'FINISHED',
      podcasterStatus: 'FINISHED',
      nextStep: 'DONE',
      canAct: true,
    });
    expect(await statusOf(campaign.id)).toMatchObject({
      substatus: 'FINISHED',
      status: 'FINISHED',
      closedReason: null,
    });
    expect(await mailsTo(owner.email, 'campaign-finished')).toHaveLength(1);
    const [thanks] = await mailsTo(show.user.email, 'podcaster-campaign-finished');
    expect(thanks!.text).toContain('Cobrarás entre 90 y 120 días después de que termine la campaña.');
    const after = await report(show.user.session, campaign.id, action!.id, 31);
    expect([after.statusCode, json<ErrorBody>(after).error.message]).toEqual([409, ACTION_MESSAGES.campaignFinished]);
  });

  it('refuses listens of an action not recorded yet', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { campaign } = await paidCampaign([show], { mentions: 1 });
    const [action] = (await hiredRow(show.user.session, campaign.id)).actions;
    const response = await report(show.user.session, campaign.id, action!.id, 7);
    expect([response.statusCode, json<ErrorBody>(response).error.message]).toEqual([409, ACTION_MESSAGES.notRecorded]);
  });
});

describe('the scheduled work', () => {
  it('marks an action whose day passed without its episode and tells its podcaster once', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { campaign } = await paidCampaign([show]);
    const actions = (await hiredRow(show.user.session, campaign.id)).actions;
    await planDates(
      show.user.session,
      campaign.id,
      show.podcast.id,
      actions.map((action) => ({ actionId: action.id, plannedOn: '2026-12-03' })),
    );

    clock.moveTo('2026-12-03');
    await tick();
    expect(await mailsTo(show.user.email, 'action-overdue')).toEqual([]);
    clock.moveTo('2026-12-04');
    await tick();
    await tick();
    const overdue = await mailsTo(show.user.email, 'action-overdue');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.text).toContain('Mención 1, prevista el 3 de diciembre de 2026.');
    expect(overdue[0]!.text).toContain('http://localhost:3000/campaigns/hired');
    expect(await hiredRow(show.user.session, campaign.id)).toMatchObject({
      podcasterStatus: 'EXPIRED_ACTION',
      nextStep: 'RECORD_EPISODE',
    });
    expect(await pendingBadge(show.user.session)).toBe(1);

    for (const action of actions)
      await record(show.user.session, campaign.id, action.id, {
        episodeUrl: 'https://example.com/ep/9',
        adStart: '0:45',
      });
    expect(await hiredRow(show.user.session, campaign.id)).toMatchObject({ podcasterStatus: 'IN_PROGRESS' });
  });

  it('reminds each listens report once, on its day, and not once it is given', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { campaign } = await paidCampaign([show]);
    const [first, second] = await planAndRecord(show.user.session, campaign.id, show.podcast.id, '2026-12-05');

    const reminders = async () => (await mailsTo(show.user.email, 'listens-due')).map((mail) => mail.subject);
    clock.moveTo('2026-12-11');
    await tick();
    expect(await reminders()).toEqual([]);
    clock.moveTo('2026-12-12');
    await tick();
    await tick();
    expect(await reminders()).toEqual([
      'Toca indicar las escuchas a 7 días: campaña «Lanzamiento de otoño» de Café Aroma',
    ]);
    const [reminder] = await mailsTo(show.user.email, 'listens-due');
    expect(reminder!.text).toContain('Mención 1, Mención 2.');

    await report(show.user.session, campaign.id, first!.id, 7);
    await report(show.user.session, campaign.id, second!.id, 7);
    clock.moveTo('2026-12-19');
    await tick();
    expect(await reminders()).toHaveLength(1);
    clock.moveTo('2026-12-20');
    await tick();
    expect(await reminders()).toEqual([
      'Toca indicar las escuchas a 7 días: campaña «Lanzamiento de otoño» de Café Aroma',
      'Toca indicar las escuchas a 15 días: campaña «Lanzamiento de otoño» de Café Aroma',
    ]);
  });

  it('leaves a paused campaign’s late actions alone', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { campaign } = await paidCampaign([show], { mentions: 1 });
    const [action] = (await hiredRow(show.user.session, campaign.id)).actions;
    await planDates(show.user.session, campaign.id, show.podcast.id, [
      { actionId: action!.id, plannedOn: '2026-12-03' },
    ]);
    await t.database.db
      .update(campaigns)
      .set({ pausedAt: new Date(), pauseReason: 'Revisamos el mensaje del anuncio' })
      .where(eq(campaigns.id, campaign.id));
    clock.moveTo('2026-12-10');
    await tick();
    expect(await mailsTo(show.user.email, 'action-overdue')).toEqual([]);
    const [entry] = await t.database.db
      .select({ status: campaignPodcasts.status })
      .from(campaignPodcasts)
      .where(eq(campaignPodcasts.campaignId, campaign.id));
    expect(entry!.status).toBe('IN_PROGRESS');
  });
});

describe('an admin closing a campaign', () => {
  it('needs a reason and a paid campaign not yet finished, and is the admins’ alone', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { owner, campaign } = await paidCampaign([show], { mentions: 1 });
    const close = (id: string, session: string, reason: string) =>
      call('PUT', `/private/backoffice/campaigns/${id}/finish`, session, { reason });

    expect((await close(campaign.id, agent.session, 'El anunciante ha cerrado su tienda')).statusCode).toBe(403);
    const short = await close(campaign.id, admin.session, 'Cerrada');
    expect([short.statusCode, json<ErrorBody>(short).error.message]).toEqual([
      400,
      ACTION_MESSAGES.closeReasonRequired,
    ]);
    const unpaid = await createCampaignRecord(t.database.db, owner.id, { substatus: 'PENDING_PAYMENT' });
    const early = await close(unpaid.id, admin.session, 'El anunciante ha cerrado su tienda');
    expect([early.statusCode, json<ErrorBody>(early).error.message]).toEqual([409, ACTION_MESSAGES.notInProgress]);

    await planAndRecord(show.user.session, campaign.id, show.podcast.id, '2026-12-05');
    // Paused when the admin closes it: a finished campaign is no longer paused.
    await t.database.db
      .update(campaigns)
      .set({ pausedAt: new Date(), pauseReason: 'Revisamos el presupuesto del trimestre' })
      .where(eq(campaigns.id, campaign.id));
    const closed = await close(campaign.id, admin.session, 'El anunciante ha cerrado su tienda');
    expect(closed.statusCode).toBe(200);
    expect(await statusOf(campaign.id)).toEqual({
      substatus: 'FINISHED',
      status: 'FINISHED',
      closedReason: 'El anunciante ha cerrado su tienda',
    });
    expect(await hiredRow(show.user.session, campaign.id)).toMatchObject({
      paused: false,
      podcasterStatus: 'FINISHED',
      nextStep: 'DONE',
    });
    const [mail] = await mailsTo(owner.email, 'campaign-finished');
    expect(mail!.text).toContain(
      'Hemos cerrado la campaña «Lanzamiento de otoño» de Café Aroma. El motivo: El anunciante ha cerrado su tienda',
    );
    const [user] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, show.user.id));
    expect(await mailsTo(user!.email, 'podcaster-campaign-finished')).toHaveLength(1);
  });

  it('can close a campaign whose podcasters never planned, and nothing is asked of them any more', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { campaign } = await paidCampaign([show], { mentions: 1 });
    expect(
      (
        await call('PUT', `/private/backoffice/campaigns/${campaign.id}/finish`, admin.session, {
          reason: 'El podcaster dejó de publicar episodios',
        })
      ).statusCode,
    ).toBe(200);
    expect(await hiredRow(show.user.session, campaign.id)).toMatchObject({ substatus: 'FINISHED', nextStep: 'DONE' });
    expect(await pendingBadge(show.user.session)).toBe(0);
  });
});

describe('a campaign whose days run out or that was paused', () => {
  it('offers 30 more days to plan once its own are over, and keeps them', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { campaign } = await paidCampaign([show], { mentions: 1 });
    clock.moveTo('2027-01-10');
    const row = await hiredRow(show.user.session, campaign.id);
    expect(row.range).toEqual({ startsOn: '2026-12-01', endsOn: '2027-02-08' });
    const planned = await planDates(show.user.session, campaign.id, show.podcast.id, [
      { actionId: row.actions[0]!.id, plannedOn: '2027-01-20' },
    ]);
    expect(planned.statusCode).toBe(200);
    const [saved] = await t.database.db
      .select({ endsOn: campaigns.endsOn })
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id));
    expect(saved!.endsOn).toBe('2027-02-08');
  });

  it('lets a podcaster move one date without moving an aired action not yet recorded', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { campaign } = await paidCampaign([show]);
    const [first, second] = (await hiredRow(show.user.session, campaign.id)).actions;
    await planDates(show.user.session, campaign.id, show.podcast.id, [
      { actionId: first!.id, plannedOn: '2026-12-03' },
      { actionId: second!.id, plannedOn: '2026-12-20' },
    ]);
    clock.moveTo('2026-12-05');
    const moved = await planDates(show.user.session, campaign.id, show.podcast.id, [
      { actionId: first!.id, plannedOn: '2026-12-03' },
      { actionId: second!.id, plannedOn: '2026-12-22' },
    ]);
    expect(moved.statusCode).toBe(200);
    expect(json<{ data: HiredCampaign }>(moved).data.actions.map((action) => action.plannedOn)).toEqual([
      '2026-12-03',
      '2026-12-22',
    ]);
  });

  it('asks again for the days that passed during a pause instead of calling them late, and leaves them out of the badge meanwhile', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { campaign } = await paidCampaign([show]);
    const [first, second] = (await hiredRow(show.user.session, campaign.id)).actions;
    await planDates(show.user.session, campaign.id, show.podcast.id, [
      { actionId: first!.id, plannedOn: '2026-12-03' },
      { actionId: second!.id, plannedOn: '2026-12-28' },
    ]);
    clock.moveTo('2026-12-02');
    await t.database.db
      .update(campaigns)
      .set({ pausedAt: clock.now(), pauseReason: 'Cambiamos la oferta de la campaña' })
      .where(eq(campaigns.id, campaign.id));
    clock.moveTo('2026-12-10');
    await tick();
    expect(await pendingBadge(show.user.session)).toBe(0);
    expect(await mailsTo(show.user.email, 'action-overdue')).toEqual([]);

    expect((await call('PUT', `/private/backoffice/campaigns/${campaign.id}/unpause`, admin.session)).statusCode).toBe(
      200,
    );
    const row = await hiredRow(show.user.session, campaign.id);
    expect(row.actions.map((action) => action.plannedOn)).toEqual([null, '2026-12-28']);
    expect(row).toMatchObject({ podcasterStatus: 'ACTION_DATES_PENDING', nextStep: 'PLAN_DATES', paused: false });
    expect(await mailsTo(show.user.email, 'replan-after-pause')).toHaveLength(1);
    expect(await pendingBadge(show.user.session)).toBe(1);
  });
});
