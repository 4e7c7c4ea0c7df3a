import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { otherAccountMessage, PAYMENT_MESSAGES, type CreditReason, type StatementImport } from '@patrocina/domain';
import type { AppContext } from '../../../context';
import type { Transaction } from '../../../db/client';
import { bankCredits, bankStatements, invoices, ledgerEntries, type InvoiceRow } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/errors';
import type { FormFile } from '../../../lib/multipart-file';
import { assertAdmin } from '../../../lib/team';
import { withOutbox, type QueueMailFn } from '../../../mail/outbox';
import { receivePayment, unappliedForInvoice, unmatchedVouchedOf } from '../payments';
import { parseStatement, StatementParseError } from './detect';
import type { StatementMovement } from './parsed';

/**
 * What the import calls when a credit pays an invoice exactly: the campaign's payment confirmation,
 * the same as the admin's «Marcar como pagada» (proposals' settleCampaignPayment), handed in by
 * app.ts because billing sits below proposals.
 */
export type SettlePayment = (
  ctx: AppContext,
  tx: Transaction,
  queueMail: QueueMailFn,
  actor: Actor,
  campaignId: string,
  memo: string,
) => Promise<void>;

const sha256 = (value: string | Uint8Array) => createHash('sha256').update(value).digest('hex');

/**
 * Each movement's key: the same credit in two files (a monthly statement over daily ones) is one
 * credit. The bank's own reference for the entry when it gives one; otherwise the movement's count
 * among the identical ones (account, day, amount, text) of its file, never its place in the file,
 * which changes from one statement to another.
 */
function creditKeys(movements: readonly StatementMovement[]): string[] {
  const seen = new Map<string, number>();
  return movements.map((movement) => {
    const facts = [movement.account, movement.bookedOn, movement.amountCents];
    if (movement.entryRef !== null) return sha256([...facts, 'ref', movement.entryRef].join('|'));
    const same = [...facts, movement.remittance].join('|');
    const count = seen.get(same) ?? 0;
    seen.set(same, count + 1);
    return sha256([same, 'n', count].join('|'));
  });
}

/** An account's digits and letters, upper case. */
const compact = (account: string) => account.replace(/\s+/g, '').toUpperCase();

/**
 * Whether the statement's account is the company's IBAN: the IBAN itself (camt.053), its BBAN, or
 * the 18 digits Norma 43 writes for a Spanish account (entity, office and number, without the
 * control digits).
 */
function isCompanyAccount(account: string, companyIban: string): boolean {
  const [given, iban] = [compact(account), compact(companyIban)];
  if (given === iban || given === iban.slice(4)) return true;
  return iban.startsWith('ES') && iban.length === 24 && given === `${iban.slice(4, 12)}${iban.slice(14)}`;
}

/** Whether the invoice's payment was applied (its campaign is paid). */
export async function isInvoicePaid(tx: Transaction, invoiceId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.invoiceId, invoiceId), eq(ledgerEntries.kind, 'PAYMENT_APPLIED')))
    .limit(1);
  return row !== undefined;
}

/** What the invoice still waits for: its total less what arrived for it; nothing once paid. */
export async function dueOf(tx: Transaction, invoice: InvoiceRow): Promise<number> {
  if (await isInvoicePaid(tx, invoice.id)) return 0;
  return Math.max(0, invoice.totalCents - (await unappliedForInvoice(tx, invoice.id)));
}

/** Letters and digits only, upper case: banks drop or add hyphens and spaces in what the payer wrote. */
const bare = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The invoice whose payment reference the text names, anywhere in it, whatever its case and with or
 * without its hyphen (`PAT-0A1B…`, `pat 0a1b…`, `PAT0A1B…`).
 */
async function invoiceNamedIn(tx: Transaction, text: string): Promise<InvoiceRow | undefined> {
  const haystack = bare(text);
  if (haystack === '') return undefined;
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'INVOICE'),
        isNotNull(invoices.paymentReference),
        sql`strpos(${haystack}, regexp_replace(upper(${invoices.paymentReference}), '[^A-Z0-9]', '', 'g')) > 0`,
      ),
    )
    .orderBy(asc(invoices.issuedAt))
    .limit(1);
  return invoice;
}

/**
 * Tries to pay the invoice with the credit, in a savepoint: the money is received for the invoice and
 * the campaign settled. False (and nothing of it kept) when the campaign cannot take the payment now.
 */
async function payExactly(
  ctx: AppContext,
  tx: Transaction,
  queueMail: QueueMailFn,
  actor: Actor,
  settle: SettlePayment,
  credit: { id: string; amountCents: number; bookedOn: string },
  invoice: InvoiceRow,
): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await receivePayment(savepoint, {
        amountCents: credit.amountCents,
        occurredAt: ctx.clock.now(),
        invoice,
        bankCreditId: credit.id,
        memo: `Abono del ${credit.bookedOn}`,
      });
      await savepoint
        .update(bankCredits)
        .set({ status: 'APPLIED', invoiceId: invoice.id, settledAt: ctx.clock.now() })
        .where(eq(bankCredits.id, credit.id));
      if (invoice.campaignId)
        await settle(ctx, savepoint, queueMail, actor, invoice.campaignId, 'Pagada por transferencia');
    });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return false;
    throw error;
  }
}

/**
 * An admin imports a bank statement (DOMAIN.md "Paying"): stored once per file, each credit once. A
 * credit whose text names an open invoice's reference and brings exactly what it waits for pays it;
 * every other credit is received into UNAPPLIED and waits for a person, with why. Charges are ignored.
 */
