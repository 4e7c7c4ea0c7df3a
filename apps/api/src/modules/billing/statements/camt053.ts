import { decodeXML } from 'entities';
import { XMLParser } from 'fast-xml-parser';
import { decimalToCents, StatementParseError, type ParsedStatement, type StatementMovement } from './parsed';

/**
 * ISO 20022 camt.053 (BankToCustomerStatement), any of its versions: namespaces are dropped and only
 * the elements every version shares are read: `BkToCstmrStmt/Stmt/Ntry` with its `Amt`, `CdtDbtInd`,
 * `BookgDt`, and in `NtryDtls/TxDtls` the remittance (`RmtInf/Ustrd`, `RmtInf/Strd/CdtrRefInf/Ref`)
 * and the payer (`RltdPties/Dbtr/Nm`, or `Dbtr/Pty/Nm` from version 08 on).
 */

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // No entity expansion: the five XML entities and character references are decoded by decodeXML;
  // documents that declare entities are refused before parsing.
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const nodes = (node: Node | undefined, name: string): Node[] => list(node?.[name]).filter(isNode);
const child = (node: Node | undefined, ...path: string[]): Node | undefined =>
  path.reduce<Node | undefined>((at, name) => nodes(at, name)[0], node);

/** An element's text, entities decoded; `#text` when it also has attributes. */
function textOf(value: unknown): string | null {
  const first = list(value)[0];
  if (typeof first === 'string') return decodeXML(first);
  if (isNode(first) && typeof first['#text'] === 'string') return decodeXML(first['#text']);
  return null;
}
const textAt = (node: Node | undefined, ...path: string[]): string | null => {
  const parent = child(node, ...path.slice(0, -1));
  return parent ? textOf(parent[path.at(-1)!]) : null;
};

/** Whether the XML declares a DTD or entities: never in a bank statement, always refused. */
const declaresEntities = (text: string) => /<!DOCTYPE|<!ENTITY/i.test(text);

/** Does this text look like a camt.053 document? XML with a BkToCstmrStmt element. */
export function looksLikeCamt053(text: string): boolean {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('<') && /<(\w+:)?BkToCstmrStmt[\s>]/.test(start);
}

function bookingDay(entry: Node): string {
  const day = textAt(entry, 'BookgDt', 'Dt') ?? textAt(entry, 'BookgDt', 'DtTm') ?? textAt(entry, 'ValDt', 'Dt');
  const match = day ? /^(\d{4}-\d{2}-\d{2})/.exec(day) : null;
  if (!match) throw new StatementParseError('an entry without its booking date');
  return match[1]!;
}

function remittanceOf(entry: Node): { remittance: string; payerName: string | null } {
  const texts: string[] = [];
  let payerName: string | null = null;
  for (const details of nodes(entry, 'NtryDtls')) {
    for (const tx of nodes(details, 'TxDtls')) {
      for (const info of nodes(tx, 'RmtInf')) {
        for (const line of list(info.Ustrd)) texts.push(textOf(line) ?? '');
        for (const structured of nodes(info, 'Strd')) {
          const reference = textAt(structured, 'CdtrRefInf', 'Ref');
          if (reference) texts.push(reference);
        }
      }
      const endToEnd = textAt(tx, 'Refs', 'EndToEndId');
      if (endToEnd && endToEnd !== 'NOTPROVIDED') texts.push(endToEnd);
      payerName ??= textAt(tx, 'RltdPties', 'Dbtr', 'Nm') ?? textAt(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm');
    }
  }
  const additional = textAt(entry, 'AddtlNtryInf');
  if (additional) texts.push(additional);
  return { remittance: texts.join(' ').replace(/\s+/g, ' ').trim(), payerName };
}

export function parseCamt053(text: string): ParsedStatement {
  if (declaresEntities(text)) throw new StatementParseError('a DTD or entity declaration');
  let document: Node;
  try {
    document = parser.parse(text) as Node;
  } catch (error) {
    throw new StatementParseError(`not XML: ${(error as Error).message}`);
  }
  const root = child(document, 'Document', 'BkToCstmrStmt');
  if (!root) throw new StatementParseError('no BkToCstmrStmt');
  const statements = nodes(root, 'Stmt');
  if (statements.length === 0) throw new StatementParseError('no Stmt');

  const movements: StatementMovement[] = [];
  const accounts: string[] = [];
  for (const statement of statements) {
    const account = textAt(statement, 'Acct', 'Id', 'IBAN') ?? textAt(statement, 'Acct', 'Id', 'Othr', 'Id');
    if (!account) throw new StatementParseError('a statement without its account');
    accounts.push(account.replace(/\s+/g, '').toUpperCase());
    for (const entry of nodes(statement, 'Ntry')) {
      const indicator = textAt(entry, 'CdtDbtInd');
      if (indicator !== 'CRDT' && indicator !== 'DBIT') throw new StatementParseError('CdtDbtInd');
      const amountNode = list(entry.Amt)[0];
      const currency = isNode(amountNode) ? amountNode['@_Ccy'] : undefined;
      const amount = textOf(entry.Amt);
      if (!amount) throw new StatementParseError('an entry without its amount');
      // Reversals (RvslInd) are never money in; credits in another currency wait for a person.
      const reversal = textAt(entry, 'RvslInd') === 'true';
      const entryRef = textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef');
      movements.push({
        account: accounts.at(-1)!,
        bookedOn: bookingDay(entry),
        amountCents: decimalToCents(amount),
        direction: indicator === 'CRDT' && !reversal ? 'CREDIT' : 'DEBIT',
        ...remittanceOf(entry),
        position: movements.length,
        entryRef: entryRef?.trim() || null,
        currency: typeof currency === 'string' ? currency.trim().toUpperCase() : 'EUR',
      });
    }
  }
  return { format: 'CAMT053', accounts, movements };
}
