import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentDue, StatementImport } from '@patrocina/domain';
import { bankCredits } from '../../../db/schema';
import { clockAt, json, useTestApp } from '../../../../test/app';
import { createTeamMember, type SignedIn } from '../../../../test/factories';
import { ledgerBalances } from '../ledger';
import { camtWith, expectBalancedBooks, importFile, reconciliationCalls } from './statements.test-support';

const t = useTestApp({ clock: clockAt('2026-11-20') });
let admin: SignedIn;
beforeAll(async () => {
  admin = await createTeamMember(t.app, t.database, 'admin');
});

const { campaignOf1210, substatusOf, credits, apply } = reconciliationCalls(t, () => admin);

describe('money marked paid by hand and money from the bank are counted once', () => {
  const receivedNow = async () => (await ledgerBalances(t.database.db)).receivedCents;

  it('«Marcar como pagada» shows a pending partial credit that names the invoice, applies it and vouches only for the rest', async () => {
    const { campaign, invoice } = await campaignOf1210();
    const before = await receivedNow();
    await importFile(t, admin, camtWith([{ amount: '605.00', text: `Anticipo ${invoice.paymentReference!}` }]));
    const waiting = (await credits()).pending.find((credit) => credit.invoice?.id === invoice.id)!;
    expect(waiting.reason).toBe('PARTIAL');
    const due = json<{ data: PaymentDue }>(
      await t.call('GET', `/private/backoffice/campaigns/${campaign.id}/payment`, admin.session),
    ).data;
    expect(due.receivedCents).toBe(60_500);

    expect((await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/paid`, admin.session)).statusCode).toBe(
      200,
    );
    expect(await substatusOf(campaign.id)).toBe('PENDING_DATES');
    // 605 € by the bank and 605 € vouched for by the admin: the invoice's total, not 605 € more.
    expect((await receivedNow()) - before).toBe(121_000);
    const [applied] = await t.database.db.select().from(bankCredits).where(eq(bankCredits.id, waiting.id));
    expect(applied).toMatchObject({ status: 'APPLIED', invoiceId: invoice.id, settledBy: admin.id });
    const listed = await credits();
    expect(listed.pending.map((credit) => credit.id)).not.toContain(waiting.id);
    expect(listed.balances.map((balance) => balance.invoiceCode)).not.toContain(invoice.code);
    await expectBalancedBooks(t);
  });

  it('«Aplicar» and «Marcar como pagada» at once on one campaign both answer, and its money counts once', async () => {
    // The last credit that completes the invoice pays the campaign, as «Marcar como pagada» does: on the
    // PostgreSQL server the two took their locks in opposite orders and one died in a deadlock.
    for (let round = 0; round < 4; round += 1) {
      const { campaign, invoice } = await campaignOf1210();
      const before = await receivedNow();
      await importFile(
        t,
        admin,
        camtWith([
          { amount: '605.00', text: `Anticipo ${invoice.paymentReference!}` },
          { amount: '605.00', text: `Resto ${invoice.paymentReference!}` },
        ]),
      );
      const [first, last] = (await credits()).pending.filter((credit) => credit.invoice?.id === invoice.id);
      expect((await apply(first!.id, invoice.id)).statusCode).toBe(200);

      const [paid, applied] = await Promise.all([
        t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/paid`, admin.session),
        apply(last!.id, invoice.id),
      ]);
      // Whichever comes second finds the campaign paid, or the credit applied: a 409, never a 500.
      expect([paid.statusCode, applied.statusCode].sort()).toEqual([200, 409]);
      expect(await substatusOf(campaign.id)).toBe('PENDING_DATES');
      expect((await receivedNow()) - before).toBe(121_000);
    }
    await expectBalancedBooks(t);
  });

  it('links the transfer that arrives after «Marcar como pagada» to the receipt the admin vouched for', async () => {
    const { campaign, invoice } = await campaignOf1210();
    const before = await receivedNow();
    expect((await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/paid`, admin.session)).statusCode).toBe(
      200,
    );
    const imported = await importFile(t, admin, camtWith([{ amount: '1210.00', text: invoice.paymentReference! }]));
    expect(json<{ data: StatementImport }>(imported).data).toMatchObject({ matched: 1, pending: 0 });
    // The bank brought 1.210 € once: the books say so once.
    expect((await receivedNow()) - before).toBe(121_000);
    const linked = await t.database.db.select().from(bankCredits).where(eq(bankCredits.invoiceId, invoice.id));
    expect(linked.map((credit) => [credit.status, credit.amountCents])).toEqual([['APPLIED', 121_000]]);
    expect((await credits()).pending.filter((credit) => credit.invoice?.id === invoice.id)).toEqual([]);
    await expectBalancedBooks(t);

    // Nothing vouched is left: a second transfer for the same invoice is an excess, as before.
    await importFile(t, admin, camtWith([{ amount: '50.00', text: `Otra vez ${invoice.paymentReference!}` }]));
    expect((await receivedNow()) - before).toBe(126_000);
    const again = (await credits()).pending.filter((credit) => credit.invoice?.id === invoice.id);
    expect(again.map((credit) => [credit.reason, credit.amountCents])).toEqual([['EXCESS', 5_000]]);
  });

  it('links a transfer larger than what was vouched up to that amount and keeps the rest as an excess', async () => {
    const { campaign, invoice } = await campaignOf1210();
    const before = await receivedNow();
    await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/paid`, admin.session);
    const imported = await importFile(t, admin, camtWith([{ amount: '1300.00', text: invoice.paymentReference! }]));
    expect(json<{ data: StatementImport }>(imported).data).toMatchObject({ matched: 1, pending: 1 });
    expect((await receivedNow()) - before).toBe(130_000);
    const waiting = (await credits()).pending.filter((credit) => credit.invoice?.id === invoice.id);
    expect(waiting.map((credit) => [credit.reason, credit.amountCents])).toEqual([['EXCESS', 9_000]]);
    await expectBalancedBooks(t);
  });
});
