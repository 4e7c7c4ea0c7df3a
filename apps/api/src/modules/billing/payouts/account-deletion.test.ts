import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETION_MESSAGES, type DeletionCheck } from '@patrocina/domain';
import { actionEarnings, billingProfiles, campaignPodcasts, campaigns } from '../../../db/schema';
import { json, type ErrorBody } from '../../../../test/app';
import { createSignedInUser } from '../../../../test/factories';
import { givePodcasterProfile } from '../billing.test-support';
import { paidCampaign, setUpPayoutTests, t } from './payouts.test-support';

/**
 * Deleting an account erases its billing profile, which the payout run needs to pay: a podcaster
 * still owed earnings (held, released or disputed) keeps their account until they are paid.
 */
setUpPayoutTests();

const check = async (session: string) =>
  json<{ data: DeletionCheck }>(await t.call('GET', '/private/users/me/deletion', session)).data;
const remove = (session: string, password: string) => t.call('DELETE', '/private/users/me', session, { password });

describe('deleting one’s account while owed money', () => {
  it('is refused to a podcaster with earnings not yet paid, and allowed once they are paid', async () => {
    const podcaster = await createSignedInUser(t.app, t.database);
    await givePodcasterProfile(t, podcaster.id);
    const { campaign } = await paidCampaign([podcaster]);
    // The campaign is over for everyone: only the money is left.
    await t.database.db
      .update(campaigns)
      .set({ substatus: 'FINISHED', status: 'FINISHED' })
      .where(eq(campaigns.id, campaign.id));
    await t.database.db
      .update(campaignPodcasts)
      .set({ status: 'FINISHED' })
      .where(eq(campaignPodcasts.campaignId, campaign.id));
    const earningsToBe = (status: 'RELEASED' | 'DISPUTED' | 'PAID') =>
      t.database.db.update(actionEarnings).set({ status }).where(eq(actionEarnings.payeeUserId, podcaster.id));

    for (const status of ['HELD', 'RELEASED', 'DISPUTED'] as const) {
      if (status !== 'HELD') await earningsToBe(status);
      expect(await check(podcaster.session)).toEqual({
        allowed: false,
        committed: [],
        unpaidEarnings: true,
        confirmWith: 'password',
      });
      const refused = await remove(podcaster.session, podcaster.password);
      expect(refused.statusCode).toBe(409);
      expect(json<ErrorBody>(refused).error).toEqual({
        code: 'ACCOUNT_HAS_COMMITMENTS',
        message: DELETION_MESSAGES.unpaidEarnings,
      });
    }
    expect(DELETION_MESSAGES.unpaidEarnings).toBe(
      'Tienes cobros pendientes: podrás borrar tu cuenta cuando se te hayan pagado.',
    );
    // Still there for the payout run to pay.
    expect(
      await t.database.db.select().from(billingProfiles).where(eq(billingProfiles.userId, podcaster.id)),
    ).toHaveLength(1);

    await earningsToBe('PAID');
    expect(await check(podcaster.session)).toMatchObject({ allowed: true, unpaidEarnings: false });
    expect((await remove(podcaster.session, podcaster.password)).statusCode).toBe(200);
  });
});
