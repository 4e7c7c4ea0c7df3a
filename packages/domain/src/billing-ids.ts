/**
 * The identifiers of the datos de facturación, checked by well-kept libraries (never hand-written check
 * digits): NIF/NIE/CIF by nif-dni-nie-cif-validation, IBAN by ibantools, EU VAT numbers by jsvat. Each
 * check answers the Spanish reason a value is refused, or undefined.
 */
import { electronicFormatIBAN, isSEPACountry, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { checkVAT, countries as VAT_COUNTRIES } from 'jsvat';
import { isValidCif, isValidNaturalPersonNif } from 'nif-dni-nie-cif-validation';

export const BILLING_PROFILE_MESSAGES = {
  nifLetter: 'El NIF no es válido: revisa la letra',
  cifControl: 'El CIF no es válido: revisa el último carácter, el de control',
  nifFormat: 'Escribe un NIF, NIE o CIF español: por ejemplo 12345678Z, X1234567L o B12345674',
  foreignTaxId: 'Escribe el número fiscal de tu país',
  postalCodeEs: 'El código postal son 5 números',
  postalCode: 'Escribe el código postal',
  province: 'Elige tu provincia',
  country: 'Elige un país',
  vatRequired: 'Como empresa de otro país de la UE, necesitamos tu número de IVA intracomunitario',
  vatInvalid: 'El número de IVA intracomunitario no es válido',
  vatOtherCountry: 'El número de IVA intracomunitario no es del país que has elegido',
  vatOnlyEu: 'El número de IVA intracomunitario solo existe en la Unión Europea',
  ibanChecksum: 'El IBAN no es válido: revisa los dígitos de control',
  ibanCountry: 'El IBAN empieza por el código de su país, por ejemplo ES91 2100 0418 4502 0005 1332',
  ibanLength: 'El IBAN no está completo: revisa que tenga todos sus números',
  ibanNotSepa: 'Solo podemos pagar en cuentas de la zona SEPA (Europa)',
  vatRegime: 'Dinos si repercutes IVA o estás exento',
  irpf: 'Elige tu retención de IRPF',
  podcasterOnly: 'Estos datos solo se piden a quien cobra por sus podcasts',
  ibanInPersonOnly: 'Estás actuando como este usuario: la cuenta donde cobra solo la puede cambiar esa persona.',
  taxDataInPersonOnly: 'Estás actuando como este usuario: sus datos fiscales solo los puede cambiar esa persona.',
  consentInPersonOnly:
    'Estás actuando como este usuario: la autofacturación solo la puede aceptar o retirar esa persona.',
  saved: 'Datos de facturación guardados',
  needed: 'Completa tus datos de facturación antes de confirmar la compra',
  tooLong: (max: number) => `Escribe como mucho ${max} caracteres`,
} as const;

/** The 27 member states (ISO 3166-1 alpha-2): where a business's EU VAT number is asked and checked. */
// prettier-ignore
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;

export function isEuCountry(country: string): boolean {
  return (EU_COUNTRIES as readonly string[]).includes(country);
}

/** Upper case and no spaces, dots or dashes: how a tax id, a VAT number or an IBAN is kept. */
export function compact(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]/g, '');
}

const DNI_OR_NIE = /^([KLMXYZ]\d{7}|\d{8})[A-Z]$/;
const CIF = /^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/;

/** Why a Spanish NIF (DNI, NIE or CIF) is refused, or undefined when its check letter or digit is right. */
export function spanishTaxIdProblem(taxId: string): string | undefined {
  const value = compact(taxId);
  if (DNI_OR_NIE.test(value)) return isValidNaturalPersonNif(value) ? undefined : BILLING_PROFILE_MESSAGES.nifLetter;
  if (CIF.test(value)) return isValidCif(value) ? undefined : BILLING_PROFILE_MESSAGES.cifControl;
  return BILLING_PROFILE_MESSAGES.nifFormat;
}

/** The letters an EU VAT number starts with: the country's code, but Greece's is EL. */
function vatPrefixOf(country: string): string {
  return country === 'GR' ? 'EL' : country;
}

/** An EU VAT number as kept: compact, with its country's prefix (added when typed without it). */
export function normalizeVatNumber(vatNumber: string, country: string): string {
  const value = compact(vatNumber);
  const prefix = vatPrefixOf(country);
  return /^[A-Z]{2}/.test(value) ? value : `${prefix}${value}`;
}

/** Why an EU VAT number is refused for a business in `country`, or undefined when it is valid. */
export function vatNumberProblem(vatNumber: string, country: string): string | undefined {
  if (!isEuCountry(country)) return BILLING_PROFILE_MESSAGES.vatOnlyEu;
  const value = normalizeVatNumber(vatNumber, country);
  if (!value.startsWith(vatPrefixOf(country))) return BILLING_PROFILE_MESSAGES.vatOtherCountry;
  const result = checkVAT(value, VAT_COUNTRIES);
  return result.isValid ? undefined : BILLING_PROFILE_MESSAGES.vatInvalid;
}

/** An IBAN as kept: the electronic format (upper case, no spaces), «ES9121000418450200051332». */
export function normalizeIban(iban: string): string {
  return electronicFormatIBAN(iban) ?? compact(iban);
}

/** Why an IBAN is refused, or undefined when its length, format and check digits are right. */
export function ibanProblem(iban: string): string | undefined {
  const value = normalizeIban(iban);
  const { valid, errorCodes } = validateIBAN(value);
  if (!valid) {
    if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return BILLING_PROFILE_MESSAGES.ibanCountry;
    if (
      errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength) ||
      errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)
    ) {
      return BILLING_PROFILE_MESSAGES.ibanLength;
    }
    return BILLING_PROFILE_MESSAGES.ibanChecksum;
  }
  // The payout file is a SEPA credit transfer: it reaches only accounts in the SEPA area.
  return isSEPACountry(value.slice(0, 2)) ? undefined : BILLING_PROFILE_MESSAGES.ibanNotSepa;
}
