import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { invoiceLines, invoices, type InvoiceRow } from '../../db/schema';
import { RECORD_TYPE } from './invoices';
import {
  buildVerifactuRecord,
  createHttpVerifactuSender,
  verifactuOff,
  VerifactuUnavailableError,
  type VerifactuOutcome,
  type VerifactuSender,
} from './verifactu-sender';

export {
  createHttpVerifactuSender,
  VerifactuUnavailableError,
  type VerifactuRecord,
  type VerifactuSender,
} from './verifactu-sender';

/**
 * Where an invoice record stands with the tax agency (`invoices.aeat_status`): NOT_SENT until the
 * adapter sends it (forever while VERIFACTU_URL is unset), then what the AEAT said of it.
 */
export const AEAT_STATUSES = ['NOT_SENT', 'ACCEPTED', 'ACCEPTED_WITH_ERRORS', 'REJECTED'] as const;
export type AeatStatus = (typeof AEAT_STATUSES)[number];

/** The adapter the configuration asks for: HTTP when VERIFACTU_URL is set, otherwise off. */
export function createVerifactuSender(config: Config): VerifactuSender {
  if (!config.VERIFACTU_URL) return verifactuOff;
  return createHttpVerifactuSender({
    baseUrl: config.VERIFACTU_URL.replace(/\/+$/, ''),
    ...(config.VERIFACTU_API_KEY ? { apiKey: config.VERIFACTU_API_KEY } : {}),
    timeoutMs: config.VERIFACTU_TIMEOUT_MS,
    userAgent: `${config.PRODUCT_NAME}/1.0 (+${config.PUBLIC_URL})`,
  });
}

export interface SendDeps {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  sender: VerifactuSender;
}

export interface SendSummary {
  sent: number;
  rejected: number;
  /** Issuers whose sending stopped at a record the service could not take now: retried on the next run. */
  waiting: number;
}

async function recordOf(db: Database, invoice: InvoiceRow, previous: InvoiceRow | null) {
  const [first] = await db
    .select({ description: invoiceLines.description })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position))
    .limit(1);
  const [corrected] = invoice.correctsInvoiceId
    ? await db.select().from(invoices).where(eq(invoices.id, invoice.correctsInvoiceId))
    : [];
  const description =
    invoice.kind === 'CREDIT_NOTE'
      ? `Rectificación de la factura ${corrected?.code ?? ''}: ${invoice.reason ?? ''}`
      : invoice.kind === 'SELF_BILLED'
        ? 'Servicios de publicidad en pódcast (autofactura)'
        : `Publicidad en pódcast${first ? `: ${first.description}` : ''}`;
  return buildVerifactuRecord({
    issuerTaxId: invoice.issuerTaxId,
    issuerName: invoice.issuerName,
    number: invoice.code,
    issueDate: invoice.issueDate,
    type: RECORD_TYPE[invoice.kind],
    selfBilled: invoice.kind === 'SELF_BILLED',
    description,
    recipient: { name: invoice.recipientName, taxId: invoice.recipientTaxId, country: invoice.recipientCountry },
    reverseCharge: invoice.reverseCharge,
    vatPercent: invoice.vatPercent,
    baseCents: invoice.baseCents,
    vatCents: invoice.vatCents,
    totalCents: invoice.baseCents + invoice.vatCents,
    hash: invoice.hash,
    recordTime: invoice.recordTime,
    previous: previous
      ? { issuerTaxId: previous.issuerTaxId, number: previous.code, issueDate: previous.issueDate, hash: previous.hash }
      : null,
    corrects: corrected
      ? { issuerTaxId: corrected.issuerTaxId, number: corrected.code, issueDate: corrected.issueDate }
      : null,
  });
}

/**
 * Sends the records not sent yet, each issuer's in chain order (the AEAT takes a chain in order), and
 * keeps what the service said on each. Runs from the job queue, after the invoices' transactions
 * committed: never inside one. With the adapter off it sends nothing and the records stay NOT_SENT.
 * An unavailable service stops that issuer's sending until the next run.
 */
export async function sendPendingRecords(deps: SendDeps): Promise<SendSummary> {
  const summary: SendSummary = { sent: 0, rejected: 0, waiting: 0 };
  if (deps.sender.kind === 'off') return summary;
  const pending = await deps.db
    .select({ issuerTaxId: invoices.issuerTaxId })
    .from(invoices)
    .where(eq(invoices.aeatStatus, 'NOT_SENT'))
    .groupBy(invoices.issuerTaxId);
  for (const { issuerTaxId } of pending) {
    const chain = await deps.db.select().from(invoices).where(eq(invoices.issuerTaxId, issuerTaxId));
    // The chain's order: from the record with no predecessor, each next one the record naming its hash.
    const byPrevious = new Map(chain.map((row) => [row.previousHash ?? '', row]));
    let previous: InvoiceRow | null = null;
    let current = byPrevious.get('');
    while (current) {
      if (current.aeatStatus === 'NOT_SENT') {
        let outcome: VerifactuOutcome;
        try {
          outcome = await deps.sender.sendRecord(await recordOf(deps.db, current, previous));
        } catch (error) {
          if (!(error instanceof VerifactuUnavailableError)) throw error;
          deps.log.warn({ invoiceId: current.id, err: error }, 'VERI*FACTU service unavailable: retrying later');
          summary.waiting += 1;
          break;
        }
        await deps.db
          .update(invoices)
          .set({ aeatStatus: outcome.status })
          .where(and(eq(invoices.id, current.id), inArray(invoices.aeatStatus, ['NOT_SENT'])));
        if (outcome.status === 'REJECTED') {
          summary.rejected += 1;
          deps.log.error(
            { invoiceId: current.id, code: current.code, detail: outcome.detail },
            'VERI*FACTU record rejected',
          );
        } else summary.sent += 1;
      }
      previous = current;
      current = byPrevious.get(current.hash);
    }
  }
  return summary;
}
