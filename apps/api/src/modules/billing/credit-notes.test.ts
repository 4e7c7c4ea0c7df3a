import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_DOCUMENT_MESSAGES, type BackofficeCampaign, type CampaignInvoices } from '@patrocina/domain';
import { actionEarnings, campaignActions, invoiceLines, invoices, ledgerEntries } from '../../db/schema';
import { clockAt, json, mailsTo, useTestApp, type ErrorBody } from '../../../test/app';
import { createCampaignRecord, createSignedInUser, createTeamMember, type SignedIn } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { boughtCampaign } from './billing.test-support';
import { verifyInvoiceChain } from './chain-check';
import { ledgerBalances } from './ledger';

const clock = clockAt('2027-02-01');
const t = useTestApp({ clock });
let admin: SignedIn;
let agent: SignedIn;
beforeAll(async () => {
  admin = await createTeamMember(t.app, t.database, 'admin');
  agent = await createTeamMember(t.app, t.database, 'agent');
});

const REASON = 'El anunciante ha retirado el producto del mercado.';
const cancel = (campaignId: string, session: string, reason: unknown = REASON) =>
  t.call('PUT', `/private/backoffice/campaigns/${campaignId}/cancel-purchase`, session, { reason });

async function creditNoteOf(invoiceId: string) {
  const [note] = await t.database.db.select().from(invoices).where(eq(invoices.correctsInvoiceId, invoiceId));
  return note;
}

/** Every account's balance over the campaign's ledger lines. */
async function campaignBooks(campaignId: string) {
  const rows = await t.database.db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.campaignId, campaignId))
    .groupBy(ledgerEntries.account);
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.total)]));
}

