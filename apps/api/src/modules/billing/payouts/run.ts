import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  actionTitle,
  exactEuros,
  hourInMadrid,
  isCompletePayoutProfile,
  isoWeekdayOf,
  isPayoutRunDue,
  nextPayoutDayFrom,
  addDays,
  PAYOUT_MESSAGES,
  payoutPeriodOf,
  type PayoutRun,
  type PayoutRunList,
} from '@patrocina/domain';
import type { AppContext } from '../../../context';
import type { Transaction } from '../../../db/client';
import {
  actionEarnings,
  billingProfiles,
  campaignActions,
  campaigns,
  payoutRuns,
  payouts,
  podcasts,
  users,
} from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/errors';
import { assertAdmin } from '../../../lib/team';
import { withOutbox, type QueueMailFn } from '../../../mail/outbox';
import { mailContext } from '../../../mail/templates';
import { issueInvoice, platformParty, profileAddress } from '../invoices';
import { postLedger } from '../ledger';
import { completeBillingProfileMail, payoutSentMail } from './mails';
import { buildSepaCreditTransfer } from './sepa';

type RunDeps = Pick<AppContext, 'db' | 'config' | 'clock' | 'mail' | 'log' | 'storage'>;
type RunRow = typeof payoutRuns.$inferSelect;

const sepaKey = (runId: string) => `payouts/sepa-${runId}.xml`;

function toPayoutRun(run: RunRow): PayoutRun {
  return {
    id: run.id,
    period: run.period,
    createdAt: run.startedAt.toISOString(),
    payoutCount: run.transferCount,
    totalNet: exactEuros(run.controlSumCents),
    hasSepaFile: run.transferCount > 0,
  };
}

/** The released earnings not yet paid, locked for this run, with what the autofactura's lines say of them. */
async function releasedEarnings(tx: Transaction) {
  return tx
    .select({
      earning: actionEarnings,
      kind: campaignActions.kind,
      position: campaignActions.position,
      podcastTitle: podcasts.title,
      campaign: { brand: campaigns.brand, name: campaigns.name },
    })
    .from(actionEarnings)
    .innerJoin(campaignActions, eq(campaignActions.id, actionEarnings.actionId))
    .innerJoin(podcasts, eq(podcasts.id, actionEarnings.podcastId))
    .innerJoin(campaigns, eq(campaigns.id, actionEarnings.campaignId))
    .where(
      and(
        eq(actionEarnings.status, 'RELEASED'),
        isNull(actionEarnings.payoutId),
        isNotNull(actionEarnings.payeeUserId),
      ),
    )
    .orderBy(actionEarnings.payeeUserId, actionEarnings.releasedAt, actionEarnings.actionId)
    .for('update', { of: actionEarnings });
}

type Released = Awaited<ReturnType<typeof releasedEarnings>>[number];

/**
 * Pays one podcaster everything released to them: the payout row, the autofactura in their name to
 * the platform (series A, IVA if they charge it, IRPF withheld), the PAYOUT posting, and their
 * earnings marked PAID with it. Answers the transfer for the SEPA file.
 */
