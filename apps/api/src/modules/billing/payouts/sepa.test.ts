import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { buildSepaCreditTransfer, sepaText, type SepaBatch } from './sepa';

const SCHEMA_FILE = path.resolve(__dirname, '../../../../test/fixtures/sepa/pain.001.001.03.xsd');

async function validate(xml: string) {
  return validateXML({
    xml: [{ fileName: 'payout.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.03.xsd', contents: readFileSync(SCHEMA_FILE, 'utf8') }],
  });
}

const batch: SepaBatch = {
  messageId: 'PATROCINA-2027-W02',
  createdAt: new Date('2027-01-11T08:00:00.123Z'),
  executionDate: '2027-01-12',
  debtor: { name: 'Patrocina Podcasts, S.L.', iban: 'ES91 2100 0418 4502 0005 1332', bic: 'CAIXESBBXXX' },
  transfers: [
    {
      endToEndId: 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4',
      amountCents: 106_000,
      creditorName: 'María Ñúñez Peña & Asociados',
      creditorIban: 'ES7921000813610123456789',
      remittance: 'Autofactura A2027-12345678Z-000001',
    },
    {
      endToEndId: 'f6e5d4c3b2a1f6e5d4c3b2a1f6e5d4c3',
      amountCents: 24_301,
      creditorName: 'Ondas <del> Norte "SL"',
      creditorIban: 'ES1000492352082414205416',
      remittance: 'Autofactura A2027-B65410011-000001',
    },
  ],
};

describe('the SEPA credit transfer file (pain.001.001.03)', () => {
  it('validates against the official schema', async () => {
    const result = await validate(buildSepaCreditTransfer(batch));
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('validates without a BIC for the company account too', async () => {
    const result = await validate(buildSepaCreditTransfer({ ...batch, debtor: { ...batch.debtor, bic: '' } }));
    expect(result.errors).toEqual([]);
  });

  it('has control sums equal to the sum of the transfers, and one transfer per payout', () => {
    const xml = buildSepaCreditTransfer(batch);
    const document = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as {
      Document: {
        CstmrCdtTrfInitn: {
          GrpHdr: { NbOfTxs: string; CtrlSum: string };
          PmtInf: {
            NbOfTxs: string;
            CtrlSum: string;
            CdtTrfTxInf: { Amt: { InstdAmt: { '#text': string; '@_Ccy': string } }; Cdtr: { Nm: string } }[];
          };
        };
      };
    };
    const { GrpHdr, PmtInf } = document.Document.CstmrCdtTrfInitn;
    const amounts = PmtInf.CdtTrfTxInf.map((item) => item.Amt.InstdAmt['#text']);
    expect(amounts).toEqual(['1060.00', '243.01']);
    expect(PmtInf.CdtTrfTxInf.every((item) => item.Amt.InstdAmt['@_Ccy'] === 'EUR')).toBe(true);
    expect([GrpHdr.NbOfTxs, PmtInf.NbOfTxs]).toEqual(['2', '2']);
    expect([GrpHdr.CtrlSum, PmtInf.CtrlSum]).toEqual(['1303.01', '1303.01']);
    expect(PmtInf.CdtTrfTxInf[0]!.Cdtr.Nm).toBe('Maria Nunez Pena Asociados');
  });

  it('keeps names to the SEPA character set and the schema’s lengths', () => {
    expect(sepaText('Ángel Ñandú', 70)).toBe('Angel Nandu');
    expect(sepaText('x'.repeat(80), 70)).toHaveLength(70);
    expect(sepaText('€€€', 70)).toBe('-');
  });
});
