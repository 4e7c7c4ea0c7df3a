import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceChains, invoices, type InvoiceRow } from '../../db/schema';
import { invoiceRecordHash } from './invoices';

/**
 * What is wrong with a record: its fields no longer give its hash (an amount, a date, a name… was
 * changed after it was issued), or the chain does not run through it (a hash rewritten, a record
 * removed, two records claiming the same predecessor).
 */
export type ChainProblem = 'ALTERED' | 'BROKEN_LINK';

export interface ChainFinding {
  issuerTaxId: string;
  invoiceId: string | null;
  code: string | null;
  problem: ChainProblem;
}

export interface ChainReport {
  /** How many records were checked, all issuers together. */
  checked: number;
  /** The first problem of each issuer's chain that has one, in chain order. */
  findings: ChainFinding[];
}

type ChainedRow = Pick<
  InvoiceRow,
  | 'id'
  | 'code'
  | 'kind'
  | 'issuerTaxId'
  | 'issueDate'
  | 'vatCents'
  | 'baseCents'
  | 'previousHash'
  | 'hash'
  | 'recordTime'
  | 'number'
>;

function recomputed(row: ChainedRow): string {
  return invoiceRecordHash({
    issuerTaxId: row.issuerTaxId,
    code: row.code,
    issueDate: row.issueDate,
    kind: row.kind,
    vatCents: row.vatCents,
    baseCents: row.baseCents,
    previousHash: row.previousHash,
    recordTime: row.recordTime,
  });
}

/**
 * The first problem of one issuer's chain, walking it from its first record (the one with no
 * predecessor) by each record's previous hash. Null when every record is reached, each one's fields
 * still give its hash, and the chain ends where `invoice_chains` says it does.
 */
function checkIssuer(issuerTaxId: string, rows: readonly ChainedRow[], lastHash: string | null): ChainFinding | null {
  const finding = (row: ChainedRow | null, problem: ChainProblem): ChainFinding => ({
    issuerTaxId,
    invoiceId: row?.id ?? null,
    code: row?.code ?? null,
    problem,
  });
  const next = new Map<string, ChainedRow[]>();
  for (const row of rows) {
    const key = row.previousHash ?? '';
    next.set(key, [...(next.get(key) ?? []), row]);
  }
  const visited = new Set<string>();
  let previous = '';
  for (;;) {
    const following = next.get(previous) ?? [];
    if (following.length > 1) return finding(following[1]!, 'BROKEN_LINK');
    const row = following[0];
    if (!row) break;
    if (recomputed(row) !== row.hash) return finding(row, 'ALTERED');
    visited.add(row.id);
    previous = row.hash;
  }
  // Records the walk never reached: the chain is cut before them. Name the earliest by issue order.
  const stranded = rows.find((row) => !visited.has(row.id));
  if (stranded) return finding(stranded, 'BROKEN_LINK');
  if ((lastHash ?? '') !== previous) return finding(rows.at(-1) ?? null, 'BROKEN_LINK');
  return null;
}

/**
 * Recomputes every issuer's chain of invoice records (VERI*FACTU «encadenamiento») from the stored
 * rows and reports, per issuer, the first record whose hash no longer matches its fields or that the
 * chain does not reach. Reads only; a report with no findings means the books are as they were issued.
 */
export async function verifyInvoiceChain(db: Executor): Promise<ChainReport> {
  const rows = await db
    .select({
      id: invoices.id,
      code: invoices.code,
      kind: invoices.kind,
      number: invoices.number,
      issuerTaxId: invoices.issuerTaxId,
      issueDate: invoices.issueDate,
      vatCents: invoices.vatCents,
      baseCents: invoices.baseCents,
      previousHash: invoices.previousHash,
      hash: invoices.hash,
      recordTime: invoices.recordTime,
    })
    .from(invoices)
    .orderBy(asc(invoices.issuedAt), asc(invoices.series), asc(invoices.number));
  const chains = await db.select().from(invoiceChains);
  const byIssuer = new Map<string, ChainedRow[]>();
  for (const row of rows) byIssuer.set(row.issuerTaxId, [...(byIssuer.get(row.issuerTaxId) ?? []), row]);

  const findings: ChainFinding[] = [];
  const issuers = new Set([...byIssuer.keys(), ...chains.map((chain) => chain.issuerTaxId)]);
  for (const issuerTaxId of [...issuers].sort()) {
    const lastHash = chains.find((chain) => chain.issuerTaxId === issuerTaxId)?.lastHash ?? null;
    const found = checkIssuer(issuerTaxId, byIssuer.get(issuerTaxId) ?? [], lastHash);
    if (found) findings.push(found);
  }
  return { checked: rows.length, findings };
}
