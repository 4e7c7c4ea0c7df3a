import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CampaignReport, type HiredCampaign, type UnderDeliveryList } from '@patrocina/domain';
import { actionEarnings, campaignActions, invoiceLines } from '../../db/schema';
import { json, mailsTo } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';

import {
  admin,
  agent,
  answer,
  clock,
  credit,
  ESTIMATE,
  expectLedgerBalanced,
  figures,
  hiredRow,
  otherAgent,
  proposeMakeGood,
  reportedCampaign,
  setUpMakeGoodApp,
  substatusOf,
  t,
  underDelivery,
} from './make-goods.test-support';

/**
 * Issue 20, under-delivery and make-goods (docs/decisions/0025), through the API: the flag at the
 * threshold, who may remedy it, the podcaster's answer and the make-good run like any action and free
 * for the advertiser (make-good-credits.test.ts: the credit note instead).
 */
setUpMakeGoodApp();

describe('the under-delivery flag', () => {
  it('flags an action below the threshold in the report and the back office, not one exactly at it', async () => {
    const atThreshold = Math.ceil((ESTIMATE * 60) / 100);
    const below = Math.floor(ESTIMATE * 0.4);
    const { owner, campaign, actions } = await reportedCampaign([below, atThreshold]);
    const report = json<{ data: CampaignReport }>(
      await t.call('GET', `/private/campaigns/${campaign.id}/report`, owner.session),
    ).data;
    const [first, second] = report.podcasts[0]!.actions;
    expect(first!.underDelivery).toEqual({
      listens: below,
      estimated: ESTIMATE,
      percent: Math.floor((below * 100) / ESTIMATE),
    });
    expect(second!.underDelivery).toBeNull();
    const list = json<{ data: UnderDeliveryList }>(await underDelivery(agent.session, campaign.id)).data;
    expect(list.thresholdPercent).toBe(60);
    expect(list.actions.map((action) => action.actionId)).toEqual([actions[0]!.id]);
    expect(list.actions[0]).toMatchObject({ canMakeGood: true, canCredit: true, remedy: null });
    // 150 € and its 21 % IVA.
    expect(list.actions[0]!.creditCents).toBe(18_150);
  });

  it('flags nothing above the threshold', async () => {
    const { campaign } = await reportedCampaign([ESTIMATE, ESTIMATE * 2]);
    expect(json<{ data: UnderDeliveryList }>(await underDelivery(admin.session, campaign.id)).data.actions).toEqual([]);
  });
});

