import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import type { PayoutRun } from '@patrocina/domain';
import { invoiceLines, invoices, ledgerEntries, payoutRuns, payouts } from '../../../db/schema';
import { json, mailsTo, type ErrorBody } from '../../../../test/app';
import { createSignedInUser, createTeamMember } from '../../../../test/factories';
import { givePodcasterProfile } from '../billing.test-support';
import { ledgerBalances, releaseDueEarnings, runScheduledPayout } from '..';
import {
  clock,
  t,
  admin,
  agent,
  setUpPayoutTests,
  deps,
  paidCampaign,
  air,
  earningsOf,
  statusOf,
} from './payouts.test-support';

/**
 * Money out (issue 19) through the API: escrow released after the hold on the business clock, and
 * the weekly payout run with its autofacturas and SEPA file. 2027-01-04 is a Monday; the run is on
 * Mondays at 9:00 (Madrid), the hold is 7 days. Disputes are in disputes.test.ts.
 */
setUpPayoutTests();

let nifSeed = Math.floor(Math.random() * 90_000_000) + 1_000_000;
/** A valid NIF no other test uses, so its self-billing series starts at 1. */
function uniqueNif(): string {
  const digits = nifSeed++;
  return `${String(digits).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[digits % 23]}`;
}

describe('escrow', () => {
  it('releases an aired action’s earnings once the hold has passed on the business clock, not before, once', async () => {
    const podcaster = await createSignedInUser(t.app, t.database);
    const { campaign } = await paidCampaign([podcaster]);
    const [first, second] = await air(podcaster, campaign.id, '2027-01-06', 1);

    let mine = await earningsOf(podcaster.session);
    const itemOf = (id: string) => mine.items.find((item) => item.actionId === id)!;
    expect(itemOf(first!.id)).toMatchObject({
      status: 'HELD',
      earnings: 135,
      releaseOn: '2027-01-13',
      paysOn: '2027-01-18',
    });
    expect(itemOf(second!.id)).toMatchObject({ status: 'HELD', releaseOn: null, paysOn: null });

    expect(await releaseDueEarnings(deps())).toBe(0);
    expect((await statusOf(first!.id)).releaseOn).toBe('2027-01-13');
    clock.moveTo('2027-01-12');
    await releaseDueEarnings(deps());
    expect((await statusOf(first!.id)).status).toBe('HELD');

    clock.moveTo('2027-01-13');
    await releaseDueEarnings(deps());
    expect((await statusOf(first!.id)).status).toBe('RELEASED');
    expect((await statusOf(second!.id)).status).toBe('HELD');
    await releaseDueEarnings(deps());
    const postings = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.actionId, first!.id), eq(ledgerEntries.kind, 'RELEASE')));
    expect(postings.map((line) => [line.account, line.amountCents]).sort()).toEqual([
      ['ESCROW_HELD', -13_500],
      ['ESCROW_RELEASED', 13_500],
    ]);
    mine = await earningsOf(podcaster.session);
    expect(itemOf(first!.id)).toMatchObject({ status: 'RELEASED', paysOn: '2027-01-18' });
  });
});