async function payPayee(
  deps: RunDeps,
  tx: Transaction,
  queueMail: QueueMailFn,
  runId: string,
  now: Date,
  profile: typeof billingProfiles.$inferSelect,
  email: string | null,
  rows: Released[],
) {
  const payeeUserId = profile.userId;
  const baseCents = rows.reduce((sum, row) => sum + row.earning.earningsCents, 0);
  const iban = profile.iban!.replace(/\s+/g, '').toUpperCase();
  const [payout] = await tx
    .insert(payouts)
    .values({
      runId,
      payeeUserId,
      payeeName: profile.legalName,
      iban,
      baseCents,
      vatCents: 0,
      irpfCents: 0,
      netCents: baseCents,
    })
    .returning({ id: payouts.id });
  const invoice = await issueInvoice(tx, {
    kind: 'SELF_BILLED',
    issuedAt: now,
    issuer: {
      userId: payeeUserId,
      name: profile.legalName,
      taxId: profile.taxId,
      address: profileAddress(profile),
      country: profile.country,
    },
    recipient: platformParty(deps.config),
    lines: rows.map((row) => ({
      description: `${actionTitle(row.kind, row.position)} en «${row.podcastTitle}» (campaña ${row.campaign.brand}: ${row.campaign.name})`,
      unitCents: row.earning.earningsCents,
      amountCents: row.earning.earningsCents,
      campaignPodcastId: null,
      actionKind: row.kind,
      actionPosition: row.position,
    })),
    vatPercent: profile.vatRegime === 'CHARGES_VAT' ? deps.config.VAT_PERCENT : 0,
    irpfPercent: profile.irpfPercent ?? 0,
    payoutId: payout!.id,
  });
  // The autofactura's sums are the payout's: base + IVA − IRPF, rounded as payoutAmounts rounds them.
  const amounts = {
    baseCents: invoice.baseCents,
    vatCents: invoice.vatCents,
    irpfCents: invoice.irpfCents,
    netCents: invoice.totalCents,
  };
  await tx
    .update(payouts)
    .set({ ...amounts, invoiceId: invoice.id })
    .where(eq(payouts.id, payout!.id));
  await postLedger(
    tx,
    {
      userId: payeeUserId,
      payoutId: payout!.id,
      invoiceId: invoice.id,
      memo: `Autofactura ${invoice.code}`,
      occurredAt: now,
    },
    [
      { account: 'BANK', kind: 'PAYOUT', amountCents: -amounts.netCents },
      { account: 'ESCROW_RELEASED', kind: 'PAYOUT', amountCents: -amounts.baseCents },
      { account: 'VAT', kind: 'VAT', amountCents: -amounts.vatCents },
      { account: 'IRPF', kind: 'IRPF_WITHHELD', amountCents: amounts.irpfCents },
    ],
  );
  await tx
    .update(actionEarnings)
    .set({ status: 'PAID', payoutId: payout!.id, updatedAt: sql`now()` })
    .where(
      and(
        inArray(
          actionEarnings.actionId,
          rows.map((row) => row.earning.actionId),
        ),
        eq(actionEarnings.status, 'RELEASED'),
      ),
    );
  if (email)
    await queueMail(
      email,
      payoutSentMail(mailContext(deps.config), { netCents: amounts.netCents, invoiceCode: invoice.code }),
    );
  return {
    endToEndId: payout!.id.replaceAll('-', ''),
    amountCents: amounts.netCents,
    creditorName: profile.legalName,
    creditorIban: iban,
    remittance: `Autofactura ${invoice.code}`,
  };
}

/** Writes a run's SEPA file to file storage, from its payouts. */
async function storeSepaFile(deps: RunDeps, run: RunRow): Promise<Buffer> {
  const rows = await deps.db
    .select({ payout: payouts, code: sql<string | null>`(select code from invoices where id = ${payouts.invoiceId})` })
    .from(payouts)
    .where(eq(payouts.runId, run.id))
    .orderBy(payouts.createdAt, payouts.id);
  const xml = buildSepaCreditTransfer({
    messageId: run.messageId ?? `PATROCINA-${run.period}`,
    createdAt: run.startedAt,
    executionDate: addDays(payoutDayOf(run.startedAt), 1),
    debtor: { name: deps.config.COMPANY_BENEFICIARY, iban: deps.config.COMPANY_IBAN, bic: deps.config.COMPANY_BIC },
    transfers: rows.map(({ payout, code }) => ({
      endToEndId: payout.id.replaceAll('-', ''),
      amountCents: payout.netCents,
      creditorName: payout.payeeName,
      creditorIban: payout.iban,
      remittance: code ? `Autofactura ${code}` : `Pago ${run.period}`,
    })),
  });
  const bytes = Buffer.from(xml, 'utf8');
  await deps.storage.write(sepaKey(run.id), bytes);
  await deps.db
    .update(payoutRuns)
    .set({ fileKey: sepaKey(run.id) })
    .where(eq(payoutRuns.id, run.id));
  return bytes;
}

const payoutDayOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(at);

/**
 * A payout run (issue 19): for the week of the business clock's today (`2027-W02`), once. Every
 * podcaster with released earnings and complete «datos de facturación» is paid; the others are
 * skipped and told what is missing. Two starts of the same week give one run: the period is unique,
 * and the second start is refused. The SEPA file is written after the money is booked.
 */
