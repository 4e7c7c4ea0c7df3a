import { describe, expect, it } from 'vitest';
import { billingProfileInputSchema, profileCompleteness, type BillingProfileInput } from './billing-profile';
import { BILLING_PROFILE_MESSAGES as M, ibanProblem, spanishTaxIdProblem, vatNumberProblem } from './billing-ids';

const SPANISH_COMPANY: BillingProfileInput = {
  legalName: 'Cafés del Sur S.L.',
  taxId: 'b12345674',
  addressLine: 'Calle Mayor 1, 2º B',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'ES',
};

function errorsOf(input: unknown): Record<string, string> {
  const result = billingProfileInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('Spanish tax ids (NIF, NIE, CIF)', () => {
  it.each(['12345678Z', '12345678-z', 'X1234567L', 'Y2541026T', 'B12345674', 'A28015865', 'Q2826000H', 'K0867756N'])(
    'accepts %s',
    (taxId) => expect(spanishTaxIdProblem(taxId)).toBeUndefined(),
  );

  it('refuses a DNI or NIE whose letter is wrong, saying to check the letter', () => {
    expect(spanishTaxIdProblem('12345678A')).toBe(M.nifLetter);
    expect(spanishTaxIdProblem('X1234567A')).toBe(M.nifLetter);
  });

  it('refuses a CIF whose control character is wrong', () => {
    expect(spanishTaxIdProblem('A28015866')).toBe(M.cifControl);
  });

  it('refuses what is not shaped like a Spanish tax id', () => {
    expect(spanishTaxIdProblem('1234')).toBe(M.nifFormat);
    expect(spanishTaxIdProblem('DE136695976')).toBe(M.nifFormat);
  });
});

describe('IBAN', () => {
  it('accepts a valid IBAN typed with spaces and in lower case', () => {
    expect(ibanProblem('es91 2100 0418 4502 0005 1332')).toBeUndefined();
    expect(ibanProblem('DE89370400440532013000')).toBeUndefined();
  });

  it('refuses wrong check digits, a missing country and a short number, each with its reason', () => {
    expect(ibanProblem('ES91 2100 0418 4502 0005 1333')).toBe(M.ibanChecksum);
    expect(ibanProblem('ES92 2100 0418 4502 0005 1332')).toBe(M.ibanChecksum);
    expect(ibanProblem('9121000418450200051332')).toBe(M.ibanCountry);
    expect(ibanProblem('ES91 2100 0418')).toBe(M.ibanLength);
  });

  it('refuses an account outside the SEPA area: the payout file cannot reach it', () => {
    // A valid Brazilian IBAN.
    expect(ibanProblem('BR1800360305000010009795493C1')).toBe(M.ibanNotSepa);
  });
});

describe('EU VAT numbers', () => {
  it('accepts valid numbers of the chosen country, with or without its prefix (Greece is EL)', () => {
    expect(vatNumberProblem('DE136695976', 'DE')).toBeUndefined();
    expect(vatNumberProblem('136695976', 'DE')).toBeUndefined();
    expect(vatNumberProblem('FR 40 303 265 045', 'FR')).toBeUndefined();
    expect(vatNumberProblem('094014201', 'GR')).toBeUndefined();
  });

  it('refuses a wrong number, one of another country, and any outside the EU', () => {
    expect(vatNumberProblem('DE136695977', 'DE')).toBe(M.vatInvalid);
    expect(vatNumberProblem('FR40303265045', 'DE')).toBe(M.vatOtherCountry);
    expect(vatNumberProblem('123456', 'MX')).toBe(M.vatOnlyEu);
  });
});

describe('the billing profile form', () => {
  it('keeps a Spanish company’s profile with its tax id upper case and compact', () => {
    const result = billingProfileInputSchema.parse({ ...SPANISH_COMPANY, euVatNumber: '' });
    expect(result).toMatchObject({ taxId: 'B12345674', euVatNumber: null, country: 'ES' });
  });

  it('puts each mistake on its own field, in Spanish', () => {
    expect(
      errorsOf({ ...SPANISH_COMPANY, taxId: '12345678A', postalCode: '2801', province: 'Atlantis', legalName: ' ' }),
    ).toEqual({
      legalName: 'Este campo es obligatorio',
      taxId: M.nifLetter,
      postalCode: M.postalCodeEs,
      province: M.province,
    });
  });

  it('asks a business in another EU state for its VAT number, checks it, and keeps it with its prefix', () => {
    const french = { ...SPANISH_COMPANY, taxId: '40303265045', postalCode: '75008', province: null, country: 'FR' };
    expect(errorsOf(french)).toEqual({ euVatNumber: M.vatRequired });
    expect(errorsOf({ ...french, euVatNumber: 'FR40303265046' })).toEqual({ euVatNumber: M.vatInvalid });
    expect(billingProfileInputSchema.parse({ ...french, euVatNumber: '40 303 265 045' }).euVatNumber).toBe(
      'FR40303265045',
    );
  });

  it('takes a foreign tax id as text outside the EU', () => {
    const mexican = {
      ...SPANISH_COMPANY,
      taxId: 'CSU-010101-AB1',
      postalCode: '06600',
      province: 'CDMX',
      country: 'MX',
    };
    expect(errorsOf(mexican)).toEqual({});
  });

  it('keeps the podcaster’s IBAN in electronic format and refuses a wrong one on its field', () => {
    const podcaster = { ...SPANISH_COMPANY, vatRegime: 'CHARGES_VAT', irpfPercent: 15, selfBillingConsent: true };
    expect(billingProfileInputSchema.parse({ ...podcaster, iban: 'es91 2100 0418 4502 0005 1332' }).iban).toBe(
      'ES9121000418450200051332',
    );
    expect(errorsOf({ ...podcaster, iban: 'ES91 2100 0418 4502 0005 1333' })).toEqual({ iban: M.ibanChecksum });
    expect(errorsOf({ ...podcaster, irpfPercent: 21 })).toEqual({ irpfPercent: M.irpf });
  });

  it('refuses keys it does not know (no mass assignment)', () => {
    expect(billingProfileInputSchema.safeParse({ ...SPANISH_COMPANY, userId: 'x' }).success).toBe(false);
  });
});

describe('profileCompleteness', () => {
  const stored = {
    ...billingProfileInputSchema.parse(SPANISH_COMPANY),
    iban: null,
    vatRegime: null,
    irpfPercent: null,
    selfBillingConsent: false,
  };

  it('lists every field when there is no profile yet', () => {
    expect(profileCompleteness(null, 'advertiser')).toEqual([
      'legalName',
      'taxId',
      'addressLine',
      'postalCode',
      'city',
      'country',
    ]);
    expect(profileCompleteness(null, 'podcaster')).toContain('iban');
  });

  it('finds an advertiser’s profile complete, and a podcaster’s missing how to pay them', () => {
    expect(profileCompleteness(stored, 'advertiser')).toEqual([]);
    expect(profileCompleteness(stored, 'podcaster')).toEqual([
      'iban',
      'vatRegime',
      'irpfPercent',
      'selfBillingConsent',
    ]);
    expect(
      profileCompleteness(
        { ...stored, iban: 'ES9121000418450200051332', vatRegime: 'EXEMPT', irpfPercent: 0, selfBillingConsent: true },
        'podcaster',
      ),
    ).toEqual([]);
  });

  it('counts a stored value that no longer passes its check as missing', () => {
    expect(profileCompleteness({ ...stored, taxId: '12345678A' }, 'advertiser')).toEqual(['taxId']);
    expect(profileCompleteness({ ...stored, country: 'DE', province: null }, 'advertiser')).toEqual(['euVatNumber']);
  });
});