describe('closing a paid campaign early', () => {
  it('refunds the actions that never aired with a credit note and keeps the aired one held, to be released', async () => {
    const podcaster = await createSignedInUser(t.app, t.database);
    const { campaign, owner, invoice } = await paidCampaign([podcaster]);
    const [aired, unaired] = await air(podcaster, campaign.id, '2027-01-06', 1);

    const closed = await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/finish`, admin.session, {
      reason: 'El podcast deja de publicar este mes',
    });
    expect(closed.statusCode).toBe(200);
    expect((await statusOf(unaired!.id)).status).toBe('REFUNDED');
    expect((await statusOf(aired!.id)).status).toBe('HELD');

    const [creditNote] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.correctsInvoiceId, invoice.id), eq(invoices.kind, 'CREDIT_NOTE')));
    expect(creditNote).toMatchObject({ baseCents: -15_000, vatCents: -3_150, totalCents: -18_150 });
    const noteLines = await t.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, creditNote!.id));
    expect(noteLines.map((line) => [line.actionPosition, line.amountCents])).toEqual([[unaired!.position, -15_000]]);

    const refund = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.campaignId, campaign.id), eq(ledgerEntries.kind, 'REFUND')));
    expect(Object.fromEntries(refund.map((line) => [line.account, line.amountCents]))).toEqual({
      BANK: -18_150,
      VAT: -3_150,
      COMMISSION: -1_500,
      ESCROW_HELD: -13_500,
    });
    const [finished] = await mailsTo(t.database, owner.email, 'campaign-finished');
    expect(finished!.text).toContain(
      `hemos emitido la factura rectificativa ${creditNote!.code} y te devolveremos por transferencia 181,50 € (IVA incluido)`,
    );

    clock.moveTo('2027-01-13');
    await releaseDueEarnings(deps());
    expect((await statusOf(aired!.id)).status).toBe('RELEASED');
    const books = await ledgerBalances(t.database.db);
    const { BANK, ...others } = books.accounts;
    expect(BANK).toBe(Object.values(others).reduce((sum, cents) => sum + cents, 0));
    const campaignLines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.campaignId, campaign.id));
    const totals = new Map<string, number>();
    for (const line of campaignLines) totals.set(line.account, (totals.get(line.account) ?? 0) + line.amountCents);
    // What stays is the aired action's: its price with IVA in the bank, due to the podcaster, the commission, the IVA.
    expect(Object.fromEntries([...totals].filter(([, cents]) => cents !== 0))).toEqual({
      BANK: 18_150,
      ESCROW_RELEASED: 13_500,
      COMMISSION: 1_500,
      VAT: 3_150,
    });
  });
});

async function startRun(session = admin.session) {
  return t.call('POST', '/private/backoffice/payout-runs', session);
}

describe('the payout run', () => {
  it('pays each podcaster with a complete profile: base, IVA, IRPF 15/7/0, net, an autofactura and a SEPA file', async () => {
    const professional = await createSignedInUser(t.app, t.database);
    const newcomer = await createSignedInUser(t.app, t.database);
    const company = await createSignedInUser(t.app, t.database);
    const incomplete = await createSignedInUser(t.app, t.database);
    await givePodcasterProfile(t, professional.id, { legalName: 'Lucía Pérez García', taxId: '12345678Z' });
    await givePodcasterProfile(t, newcomer.id, { legalName: 'Íñigo Ñúñez', taxId: '00000000T', irpfPercent: 7 });
    await givePodcasterProfile(t, company.id, {
      legalName: 'Ondas del Norte, S.L.',
      taxId: 'B65410011',
      irpfPercent: 0,
      vatRegime: 'EXEMPT',
    });
    await givePodcasterProfile(t, incomplete.id, { selfBillingConsentAt: null });
    const everyone = [professional, newcomer, company, incomplete];
    const { campaign } = await paidCampaign(everyone);
    for (const podcaster of everyone) await air(podcaster, campaign.id, '2027-01-06');
    clock.moveTo('2027-01-13');
    await releaseDueEarnings(deps());

    clock.moveTo('2027-01-18');
    expect((await startRun(agent.session)).statusCode).toBe(403);
    const started = await startRun();
    expect(started.statusCode).toBe(201);
    const run = json<{ data: PayoutRun }>(started).data;
    expect(run.period).toBe('2027-W03');

    const paid = await t.database.db
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.runId, run.id),
          inArray(
            payouts.payeeUserId,
            everyone.map((user) => user.id),
          ),
        ),
      );
    const byPayee = new Map(paid.map((payout) => [payout.payeeUserId, payout]));
    // Two mentions at 150 €: 270 € earned. IVA 21% = 56,70 €; IRPF 15% = 40,50 €, 7% = 18,90 €.
    expect(byPayee.get(professional.id)).toMatchObject({
      baseCents: 27_000,
      vatCents: 5_670,
      irpfCents: 4_050,
      netCents: 28_620,
    });
    expect(byPayee.get(newcomer.id)).toMatchObject({
      baseCents: 27_000,
      vatCents: 5_670,
      irpfCents: 1_890,
      netCents: 30_780,
    });
    expect(byPayee.get(company.id)).toMatchObject({ baseCents: 27_000, vatCents: 0, irpfCents: 0, netCents: 27_000 });
    expect(byPayee.has(incomplete.id)).toBe(false);

    const [autofactura] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, byPayee.get(professional.id)!.invoiceId!));
    expect(autofactura).toMatchObject({
      kind: 'SELF_BILLED',
      issuerName: 'Lucía Pérez García',
      issuerTaxId: '12345678Z',
      recipientTaxId: t.config.COMPANY_TAX_ID,
      baseCents: 27_000,
      vatCents: 5_670,
      irpfPercent: 15,
      irpfCents: 4_050,
      totalCents: 28_620,
    });
    expect(autofactura!.code).toMatch(/^A2027-12345678Z-\d{6}$/);
    expect(autofactura!.series).toBe('A2027-12345678Z');

    const mine = await earningsOf(professional.session);
    expect(
      mine.items.filter((item) => item.campaignId === campaign.id).map((item) => [item.status, item.paysOn]),
    ).toEqual([
      ['PAID', '2027-01-18'],
      ['PAID', '2027-01-18'],
    ]);
    expect(mine.invoices).toEqual([expect.objectContaining({ code: autofactura!.code, net: 286.2, irpf: 40.5 })]);
    expect(await mailsTo(t.database, professional.email, 'payout-sent')).toHaveLength(1);

    const skipped = await earningsOf(incomplete.session);
    // Today's run is done: what the skipped podcaster has waits for next Monday's.
    expect(skipped.items.map((item) => [item.status, item.paysOn])).toEqual([
      ['RELEASED', '2027-01-25'],
      ['RELEASED', '2027-01-25'],
    ]);
    const reminder = await mailsTo(t.database, incomplete.email, 'payout-profile-missing');
    expect(reminder.map((mail) => mail.subject)).toEqual(['Completa tus datos de facturación para cobrar']);

    const payoutLines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.payoutId, byPayee.get(newcomer.id)!.id));
    expect(Object.fromEntries(payoutLines.map((line) => [line.account, line.amountCents]))).toEqual({
      BANK: -30_780,
      ESCROW_RELEASED: -27_000,
      VAT: -5_670,
      IRPF: 1_890,
    });

    // The run of the same week again pays nobody twice.
    const twice = await startRun();
    expect([twice.statusCode, json<ErrorBody>(twice).error.message]).toEqual([
      409,
      'El pago de esta semana ya está hecho',
    ]);
    expect(await runScheduledPayout(deps())).toBe(false);
    expect(await t.database.db.select().from(payouts).where(eq(payouts.payeeUserId, professional.id))).toHaveLength(1);

    // The SEPA file for the bank: valid against the official schema, its control sum the nets'.
    const file = await t.call('GET', `/private/backoffice/payout-runs/${run.id}/sepa`, admin.session);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.headers['content-disposition']).toBe('attachment; filename="pagos-2027-W03.xml"');
    const schema = readFileSync(path.resolve(__dirname, '../../../../test/fixtures/sepa/pain.001.001.03.xsd'), 'utf8');
    const validation = await validateXML({
      xml: [{ fileName: 'pagos.xml', contents: file.body }],
      schema: [{ fileName: 'pain.001.001.03.xsd', contents: schema }],
    });
    expect(validation.errors).toEqual([]);
    const [stored] = await t.database.db.select().from(payoutRuns).where(eq(payoutRuns.id, run.id));
    const allNets = (await t.database.db.select().from(payouts).where(eq(payouts.runId, run.id))).reduce(
      (sum, payout) => sum + payout.netCents,
      0,
    );
    const parsed = new XMLParser({ parseTagValue: false }).parse(file.body) as {
      Document: { CstmrCdtTrfInitn: { GrpHdr: { CtrlSum: string; NbOfTxs: string } } };
    };
    expect(parsed.Document.CstmrCdtTrfInitn.GrpHdr.CtrlSum).toBe((allNets / 100).toFixed(2));
    expect(Number(parsed.Document.CstmrCdtTrfInitn.GrpHdr.NbOfTxs)).toBe(stored!.transferCount);
    expect(stored!.controlSumCents).toBe(allNets);
    expect(file.body).toContain('Inigo Nunez');

    const list = await t.call('GET', '/private/backoffice/payout-runs', admin.session);
    expect(json<{ data: { runs: PayoutRun[] } }>(list).data.runs[0]).toMatchObject({
      id: run.id,
      totalNet: allNets / 100,
    });
    expect((await t.call('GET', `/private/backoffice/payout-runs/${run.id}/sepa`, agent.session)).statusCode).toBe(403);
  });

  it('numbers each podcaster’s autofacturas in a series of their own: two paid in one run both get number 1', async () => {
    const taxIds = [uniqueNif(), uniqueNif()];
    const podcasters = [await createSignedInUser(t.app, t.database), await createSignedInUser(t.app, t.database)];
    for (const [index, podcaster] of podcasters.entries()) {
      await givePodcasterProfile(t, podcaster.id, { taxId: taxIds[index] });
    }
    const { campaign } = await paidCampaign(podcasters, 1);
    for (const podcaster of podcasters) await air(podcaster, campaign.id, '2027-01-06');
    clock.moveTo('2027-01-13');
    await releaseDueEarnings(deps());

    clock.moveTo('2027-01-25');
    const started = await startRun();
    expect(started.statusCode).toBe(201);
    const run = json<{ data: PayoutRun }>(started).data;
    const issued = await t.database.db
      .select({ series: invoices.series, number: invoices.number, code: invoices.code, issuer: invoices.issuerTaxId })
      .from(invoices)
      .innerJoin(payouts, eq(payouts.invoiceId, invoices.id))
      .where(
        and(
          eq(payouts.runId, run.id),
          inArray(
            payouts.payeeUserId,
            podcasters.map((user) => user.id),
          ),
        ),
      );
    expect(issued.sort((a, b) => taxIds.indexOf(a.issuer) - taxIds.indexOf(b.issuer))).toEqual(
      taxIds.map((taxId) => ({ series: `A2027-${taxId}`, number: 1, code: `A2027-${taxId}-000001`, issuer: taxId })),
    );
  });

  it('gives one run when two admins start it at once', async () => {
    clock.moveTo('2027-02-01');
    const other = await createTeamMember(t.app, t.database, 'admin');
    const [a, b] = await Promise.all([startRun(), startRun(other.session)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(payoutRuns).where(eq(payoutRuns.period, '2027-W05'))).toHaveLength(1);
  });

  it('starts by itself on the run day from the run hour, once for the week', async () => {
    clock.moveTo('2027-02-08');
    clock.setOffsetMs(Date.parse('2027-02-08T08:30:00+01:00') - Date.now());
    expect(await runScheduledPayout(deps())).toBe(false);
    clock.setOffsetMs(Date.parse('2027-02-08T09:05:00+01:00') - Date.now());
    expect(await runScheduledPayout(deps())).toBe(true);
    expect(await runScheduledPayout(deps())).toBe(false);
    expect(await t.database.db.select().from(payoutRuns).where(eq(payoutRuns.period, '2027-W06'))).toHaveLength(1);
  });
});
