import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTION_MESSAGES, type HiredCampaign } from '@patrocina/domain';
import { campaignPodcasts, campaigns, users } from '../../db/schema';
import { json, type ErrorBody } from '../../../test/app';
import { createCampaignRecord } from '../../../test/factories';
import {
  clock,
  t,
  admin,
  agent,
  mailsTo,
  podcaster,
  paidCampaign,
  hiredRow,
  planDates,
  planAllOn,
  record,
  report,
  tick,
  pendingBadge,
  statusOf,
  planAndRecord,
  setUpTestApp,
  plannedPair,
} from './running.test-support';

setUpTestApp();

describe('the scheduled work', () => {
  it('marks an action whose day passed without its episode and tells its podcaster once', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { campaign } = await paidCampaign([show]);
    const actions = (await hiredRow(show.user.session, campaign.id)).actions;
    await planAllOn(show.user.session, campaign.id, show.podcast.id, actions, '2026-12-03');

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
    // DESIGN.md's word for the hosting platform, as on every screen.
    expect(reminder!.text).toContain('Indica sus escuchas en la plataforma de alojamiento,');
    expect(reminder!.text).not.toContain('hosting');

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
      t.call('PUT', `/private/backoffice/campaigns/${id}/finish`, session, { reason });

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
        await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/finish`, admin.session, {
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
    const {
      show,
      campaign,
      actions: [first, second],
    } = await plannedPair(['2026-12-03', '2026-12-20']);
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
    const { show, campaign } = await plannedPair(['2026-12-03', '2026-12-28']);
    clock.moveTo('2026-12-02');
    await t.database.db
      .update(campaigns)
      .set({ pausedAt: clock.now(), pauseReason: 'Cambiamos la oferta de la campaña' })
      .where(eq(campaigns.id, campaign.id));
    clock.moveTo('2026-12-10');
    await tick();
    expect(await pendingBadge(show.user.session)).toBe(0);
    expect(await mailsTo(show.user.email, 'action-overdue')).toEqual([]);

    expect(
      (await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/unpause`, admin.session)).statusCode,
    ).toBe(200);
    const row = await hiredRow(show.user.session, campaign.id);
    expect(row.actions.map((action) => action.plannedOn)).toEqual([null, '2026-12-28']);
    expect(row).toMatchObject({ podcasterStatus: 'ACTION_DATES_PENDING', nextStep: 'PLAN_DATES', paused: false });
    expect(await mailsTo(show.user.email, 'replan-after-pause')).toHaveLength(1);
    expect(await pendingBadge(show.user.session)).toBe(1);
  });
});
