import { describe, expect, it } from 'vitest';
import {
  formatRecordAmount,
  formatRecordDate,
  formatRecordTime,
  recordDateOf,
  registrationHash,
  registrationHashInput,
  verifactuQrUrl,
} from './verifactu-record';

// The AEAT's own example of a first registration record (hash specification v0.1.2, example 1).
const AEAT_EXAMPLE = {
  issuerTaxId: '89890001K',
  number: '12345678/G33',
  issueDate: '2024-01-01',
  type: 'F1' as const,
  vatCents: 1235,
  totalCents: 12345,
  previousHash: null,
  recordTime: formatRecordTime(new Date('2024-01-01T18:20:30Z')),
};

describe('the VERI*FACTU fingerprint', () => {
  it('spells the eight fields in the AEAT order and matches its published example', () => {
    expect(registrationHashInput(AEAT_EXAMPLE)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1' +
        '&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(registrationHash(AEAT_EXAMPLE)).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');
  });

  it('chains: the previous record’s hash changes this one', () => {
    const first = registrationHash(AEAT_EXAMPLE);
    const second = { ...AEAT_EXAMPLE, number: '12345679/G34', previousHash: first };
    expect(registrationHashInput(second)).toContain(`&Huella=${first}&`);
    expect(registrationHash(second)).not.toBe(first);
    expect(registrationHash(second)).toMatch(/^[0-9A-F]{64}$/);
  });

  it('writes amounts with two decimals and a sign, dates in Madrid with their summer or winter offset', () => {
    expect([
      formatRecordAmount(0),
      formatRecordAmount(5),
      formatRecordAmount(121000),
      formatRecordAmount(-1235),
    ]).toEqual(['0.00', '0.05', '1210.00', '-12.35']);
    // 23:30 UTC on 31 December is already New Year's Day in Madrid.
    expect(recordDateOf(new Date('2026-12-31T23:30:00Z'))).toBe('01-01-2027');
    expect(formatRecordDate('2027-01-04')).toBe('04-01-2027');
    expect(formatRecordTime(new Date('2027-07-01T08:05:09Z'))).toBe('2027-07-01T10:05:09+02:00');
    expect(formatRecordTime(new Date('2027-01-04T08:05:09Z'))).toBe('2027-01-04T09:05:09+01:00');
  });
});

describe('the QR code’s URL', () => {
  it('points at the AEAT check of VERI*FACTU invoices, on the test portal or in production', () => {
    const invoice = {
      issuerTaxId: 'B12345674',
      number: '2027-000001',
      issueDate: '2027-01-04',
      totalCents: 121000,
    };
    expect(verifactuQrUrl('test', invoice)).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=2027-000001&fecha=04-01-2027&importe=1210.00',
    );
    expect(verifactuQrUrl('production', invoice)).toMatch(
      /^https:\/\/www2\.agenciatributaria\.gob\.es\/wlpl\/TIKE-CONT\/ValidarQR\?nif=B12345674&/,
    );
  });

  it('percent-encodes a number that has an & or a space', () => {
    const url = verifactuQrUrl('test', {
      issuerTaxId: '89890001K',
      number: '12345678&G 33',
      issueDate: '2024-01-01',
      totalCents: 24140,
    });
    expect(url).toContain('numserie=12345678%26G%2033&fecha=01-01-2024&importe=241.40');
  });
});
