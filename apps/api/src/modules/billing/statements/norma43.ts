import { StatementParseError, type ParsedStatement, type StatementMovement } from './parsed';

/**
 * AEB Norma 43 (Cuaderno 43, «Información normalizada de cuenta corriente»): records of 80 characters,
 * the first two say what each is. 11 opens an account's statement, 22 is one movement, 23 adds up to
 * five lines of concept to the movement before it, 24 its amount in another currency, 33 closes the
 * account with its totals, 88 ends the file. Positions below are the standard's, counted from 1.
 */

const RECORD_LENGTH = 80;
const KNOWN_RECORDS = new Set(['11', '22', '23', '24', '33', '88']);

/** Characters `from` to `to` of a record, both counted from 1 as the standard counts them. */
const field = (record: string, from: number, to: number) => record.slice(from - 1, to);

const EURO = '978';

/**
 * The bank's reference of a movement (record 22): its «número de documento» (43-52) and Referencia 1
 * (53-64), with Referencia 2 (65-80); null when the first two are blank or zeros, as the payer's text
 * alone does not tell two movements apart.
 */
function entryRefOf(record: string): string | null {
  const [document, first, second] = [field(record, 43, 52), field(record, 53, 64), field(record, 65, 80)].map((value) =>
    value.trim(),
  );
  if (/^0*$/.test(document!) && /^0*$/.test(first!)) return null;
  return `${document}/${first}/${second}`;
}

/** `AAMMDD` → `20AA-MM-DD`. */
function dayOf(value: string): string {
  if (!/^\d{6}$/.test(value)) throw new StatementParseError(`not a date: ${value}`);
  const [yy, mm, dd] = [value.slice(0, 2), value.slice(2, 4), value.slice(4, 6)];
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1 || day > 31) throw new StatementParseError(`not a date: ${value}`);
  return `20${yy}-${mm}-${dd}`;
}

/** Does this text look like a Norma 43 file? Its first record is an account header (11). */
export function looksLikeNorma43(text: string): boolean {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return /^11\d{18}\d{6}\d{6}[12]\d{14}/.test(first);
}

/**
 * The movements of every account in the file. Bank files come in ISO-8859-1 as often as in UTF-8,
 * so the caller hands in the text already decoded; trailing spaces the bank trimmed are put back.
 */
export function parseNorma43(text: string): ParsedStatement {
  const records = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line.trim() !== '');
  if (records.length === 0) throw new StatementParseError('empty file');

  const movements: StatementMovement[] = [];
  const accounts: string[] = [];
  let account: string | null = null;
  let currency = 'EUR';
  let current: (StatementMovement & { concepts: string[] }) | null = null;
  let ended = false;
  const close = () => {
    if (current) {
      const { concepts, ...movement } = current;
      movements.push({
        ...movement,
        remittance: [movement.remittance, ...concepts].join(' ').replace(/\s+/g, ' ').trim(),
      });
    }
    current = null;
  };

  records.forEach((raw, index) => {
    if (raw.length > RECORD_LENGTH) throw new StatementParseError(`record ${index + 1} is longer than 80`);
    const record = raw.padEnd(RECORD_LENGTH, ' ');
    const code = field(record, 1, 2);
    if (!KNOWN_RECORDS.has(code)) throw new StatementParseError(`record ${index + 1}: unknown code ${code}`);
    if (ended) throw new StatementParseError('records after the end of file');
    if (index === 0 && code !== '11') throw new StatementParseError('the file does not start with an account');
    switch (code) {
      case '11':
        close();
        account = `${field(record, 3, 6)}${field(record, 7, 10)}${field(record, 11, 20)}`;
        if (!/^\d{18}$/.test(account)) throw new StatementParseError('account header without an account');
        dayOf(field(record, 21, 26));
        dayOf(field(record, 27, 32));
        accounts.push(account);
        // Clave de divisa (ISO 4217, numeric): 978 is the euro.
        currency = field(record, 48, 50) === EURO ? 'EUR' : field(record, 48, 50);
        break;
      case '22': {
        close();
        if (account === null) throw new StatementParseError('a movement outside an account');
        const sign = field(record, 28, 28);
        if (sign !== '1' && sign !== '2') throw new StatementParseError(`record ${index + 1}: debit or credit?`);
        const amount = field(record, 29, 42);
        if (!/^\d{14}$/.test(amount)) throw new StatementParseError(`record ${index + 1}: amount`);
        current = {
          account,
          bookedOn: dayOf(field(record, 11, 16)),
          amountCents: Number(amount),
          // 1 = debe (a charge), 2 = haber (money in).
          direction: sign === '2' ? 'CREDIT' : 'DEBIT',
          // Referencia 1 and Referencia 2: where banks put the ordering customer's reference.
          remittance: `${field(record, 53, 64).trim()} ${field(record, 65, 80).trim()}`,
          payerName: null,
          position: movements.length,
          entryRef: entryRefOf(record),
          currency,
          concepts: [],
        };
        break;
      }
      case '23':
        if (!current) throw new StatementParseError(`record ${index + 1}: a concept without a movement`);
        current.concepts.push(field(record, 5, 42).trim(), field(record, 43, 80).trim());
        break;
      case '24':
        if (!current) throw new StatementParseError(`record ${index + 1}: an equivalence without a movement`);
        break;
      case '33':
        close();
        if (account === null) throw new StatementParseError('an account end without its header');
        account = null;
        break;
      case '88':
        close();
        ended = true;
        break;
    }
  });
  if (!ended) throw new StatementParseError('the file has no end record (88)');
  return { format: 'NORMA43', accounts, movements };
}