describe('a make-good', () => {
  let world: Awaited<ReturnType<typeof reportedCampaign>>;
  let makeGoodId: string;

  beforeAll(async () => {
    world = await reportedCampaign([100, ESTIMATE]);
  });

  it('is proposed only by the campaign’s agent or an admin, for a flagged action of that campaign', async () => {
    const { owner, podcaster, campaign, actions } = world;
    const flagged = actions[0]!.id;
    expect((await proposeMakeGood(owner.session, campaign.id, flagged)).statusCode).toBe(403);
    expect((await proposeMakeGood(podcaster.session, campaign.id, flagged)).statusCode).toBe(403);
    expect((await proposeMakeGood(otherAgent.session, campaign.id, flagged)).statusCode).toBe(403);
    expect((await underDelivery(owner.session, campaign.id)).statusCode).toBe(403);
    // Another campaign's action, or one not flagged.
    const other = await reportedCampaign([100, 100]);
    expect((await proposeMakeGood(agent.session, campaign.id, other.actions[0]!.id)).statusCode).toBe(404);
    const notFlagged = await proposeMakeGood(agent.session, campaign.id, actions[1]!.id);
    expect(notFlagged.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(notFlagged).error.message).toBe(
      'Esta acción no está por debajo de lo previsto.',
    );
  });

  it('asks the podcaster, by e-mail and in the pending badge, and a second submit changes nothing', async () => {
    const { podcaster, campaign, actions } = world;
    expect(await substatusOf(campaign.id)).toBe('FINISHED');
    const before = json<{ data: { pending: number } }>(
      await t.call('GET', '/private/campaigns/pending-actions/me', podcaster.session),
    ).data.pending;
    const proposed = await proposeMakeGood(agent.session, campaign.id, actions[0]!.id);
    expect(proposed.statusCode).toBe(200);
    const list = json<{ data: UnderDeliveryList }>(proposed).data;
    expect(list.actions[0]!.remedy).toMatchObject({ kind: 'MAKE_GOOD', status: 'PROPOSED' });
    expect(list.actions[0]).toMatchObject({ canMakeGood: false, canCredit: false });
    expect(await mailsTo(t.database, podcaster.email, 'make-good-proposed')).toHaveLength(1);
    const again = await proposeMakeGood(admin.session, campaign.id, actions[0]!.id);
    expect(again.statusCode).toBe(409);
    expect((await credit(agent.session, campaign.id, actions[0]!.id)).statusCode).toBe(409);
    expect(await mailsTo(t.database, podcaster.email, 'make-good-proposed')).toHaveLength(1);
    const after = json<{ data: { pending: number } }>(
      await t.call('GET', '/private/campaigns/pending-actions/me', podcaster.session),
    ).data.pending;
    expect(after).toBe(before + 1);
    const row = await hiredRow(podcaster.session, campaign.id);
    expect(row.makeGoodOffers).toHaveLength(1);
    expect(row.makeGoodOffers[0]).toMatchObject({ kind: 'spots', replaces: 'Cuña 1' });
    makeGoodId = row.makeGoodOffers[0]!.id;
  });

  it('is answered only by whoever runs the podcast, with a yes or a no', async () => {
    const { owner, campaign } = world;
    const stranger = await createSignedInUser(t.app, t.database);
    expect((await answer(owner.session, campaign.id, makeGoodId, true)).statusCode).toBe(404);
    expect((await answer(stranger.session, campaign.id, makeGoodId, true)).statusCode).toBe(404);
    expect((await answer(agent.session, campaign.id, makeGoodId, true)).statusCode).toBe(404);
    expect((await answer(world.podcaster.session, campaign.id, makeGoodId, 'sí')).statusCode).toBe(400);
  });

  it('once accepted reopens the finished campaign and becomes one more action, labelled as a make-good', async () => {
    const { owner, podcaster, campaign } = world;
    const accepted = await answer(podcaster.session, campaign.id, makeGoodId, true);
    expect(accepted.statusCode).toBe(200);
    const row = json<{ data: HiredCampaign }>(accepted).data;
    expect(row.makeGoodOffers).toEqual([]);
    expect(row.actions).toHaveLength(3);
    expect(row.actions[2]).toMatchObject({ kind: 'spots', position: 3, makeGood: true, plannedOn: null });
    expect(row.nextStep).toBe('PLAN_DATES');
    expect(await substatusOf(campaign.id)).toBe('IN_PROGRESS');
    expect(await mailsTo(t.database, owner.email, 'make-good-accepted')).toHaveLength(1);
    expect(await mailsTo(t.database, agent.email, 'make-good-accepted')).toHaveLength(1);
    const twice = await answer(podcaster.session, campaign.id, makeGoodId, false);
    expect(twice.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(twice).error.message).toBe(
      'Ya respondiste a esta acción de compensación.',
    );
    const list = json<{ data: UnderDeliveryList }>(await underDelivery(agent.session, campaign.id)).data;
    expect(list.actions[0]!.remedy).toMatchObject({ status: 'ACCEPTED', makeGoodActionId: row.actions[2]!.id });
  });

  it('runs like any action (plan, record, listens) and earns nothing, with no invoice line', async () => {
    const { podcaster, podcast, campaign, invoice } = world;
    const before = await hiredRow(podcaster.session, campaign.id);
    const makeGood = before.actions[2]!;
    const planned = await t.call(
      'PUT',
      `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/action-dates`,
      podcaster.session,
      {
        dates: [{ actionId: makeGood.id, plannedOn: '2027-01-05' }],
      },
    );
    expect(planned.statusCode, planned.body).toBe(200);
    clock.moveTo('2027-01-05');
    const recorded = await t.call(
      'POST',
      `/private/campaigns/${campaign.id}/actions/${makeGood.id}/record`,
      podcaster.session,
      {
        episodeUrl: 'https://example.com/episodios/compensacion',
        adStart: '2:00',
      },
    );
    expect(recorded.statusCode).toBe(200);
    const row = json<{ data: HiredCampaign }>(recorded).data;
    expect(row.earnings.confirmed).toBe(before.earnings.confirmed);
    expect(await substatusOf(campaign.id)).toBe('IN_PROGRESS');
    clock.moveTo('2027-02-05');
    const reported = await t.call(
      'PUT',
      `/private/campaigns/${campaign.id}/actions/${makeGood.id}/listens/31`,
      podcaster.session,
      figures(ESTIMATE),
    );
    expect(reported.statusCode).toBe(200);
    expect(await substatusOf(campaign.id)).toBe('FINISHED');
    expect(await t.database.db.select().from(actionEarnings).where(eq(actionEarnings.actionId, makeGood.id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id))).toHaveLength(
      2,
    );
    const [saved] = await t.database.db.select().from(campaignActions).where(eq(campaignActions.id, makeGood.id));
    expect(saved!.makeGoodOf).toBe(world.actions[0]!.id);
    // A make-good is not remedied in turn, and it never comes with a credit.
    const list = json<{ data: UnderDeliveryList }>(await underDelivery(agent.session, campaign.id)).data;
    expect(list.actions.find((action) => action.actionId === makeGood.id)).toBeUndefined();
    await expectLedgerBalanced();
  });
});
