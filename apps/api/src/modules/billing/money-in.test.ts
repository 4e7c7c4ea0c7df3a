import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionEarnings, invoiceLines, invoices, ledgerEntries } from '../../db/schema';
import { clockAt, useTestApp } from '../../../test/app';
import { createTeamMember } from '../../../test/factories';
import { boughtCampaign } from './billing.test-support';
import { invoiceRecordHash, ledgerBalances } from '.';

const clock = clockAt('2027-01-04');
const t = useTestApp({ clock });

describe('the invoice of a purchase', () => {
  it('has one line per bought action at the agreed price, IVA at 21% and the next number of the year', async () => {
    const first = await boughtCampaign(t, { mentions: 2 });
    const second = await boughtCampaign(t, { mentions: 1, rateCents: 20_000 });

    expect(first.invoice).toMatchObject({
      kind: 'INVOICE',
      recipientName: 'Cafés del Sur, S.L.',
      recipientTaxId: 'B65410011',
      issuerTaxId: t.config.COMPANY_TAX_ID,
      issueDate: '2027-01-04',
      baseCents: 30_000,
      vatPercent: 21,
      vatCents: 6_300,
      totalCents: 36_300,
      reverseCharge: false,
    });
    expect(first.invoice.paymentReference).toMatch(/^PAT-/);
    const lines = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, first.invoice.id))
      .orderBy(asc(invoiceLines.position));
    expect(lines.map((line) => [line.description, line.amountCents])).toEqual([
      [expect.stringMatching(/^Mención 1 en «.+»$/), 15_000],
      [expect.stringMatching(/^Mención 2 en «.+»$/), 15_000],
    ]);
    expect(second.invoice.number).toBe(first.invoice.number + 1);
    expect(second.invoice.code).toBe(`2027-${String(second.invoice.number).padStart(6, '0')}`);
  });

  it('chains each record to the previous one of its issuer', async () => {
    const a = await boughtCampaign(t);
    const b = await boughtCampaign(t);
    expect(b.invoice.previousHash).toBe(a.invoice.hash);
    expect(b.invoice.hash).toBe(
      invoiceRecordHash({
        issuerTaxId: b.invoice.issuerTaxId,
        code: b.invoice.code,
        issueDate: b.invoice.issueDate,
        kind: 'INVOICE',
        vatCents: b.invoice.vatCents,
        baseCents: b.invoice.baseCents,
        previousHash: a.invoice.hash,
        recordTime: b.invoice.recordTime,
      }),
    );
    expect(b.invoice.recordTime).toMatch(/^2027-01-04T\d{2}:\d{2}:\d{2}\+01:00$/);
  });

  it('gives concurrent purchases consecutive numbers, none lost or repeated', async () => {
    const bought = await Promise.all([boughtCampaign(t), boughtCampaign(t), boughtCampaign(t)]);
    const numbers = bought.map(({ invoice }) => invoice.number).sort((x, y) => x - y);
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
  });

  it('charges no IVA to an EU business with a VAT number (reverse charge), invoiced under that number', async () => {
    const { invoice } = await boughtCampaign(t, {
      profile: { legalName: 'Pain et Café SARL', country: 'FR', taxId: 'FR40303265045', euVatNumber: 'FR40303265045' },
    });
    expect(invoice).toMatchObject({
      reverseCharge: true,
      vatPercent: 0,
      vatCents: 0,
      totalCents: 30_000,
      recipientTaxId: 'FR40303265045',
      recipientCountry: 'FR',
    });
  });
});

describe('the payment of a campaign', () => {
  it('holds each action’s earnings and keeps the books balanced', async () => {
    const admin = await createTeamMember(t.app, t.database, 'admin');
    const before = await ledgerBalances(t.database.db);
    const { campaign, invoice, podcasts } = await boughtCampaign(t, { admin, mentions: 2 });

    const earnings = await t.database.db
      .select()
      .from(actionEarnings)
      .where(eq(actionEarnings.campaignId, campaign.id));
    expect(earnings.map((row) => [row.priceCents, row.earningsCents, row.status, row.payeeUserId])).toEqual([
      [15_000, 13_500, 'HELD', podcasts[0]!.ownerId],
      [15_000, 13_500, 'HELD', podcasts[0]!.ownerId],
    ]);

    const after = await ledgerBalances(t.database.db);
    expect(after.receivedCents - before.receivedCents).toBe(invoice.totalCents);
    expect(after.accounts.VAT - before.accounts.VAT).toBe(6_300);
    expect(after.accounts.COMMISSION - before.accounts.COMMISSION).toBe(3_000);
    expect(after.accounts.ESCROW_HELD - before.accounts.ESCROW_HELD).toBe(27_000);
    const { BANK, ...others } = after.accounts;
    expect(BANK).toBe(Object.values(others).reduce((sum, value) => sum + value, 0));

    // Marking it paid again is refused by the life cycle, and nothing moves twice.
    const again = await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/paid`, admin.session);
    expect(again.statusCode).toBe(409);
    const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, invoice.id));
    expect(entries.filter((entry) => entry.kind === 'PAYMENT_APPLIED')).toHaveLength(1);
  });

  it('leaves the invoice untouched when the campaign is paid', async () => {
    const admin = await createTeamMember(t.app, t.database, 'admin');
    const { invoice } = await boughtCampaign(t, { admin });
    const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored!.hash).toBe(invoice.hash);
  });
});
