import { describe, expect, it } from 'vitest';
import type { LedgerSummary } from '@patrocina/domain';
import { clockAt, json, useTestApp } from '../../../test/app';
import { createSignedInUser, createTeamMember } from '../../../test/factories';
import { boughtCampaign } from './billing.test-support';
import { postLedger } from '.';

const t = useTestApp({ clock: clockAt('2027-01-04') });

async function books(session: string) {
  const response = await t.call('GET', '/private/backoffice/ledger', session);
  expect(response.statusCode).toBe(200);
  return json<{ data: LedgerSummary }>(response).data;
}

describe('the books (Contabilidad)', () => {
  it('show what came in and whose it is, and that it balances', async () => {
    const admin = await createTeamMember(t.app, t.database, 'admin');
    const before = await books(admin.session);
    const { campaign, invoice } = await boughtCampaign(t, { admin, mentions: 2 });
    const after = await books(admin.session);

    expect(after.balanced).toBe(true);
    expect(after.receivedCents - before.receivedCents).toBe(36_300);
    expect(after.vatCents - before.vatCents).toBe(6_300);
    expect(after.commissionCents - before.commissionCents).toBe(3_000);
    expect(after.escrow.heldCents - before.escrow.heldCents).toBe(27_000);
    expect(after.bankCents).toBe(after.receivedCents - after.paidOutCents - after.refundedCents);
    // The latest postings first: the payment applied, then the money received for it.
    expect(after.recent.slice(0, 2)).toMatchObject([
      { kind: 'PAYMENT_APPLIED', campaignId: campaign.id, amountCents: invoice.totalCents },
      { kind: 'PAYMENT_RECEIVED', campaignId: campaign.id, amountCents: invoice.totalCents },
    ]);
  });

  it('are for admins only', async () => {
    const agent = await createTeamMember(t.app, t.database, 'agent');
    const user = await createSignedInUser(t.app, t.database);
    expect((await t.call('GET', '/private/backoffice/ledger', agent.session)).statusCode).toBe(403);
    expect((await t.call('GET', '/private/backoffice/ledger', user.session)).statusCode).toBe(403);
    expect((await t.call('GET', '/private/backoffice/ledger')).statusCode).toBe(401);
  });

  it('never take an unbalanced posting', async () => {
    const admin = await createTeamMember(t.app, t.database, 'admin');
    const before = await books(admin.session);
    await expect(
      t.database.db.transaction((tx) =>
        postLedger(tx, { occurredAt: new Date() }, [
          { account: 'BANK', kind: 'PAYMENT_RECEIVED', amountCents: 100 },
          { account: 'UNAPPLIED', kind: 'PAYMENT_RECEIVED', amountCents: 99 },
        ]),
      ),
    ).rejects.toThrow(/Unbalanced/);
    expect((await books(admin.session)).receivedCents).toBe(before.receivedCents);
  });
});
