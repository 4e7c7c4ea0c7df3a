import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTION_MESSAGES, type HiredCampaign } from '@patrocina/domain';
import { campaigns, podcastBlockedPeriods } from '../../db/schema';
import { json, type ErrorBody } from '../../../test/app';
import {
  createCampaignRecord,
  createProposalEntry,
  createRepresentation,
  createSignedInUser,
} from '../../../test/factories';
import {
  clock,
  t,
  agent,
  mailsTo,
  podcaster,
  paidCampaign,
  hired,
  hiredRow,
  planDates,
  planAllOn,
  record,
  report,
  pendingBadge,
  statusOf,
  setUpTestApp,
} from './running.test-support';

setUpTestApp();

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
    expect((await t.call('GET', '/private/campaigns/hired')).statusCode).toBe(401);
  });

  it('is run by the representative of a managed podcast; its owner only reads it', async () => {
    const show = await podcaster();
    const representative = await createSignedInUser(t.app, t.database);
    await createRepresentation(t.database.db, show.podcast.id, show.user.id, representative);
    // The representative is who sends the read (issue 20).
    const { campaign } = await paidCampaign([{ podcast: show.podcast, user: representative }]);

    const owners = await hiredRow(show.user.session, campaign.id);
    expect(owners).toMatchObject({ role: 'owner', canAct: false });
    const refused = await planAllOn(show.user.session, campaign.id, show.podcast.id, owners.actions, '2026-12-03');
    expect([refused.statusCode, json<ErrorBody>(refused).error.message]).toEqual([
      403,
      ACTION_MESSAGES.managedByRepresentative,
    ]);

    expect(await hiredRow(representative.session, campaign.id)).toMatchObject({ role: 'representative', canAct: true });
    const planned = await planAllOn(representative.session, campaign.id, show.podcast.id, owners.actions, '2026-12-03');
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
    expect((await planAllOn(show.user.session, campaign.id, show.podcast.id, mine, '2026-12-15')).statusCode).toBe(200);

    const theirs = (await hiredRow(other.user.session, campaign.id)).actions;
    expect((await planAllOn(other.user.session, campaign.id, other.podcast.id, theirs, '2026-12-07')).statusCode).toBe(
      200,
    );
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
