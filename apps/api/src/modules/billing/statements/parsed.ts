import type { StatementFormat } from '@patrocina/domain';

/** What a bank statement says, whichever format it came in: the parsers' common answer. */

export interface StatementMovement {
  /** The account it was booked on: the IBAN (camt.053) or entity, office and number (Norma 43). */
  account: string;
  /** The booking day, `YYYY-MM-DD`. */
  bookedOn: string;
  amountCents: number;
  direction: 'CREDIT' | 'DEBIT';
  /** Every text the bank gives about it (references, concepts, remittance), one space apart. */
  remittance: string;
  /** Who sent it, when the bank says so. */
  payerName: string | null;
  /** Its place in the file, from 0. */
  position: number;
  /**
   * The bank's own reference for the entry, the same in every statement that repeats it (camt.053
   * `AcctSvcrRef` or `NtryRef`; Norma 43 the «número de documento» and references), when it gives one.
   */
  entryRef: string | null;
  /** ISO 4217 code of its amount (`EUR`); Norma 43's numeric code when it is not the euro's. */
  currency: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** Every account the file has a statement of, as the file writes it. */
  accounts: string[];
  movements: StatementMovement[];
}

/** A file that is not the format it looked like: the importer words the refusal. */
export class StatementParseError extends Error {}

/** `1210.00`, `1210,5`, `000000121000` (with its decimals implied) → cents, without floating point. */
export function decimalToCents(value: string): number {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new StatementParseError(`not an amount: ${value}`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new StatementParseError(`amount too large: ${value}`);
  return cents;
}
