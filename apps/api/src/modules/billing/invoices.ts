import { and, eq, sql } from 'drizzle-orm';
import {
  BILLING_COUNTRY_LABELS,
  actionTitle,
  invoiceCode,
  invoiceSeriesName,
  isEuCountry,
  todayInMadrid,
  type ActionShare,
  type InvoiceKind,
} from '@patrocina/domain';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import {
  billingProfiles,
  invoiceChains,
  invoiceLines,
  invoiceSeries,
  invoices,
  type BillingProfileRow,
  type InvoiceRow,
} from '../../db/schema';
import { formatRecordTime, registrationHash, type VerifactuInvoiceType } from './verifactu-record';

/** Who issues or receives an invoice, as printed on it. */
export interface InvoiceParty {
  userId?: string | null;
  name: string;
  taxId: string;
  address: string;
  country?: string;
}

export interface InvoiceLineDraft {
  description: string;
  quantity?: number;
  unitCents: number;
  amountCents: number;
  campaignPodcastId?: string | null;
  actionKind?: ActionShare['action'] | null;
  actionPosition?: number | null;
}

export interface InvoiceDraft {
  kind: InvoiceKind;
  issuedAt: Date;
  issuer: InvoiceParty;
  recipient: InvoiceParty;
  lines: readonly InvoiceLineDraft[];
  vatPercent: number;
  /**
   * The IVA in cents when the caller knows it better than rounding the base: a partial credit note
   * carries what its refund gives back (credit-notes.ts refundVatCents). Hashed like any other.
   */
  vatCents?: number;
  irpfPercent?: number;
  reverseCharge?: boolean;
  campaignId?: string | null;
  correctsInvoiceId?: string | null;
  reason?: string | null;
  payoutId?: string | null;
  paymentReference?: string | null;
}

/** VERI*FACTU's «TipoFactura»: F1 an invoice (self-billed ones too), R1 a corrective invoice. */
export const RECORD_TYPE: Record<InvoiceKind, VerifactuInvoiceType> = {
  INVOICE: 'F1',
  CREDIT_NOTE: 'R1',
  SELF_BILLED: 'F1',
};

/** The moment in Madrid with its offset, to the second: `2027-01-05T10:20:30+01:00`. */
export const madridTimestamp = formatRecordTime;

/** The fields a record's hash covers, in the order VERI*FACTU hashes an invoice record («registro de alta»). */
export interface ChainedFields {
  issuerTaxId: string;
  code: string;
  issueDate: string;
  kind: InvoiceKind;
  vatCents: number;
  baseCents: number;
  previousHash: string | null;
  recordTime: string;
}

/**
 * The record's hash: SHA-256 of its key fields and the previous record's hash, upper-case hex, as the
 * AEAT specifies a registration record's («registro de alta», verifactu-record.ts). ImporteTotal is
 * base + IVA: IRPF withheld does not lower an invoice's total.
 */
export function invoiceRecordHash(fields: ChainedFields): string {
  return registrationHash({
    issuerTaxId: fields.issuerTaxId,
    number: fields.code,
    issueDate: fields.issueDate,
    type: RECORD_TYPE[fields.kind],
    vatCents: fields.vatCents,
    totalCents: fields.baseCents + fields.vatCents,
    previousHash: fields.previousHash,
    recordTime: fields.recordTime,
  });
}

/** A percentage of an amount in whole cents, half a cent away from zero: a credit note's IVA is exactly minus its invoice's. */
export function percentOf(cents: number, percent: number): number {
  return Math.sign(cents) * Math.round((Math.abs(cents) * percent) / 100);
}

/**
 * Issues an invoice record inside the caller's transaction: the next number of its series and year
 * (taken with an upsert that holds the series row until commit: a rolled-back transaction gives its
 * number back, so numbers never skip and are never reused), the amounts from the lines, and the hash
 * chained to its issuer's previous record (whose chain row is locked the same way). The PDF is
 * rendered later, from the row: a failed render loses nothing.
 */