describe('cancelling a purchase', () => {
  it('before payment: issues a credit note that cancels the invoice, ends the campaign and tells the advertiser', async () => {
    const podcaster = await createSignedInUser(t.app, t.database);
    const { owner, campaign, invoice } = await boughtCampaign(t, { agentId: agent.id, podcasters: [podcaster] });

    const byAgent = await cancel(campaign.id, agent.session);
    expect(byAgent.statusCode).toBe(403);
    const short = await cancel(campaign.id, admin.session, 'porque sí');
    expect([short.statusCode, json<ErrorBody>(short).error.fields?.[0]?.message]).toEqual([
      400,
      INVOICE_DOCUMENT_MESSAGES.cancelReasonRequired,
    ]);
    expect(await creditNoteOf(invoice.id)).toBeUndefined();

    const response = await cancel(campaign.id, admin.session);
    expect(response.statusCode).toBe(200);
    expect(json<{ data: BackofficeCampaign }>(response).data.campaign).toMatchObject({
      substatus: 'FINISHED',
      status: 'FINISHED',
    });

    const note = (await creditNoteOf(invoice.id))!;
    expect(note).toMatchObject({
      kind: 'CREDIT_NOTE',
      series: 'R2027',
      code: `R2027-${String(note.number).padStart(6, '0')}`,
      campaignId: campaign.id,
      reason: REASON,
      issuerTaxId: invoice.issuerTaxId,
      recipientName: invoice.recipientName,
      recipientUserId: owner.id,
      baseCents: -invoice.baseCents,
      vatCents: -invoice.vatCents,
      totalCents: -invoice.totalCents,
      paymentReference: null,
    });
    const lines = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, note.id))
      .orderBy(asc(invoiceLines.position));
    expect(lines.map((line) => line.amountCents)).toEqual([-15_000, -15_000]);
    // Nothing had arrived: nothing goes back.
    expect(await campaignBooks(campaign.id)).toEqual({});
    expect((await verifyInvoiceChain(t.database.db)).findings).toEqual([]);

    const [mail] = await mailsTo(t.database, owner.email, 'purchase-cancelled');
    expect(mail!.subject).toMatch(/^Compra cancelada: tu campaña «.+» de .+$/);
    expect(mail!.text).toContain(REASON);
    expect(mail!.text).toContain(`factura rectificativa ${note.code}, que anula la factura ${invoice.code}`);
    expect(mail!.text).toContain(`http://localhost:3000/api/v1/private/billing/invoices/${note.id}/pdf`);
    expect(mail!.text).not.toContain('Te devolveremos');
    expect(await mailsTo(t.database, podcaster.email, 'podcaster-purchase-cancelled')).toHaveLength(1);

    const again = await cancel(campaign.id, admin.session);
    expect([again.statusCode, json<ErrorBody>(again).error.message]).toEqual([
      409,
      INVOICE_DOCUMENT_MESSAGES.cancelNotAllowed,
    ]);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.correctsInvoiceId, invoice.id))).toHaveLength(
      1,
    );
  });

  it('gives the advertiser the credit note as a PDF that names the invoice it corrects, and lists it with it', async () => {
    const { owner, campaign, invoice } = await boughtCampaign(t);
    expect((await cancel(campaign.id, admin.session)).statusCode).toBe(200);
    const note = (await creditNoteOf(invoice.id))!;

    const list = await t.call('GET', `/private/campaigns/${campaign.id}/invoices`, owner.session);
    expect(
      json<{ data: CampaignInvoices }>(list).data.invoices.map((row) => [row.code, row.kind, row.totalCents]),
    ).toEqual([
      [invoice.code, 'INVOICE', 36_300],
      [note.code, 'CREDIT_NOTE', -36_300],
    ]);

    const pdf = await t.call('GET', `/private/billing/invoices/${note.id}/pdf`, owner.session);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="factura-rectificativa-${note.code}.pdf"`);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'Factura rectificativa',
      `Número: ${note.code}`,
      `Rectifica la factura ${invoice.code} de 1 de febrero de 2027`,
      `Motivo: ${REASON}`,
      'Base imponible -300,00 €',
      'IVA (21 %) -63,00 €',
      'Total factura -363,00 €',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('Forma de pago');
  });

  it('after payment: refunds through the ledger, so the campaign’s books go back to zero, and its earnings are refunded', async () => {
    const { owner, campaign, invoice } = await boughtCampaign(t, { admin });
    const paidBooks = await campaignBooks(campaign.id);
    expect(paidBooks).toMatchObject({ BANK: invoice.totalCents, VAT: invoice.vatCents, ESCROW_HELD: 27_000 });

    const response = await cancel(campaign.id, admin.session);
    expect(response.statusCode).toBe(200);
    expect(json<{ data: BackofficeCampaign }>(response).data.campaign.substatus).toBe('FINISHED');

    const books = await campaignBooks(campaign.id);
    for (const account of ['BANK', 'UNAPPLIED', 'COMMISSION', 'VAT', 'ESCROW_HELD'])
      expect(books[account] ?? 0, account).toBe(0);
    const refunds = await t.database.db
      .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.campaignId, campaign.id), eq(ledgerEntries.kind, 'REFUND')));
    expect(Object.fromEntries(refunds.map((row) => [row.account, row.amountCents]))).toEqual({
      BANK: -36_300,
      COMMISSION: -3_000,
      VAT: -6_300,
      ESCROW_HELD: -27_000,
    });
    const earnings = await t.database.db
      .select({ status: actionEarnings.status })
      .from(actionEarnings)
      .where(eq(actionEarnings.campaignId, campaign.id));
    expect(earnings.map((row) => row.status)).toEqual(['REFUNDED', 'REFUNDED']);
    const { accounts, refundedCents } = await ledgerBalances(t.database.db);
    expect(accounts.BANK).toBe(
      accounts.UNAPPLIED +
        accounts.ESCROW_HELD +
        accounts.ESCROW_RELEASED +
        accounts.COMMISSION +
        accounts.VAT +
        accounts.IRPF,
    );
    expect(refundedCents).toBeGreaterThanOrEqual(36_300);
    const [mail] = await mailsTo(t.database, owner.email, 'purchase-cancelled');
    expect(mail!.text).toContain('Te devolveremos por transferencia lo que nos pagaste: 363,00 €.');
  });

  it('numbers credit notes issued at the same time one after the other in their own series, none lost', async () => {
    const first = await boughtCampaign(t);
    const second = await boughtCampaign(t);
    const answers = await Promise.all([
      cancel(first.campaign.id, admin.session),
      cancel(second.campaign.id, admin.session),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const numbers = [(await creditNoteOf(first.invoice.id))!.number, (await creditNoteOf(second.invoice.id))!.number];
    expect(Math.abs(numbers[0]! - numbers[1]!)).toBe(1);
    const series = await t.database.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.series, 'R2027'))
      .orderBy(asc(invoices.number));
    expect(series.map((row) => row.number)).toEqual(series.map((_row, index) => index + 1));
    expect((await verifyInvoiceChain(t.database.db)).findings).toEqual([]);
  });

  it('is refused before the purchase, once an action has aired, and for a campaign nobody may see', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const early = await createCampaignRecord(t.database.db, owner.id, { substatus: 'PENDING_ACCEPT' });
    expect((await cancel(early.id, admin.session)).statusCode).toBe(409);

    const { campaign, invoice } = await boughtCampaign(t, { admin });
    await t.database.db
      .update(campaignActions)
      .set({
        recordedAt: clock.now(),
        plannedOn: '2027-02-01',
        publishedOn: '2027-02-01',
        episodeUrl: 'https://example.com/episodio-1',
        adStartSeconds: 60,
      })
      .where(eq(campaignActions.campaignId, campaign.id));
    const aired = await cancel(campaign.id, admin.session);
    expect([aired.statusCode, json<ErrorBody>(aired).error.message]).toEqual([
      409,
      INVOICE_DOCUMENT_MESSAGES.cancelAfterAiring,
    ]);
    expect(await creditNoteOf(invoice.id)).toBeUndefined();
    expect((await cancel('00000000-0000-4000-8000-000000000000', admin.session)).statusCode).toBe(404);
  });
});
