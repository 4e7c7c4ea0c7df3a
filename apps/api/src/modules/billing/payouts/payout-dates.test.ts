import { describe, expect, it } from 'vitest';
import type { PayoutRun } from '@patrocina/domain';
import { json, mailsTo } from '../../../../test/app';
import { createSignedInUser } from '../../../../test/factories';
import { givePodcasterProfile } from '../billing.test-support';
import { releaseDueEarnings } from '..';
import { admin, air, clock, deps, earningsOf, paidCampaign, setUpPayoutTests, t } from './payouts.test-support';

/**
 * «Cobrarás el…» when the week's run came early: here the run day is Friday (2027-01-04 is a Monday),
 * and an admin starts that week's run on the Wednesday. A run is once per ISO week, so nothing falls
 * on that Friday any more.
 */
setUpPayoutTests({ PAYOUT_RUN_WEEKDAY: '5' });

describe('the day a podcaster is told they will be paid', () => {
  it('moves to next week’s run day once an admin has run this week’s payout before its day', async () => {
    const skipped = await createSignedInUser(t.app, t.database);
    const later = await createSignedInUser(t.app, t.database);
    await givePodcasterProfile(t, skipped.id, { selfBillingConsentAt: null });
    await givePodcasterProfile(t, later.id);
    const { campaign } = await paidCampaign([skipped, later]);
    await air(skipped, campaign.id, '2027-01-06');
    await air(later, campaign.id, '2027-01-07');
    clock.moveTo('2027-01-13');
    await releaseDueEarnings(deps());

    const paysOn = async (session: string) =>
      (await earningsOf(session)).items
        .filter((item) => item.campaignId === campaign.id)
        .map((item) => [item.status, item.paysOn]);
    expect(await paysOn(skipped.session)).toEqual([
      ['RELEASED', '2027-01-15'],
      ['RELEASED', '2027-01-15'],
    ]);
    expect(await paysOn(later.session)).toEqual([
      ['HELD', '2027-01-15'],
      ['HELD', '2027-01-15'],
    ]);

    const started = await t.call('POST', '/private/backoffice/payout-runs', admin.session);
    expect(json<{ data: PayoutRun }>(started).data.period).toBe('2027-W02');

    // Released but skipped (no consent yet), and released tomorrow: both wait for next Friday's run.
    expect(await paysOn(skipped.session)).toEqual([
      ['RELEASED', '2027-01-22'],
      ['RELEASED', '2027-01-22'],
    ]);
    expect(await paysOn(later.session)).toEqual([
      ['HELD', '2027-01-22'],
      ['HELD', '2027-01-22'],
    ]);
    const [reminder] = await mailsTo(t.database, skipped.email, 'payout-profile-missing');
    expect(reminder!.text).toContain('22 de enero');
    expect(reminder!.text).not.toContain('15 de enero');

    clock.moveTo('2027-01-18');
    expect(await paysOn(later.session)).toEqual([
      ['HELD', '2027-01-22'],
      ['HELD', '2027-01-22'],
    ]);
  });
});
