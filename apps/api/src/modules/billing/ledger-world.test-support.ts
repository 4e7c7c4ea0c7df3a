import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { addDays, type BankCredits, type LedgerSummary } from '@patrocina/domain';
import { actionEarnings, ledgerEntries, payoutRuns } from '../../db/schema';
import { clockAt, json, useTestApp, type TestApp } from '../../../test/app';
import { createTeamMember, type SignedIn } from '../../../test/factories';
import { ledgerBalances } from './ledger';
import { camtWith, importFile, norma43With } from './statements/statements.test-support';

/**
 * The world of the ledger property test (ledger-property.test.ts): one test app on a business clock
 * an admin can move, and the model of the money the test keeps by itself, independently of the
 * ledger, with the check of the books against it. The commands that change both are in
 * ledger-commands.test-support.ts.
 */

export const START = '2027-01-04';
export let t: TestApp;
export let admin: SignedIn;

/**
 * The file's test app. The weekly scheduled payout is put out of reach (Sundays at 23:00, while the
 * clock stays near noon) so that only the admin's runs pay; the hold is the default 7 days.
 */
export function setUpLedgerWorld(): void {
  t = useTestApp({
    clock: clockAt(START),
    env: { CLOCK_CONTROL: '1', PAYOUT_RUN_WEEKDAY: '7', PAYOUT_RUN_HOUR: '23', PAYOUT_HOLD_DAYS: '7' },
  });
  beforeAll(async () => {
    admin = await createTeamMember(t.app, t.database, 'admin');
  });
}

/** Half a cent away from zero, as invoices round. */
export const percentOf = (cents: number, percent: number) =>
  Math.sign(cents) * Math.round((Math.abs(cents) * percent) / 100);

export type Status = 'HELD' | 'DISPUTED' | 'RELEASED' | 'PAID' | 'REFUNDED';
export interface Podcaster {
  user: SignedIn;
  /** Their «datos de facturación», or null: paid only once complete. */
  profile: { vatRegime: 'CHARGES_VAT' | 'EXEMPT'; irpfPercent: 15 | 7 | 0 } | null;
}
export interface Action {
  id: string;
  podcastId: string;
  payee: Podcaster;
  priceCents: number;
  earningsCents: number;
  status: Status;
  recordedOn: string | null;
  disputeId: string | null;
}
export interface Campaign {
  id: string;
  owner: SignedIn;
  invoice: {
    id: string;
    reference: string;
    baseCents: number;
    vatCents: number;
    totalCents: number;
    vatPercent: number;
  };
  paid: boolean;
  cancelled: boolean;
  /** What was applied to its invoice and waits unapplied (credits applied by a person). */
  arrivedCents: number;
  commissionCents: number;
  actions: Action[];
  to: string;
}
export interface Credit {
  id: string;
  amountCents: number;
  campaign: Campaign | null;
}

/** The money as this test understands it, independently of the ledger. */
export const world = {
  today: START,
  campaigns: [] as Campaign[],
  pending: [] as Credit[],
  runs: 0,
  received: 0,
  refunded: 0,
  paidOut: 0,
  commission: 0,
  vat: 0,
  irpf: 0,
  unapplied: 0,
  held: 0,
  released: 0,
};

export const pick = <T>(items: T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];
export const open = () => world.campaigns.filter((c) => !c.paid && !c.cancelled);
export const allActions = () => world.campaigns.flatMap((c) => c.actions.map((action) => ({ campaign: c, action })));
export const dueOf = (c: Campaign) => c.invoice.totalCents - c.arrivedCents;
const euros = (cents: number) => (cents / 100).toFixed(2);