export async function startPayoutRun(deps: RunDeps, actor: Actor | null): Promise<PayoutRun> {
  if (actor) assertAdmin(actor);
  const now = deps.clock.now();
  const today = deps.clock.today();
  const period = payoutPeriodOf(today);
  const run = await withOutbox(deps, async (tx, queueMail) => {
    const [created] = await tx
      .insert(payoutRuns)
      .values({ period, startedBy: actor?.id ?? null, startedAt: now, messageId: `PATROCINA-${period}` })
      .onConflictDoNothing({ target: payoutRuns.period })
      .returning();
    if (!created) throw new AppError('CONFLICT', PAYOUT_MESSAGES.runAlreadyDone);

    const released = await releasedEarnings(tx);
    const byPayee = new Map<string, Released[]>();
    for (const row of released) {
      const payee = row.earning.payeeUserId!;
      byPayee.set(payee, [...(byPayee.get(payee) ?? []), row]);
    }
    const payeeIds = [...byPayee.keys()];
    const profiles = payeeIds.length
      ? await tx.select().from(billingProfiles).where(inArray(billingProfiles.userId, payeeIds))
      : [];
    const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
    const accounts = payeeIds.length
      ? await tx
          .select({ id: users.id, email: users.email, deleted: sql<boolean>`${users.deletedAt} is not null` })
          .from(users)
          .where(inArray(users.id, payeeIds))
      : [];
    const emailOf = new Map(accounts.filter((user) => !user.deleted).map((user) => [user.id, user.email]));

    let controlSumCents = 0;
    let transferCount = 0;
    for (const [payeeId, rows] of byPayee) {
      const profile = profileOf.get(payeeId);
      const email = emailOf.get(payeeId) ?? null;
      if (!profile || !isCompletePayoutProfile(profile)) {
        const releasedCents = rows.reduce((sum, row) => sum + row.earning.earningsCents, 0);
        // This week's run is this one: the next is next week's, whatever day an admin started this.
        const nextRunDay = nextPayoutDayFrom(addDays(today, 8 - isoWeekdayOf(today)), deps.config.PAYOUT_RUN_WEEKDAY);
        if (email)
          await queueMail(email, completeBillingProfileMail(mailContext(deps.config), { releasedCents, nextRunDay }));
        continue;
      }
      const transfer = await payPayee(deps, tx, queueMail, created.id, now, profile, email, rows);
      controlSumCents += transfer.amountCents;
      transferCount += 1;
    }
    const [done] = await tx
      .update(payoutRuns)
      .set({ transferCount, controlSumCents, messageId: `PATROCINA-${period}-${created.id.slice(0, 8)}` })
      .where(eq(payoutRuns.id, created.id))
      .returning();
    return done!;
  });
  if (run.transferCount > 0) {
    await storeSepaFile(deps, run).catch((error: unknown) =>
      deps.log.error({ err: error, runId: run.id }, 'payout run: SEPA file not stored; its download will write it'),
    );
  }
  deps.log.info({ runId: run.id, period, transfers: run.transferCount }, 'payout run done');
  return toPayoutRun(run);
}

/**
 * The weekly run, from the periodic job: due from the configured weekday and hour (Madrid, business
 * clock) to the end of that ISO week, and only if the week has no run yet. Answers whether it ran.
 */
export async function runScheduledPayout(deps: RunDeps): Promise<boolean> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  const schedule = { weekday: deps.config.PAYOUT_RUN_WEEKDAY, hour: deps.config.PAYOUT_RUN_HOUR };
  if (!isPayoutRunDue(today, hourInMadrid(now), schedule)) return false;
  const [existing] = await deps.db
    .select({ id: payoutRuns.id })
    .from(payoutRuns)
    .where(eq(payoutRuns.period, payoutPeriodOf(today)));
  if (existing) return false;
  try {
    await startPayoutRun(deps, null);
    return true;
  } catch (error) {
    // An admin's start in the same moment: the week is paid either way.
    if (error instanceof AppError && error.code === 'CONFLICT') return false;
    throw error;
  }
}

/** `GET /private/backoffice/payout-runs` (admins): the runs, newest first. */
export async function listPayoutRuns(deps: Pick<AppContext, 'db'>, actor: Actor): Promise<PayoutRunList> {
  assertAdmin(actor);
  const runs = await deps.db.select().from(payoutRuns).orderBy(desc(payoutRuns.startedAt)).limit(104);
  return { runs: runs.map(toPayoutRun) };
}

/** `GET /private/backoffice/payout-runs/{id}/sepa` (admins): the run's file, written again if storage lost it. */
export async function payoutRunSepaFile(
  deps: RunDeps,
  actor: Actor,
  runId: string,
): Promise<{ period: string; bytes: Buffer }> {
  assertAdmin(actor);
  const [run] = await deps.db.select().from(payoutRuns).where(eq(payoutRuns.id, runId));
  if (!run || run.transferCount === 0) throw new AppError('NOT_FOUND', PAYOUT_MESSAGES.runNotFound);
  const stored = run.fileKey ? await deps.storage.read(run.fileKey) : null;
  return { period: run.period, bytes: stored ?? (await storeSepaFile(deps, run)) };
}
