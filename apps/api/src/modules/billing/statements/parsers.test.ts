import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from './camt053';
import { decodeStatement, parseStatement, StatementParseError } from './detect';
import { parseNorma43 } from './norma43';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../test/fixtures/statements/${name}`, import.meta.url)));

/** What both fixtures hold: an exact, a partial, an excess and an unknown credit, and a charge. */
const EXPECTED = [
  { direction: 'CREDIT', amountCents: 121_000, bookedOn: '2026-11-23', reference: 'PAT-EXACT00001' },
  { direction: 'CREDIT', amountCents: 60_500, bookedOn: '2026-11-23', reference: 'pat-partial001' },
  { direction: 'CREDIT', amountCents: 130_000, bookedOn: '2026-11-24', reference: 'PAT-EXCESS0001' },
  { direction: 'CREDIT', amountCents: 25_000, bookedOn: '2026-11-24', reference: 'SIN REFERENCIA' },
  { direction: 'DEBIT', amountCents: 9_999, bookedOn: '2026-11-25', reference: 'COMISION MANTENIMIENTO' },
];

describe('AEB Norma 43', () => {
  it('reads every movement of the fixture, credits and charges, with its concepts (ISO-8859-1)', () => {
    const parsed = parseNorma43(decodeStatement(fixture('norma43.txt')));
    expect(parsed.format).toBe('NORMA43');
    expect(parsed.movements).toHaveLength(EXPECTED.length);
    parsed.movements.forEach((movement, index) => {
      const expected = EXPECTED[index]!;
      expect(movement).toMatchObject({
        account: '210004180200051332',
        direction: expected.direction,
        amountCents: expected.amountCents,
        bookedOn: expected.bookedOn,
        position: index,
      });
      expect(movement.remittance).toContain(expected.reference);
    });
    expect(parsed.movements[0]!.remittance).toContain('CAFÉ AROMA');
    expect(parsed.movements[1]!.remittance).toContain('LIBRERÍA NUÑEZ');
  });

  it('puts back the spaces a bank trimmed and reads LF files alike', () => {
    const text = decodeStatement(fixture('norma43.txt'))
      .split('\r\n')
      .map((line) => line.trimEnd())
      .join('\n');
    expect(parseNorma43(text).movements).toHaveLength(EXPECTED.length);
  });

  it('refuses a file without its end, with an unknown record or with a broken amount', () => {
    const lines = decodeStatement(fixture('norma43.txt')).trimEnd().split('\r\n');
    expect(() => parseNorma43(lines.slice(0, -1).join('\n'))).toThrow(StatementParseError);
    expect(() => parseNorma43([...lines.slice(0, 2), `77${'0'.repeat(78)}`, ...lines.slice(2)].join('\n'))).toThrow(
      StatementParseError,
    );
    const broken = lines.map((line, index) => (index === 1 ? `${line.slice(0, 30)}XX${line.slice(32)}` : line));
    expect(() => parseNorma43(broken.join('\n'))).toThrow(StatementParseError);
    expect(() => parseNorma43(lines.map((line) => `${line}  `).join('\n'))).toThrow(StatementParseError);
  });
});

describe('ISO 20022 camt.053', () => {
  it('reads every entry with its remittance (structured or not) and its payer', () => {
    const parsed = parseCamt053(decodeStatement(fixture('camt053.xml')));
    expect(parsed.format).toBe('CAMT053');
    expect(parsed.movements).toHaveLength(EXPECTED.length);
    parsed.movements.forEach((movement, index) => {
      const expected = EXPECTED[index]!;
      expect(movement).toMatchObject({
        account: 'ES9121000418450200051332',
        direction: expected.direction,
        amountCents: expected.amountCents,
        bookedOn: expected.bookedOn,
        position: index,
      });
      expect(movement.remittance).toContain(expected.reference);
    });
    expect(parsed.movements[0]!.payerName).toBe('Café Aroma S.L.');
    expect(parsed.movements[1]!.payerName).toBe('Librería Núñez & Hijos');
  });

  it('reads a prefixed namespace and a newer version alike', () => {
    const text = decodeStatement(fixture('camt053.xml'))
      .replaceAll('camt.053.001.02', 'camt.053.001.08')
      .replace('xmlns="', 'xmlns:c="')
      .replace(/<(\/?)([A-Za-z]+)([\s>/])/g, '<$1c:$2$3');
    expect(parseCamt053(text).movements.map((movement) => movement.amountCents)).toEqual(
      EXPECTED.map((expected) => expected.amountCents),
    );
  });

  it('refuses a document that declares entities, and one without its statement', () => {
    const withEntity = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x "y">]><Document><BkToCstmrStmt/></Document>`;
    expect(() => parseCamt053(withEntity)).toThrow(StatementParseError);
    expect(() => parseCamt053('<Document><BkToCstmrStmt></BkToCstmrStmt></Document>')).toThrow(StatementParseError);
    expect(() =>
      parseCamt053(
        '<Document><BkToCstmrStmt><Stmt><Acct><Id><IBAN>ES9121000418450200051332</IBAN></Id></Acct><Ntry><Amt Ccy="EUR">1,2,3</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-23</Dt></BookgDt></Ntry></Stmt></BkToCstmrStmt></Document>',
      ),
    ).toThrow(StatementParseError);
  });
});

describe('what tells a credit apart and where it was booked', () => {
  it('gives the bank’s own reference of each entry when it has one, the account and the currency', () => {
    const norma43 = parseNorma43(decodeStatement(fixture('norma43.txt')));
    expect(norma43.accounts).toEqual(['210004180200051332']);
    expect(norma43.movements.map((movement) => [movement.entryRef, movement.currency])).toEqual([
      ['0000000000/000000000001/PAT-EXACT00001', 'EUR'],
      ['0000000000/000000000002/', 'EUR'],
      ['0000000000/000000000003/', 'EUR'],
      ['0000000000/000000000004/', 'EUR'],
      ['0000000000/000000000005/PAT-EXACT00001', 'EUR'],
    ]);
    const camt = parseCamt053(decodeStatement(fixture('camt053.xml')));
    expect(camt.accounts).toEqual(['ES9121000418450200051332']);
    expect(camt.movements.map((movement) => movement.entryRef)).toEqual(['2026112300001', null, null, null, null]);
  });

  it('reads Norma 43’s currency from the account’s header, and takes no reference from blank fields', () => {
    const lines = decodeStatement(fixture('norma43.txt')).split('\r\n');
    lines[0] = `${lines[0]!.slice(0, 47)}840${lines[0]!.slice(50)}`;
    lines[1] = `${lines[1]!.slice(0, 42)}${'0'.repeat(22)}${lines[1]!.slice(64)}`;
    const parsed = parseNorma43(lines.join('\r\n'));
    expect(parsed.movements[0]).toMatchObject({ currency: '840', entryRef: null, direction: 'CREDIT' });
  });
});

describe('telling the format by its content', () => {
  it('knows each fixture whatever its name, and nothing else', () => {
    expect(parseStatement(fixture('norma43.txt'))?.format).toBe('NORMA43');
    expect(parseStatement(fixture('camt053.xml'))?.format).toBe('CAMT053');
    for (const other of [
      'fecha;importe;concepto\n2026-11-23;1210,00;PAT-EXACT00001\n',
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>',
      '%PDF-1.7\n',
      '',
    ]) {
      expect(parseStatement(new TextEncoder().encode(other))).toBeNull();
    }
  });
});
