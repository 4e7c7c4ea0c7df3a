import { describe, expect, it } from 'vitest';
import { ACTION_MESSAGES, PAYMENT_DELAY_NOTE, type HiredCampaign, type ListenMilestone } from '@patrocina/domain';
import { episodes } from '../../db/schema';
import { json, type ErrorBody } from '../../../test/app';
import {
  clock,
  t,
  mailsTo,
  podcaster,
  paidCampaign,
  hiredRow,
  planDates,
  record,
  FIGURES,
  report,
  pendingBadge,
  statusOf,
  planAndRecord,
  setUpTestApp,
  plannedPair,
} from './running.test-support';

setUpTestApp();

describe('recording an aired action', () => {
  it('takes the episode and the minute once, from the action’s day on', async () => {
    const {
      show,
      campaign,
      actions: [first, second],
    } = await plannedPair(['2026-12-03', '2026-12-10']);

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

    const picker = await t.call('GET', `/private/podcasts/${show.podcast.id}/episodes`, show.user.session);
    expect(
      json<{ data: { title: string; url: string; publishedOn: string }[] }>(picker).data.map(
        (episode) => episode.title,
      ),
    ).toEqual(['Episodio 40: el mando perfecto', 'Episodio 1']);
    expect((await t.call('GET', `/private/podcasts/${show.podcast.id}/episodes`, other.user.session)).statusCode).toBe(
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
    expect(thanks!.text).toContain(PAYMENT_DELAY_NOTE);
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
