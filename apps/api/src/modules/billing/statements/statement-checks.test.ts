import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, otherAccountMessage, type BankCredits, type StatementImport } from '@patrocina/domain';
import { clockAt, json, useTestApp, type ErrorBody } from '../../../../test/app';
import { createTeamMember, type SignedIn } from '../../../../test/factories';
import {
  camtWith,
  COMPANY_IBAN,
  digits,
  expectBalancedBooks,
  importFile,
  reconciliationCalls,
  statementFile,
} from './statements.test-support';

/** What an import checks besides the credits' invoices: credits repeated by overlapping statements, the account and the currency. */

const t = useTestApp({ clock: clockAt('2026-11-20') });
let admin: SignedIn;
beforeAll(async () => {
  admin = await createTeamMember(t.app, t.database, 'admin');
});

const { campaignOf1210, substatusOf, credits, apply } = reconciliationCalls(t, () => admin);
const imported = async (file: Buffer) => json<{ data: StatementImport }>(await importFile(t, admin, file)).data;

describe('statements that overlap', () => {
  it('imports from a monthly statement only the credit the daily one did not have (by the bank’s reference)', async () => {
    const ref = digits(13);
    const daily = camtWith([{ amount: '300.00', text: 'Abono diario con referencia', ref, day: '2026-11-10' }]);
    expect(await imported(daily)).toMatchObject({ pending: 1, ignored: 0 });
    // The month's statement has the credit again, further down and worded otherwise by the bank.
    const monthly = camtWith([
      { amount: '75.00', text: 'Abono nuevo del mes', ref: digits(13), day: '2026-11-03' },
      { amount: '300.00', text: 'ABONO DIARIO CON REFERENCIA', ref, day: '2026-11-10' },
    ]);
    expect(await imported(monthly)).toMatchObject({ alreadyImported: false, pending: 1, ignored: 1 });
    const listed = (await credits()).pending.map((credit) => [credit.remittance, credit.amountCents]);
    expect(listed).toContainEqual(['Abono nuevo del mes', 7_500]);
    expect(listed.filter(([, amount]) => amount === 30_000)).toHaveLength(1);
    await expectBalancedBooks(t);
  });

  it('without the bank’s reference, tells a repeated credit by its count among identical ones, not its place', async () => {
    const same = { amount: '120.00', text: 'Cuota sin referencia del banco', day: '2026-11-12' };
    expect(await imported(camtWith([same, same]))).toMatchObject({ pending: 2 });
    const monthly = camtWith([{ amount: '10.00', text: 'Otro abono del mes', day: '2026-11-02' }, same, same, same]);
    // Two identical credits were there already; the third is new, and so is the other one.
    expect(await imported(monthly)).toMatchObject({ pending: 2, ignored: 2 });
    await expectBalancedBooks(t);
  });
});

describe('the statement’s account and currency', () => {
  it.each(['norma43.txt', 'camt053.xml'] as const)(
    'refuses a %s of another account, naming both accounts by their last four digits',
    async (fixture) => {
      const { invoice } = await campaignOf1210();
      const file = statementFile(fixture, { exact: invoice.paymentReference! }, { otherAccount: true });
      const account =
        fixture === 'norma43.txt'
          ? file.toString('latin1').slice(2, 20)
          : /<IBAN>(ES00\d{20})<\/IBAN>/.exec(file.toString('utf8'))![1]!;
      const response = await importFile(t, admin, file, fixture);
      const message = otherAccountMessage(account, COMPANY_IBAN);
      expect([response.statusCode, json<ErrorBody>(response).error.message]).toEqual([400, message]);
      expect(message).toContain(`•••• ${account.slice(-4)}`);
      expect(message).toContain('•••• 1332');
      expect(message).not.toContain(account);
      expect(
        json<{ data: BankCredits }>(
          await t.call('GET', '/private/backoffice/bank-credits', admin.session),
        ).data.openInvoices.map((open) => open.id),
      ).toContain(invoice.id);
    },
  );

  it('leaves a Norma 43 credit in another currency waiting for a person, even when it names an invoice exactly', async () => {
    const { campaign, invoice } = await campaignOf1210();
    const lines = statementFile('norma43.txt', { exact: invoice.paymentReference! }).toString('latin1').split('\r\n');
    // Clave de divisa 840: the account's statement is in US dollars.
    lines[0] = `${lines[0]!.slice(0, 47)}840${lines[0]!.slice(50)}`;
    const result = await imported(Buffer.from(lines.join('\r\n'), 'latin1'));
    expect(result).toMatchObject({ matched: 0, pending: 4 });
    expect(await substatusOf(campaign.id)).toBe('PENDING_PAYMENT');
    const waiting = (await credits()).pending.filter(
      (credit) => credit.amountCents === 121_000 && credit.remittance.includes(invoice.paymentReference!),
    );
    expect(waiting.map((credit) => [credit.reason, credit.invoice])).toEqual([['OTHER_CURRENCY', null]]);
    await expectBalancedBooks(t);
  });

  it('leaves a camt.053 credit in another currency waiting for a person', async () => {
    const { campaign, invoice } = await campaignOf1210();
    const result = await imported(camtWith([{ amount: '1210.00', text: invoice.paymentReference!, currency: 'USD' }]));
    expect(result).toMatchObject({ matched: 0, pending: 1 });
    expect(await substatusOf(campaign.id)).toBe('PENDING_PAYMENT');
    const waiting = (await credits()).pending.find((credit) => credit.remittance === invoice.paymentReference);
    expect(waiting?.reason).toBe('OTHER_CURRENCY');

    // 1.210 dollars are not the 1.210 euros the invoice waits for: it can only be sent back.
    const refused = await apply(waiting!.id, invoice.id);
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error.message).toBe(PAYMENT_MESSAGES.otherCurrencyNotApplicable);
    expect(await substatusOf(campaign.id)).toBe('PENDING_PAYMENT');
    expect((await credits()).pending.map((credit) => credit.id)).toContain(waiting!.id);
  });
});
