import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  INVOICE_DOCUMENT_MESSAGES,
  invoicePdfPath,
  type CampaignInvoice,
  type CampaignInvoices,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { invoiceLines, invoices, type InvoiceRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { agencyAccountOf } from '../agency';
import { loadReadableCampaign } from '../campaigns';
import { renderInvoicePdf, type InvoiceDocument, type InvoiceParty } from './invoice-pdf';
import { verifactuQrUrl } from './verifactu-record';

export const invoiceNotFound = () => new AppError('NOT_FOUND', INVOICE_DOCUMENT_MESSAGES.notFound);

/**
 * Who may download an invoice: its recipient (the advertiser it was made out to, for an invoice or a
 * credit note) and, when that is an agency, its colleagues (`agencyId`: the agency the actor acts for,
 * docs/decisions/0034); its issuer when that is a podcaster (their autofactura); and the admins.
 */
export function downloadsInvoice(
  actor: Pick<Actor, 'id' | 'scope'>,
  invoice: Pick<InvoiceRow, 'kind' | 'recipientUserId' | 'issuerUserId'>,
  agencyId: string | null = null,
): boolean {
  if (actor.scope === 'admin') return true;
  if (invoice.kind === 'SELF_BILLED') return invoice.issuerUserId !== null && invoice.issuerUserId === actor.id;
  const recipient = invoice.recipientUserId;
  return recipient !== null && (recipient === actor.id || recipient === agencyId);
}

const agencyIdOf = async (db: Executor, actor: Pick<Actor, 'id'>) =>
  (await agencyAccountOf(db, actor.id))?.agencyId ?? null;

/** The invoice if the actor may download it; to anyone else it does not exist. */
export async function loadDownloadableInvoice(
  db: Executor,
  actor: Pick<Actor, 'id' | 'scope'>,
  id: string,
): Promise<InvoiceRow> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice || !downloadsInvoice(actor, invoice, await agencyIdOf(db, actor))) throw invoiceNotFound();
  return invoice;
}

/** A snapshot's one-line address, split where a printed address breaks its lines. */
function addressLines(address: string): string[] {
  return address ? [address] : [];
}

/** The platform is the issuer of invoices and credit notes, and the recipient of autofacturas. */
function partyOf(
  ctx: Pick<AppContext, 'config'>,
  side: { name: string; taxId: string; address: string },
  isPlatform: boolean,
): InvoiceParty {
  return {
    legalName: side.name,
    taxId: side.taxId,
    addressLines: addressLines(side.address),
    notes: isPlatform ? [ctx.config.COMPANY_REGISTRY] : [],
  };
}

/** Everything the PDF prints, from the row as issued and its lines; the company's account from config. */
export async function invoiceDocument(
  ctx: Pick<AppContext, 'config' | 'db'>,
  invoice: InvoiceRow,
): Promise<InvoiceDocument> {
  const lines = await ctx.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  const [corrected] = invoice.correctsInvoiceId
    ? await ctx.db
        .select({ code: invoices.code, issuedAt: invoices.issuedAt })
        .from(invoices)
        .where(eq(invoices.id, invoice.correctsInvoiceId))
    : [];
  const selfBilled = invoice.kind === 'SELF_BILLED';
  const issuer = { name: invoice.issuerName, taxId: invoice.issuerTaxId, address: invoice.issuerAddress };
  const recipient = { name: invoice.recipientName, taxId: invoice.recipientTaxId, address: invoice.recipientAddress };
  const totalCents = invoice.baseCents + invoice.vatCents;
  return {
    kind: invoice.kind,
    code: invoice.code,
    issuedAt: invoice.issuedAt,
    issuer: partyOf(ctx, issuer, !selfBilled),
    recipient: partyOf(ctx, recipient, selfBilled),
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitCents: line.unitCents,
      amountCents: line.amountCents,
    })),
    baseCents: invoice.baseCents,
    vatPercent: invoice.vatPercent,
    vatCents: invoice.vatCents,
    reverseCharge: invoice.reverseCharge,
    irpfPercent: invoice.irpfPercent,
    irpfCents: invoice.irpfCents,
    totalCents,
    payableCents: invoice.totalCents,
    paymentReference: invoice.paymentReference,
    payTo:
      invoice.kind === 'INVOICE'
        ? { iban: ctx.config.COMPANY_IBAN, bic: ctx.config.COMPANY_BIC, beneficiary: ctx.config.COMPANY_BENEFICIARY }
        : null,
    corrects: corrected ? { code: corrected.code, issuedAt: corrected.issuedAt } : null,
    reason: invoice.reason,
    qrUrl: verifactuQrUrl(ctx.config.VERIFACTU_ENVIRONMENT, {
      issuerTaxId: invoice.issuerTaxId,
      number: invoice.code,
      issueDate: invoice.issueDate,
      totalCents,
    }),
  };
}

const pdfKeyOf = (invoice: Pick<InvoiceRow, 'id'>) => `invoices/${invoice.id}.pdf`;

/**
 * The invoice's PDF: the copy kept in file storage, or rendered from the row now and kept. The
 * number and the amounts were committed when the invoice was issued, so a render that fails loses
 * nothing: the next download renders the same invoice again.
 */
export async function invoicePdf(
  ctx: Pick<AppContext, 'config' | 'db' | 'storage' | 'log'>,
  invoice: InvoiceRow,
): Promise<Buffer> {
  if (invoice.pdfKey) {
    const kept = await ctx.storage.read(invoice.pdfKey);
    if (kept) return kept;
    ctx.log.warn({ invoiceId: invoice.id }, 'kept invoice PDF missing from the file store: rendering it again');
  }
  const bytes = await renderInvoicePdf(await invoiceDocument(ctx, invoice));
  const key = pdfKeyOf(invoice);
  await ctx.storage.write(key, bytes);
  await ctx.db.update(invoices).set({ pdfKey: key }).where(eq(invoices.id, invoice.id));
  return bytes;
}

function toCampaignInvoice(
  actor: Pick<Actor, 'id' | 'scope'>,
  invoice: InvoiceRow,
  agencyId: string | null,
): CampaignInvoice {
  return {
    id: invoice.id,
    code: invoice.code,
    kind: invoice.kind,
    issuedAt: invoice.issuedAt.toISOString(),
    totalCents: invoice.baseCents + invoice.vatCents,
    downloadUrl: downloadsInvoice(actor, invoice, agencyId) ? `/api/v1${invoicePdfPath(invoice.id)}` : null,
  };
}

/**
 * A campaign's invoice and credit notes, oldest first, for whoever reads the campaign (its advertiser,
 * its agent, the team). The download is offered to those who may download it.
 */
export async function listCampaignInvoices(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor,
  campaignId: string,
): Promise<CampaignInvoices> {
  await loadReadableCampaign(ctx.db, actor, campaignId);
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.campaignId, campaignId), inArray(invoices.kind, ['INVOICE', 'CREDIT_NOTE'])))
    .orderBy(asc(invoices.issuedAt), asc(invoices.series), asc(invoices.number));
  const agencyId = await agencyIdOf(ctx.db, actor);
  return { invoices: rows.map((row) => toCampaignInvoice(actor, row, agencyId)) };
}
