import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceChains, invoices } from '../../db/schema';
import { clockAt, useTestApp } from '../../../test/app';
import { boughtCampaign } from './billing.test-support';
import { verifyInvoiceChain } from './chain-check';
import { invoiceRecordHash } from './invoices';
import { sendPendingRecords } from './verifactu';
import {
  verifactuOff,
  VerifactuUnavailableError,
  type VerifactuRecord,
  type VerifactuSender,
} from './verifactu-sender';

const clock = clockAt('2027-02-01');
const t = useTestApp({ clock });

/** Changes the stored rows with raw SQL, as someone with database access could. */
const tamper = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

describe('the chain check', () => {
  it('finds nothing wrong in records as issued, and names the record whose amount was changed afterwards', async () => {
    await boughtCampaign(t);
    const { invoice: altered } = await boughtCampaign(t);
    await boughtCampaign(t);
    expect(await verifyInvoiceChain(t.database.db)).toMatchObject({ findings: [] });
    expect((await verifyInvoiceChain(t.database.db)).checked).toBeGreaterThanOrEqual(3);

    await tamper(sql`update invoices set base_cents = base_cents - 100 where id = ${altered.id}`);
    expect((await verifyInvoiceChain(t.database.db)).findings).toEqual([
      { issuerTaxId: t.config.COMPANY_TAX_ID, invoiceId: altered.id, code: altered.code, problem: 'ALTERED' },
    ]);
    await tamper(sql`update invoices set base_cents = base_cents + 100 where id = ${altered.id}`);
    expect((await verifyInvoiceChain(t.database.db)).findings).toEqual([]);
  });

  it('sees a record whose hash was rewritten to match its new amount: the next one no longer chains to it', async () => {
    const { invoice: rewritten } = await boughtCampaign(t);
    const { invoice: next } = await boughtCampaign(t);
    await tamper(sql`update invoices set hash = ${'F'.repeat(64)} where id = ${rewritten.id}`);
    const { findings } = await verifyInvoiceChain(t.database.db);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ problem: 'ALTERED', code: rewritten.code });

    // Even recomputed to fit, the record's new hash breaks the link to the next record.
    const forged = invoiceRecordHash({
      issuerTaxId: rewritten.issuerTaxId,
      code: rewritten.code,
      issueDate: rewritten.issueDate,
      kind: rewritten.kind,
      vatCents: rewritten.vatCents,
      baseCents: rewritten.baseCents - 100,
      previousHash: rewritten.previousHash,
      recordTime: rewritten.recordTime,
    });
    await tamper(sql`update invoices set hash = ${forged}, base_cents = base_cents - 100 where id = ${rewritten.id}`);
    expect((await verifyInvoiceChain(t.database.db)).findings).toEqual([
      { issuerTaxId: rewritten.issuerTaxId, invoiceId: next.id, code: next.code, problem: 'BROKEN_LINK' },
    ]);
    await tamper(
      sql`update invoices set hash = ${rewritten.hash}, base_cents = base_cents + 100 where id = ${rewritten.id}`,
    );
    expect((await verifyInvoiceChain(t.database.db)).findings).toEqual([]);
  });
});

/** A tax agency double: takes records in the order sent, down when asked. */
function fakeAgency(options: { downAt?: string } = {}): VerifactuSender & { records: VerifactuRecord[] } {
  const records: VerifactuRecord[] = [];
  return {
    kind: 'http',
    records,
    sendRecord(record) {
      if (record.NumSerieFactura === options.downAt) return Promise.reject(new VerifactuUnavailableError('503'));
      records.push(record);
      return Promise.resolve({ status: 'ACCEPTED', csv: `CSV-${records.length}` });
    },
  };
}

describe('sending records to the tax agency', () => {
  const deps = (sender: VerifactuSender) => ({ config: t.config, db: t.database.db, log: t.app.log, sender });
  const statusOf = async (id: string) =>
    (await t.database.db.select({ status: invoices.aeatStatus }).from(invoices).where(eq(invoices.id, id)))[0]!.status;

  it('sends nothing while unconfigured: records stay NOT_SENT', async () => {
    const { invoice } = await boughtCampaign(t);
    expect(await sendPendingRecords(deps(verifactuOff))).toEqual({ sent: 0, rejected: 0, waiting: 0 });
    expect(await statusOf(invoice.id)).toBe('NOT_SENT');
  });

  it('sends each record once, in chain order, each naming its predecessor; a service down stops there until next time', async () => {
    const { invoice: first } = await boughtCampaign(t);
    const { invoice: second } = await boughtCampaign(t);
    const down = fakeAgency({ downAt: second.code });
    const partly = await sendPendingRecords(deps(down));
    expect(partly.waiting).toBe(1);
    expect(await statusOf(first.id)).toBe('ACCEPTED');
    expect(await statusOf(second.id)).toBe('NOT_SENT');

    const agency = fakeAgency();
    await sendPendingRecords(deps(agency));
    expect(await statusOf(second.id)).toBe('ACCEPTED');
    expect(agency.records.map((record) => record.NumSerieFactura)).toEqual([second.code]);
    expect(agency.records[0]).toMatchObject({
      Huella: second.hash,
      Encadenamiento: { RegistroAnterior: { NumSerieFactura: first.code, Huella: first.hash } },
    });
    expect(await sendPendingRecords(deps(fakeAgency()))).toEqual({ sent: 0, rejected: 0, waiting: 0 });
    const [chain] = await t.database.db
      .select()
      .from(invoiceChains)
      .where(eq(invoiceChains.issuerTaxId, t.config.COMPANY_TAX_ID));
    expect(chain!.lastHash).toBe(second.hash);
  });
});