export async function importStatement(
  ctx: AppContext,
  actor: Actor,
  file: FormFile,
  settle: SettlePayment,
): Promise<StatementImport> {
  assertAdmin(actor);
  let parsed;
  try {
    parsed = parseStatement(file.bytes);
  } catch (error) {
    if (!(error instanceof StatementParseError)) throw error;
    const message = file.bytes.subarray(0, 64).toString().trimStart().startsWith('<')
      ? PAYMENT_MESSAGES.brokenCamt053
      : PAYMENT_MESSAGES.brokenNorma43;
    throw new AppError('VALIDATION_ERROR', message, { fields: [{ path: 'file', message }] });
  }
  if (!parsed) {
    const message = PAYMENT_MESSAGES.unknownStatement;
    throw new AppError('VALIDATION_ERROR', message, { fields: [{ path: 'file', message }] });
  }
  const statement = parsed;
  const foreign = statement.accounts.find((account) => !isCompanyAccount(account, ctx.config.COMPANY_IBAN));
  if (foreign !== undefined) {
    const message = otherAccountMessage(foreign, ctx.config.COMPANY_IBAN);
    throw new AppError('VALIDATION_ERROR', message, { fields: [{ path: 'file', message }] });
  }
  const keys = creditKeys(statement.movements);

  return withOutbox(ctx, async (tx, queueMail) => {
    const fileSha256 = sha256(file.bytes);
    const [stored] = await tx
      .insert(bankStatements)
      .values({
        format: statement.format,
        fileSha256,
        fileName: file.name.slice(0, 200),
        accountIban: statement.accounts[0] ?? null,
        importedBy: actor.id,
        importedAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: bankStatements.id });
    if (!stored) {
      const [before] = await tx
        .select({ id: bankStatements.id })
        .from(bankStatements)
        .where(eq(bankStatements.fileSha256, fileSha256));
      return {
        statementId: before!.id,
        format: statement.format,
        alreadyImported: true,
        matched: 0,
        pending: 0,
        ignored: 0,
      };
    }

    const counts = { matched: 0, pending: 0, ignored: 0 };
    for (const [index, movement] of statement.movements.entries()) {
      if (movement.direction !== 'CREDIT' || movement.amountCents <= 0) {
        counts.ignored += 1;
        continue;
      }
      // A credit in another currency is not the euros an invoice waits for: a person settles it.
      const inEuros = movement.currency === 'EUR';
      const invoice = inEuros ? await invoiceNamedIn(tx, movement.remittance) : undefined;
      const due = invoice ? await dueOf(tx, invoice) : 0;
      const entry = {
        statementId: stored.id,
        entryKey: keys[index]!,
        bookedOn: movement.bookedOn,
        amountCents: movement.amountCents,
        reference: movement.remittance.slice(0, 500),
        payerName: movement.payerName?.slice(0, 200) ?? null,
        status: 'PENDING' as const,
        invoiceId: invoice?.id ?? null,
      };
      const [credit] = await tx
        .insert(bankCredits)
        .values(entry)
        .onConflictDoNothing()
        .returning({ id: bankCredits.id });
      if (!credit) {
        counts.ignored += 1;
        continue;
      }
      let amountCents = movement.amountCents;
      let creditId = credit.id;
      if (invoice && due === 0) {
        // «Marcar como pagada» vouched for money the bank had not shown yet: this is that money, counted
        // already. The credit is linked to the receipt (applied, nothing received again) up to what was
        // vouched; what it brings over that is an excess, as any other.
        // Locked as «Aplicar» locks it: two imports at once never link the same vouched money twice.
        await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoice.id)).for('update');
        const vouched = await unmatchedVouchedOf(tx, invoice.id);
        if (vouched > 0) {
          const linked = Math.min(vouched, amountCents);
          await tx
            .update(bankCredits)
            .set({ status: 'APPLIED', amountCents: linked, settledAt: ctx.clock.now() })
            .where(eq(bankCredits.id, credit.id));
          counts.matched += 1;
          amountCents -= linked;
          if (amountCents === 0) continue;
          const [rest] = await tx
            .insert(bankCredits)
            .values({ ...entry, entryKey: `${entry.entryKey}:resto`, amountCents })
            .returning({ id: bankCredits.id });
          creditId = rest!.id;
        }
      }
      const facts = { id: creditId, amountCents, bookedOn: movement.bookedOn };
      let reason = inEuros ? reasonOf(amountCents, invoice ? due : null) : 'OTHER_CURRENCY';
      if (invoice && due > 0 && amountCents === due) {
        if (await payExactly(ctx, tx, queueMail, actor, settle, facts, invoice)) {
          counts.matched += 1;
          continue;
        }
        reason = 'NOT_PAYABLE';
      }
      // Why it waits is kept as it was at the import, whatever happens to its invoice later.
      await tx.update(bankCredits).set({ note: reason }).where(eq(bankCredits.id, creditId));
      // Waiting for a person: received, and not yet anyone's.
      await receivePayment(tx, {
        amountCents,
        occurredAt: ctx.clock.now(),
        bankCreditId: creditId,
        memo: `Abono del ${movement.bookedOn} por resolver`,
      });
      counts.pending += 1;
    }
    return { statementId: stored.id, format: statement.format, alreadyImported: false, ...counts };
  });
}

/** Why a credit waits: no invoice named, less than that invoice waits for, or more (nothing, once paid). */
function reasonOf(amountCents: number, due: number | null): CreditReason {
  if (due === null) return 'UNKNOWN';
  return amountCents < due ? 'PARTIAL' : 'EXCESS';
}