export async function issueInvoice(tx: Transaction, draft: InvoiceDraft): Promise<InvoiceRow> {
  const issueDate = todayInMadrid(draft.issuedAt);
  const year = Number(issueDate.slice(0, 4));
  const series = invoiceSeriesName(draft.kind, year, draft.issuer.taxId);
  const [numbered] = await tx
    .insert(invoiceSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceSeries.series, set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  const number = numbered!.lastNumber;
  const code = invoiceCode(draft.kind, year, number, draft.issuer.taxId);

  await tx.insert(invoiceChains).values({ issuerTaxId: draft.issuer.taxId }).onConflictDoNothing();
  const [chain] = await tx
    .select()
    .from(invoiceChains)
    .where(eq(invoiceChains.issuerTaxId, draft.issuer.taxId))
    .for('update');

  const baseCents = draft.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const reverseCharge = draft.reverseCharge ?? false;
  const vatPercent = reverseCharge ? 0 : draft.vatPercent;
  const vatCents = reverseCharge ? 0 : (draft.vatCents ?? percentOf(baseCents, vatPercent));
  const irpfPercent = draft.irpfPercent ?? 0;
  const irpfCents = percentOf(baseCents, irpfPercent);
  const recordTime = madridTimestamp(draft.issuedAt);
  const previousHash = chain?.lastHash ?? null;
  const hash = invoiceRecordHash({
    issuerTaxId: draft.issuer.taxId,
    code,
    issueDate,
    kind: draft.kind,
    vatCents,
    baseCents,
    previousHash,
    recordTime,
  });

  const [invoice] = await tx
    .insert(invoices)
    .values({
      kind: draft.kind,
      series,
      number,
      code,
      issuedAt: draft.issuedAt,
      issueDate,
      campaignId: draft.campaignId ?? null,
      correctsInvoiceId: draft.correctsInvoiceId ?? null,
      reason: draft.reason ?? null,
      payoutId: draft.payoutId ?? null,
      issuerUserId: draft.issuer.userId ?? null,
      issuerName: draft.issuer.name,
      issuerTaxId: draft.issuer.taxId,
      issuerAddress: draft.issuer.address,
      recipientUserId: draft.recipient.userId ?? null,
      recipientName: draft.recipient.name,
      recipientTaxId: draft.recipient.taxId,
      recipientAddress: draft.recipient.address,
      recipientCountry: draft.recipient.country ?? 'ES',
      baseCents,
      vatPercent,
      vatCents,
      irpfPercent,
      irpfCents,
      totalCents: baseCents + vatCents - irpfCents,
      reverseCharge,
      paymentReference: draft.paymentReference ?? null,
      previousHash,
      hash,
      recordTime,
    })
    .returning();
  if (draft.lines.length > 0) {
    await tx.insert(invoiceLines).values(
      draft.lines.map((line, index) => ({
        invoiceId: invoice!.id,
        position: index + 1,
        description: line.description,
        quantity: line.quantity ?? 1,
        unitCents: line.unitCents,
        amountCents: line.amountCents,
        campaignPodcastId: line.campaignPodcastId ?? null,
        actionKind: line.actionKind ?? null,
        actionPosition: line.actionPosition ?? null,
      })),
    );
  }
  await tx
    .update(invoiceChains)
    .set({ lastInvoiceId: invoice!.id, lastHash: hash, updatedAt: sql`now()` })
    .where(eq(invoiceChains.issuerTaxId, draft.issuer.taxId));
  return invoice!;
}

/** The platform as issuer of its invoices, from config. */
export function platformParty(config: Config): InvoiceParty {
  return {
    name: config.COMPANY_LEGAL_NAME,
    taxId: config.COMPANY_TAX_ID,
    address: config.COMPANY_ADDRESS,
    country: 'ES',
  };
}

/** A billing profile's address on one line: «Calle Mayor 1, 28013 Madrid (Madrid), España». */
export function profileAddress(
  profile: Pick<BillingProfileRow, 'addressLine' | 'postalCode' | 'city' | 'province' | 'country'>,
) {
  const province = profile.province && profile.province !== profile.city ? ` (${profile.province})` : '';
  const country = BILLING_COUNTRY_LABELS[profile.country] ?? profile.country;
  return `${profile.addressLine}, ${profile.postalCode} ${profile.city}${province}, ${country}`;
}

/** Whether an invoice to this profile carries no IVA (reverse charge: an EU business outside Spain). */
export function isReverseCharge(profile: Pick<BillingProfileRow, 'country' | 'euVatNumber'>): boolean {
  return profile.country !== 'ES' && isEuCountry(profile.country) && Boolean(profile.euVatNumber);
}

/** Whom a purchase's invoice is made out to: the datos de facturación an invoice copies. */
export type InvoiceAddressee = Pick<
  BillingProfileRow,
  'legalName' | 'taxId' | 'euVatNumber' | 'addressLine' | 'postalCode' | 'city' | 'province' | 'country'
>;

async function buyerProfile(tx: Transaction, ownerId: string): Promise<InvoiceAddressee> {
  const [profile] = await tx.select().from(billingProfiles).where(eq(billingProfiles.userId, ownerId));
  // The purchase refuses a buyer without a complete profile (requireCompleteBillingProfile) first.
  if (!profile) throw new Error(`No billing profile for the buyer ${ownerId}`);
  return profile;
}

/** One picked podcast of a purchase: its title and its agreed price cut per action. */
export interface PurchasedPodcast {
  campaignPodcastId: string;
  podcastTitle: string;
  shares: readonly ActionShare[];
}

/**
 * The invoice of a purchase (DOMAIN.md "Money"): to the campaign owner's billing profile (or its
 * agency brand's datos de facturación, docs/decisions/0033), one line per
 * bought action at its share of the agreed price, IVA from config (none under reverse charge), the
 * payment reference. The purchase has made sure the owner's profile is complete.
 */
export async function issuePurchaseInvoice(
  tx: Transaction,
  config: Config,
  purchase: {
    campaignId: string;
    ownerId: string;
    paymentReference: string;
    issuedAt: Date;
    podcasts: readonly PurchasedPodcast[];
    /** An agency's brand the campaign is for: the invoice goes to its datos de facturación instead. */
    billedTo?: InvoiceAddressee;
  },
): Promise<InvoiceRow> {
  const profile = purchase.billedTo ?? (await buyerProfile(tx, purchase.ownerId));
  const recipient: InvoiceParty = {
    userId: purchase.ownerId,
    name: profile.legalName,
    taxId: profile.euVatNumber ?? profile.taxId,
    address: profileAddress(profile),
    country: profile.country,
  };
  const lines: InvoiceLineDraft[] = purchase.podcasts.flatMap((podcast) =>
    podcast.shares.map((share) => ({
      description: `${actionTitle(share.action, share.index + 1)} en «${podcast.podcastTitle}»`,
      unitCents: share.cents,
      amountCents: share.cents,
      campaignPodcastId: podcast.campaignPodcastId,
      actionKind: share.action,
      actionPosition: share.index + 1,
    })),
  );
  return issueInvoice(tx, {
    kind: 'INVOICE',
    issuedAt: purchase.issuedAt,
    issuer: platformParty(config),
    recipient,
    lines,
    vatPercent: config.VAT_PERCENT,
    reverseCharge: isReverseCharge(profile),
    campaignId: purchase.campaignId,
    paymentReference: purchase.paymentReference,
  });
}

/** The campaign's invoice to be paid: its latest INVOICE. */
export async function campaignInvoice(tx: Transaction, campaignId: string): Promise<InvoiceRow | undefined> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.campaignId, campaignId), eq(invoices.kind, 'INVOICE')))
    .orderBy(sql`${invoices.issuedAt} desc`)
    .limit(1);
  return invoice;
}
