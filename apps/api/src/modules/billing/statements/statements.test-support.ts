import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BankCredits } from '@patrocina/domain';
import { campaigns } from '../../../db/schema';
import type { TestApp } from '../../../../test/app';
import { bearer, json } from '../../../../test/app';
import { multipartBody } from '../../../../test/files';
import type { SignedIn } from '../../../../test/factories';
import { ledgerBalances } from '..';
import { boughtCampaign } from '../billing.test-support';

/** The placeholders the fixtures write where an invoice's payment reference goes (as long as one). */
export const PLACEHOLDERS = { exact: 'PAT-EXACT00001', partial: 'PAT-PARTIAL001', excess: 'PAT-EXCESS0001' } as const;
export type Slot = keyof typeof PLACEHOLDERS;

export const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** The company's account (COMPANY_IBAN in the tests' config): the import refuses any other. */
export const COMPANY_IBAN = 'ES9121000418450200051332';

/**
 * A fixture of test/fixtures/statements with the given invoices' references in place of its
 * placeholders (in the placeholder's case), on the company's account unless another is given
 * (`digits` gives a random one).
 */
export function statementFile(
  name: 'norma43.txt' | 'camt053.xml',
  references: Partial<Record<Slot, string>>,
  options: { otherAccount?: boolean } = {},
): Buffer {
  const raw = readFileSync(new URL(`../../../../test/fixtures/statements/${name}`, import.meta.url));
  // Norma 43 is ISO-8859-1: every byte one character, so latin1 round-trips it.
  let text = raw.toString(name === 'norma43.txt' ? 'latin1' : 'utf8');
  for (const [slot, placeholder] of Object.entries(PLACEHOLDERS)) {
    const reference = references[slot as Slot];
    if (!reference) continue;
    expect(reference).toHaveLength(placeholder.length);
    text = text.replaceAll(placeholder, reference).replaceAll(placeholder.toLowerCase(), reference.toLowerCase());
  }
  // The bank's references of the entries are new in each file, as its credits are.
  text =
    name === 'norma43.txt'
      ? text.replace(/^(22.{40})0{10}/gm, (_, head: string) => `${head}${digits(10)}`)
      : text.replaceAll('<AcctSvcrRef>2026112300001<', `<AcctSvcrRef>${digits(13)}<`);
  if (options.otherAccount)
    text =
      name === 'norma43.txt'
        ? text.replaceAll('0200051332', digits(10))
        : text.replaceAll(COMPANY_IBAN, `ES00${digits(20)}`);
  return Buffer.from(text, name === 'norma43.txt' ? 'latin1' : 'utf8');
}

/**
 * A camt.053 of the company's account (or the one given) with the credits given, each with its text,
 * booked on 2026-11-25 unless said otherwise, in euros unless said otherwise, and with the bank's
 * reference (`AcctSvcrRef`) when given one.
 */
export function camtWith(
  credits: { amount: string; text: string; ref?: string; day?: string; currency?: string }[],
  account = COMPANY_IBAN,
): Buffer {
  const entries = credits
    .map(
      (credit) => `<Ntry><Amt Ccy="${credit.currency ?? 'EUR'}">${credit.amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd>
<BookgDt><Dt>${credit.day ?? '2026-11-25'}</Dt></BookgDt>${credit.ref ? `<AcctSvcrRef>${credit.ref}</AcctSvcrRef>` : ''}
<NtryDtls><TxDtls><RmtInf><Ustrd>${credit.text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    )
    .join('\n');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
<Acct><Id><IBAN>${account}</IBAN></Id></Acct>
${entries}
</Stmt></BkToCstmrStmt></Document>`);
}

/** `POST /private/backoffice/bank-statements` with the file as the page sends it. */
export function importFile(t: TestApp, who: SignedIn | null, bytes: Buffer, name = 'extracto.txt') {
  const body = multipartBody({}, { name, bytes, type: 'application/octet-stream' });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/private/backoffice/bank-statements',
    headers: { ...body.headers, ...(who ? bearer(who.session) : {}) },
    payload: body.payload,
  });
}

/** The books balance: what BANK holds is what every other account says is someone's. */
export async function expectBalancedBooks(t: TestApp) {
  const { accounts } = await ledgerBalances(t.database.db);
  const others = Object.entries(accounts)
    .filter(([account]) => account !== 'BANK')
    .reduce((sum, [, amount]) => sum + amount, 0);
  expect(accounts.BANK).toBe(others);
  return accounts;
}

/** Norma 43 dates: `AAMMDD`. */
const norma43Day = (day: string) => day.slice(2).replaceAll('-', '');

/**
 * A Norma 43 file with the credits given, laid out as test/fixtures/statements/norma43.txt is (an
 * account header, one movement and one concept record per credit, the account's totals, the end), on
 * the company's account (COMPANY_IBAN's bank, branch and account number). Each credit's text goes in Referencia 2 (its first 16 characters) and, whole,
 * in the concept line, as banks write the payer's remittance.
 */
export function norma43With(credits: { amountCents: number; text: string }[], bookedOn = '2026-11-25'): Buffer {
  const account = '210004180200051332';
  const day = norma43Day(bookedOn);
  const amount = (cents: number) => String(cents).padStart(14, '0');
  const record = (text: string) => {
    expect(text.length).toBeLessThanOrEqual(80);
    return text.padEnd(80, ' ');
  };
  const total = credits.reduce((sum, credit) => sum + credit.amountCents, 0);
  const records = [
    record(`11${account}${day}${day}2${amount(0)}9783PATROCINA PODCASTS SL`),
    ...credits.flatMap((credit, index) => [
      record(
        `22    0418${day}${day}02099` +
          `2${amount(credit.amountCents)}0000000000${String(index + 1).padStart(12, '0')}` +
          credit.text.slice(0, 16).padEnd(16, ' '),
      ),
      record(`2301${'TRANSFERENCIA'.padEnd(38, ' ')}${credit.text.slice(0, 38)}`),
    ]),
    record(
      `33${account}${'0'.repeat(5)}${amount(0)}${String(credits.length).padStart(5, '0')}${amount(total)}2${amount(total)}978`,
    ),
    record(`88${'9'.repeat(18)}${String(credits.length * 2 + 2).padStart(6, '0')}`),
  ];
  return Buffer.from(`${records.join('\r\n')}\r\n`, 'latin1');
}

/** The calls the reconciliation tests make as the admin `admin()` returns (signed in before each file). */
export function reconciliationCalls(t: TestApp, admin: () => SignedIn) {
  return {
    /** A campaign bought for 1.000 € (2 mentions × 500 €): its invoice's total is 1.210,00 € with IVA. */
    campaignOf1210: async () => {
      const bought = await boughtCampaign(t, { mentions: 2, rateCents: 50_000 });
      expect(bought.invoice.totalCents).toBe(121_000);
      return bought;
    },
    substatusOf: async (id: string) =>
      (await t.database.db.select({ substatus: campaigns.substatus }).from(campaigns).where(eq(campaigns.id, id)))[0]!
        .substatus,
    credits: async () =>
      json<{ data: BankCredits }>(await t.call('GET', '/private/backoffice/bank-credits', admin().session)).data,
    apply: (creditId: string, invoiceId: string) =>
      t.call('POST', `/private/backoffice/bank-credits/${creditId}/apply`, admin().session, { invoiceId }),
  };
}