export async function moveClock(days: number) {
  const now = json<{ data: { offsetDays: number } }>(await t.call('GET', '/private/backoffice/clock', admin.session));
  const moved = await t.call('PUT', '/private/backoffice/clock', admin.session, {
    offsetDays: now.data.offsetDays + days,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  world.today = json<{ data: { today: string } }>(moved).data.today;
  // The day's work ran: every aired action past its hold and not disputed is released.
  for (const { action } of allActions()) {
    if (
      action.status === 'HELD' &&
      action.recordedOn &&
      addDays(action.recordedOn, t.config.PAYOUT_HOLD_DAYS) <= world.today
    ) {
      release(action);
    }
  }
}

export function release(action: Action) {
  action.status = 'RELEASED';
  world.held -= action.earningsCents;
  world.released += action.earningsCents;
}

/** The campaign is paid: whatever has not arrived is received, the invoice's total applied. */
/** The server applies every waiting credit that names a campaign's invoice when the campaign is paid. */
export function applyWaitingCredits(c: Campaign) {
  for (const credit of world.pending.filter((candidate) => candidate.campaign === c)) {
    world.pending.splice(world.pending.indexOf(credit), 1);
    c.arrivedCents += credit.amountCents;
  }
}

export async function settled(c: Campaign, received: number) {
  world.received += received;
  world.unapplied += received - c.invoice.totalCents;
  c.arrivedCents = c.arrivedCents + received - c.invoice.totalCents;
  c.paid = true;
  world.vat += c.invoice.vatCents;
  const rows = await t.database.db.select().from(actionEarnings).where(eq(actionEarnings.campaignId, c.id));
  // Each podcast's actions earn 90% of its price, to the cent; the commission is the rest of the base.
  const byPodcast = new Map<string, { price: number; earnings: number }>();
  for (const row of rows) {
    const sum = byPodcast.get(row.podcastId) ?? { price: 0, earnings: 0 };
    byPodcast.set(row.podcastId, { price: sum.price + row.priceCents, earnings: sum.earnings + row.earningsCents });
  }
  for (const sum of byPodcast.values()) expect(sum.earnings).toBe(Math.round((sum.price * 9) / 10));
  expect(rows.reduce((sum, row) => sum + row.priceCents, 0)).toBe(c.invoice.baseCents);
  const earnings = rows.reduce((sum, row) => sum + row.earningsCents, 0);
  c.commissionCents = c.invoice.baseCents - earnings;
  world.commission += c.commissionCents;
  world.held += earnings;
  c.actions = rows.map((row) => ({
    id: row.actionId,
    podcastId: row.podcastId,
    payee: podcasterOf.get(row.payeeUserId!)!,
    priceCents: row.priceCents,
    earningsCents: row.earningsCents,
    status: 'HELD',
    recordedOn: null,
    disputeId: null,
  }));
  expect(rows.every((row) => row.status === 'HELD')).toBe(true);
}
export const podcasterOf = new Map<string, Podcaster>();

export async function importCredits(format: 'NORMA43' | 'CAMT053', credits: { amountCents: number; text: string }[]) {
  const file =
    format === 'NORMA43'
      ? norma43With(credits, world.today)
      : camtWith(credits.map((credit) => ({ amount: euros(credit.amountCents), text: credit.text })));
  const response = await importFile(t, admin, file, format === 'NORMA43' ? 'extracto.n43' : 'extracto.xml');
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { matched: number; pending: number } }>(response).data;
}

/** Imports one credit that must wait for a person, and keeps it in the model. */
export async function pendingCredit(
  format: 'NORMA43' | 'CAMT053',
  amountCents: number,
  text: string,
  c: Campaign | null,
) {
  const before = new Set(await pendingIds());
  expect(await importCredits(format, [{ amountCents, text }])).toMatchObject({ matched: 0, pending: 1 });
  const [id] = (await pendingIds()).filter((creditId) => !before.has(creditId));
  world.pending.push({ id: id!, amountCents, campaign: c });
  world.received += amountCents;
  world.unapplied += amountCents;
}
const pendingIds = async () =>
  json<{ data: BankCredits }>(await t.call('GET', '/private/backoffice/bank-credits', admin.session)).data.pending.map(
    (credit) => credit.id,
  );

/** The books after a step: balanced, and what the model says, account by account. */
export async function expectBooks() {
  const response = await t.call('GET', '/private/backoffice/ledger', admin.session);
  expect(response.statusCode, response.body).toBe(200);
  const books = json<{ data: LedgerSummary }>(response).data;
  const { accounts } = await ledgerBalances(t.database.db);
  const others = Object.entries(accounts)
    .filter(([account]) => account !== 'BANK')
    .reduce((sum, [, amount]) => sum + amount, 0);

  expect(books.balanced).toBe(true);
  expect(accounts.BANK).toBe(others);
  expect(books.bankCents).toBe(books.receivedCents - books.paidOutCents - books.refundedCents);
  // Money held for someone is never less than nothing (IVA may be: deductible IVA of the payouts).
  for (const account of ['UNAPPLIED', 'ESCROW_HELD', 'ESCROW_RELEASED', 'COMMISSION', 'IRPF'] as const) {
    expect(accounts[account], account).toBeGreaterThanOrEqual(0);
  }
  expect({
    received: books.receivedCents,
    paidOut: books.paidOutCents,
    refunded: books.refundedCents,
    commission: books.commissionCents,
    vat: books.vatCents,
    irpf: books.irpfCents,
    unapplied: books.escrow.unappliedCents,
    held: books.escrow.heldCents,
    released: books.escrow.releasedCents,
  }).toEqual({
    received: world.received,
    paidOut: world.paidOut,
    refunded: world.refunded,
    commission: world.commission,
    vat: world.vat,
    irpf: world.irpf,
    unapplied: world.unapplied,
    held: world.held,
    released: world.released,
  });

  // The escrow accounts are the earnings rows: held (or disputed) and released, cent for cent.
  const [rows] = await t.database.db
    .select({
      held: sql<string>`coalesce(sum(${actionEarnings.earningsCents}) filter (where ${actionEarnings.status} in ('HELD', 'DISPUTED')), 0)`,
      released: sql<string>`coalesce(sum(${actionEarnings.earningsCents}) filter (where ${actionEarnings.status} = 'RELEASED'), 0)`,
    })
    .from(actionEarnings);
  expect([Number(rows!.held), Number(rows!.released)]).toEqual([accounts.ESCROW_HELD, accounts.ESCROW_RELEASED]);
  // No advertiser gets back more than they paid for an invoice, IVA included.
  const overRefunded = await t.database.db
    .select({ invoiceId: ledgerEntries.invoiceId })
    .from(ledgerEntries)
    .where(
      and(
        isNotNull(ledgerEntries.invoiceId),
        eq(ledgerEntries.account, 'BANK'),
        inArray(ledgerEntries.kind, ['PAYMENT_RECEIVED', 'CREDIT', 'REFUND']),
      ),
    )
    .groupBy(ledgerEntries.invoiceId)
    .having(sql`sum(${ledgerEntries.amountCents}) < 0`);
  expect(overRefunded, 'invoices that gave back more than came in').toEqual([]);
  const runs = await t.database.db.select({ id: payoutRuns.id }).from(payoutRuns);
  expect(runs).toHaveLength(world.runs);
}

/** An admin resolves an open dispute; the model follows: released, or refunded with its share of IVA. */
export async function resolveDispute(c: Campaign, action: Action, outcome: 'RELEASE' | 'REFUND') {
  const resolved = await t.call('PUT', `/private/backoffice/disputes/${action.disputeId}`, admin.session, { outcome });
  expect(resolved.statusCode, resolved.body).toBe(200);
  action.disputeId = null;
  if (outcome === 'RELEASE') {
    release(action);
    return;
  }
  // The price and its share of the invoice's IVA go back (the IVA of the prices refunded so far less
  // the IVA refunded before: all refunded, the invoice's IVA to the cent); the commission is given up.
  const before = c.actions
    .filter((other) => other.status === 'REFUNDED')
    .reduce((sum, other) => sum + other.priceCents, 0);
  const vatCents =
    percentOf(before + action.priceCents, c.invoice.vatPercent) - percentOf(before, c.invoice.vatPercent);
  action.status = 'REFUNDED';
  world.refunded += action.priceCents + vatCents;
  world.vat -= vatCents;
  world.commission -= action.priceCents - action.earningsCents;
  c.commissionCents -= action.priceCents - action.earningsCents;
  world.held -= action.earningsCents;
}
