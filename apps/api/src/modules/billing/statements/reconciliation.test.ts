import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type BankCredits, type PaymentDue, type StatementImport } from '@patrocina/domain';
import { bankCredits, campaigns, ledgerEntries } from '../../../db/schema';
import { clockAt, json, mailsTo, useTestApp, type ErrorBody } from '../../../../test/app';
import { createSignedInUser, createTeamMember, type SignedIn } from '../../../../test/factories';
import {
  camtWith,
  expectBalancedBooks,
  importFile,
  reconciliationCalls,
  statementFile,
} from './statements.test-support';

const t = useTestApp({ clock: clockAt('2026-11-20') });
let admin: SignedIn;
let agent: SignedIn;
beforeAll(async () => {
  admin = await createTeamMember(t.app, t.database, 'admin');
  agent = await createTeamMember(t.app, t.database, 'agent');
});

const { campaignOf1210, substatusOf, credits, apply } = reconciliationCalls(t, () => admin);

describe('importing a bank statement', () => {
  it.each(['norma43.txt', 'camt053.xml'] as const)(
    'pays the exact credit of %s, keeps the partial, excess and unknown ones for a person and ignores the charge',
    async (fixture) => {
      const [exact, partial, excess] = [await campaignOf1210(), await campaignOf1210(), await campaignOf1210()];
      const file = statementFile(fixture, {
        exact: exact.invoice.paymentReference!,
        partial: partial.invoice.paymentReference!,
        excess: excess.invoice.paymentReference!,
      });

      const response = await importFile(t, admin, file, fixture);
      expect(response.statusCode).toBe(200);
      const result = json<{ data: StatementImport }>(response).data;
      expect(result).toMatchObject({
        format: fixture === 'norma43.txt' ? 'NORMA43' : 'CAMT053',
        alreadyImported: false,
        matched: 1,
        pending: 3,
        ignored: 1,
      });
      // The exact credit did what «Marcar como pagada» does: dates next, the advertiser told.
      expect(await substatusOf(exact.campaign.id)).toBe('PENDING_DATES');
      expect((await mailsTo(t.database, exact.owner.email)).map((mail) => mail.template)).toContain(
        'campaign-payment-confirmed',
      );
      expect(await substatusOf(partial.campaign.id)).toBe('PENDING_PAYMENT');
      expect(await substatusOf(excess.campaign.id)).toBe('PENDING_PAYMENT');

      const listed = await credits();
      const mine = listed.pending.filter((credit) =>
        [partial.invoice.id, excess.invoice.id].includes(credit.invoice?.id ?? ''),
      );
      expect(mine.map((credit) => [credit.reason, credit.amountCents, credit.invoice?.code])).toEqual([
        ['PARTIAL', 60_500, partial.invoice.code],
        ['EXCESS', 130_000, excess.invoice.code],
      ]);
      const unknown = listed.pending.filter((credit) => credit.remittance.includes('SIN REFERENCIA'));
      expect(unknown.at(-1)).toMatchObject({ reason: 'UNKNOWN', amountCents: 25_000, invoice: null });
      expect(listed.openInvoices.map((invoice) => invoice.id)).not.toContain(exact.invoice.id);
      expect(listed.openInvoices.map((invoice) => invoice.id)).toEqual(
        expect.arrayContaining([partial.invoice.id, excess.invoice.id]),
      );

      // Every credit came in through the bank: 1.210 + 605 + 1.300 + 250 €, and the books balance.
      const received = await t.database.db
        .select({ amount: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .innerJoin(bankCredits, eq(bankCredits.id, ledgerEntries.bankCreditId))
        .where(and(eq(ledgerEntries.account, 'BANK'), eq(bankCredits.statementId, result.statementId)));
      expect(received.reduce((sum, row) => sum + row.amount, 0)).toBe(336_500);
      const books = await expectBalancedBooks(t);

      // The same file again changes nothing, and says so.
      const again = await importFile(t, admin, file, fixture);
      expect(json<{ data: StatementImport }>(again).data).toMatchObject({
        alreadyImported: true,
        matched: 0,
        pending: 0,
      });
      expect(await expectBalancedBooks(t)).toEqual(books);
      expect((await credits()).pending).toHaveLength(listed.pending.length);
    },
  );

  it('takes each credit once even from another file that repeats it (the same day, amount, text and place)', async () => {
    const { invoice } = await campaignOf1210();
    const text = `Pago ${invoice.paymentReference!}`;
    const file = camtWith([{ amount: '100.00', text }]);
    expect(json<{ data: StatementImport }>(await importFile(t, admin, file)).data.pending).toBe(1);
    // The same credit in a file that differs only in its trailing bytes.
    const overlapping = Buffer.concat([file, Buffer.from('\n')]);
    expect(json<{ data: StatementImport }>(await importFile(t, admin, overlapping)).data).toMatchObject({
      alreadyImported: false,
      pending: 0,
      ignored: 1,
    });
  });

  it('stores one statement when two admins send the same file at once', async () => {
    const { invoice } = await campaignOf1210();
    const file = camtWith([{ amount: '1210.00', text: invoice.paymentReference! }]);
    const answers = await Promise.all([importFile(t, admin, file), importFile(t, admin, file)]);
    const results = answers.map((answer) => json<{ data: StatementImport }>(answer).data);
    expect(results.map((result) => result.alreadyImported).sort()).toEqual([false, true]);
    expect(results.reduce((sum, result) => sum + result.matched, 0)).toBe(1);
    expect(new Set(results.map((result) => result.statementId)).size).toBe(1);
  });

  it('refuses a file that is neither Norma 43 nor camt.053, naming the formats it reads', async () => {
    for (const bytes of [Buffer.from('fecha;importe\n2026-11-23;1210,00\n'), Buffer.from('%PDF-1.7\n')]) {
      const response = await importFile(t, admin, bytes, 'extracto.csv');
      expect([response.statusCode, json<ErrorBody>(response).error.message]).toEqual([
        400,
        PAYMENT_MESSAGES.unknownStatement,
      ]);
    }
    const broken = statementFile('norma43.txt', {})
      .toString('latin1')
      .replace(/\r\n88.*\r\n$/, '\r\n');
    const cut = await importFile(t, admin, Buffer.from(broken, 'latin1'));
    expect([cut.statusCode, json<ErrorBody>(cut).error.message]).toEqual([400, PAYMENT_MESSAGES.brokenNorma43]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/private/backoffice/bank-statements',
      headers: { authorization: `Bearer ${admin.session}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('is for admins only: agents and advertisers are refused, visitors asked to sign in', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const file = camtWith([{ amount: '10.00', text: 'nada' }]);
    expect((await importFile(t, agent, file)).statusCode).toBe(403);
    expect((await importFile(t, advertiser, file)).statusCode).toBe(403);
    expect((await importFile(t, null, file)).statusCode).toBe(401);
    expect((await t.call('GET', '/private/backoffice/bank-credits', agent.session)).statusCode).toBe(403);
  });
});

describe('a credit for a campaign that cannot be paid now', () => {
  it('waits for a person, received but not the invoice’s, and nothing of the attempt is kept', async () => {
    const { owner, campaign, invoice } = await campaignOf1210();
    // Closed meanwhile (its owner left, say): the confirmation refuses it.
    await t.database.db.update(campaigns).set({ substatus: 'FINISHED' }).where(eq(campaigns.id, campaign.id));
    const imported = await importFile(t, admin, camtWith([{ amount: '1210.00', text: invoice.paymentReference! }]));
    expect(json<{ data: StatementImport }>(imported).data).toMatchObject({ matched: 0, pending: 1 });
    const waiting = (await credits()).pending.find((credit) => credit.invoice?.id === invoice.id);
    expect(waiting?.reason).toBe('NOT_PAYABLE');
    const onInvoice = await t.database.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.invoiceId, invoice.id));
    expect(onInvoice).toEqual([]);
    expect((await mailsTo(t.database, owner.email)).map((mail) => mail.template)).not.toContain(
      'campaign-payment-confirmed',
    );
    await expectBalancedBooks(t);
  });
});

describe('settling the credits that wait', () => {
  it('pays the campaign once two partial credits applied to its invoice reach the total', async () => {
    const { campaign, invoice } = await campaignOf1210();
    const text = `Primera mitad ${invoice.paymentReference!.toLowerCase()}`;
    const imported = await importFile(
      t,
      admin,
      camtWith([
        { amount: '605.00', text },
        { amount: '605.00', text: `Segunda mitad ${invoice.paymentReference!}` },
      ]),
    );
    expect(json<{ data: StatementImport }>(imported).data).toMatchObject({ matched: 0, pending: 2 });
    const halves = (await credits()).pending.filter((credit) => credit.invoice?.id === invoice.id);
    expect(halves.map((credit) => credit.reason)).toEqual(['PARTIAL', 'PARTIAL']);

    expect((await apply(halves[0]!.id, invoice.id)).statusCode).toBe(200);
    expect(await substatusOf(campaign.id)).toBe('PENDING_PAYMENT');
    const due = json<{ data: PaymentDue }>(
      await t.call('GET', `/private/backoffice/campaigns/${campaign.id}/payment`, admin.session),
    ).data;
    // The half applied and the half that still waits but names the invoice: both arrived.
    expect(due).toMatchObject({ totalCents: 121_000, receivedCents: 121_000, reference: invoice.paymentReference });

    const again = await apply(halves[0]!.id, invoice.id);
    expect([again.statusCode, json<ErrorBody>(again).error.message]).toEqual([409, PAYMENT_MESSAGES.creditSettled]);
    expect((await apply(halves[1]!.id, invoice.id)).statusCode).toBe(200);
    expect(await substatusOf(campaign.id)).toBe('PENDING_DATES');
    await expectBalancedBooks(t);
  });

  it('keeps what arrives over the total as the advertiser’s balance, and refunds an unknown credit', async () => {
    const { campaign, invoice } = await campaignOf1210();
    await importFile(
      t,
      admin,
      camtWith([
        // Banks drop the hyphen now and then: the reference is still found.
        { amount: '1300.00', text: `FRA ${invoice.paymentReference!.replace('-', '')}` },
        { amount: '42.00', text: 'Sin nada que ver' },
      ]),
    );
    const listed = await credits();
    const over = listed.pending.find((credit) => credit.invoice?.id === invoice.id)!;
    const stray = listed.pending.find((credit) => credit.remittance === 'Sin nada que ver')!;
    expect(over.reason).toBe('EXCESS');

    expect((await apply(over.id, invoice.id)).statusCode).toBe(200);
    expect(await substatusOf(campaign.id)).toBe('PENDING_DATES');
    expect((await credits()).balances).toContainEqual(
      expect.objectContaining({ invoiceCode: invoice.code, amountCents: 9_000 }),
    );
    // A paid invoice takes no more credits.
    const closed = await apply(stray.id, invoice.id);
    expect([closed.statusCode, json<ErrorBody>(closed).error.message]).toEqual([409, PAYMENT_MESSAGES.invoiceNotOpen]);

    const before = await expectBalancedBooks(t);
    const refunded = await t.call('POST', `/private/backoffice/bank-credits/${stray.id}/refund`, admin.session);
    expect(refunded.statusCode).toBe(200);
    expect(json<{ data: BankCredits }>(refunded).data.pending.map((credit) => credit.id)).not.toContain(stray.id);
    const after = await expectBalancedBooks(t);
    expect(after.BANK).toBe(before.BANK - 4_200);
    expect(
      (await t.call('POST', `/private/backoffice/bank-credits/${stray.id}/refund`, admin.session)).statusCode,
    ).toBe(409);
    const missing = await apply('00000000-0000-4000-8000-000000000000', invoice.id);
    expect([missing.statusCode, json<ErrorBody>(missing).error.message]).toEqual([
      404,
      PAYMENT_MESSAGES.creditNotFound,
    ]);
    const byAgent = await t.call('POST', `/private/backoffice/bank-credits/${stray.id}/refund`, agent.session);
    expect(byAgent.statusCode).toBe(403);
  });

  it('gives the balance over a paid invoice back once, and refuses it for an invoice still waiting', async () => {
    const { invoice } = await campaignOf1210();
    const refundBalance = (id: string, who = admin) =>
      t.call('POST', `/private/backoffice/balances/${id}/refund`, who.session);
    // Still waiting for its money: what arrived is no balance yet.
    const early = await refundBalance(invoice.id);
    expect([early.statusCode, json<ErrorBody>(early).error.message]).toEqual([409, PAYMENT_MESSAGES.noBalance]);

    await importFile(t, admin, camtWith([{ amount: '1300.00', text: invoice.paymentReference! }]));
    const over = (await credits()).pending.find((credit) => credit.invoice?.id === invoice.id)!;
    expect((await apply(over.id, invoice.id)).statusCode).toBe(200);
    expect((await refundBalance(invoice.id, agent)).statusCode).toBe(403);

    const before = await expectBalancedBooks(t);
    const refunded = await refundBalance(invoice.id);
    expect(refunded.statusCode).toBe(200);
    expect(json<{ data: BankCredits }>(refunded).data.balances.map((balance) => balance.invoiceId)).not.toContain(
      invoice.id,
    );
    const after = await expectBalancedBooks(t);
    expect(after.BANK).toBe(before.BANK - 9_000);
    // Twice is once.
    const again = await refundBalance(invoice.id);
    expect([again.statusCode, json<ErrorBody>(again).error.message]).toEqual([409, PAYMENT_MESSAGES.noBalance]);
    expect((await refundBalance('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('takes no credit for the invoice of a cancelled purchase: the credit waits to be refunded', async () => {
    const { campaign, invoice } = await campaignOf1210();
    await importFile(t, admin, camtWith([{ amount: '605.00', text: invoice.paymentReference! }]));
    const half = (await credits()).pending.find((credit) => credit.invoice?.id === invoice.id)!;
    const cancelled = await t.call(
      'PUT',
      `/private/backoffice/campaigns/${campaign.id}/cancel-purchase`,
      admin.session,
      {
        reason: 'El anunciante ya no sigue adelante',
      },
    );
    expect(cancelled.statusCode).toBe(200);

    // Its credit note annulled it: money applied to it would be nobody's to refund.
    const applied = await apply(half.id, invoice.id);
    expect([applied.statusCode, json<ErrorBody>(applied).error.message]).toEqual([
      409,
      PAYMENT_MESSAGES.invoiceNotOpen,
    ]);
    const refunded = await t.call('POST', `/private/backoffice/bank-credits/${half.id}/refund`, admin.session);
    expect(refunded.statusCode).toBe(200);
    await expectBalancedBooks(t);
  });

  it('«Marcar como pagada» after a partial credit records the rest as received by other means', async () => {
    const { campaign, invoice } = await campaignOf1210();
    await importFile(t, admin, camtWith([{ amount: '605.00', text: invoice.paymentReference! }]));
    const half = (await credits()).pending.find((credit) => credit.invoice?.id === invoice.id)!;
    await apply(half.id, invoice.id);

    const paid = await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/paid`, admin.session);
    expect(paid.statusCode).toBe(200);
    const receipts = await t.database.db
      .select({ amount: ledgerEntries.amountCents, memo: ledgerEntries.memo })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.invoiceId, invoice.id));
    expect(receipts).toContainEqual({ amount: 60_500, memo: 'Marcada como pagada' });
    const due = json<{ data: PaymentDue }>(
      await t.call('GET', `/private/backoffice/campaigns/${campaign.id}/payment`, admin.session),
    ).data;
    expect(due.receivedCents).toBe(121_000);
    await expectBalancedBooks(t);
  });
});

describe('an invoice a credit note cancelled', () => {
  it('takes no credit: «Aplicar» answers that it waits for no payment', async () => {
    const { campaign, invoice } = await campaignOf1210();
    const cancelled = await t.call(
      'PUT',
      `/private/backoffice/campaigns/${campaign.id}/cancel-purchase`,
      admin.session,
      {
        reason: 'El anunciante ha retirado el producto del mercado.',
      },
    );
    expect(cancelled.statusCode).toBe(200);
    await importFile(t, admin, camtWith([{ amount: '1210.00', text: 'Transferencia sin referencia cancelada' }]));
    const stray = (await credits()).pending.find(
      (credit) => credit.remittance === 'Transferencia sin referencia cancelada',
    )!;
    const refused = await apply(stray.id, invoice.id);
    expect([refused.statusCode, json<ErrorBody>(refused).error.message]).toEqual([
      409,
      PAYMENT_MESSAGES.invoiceNotOpen,
    ]);
    expect((await credits()).pending.map((credit) => credit.id)).toContain(stray.id);
    await expectBalancedBooks(t);
  });
});
