import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  BANK_CREDIT_STATUSES,
  EARNING_STATUSES,
  INVOICE_KINDS,
  LEDGER_ACCOUNTS,
  LEDGER_KINDS,
  PROPOSAL_ACTIONS,
  STATEMENT_FORMATS,
  VAT_REGIMES,
} from '@patrocina/domain';
import { campaignActions } from './actions';
import { campaignPodcasts, campaigns } from './campaigns';
import { belongsTo, createdAt, id, instant, invoicedPartyColumns, updatedAt } from './columns';
import { podcasts } from './podcasts';
import { users } from './users';

// Money (issue 19, docs/decisions/0022). Records of money are never deleted: their references to
// campaigns, users and actions restrict deletion or are kept as snapshots, so an invoice reads the same
// after its campaign or its recipient's account is gone.

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A user's «datos de facturación»: who invoices are made out to (advertisers) or in whose name the
 * self-billed invoices are issued and where payouts go (podcasters). The podcaster's columns stay
 * empty for an advertiser.
 */
export const billingProfiles = pgTable('billing_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...invoicedPartyColumns(),
  /** The podcaster's account for payouts, electronic format (no spaces). */
  iban: text('iban'),
  vatRegime: text('vat_regime', { enum: VAT_REGIMES }),
  irpfPercent: integer('irpf_percent'),
  /** When the podcaster agreed that Patrocina issues their invoices (autofactura). */
  selfBillingConsentAt: instant('self_billing_consent_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type BillingProfileRow = typeof billingProfiles.$inferSelect;

/** Each issuer's chain of invoice records: the hash of the last one, which the next one carries. */
export const invoiceChains = pgTable('invoice_chains', {
  issuerTaxId: text('issuer_tax_id').primaryKey(),
  lastInvoiceId: uuid('last_invoice_id'),
  lastHash: text('last_hash'),
  updatedAt: updatedAt(),
});

/** The last number given in each series (`2027`, `R2027`, and `A2027-12345678Z` per self-billing issuer): taken under a row lock, never reused. */
export const invoiceSeries = pgTable('invoice_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * An invoice record: the advertiser's invoice at purchase, a credit note that corrects one, or a
 * podcaster's self-billed invoice at payout. Issuer and recipient are copied as they were; amounts are
 * negative on a credit note. The hash chains it to its issuer's previous record (VERI*FACTU).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    /** `2027-000001`, `R2027-000001`, `A2027-12345678Z-000001`. */
    code: text('code').notNull(),
    issuedAt: instant('issued_at').notNull(),
    /** The date on the invoice, Madrid calendar. */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** A credit note's invoice. */
    correctsInvoiceId: uuid('corrects_invoice_id'),
    /** A credit note's reason. */
    reason: text('reason'),
    payoutId: uuid('payout_id'),
    issuerUserId: uuid('issuer_user_id').references(() => users.id, { onDelete: 'set null' }),
    issuerName: text('issuer_name').notNull(),
    issuerTaxId: text('issuer_tax_id').notNull(),
    issuerAddress: text('issuer_address').notNull(),
    recipientUserId: uuid('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    recipientTaxId: text('recipient_tax_id').notNull(),
    recipientAddress: text('recipient_address').notNull(),
    recipientCountry: text('recipient_country').notNull(),
    baseCents: cents('base_cents').notNull(),
    vatPercent: integer('vat_percent').notNull(),
    vatCents: cents('vat_cents').notNull(),
    irpfPercent: integer('irpf_percent').notNull().default(0),
    irpfCents: cents('irpf_cents').notNull().default(0),
    /** Base + IVA − IRPF: what is paid. */
    totalCents: cents('total_cents').notNull(),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** What the advertiser writes on the transfer (invoices only). */
    paymentReference: text('payment_reference'),
    previousHash: text('previous_hash'),
    hash: text('hash').notNull(),
    /** The record's generation time exactly as hashed (`2027-01-05T10:20:30+01:00`). */
    recordTime: text('record_time').notNull(),
    /** The rendered PDF in file storage, once rendered. */
    pdfKey: text('pdf_key'),
    /** The tax agency adapter's state: NOT_SENT while it is unconfigured. */
    aeatStatus: text('aeat_status').notNull().default('NOT_SENT'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_series_number_key').on(table.series, table.number),
    uniqueIndex('invoices_code_key').on(table.code),
    index('invoices_campaign_idx').on(table.campaignId),
    index('invoices_payment_reference_idx').on(table.paymentReference),
    check('invoices_number_positive', sql`${table.number} > 0`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;

/** One line of an invoice: for a purchase, one bought action at its share of the agreed price. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: belongsTo('invoice_id', () => invoices.id),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitCents: cents('unit_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
    campaignPodcastId: uuid('campaign_podcast_id').references(() => campaignPodcasts.id, { onDelete: 'set null' }),
    actionKind: text('action_kind', { enum: PROPOSAL_ACTIONS }),
    /** The action's place among those of its kind and podcast, from 1 («Mención 2»). */
    actionPosition: integer('action_position'),
  },
  (table) => [uniqueIndex('invoice_lines_position_key').on(table.invoiceId, table.position)],
);

export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/**
 * Every movement of money, one row per account it touches; the rows of one posting share its
 * `postingId` and balance (BANK moves by the sum of the others). Never updated, never deleted.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    postingId: uuid('posting_id').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    campaignId: uuid('campaign_id'),
    invoiceId: uuid('invoice_id'),
    actionId: uuid('action_id'),
    /** The podcaster whose earnings move, on escrow and payout lines. */
    userId: uuid('user_id'),
    bankCreditId: uuid('bank_credit_id'),
    payoutId: uuid('payout_id'),
    memo: text('memo'),
    occurredAt: instant('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_posting_idx').on(table.postingId),
    index('ledger_entries_campaign_idx').on(table.campaignId),
    index('ledger_entries_account_idx').on(table.account),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** A bank statement an admin imported: stored once per file (its SHA-256). */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: id(),
    format: text('format', { enum: STATEMENT_FORMATS }).notNull(),
    fileSha256: text('file_sha256').notNull(),
    fileName: text('file_name'),
    accountIban: text('account_iban'),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: instant('imported_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('bank_statements_file_key').on(table.fileSha256)],
);

/** One credit of a statement: each only once across statements (its key), applied or waiting for a person. */
export const bankCredits = pgTable(
  'bank_credits',
  {
    id: id(),
    statementId: belongsTo('statement_id', () => bankStatements.id),
    /**
     * Stable across files: account, booking date, amount and the bank's entry reference, or without one
     * the text and the credit's count among identical ones in its file. A credit split by the import
     * (linked to a vouched receipt, the rest an excess) keeps its rest under this key with `:resto`.
     */
    entryKey: text('entry_key').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    reference: text('reference'),
    payerName: text('payer_name'),
    status: text('status', { enum: BANK_CREDIT_STATUSES }).notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    settledBy: uuid('settled_by').references(() => users.id, { onDelete: 'set null' }),
    settledAt: instant('settled_at'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_credits_entry_key').on(table.entryKey),
    index('bank_credits_status_idx').on(table.status),
    check('bank_credits_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export type BankCreditRow = typeof bankCredits.$inferSelect;

/**
 * One campaign action's money once its campaign is paid: its share of the agreed price, the
 * podcaster's earnings from it, who is paid, and where the earnings stand (held until aired and the
 * hold has passed without a dispute, released, paid by a payout, or refunded).
 */
export const actionEarnings = pgTable(
  'action_earnings',
  {
    actionId: uuid('action_id')
      .primaryKey()
      .references(() => campaignActions.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    podcastId: uuid('podcast_id')
      .notNull()
      .references(() => podcasts.id),
    payeeUserId: uuid('payee_user_id').references(() => users.id, { onDelete: 'set null' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    priceCents: cents('price_cents').notNull(),
    earningsCents: cents('earnings_cents').notNull(),
    status: text('status', { enum: EARNING_STATUSES }).notNull().default('HELD'),
    /** The day (Madrid) from which the earnings may be released: aired day + PAYOUT_HOLD_DAYS. */
    releaseOn: date('release_on', { mode: 'string' }),
    releasedAt: instant('released_at'),
    payoutId: uuid('payout_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('action_earnings_status_idx').on(table.status),
    index('action_earnings_payee_idx').on(table.payeeUserId),
    index('action_earnings_campaign_idx').on(table.campaignId),
  ],
);

export type ActionEarningRow = typeof actionEarnings.$inferSelect;

/** The advertiser's dispute of an aired action, and the team's resolution. */
export const actionDisputes = pgTable(
  'action_disputes',
  {
    id: id(),
    actionId: uuid('action_id')
      .notNull()
      .references(() => campaignActions.id),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    openedAt: instant('opened_at').notNull().defaultNow(),
    resolution: text('resolution', { enum: ['RELEASED', 'REFUNDED'] }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: instant('resolved_at'),
    note: text('note'),
  },
  (table) => [
    // One open dispute per action.
    uniqueIndex('action_disputes_open_key')
      .on(table.actionId)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/** A payout run, keyed by its period (`2027-W02`): one per period, so nobody is paid twice. */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: id(),
    period: text('period').notNull(),
    /** Null when the weekly job started it. */
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: instant('started_at').notNull().defaultNow(),
    /** The SEPA credit transfer file (pain.001.001.03) in file storage. */
    fileKey: text('file_key'),
    messageId: text('message_id'),
    transferCount: integer('transfer_count').notNull().default(0),
    controlSumCents: cents('control_sum_cents').notNull().default(0),
  },
  (table) => [uniqueIndex('payout_runs_period_key').on(table.period)],
);

/** One podcaster's transfer in a run, with its self-billed invoice. */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    runId: belongsTo('run_id', () => payoutRuns.id),
    payeeUserId: uuid('payee_user_id').references(() => users.id, { onDelete: 'set null' }),
    payeeName: text('payee_name').notNull(),
    iban: text('iban').notNull(),
    baseCents: cents('base_cents').notNull(),
    vatCents: cents('vat_cents').notNull(),
    irpfCents: cents('irpf_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('payouts_run_payee_key').on(table.runId, table.payeeUserId)],
);

export type PayoutRow = typeof payouts.$inferSelect;
