import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEpcPayload, EPC_MAX_BYTES, epcAmount, EpcPayloadError } from './epc-qr';

const transfer = {
  bic: 'CAIXESBBXXX',
  name: 'Patrocina Podcasts S.L.',
  iban: 'ES91 2100 0418 4502 0005 1332',
  amountCents: 121_000,
  remittance: 'PAT-0A1B2C3D4E Factura 2027-000001',
};

describe('the SEPA QR code payload (EPC069-12)', () => {
  it('writes the twelve fields in order, version 002, UTF-8, SCT, with the reference as text', () => {
    expect(buildEpcPayload(transfer).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'CAIXESBBXXX',
      'Patrocina Podcasts S.L.',
      'ES9121000418450200051332',
      'EUR1210.00',
      '',
      '',
      'PAT-0A1B2C3D4E Factura 2027-000001',
    ]);
  });

  it('writes the amount with a dot and two decimals, never grouped', () => {
    expect(epcAmount(12_345)).toBe('EUR123.45');
    expect(epcAmount(1)).toBe('EUR0.01');
    expect(epcAmount(100_000_000)).toBe('EUR1000000.00');
    expect(epcAmount(99_999_999_999)).toBe('EUR999999999.99');
    for (const bad of [0, -5, 1.5, 100_000_000_000]) expect(() => epcAmount(bad)).toThrow(EpcPayloadError);
  });

  it('leaves the BIC line empty when there is none (allowed in version 002)', () => {
    expect(buildEpcPayload({ ...transfer, bic: null }).split('\n')[4]).toBe('');
  });

  it('refuses a name over 70 characters, a text over 140 or a malformed IBAN instead of cutting them', () => {
    expect(() => buildEpcPayload({ ...transfer, name: 'N'.repeat(71) })).toThrow(EpcPayloadError);
    expect(() => buildEpcPayload({ ...transfer, remittance: 'R'.repeat(141) })).toThrow(EpcPayloadError);
    expect(() => buildEpcPayload({ ...transfer, iban: 'not an iban' })).toThrow(EpcPayloadError);
    expect(() => buildEpcPayload({ ...transfer, bic: 'BAD' })).toThrow(EpcPayloadError);
    expect(buildEpcPayload({ ...transfer, name: 'N'.repeat(70), remittance: 'R'.repeat(140) })).toContain(
      'R'.repeat(140),
    );
  });

  it('refuses a payload over 331 bytes even when each field is within its limit (multi-byte letters)', () => {
    expect(() => buildEpcPayload({ ...transfer, name: 'Ñ'.repeat(70), remittance: 'ñ'.repeat(140) })).toThrow(
      /331 bytes/,
    );
  });

  it('never goes over 331 bytes nor ends with a separator, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 70 }),
        fc.string({ maxLength: 140 }),
        fc.integer({ min: 1, max: 99_999_999_999 }),
        (name, remittance, amountCents) => {
          try {
            const payload = buildEpcPayload({ ...transfer, name, remittance, amountCents });
            expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(EPC_MAX_BYTES);
            expect(payload.endsWith('\n')).toBe(false);
            expect(payload.startsWith('BCD\n002\n1\nSCT\n')).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(EpcPayloadError);
          }
        },
      ),
    );
  });
});
