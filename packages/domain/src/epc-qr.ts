/**
 * The SEPA credit transfer QR code (EPC069-12, «Quick Response Code: guidelines to enable data capture
 * for the initiation of a SEPA credit transfer»): the text a banking app reads to fill in a transfer.
 * Twelve lines in a fixed order, separated by LF; version 002 (BIC optional), character set 1 (UTF-8).
 * The whole payload must fit in 331 bytes; a field over its own limit is refused, never cut, because a
 * cut name or reference would send the money somewhere nobody can match it.
 */

export interface EpcTransfer {
  /** The beneficiary's BIC, 8 or 11 characters; optional in version 002 inside the EEA. */
  bic?: string | null;
  /** The beneficiary's name, at most 70 characters. */
  name: string;
  /** The beneficiary's IBAN, spaces allowed (they are dropped). */
  iban: string;
  /** What to pay, in cents: 0,01 € to 999.999.999,99 €. */
  amountCents: number;
  /** The unstructured remittance text, at most 140 characters: the payment reference goes here. */
  remittance: string;
}

export const EPC_MAX_BYTES = 331;
const MAX_NAME = 70;
const MAX_REMITTANCE = 140;
const MAX_AMOUNT_CENTS = 99_999_999_999;

/** Why a payload cannot be built; the caller shows the payment order without its QR code. */
export class EpcPayloadError extends Error {}

/** 12345 cents → `EUR123.45`: a dot, two decimals at most, no grouping (EPC069-12 field 8). */
export function epcAmount(amountCents: number): string {
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > MAX_AMOUNT_CENTS) {
    throw new EpcPayloadError(`amount out of range: ${amountCents}`);
  }
  const euros = Math.floor(amountCents / 100);
  const cents = amountCents % 100;
  return `EUR${euros}.${String(cents).padStart(2, '0')}`;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The payload text; throws EpcPayloadError when a field or the whole is over its limit. */
export function buildEpcPayload(transfer: EpcTransfer): string {
  const name = oneLine(transfer.name);
  const iban = transfer.iban.replace(/\s+/g, '').toUpperCase();
  const bic = (transfer.bic ?? '').replace(/\s+/g, '').toUpperCase();
  const remittance = oneLine(transfer.remittance);
  if (name.length === 0 || name.length > MAX_NAME) throw new EpcPayloadError('beneficiary name length');
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(iban)) throw new EpcPayloadError('IBAN shape');
  if (bic !== '' && !/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic)) throw new EpcPayloadError('BIC shape');
  if (remittance.length > MAX_REMITTANCE) throw new EpcPayloadError('remittance length');
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic,
    name,
    iban,
    epcAmount(transfer.amountCents),
    '', // purpose
    '', // structured reference (ISO 11649 RF…): ours is not one, so it travels as text
    remittance,
  ];
  // The last populated field ends the payload: no trailing separator.
  while (lines.at(-1) === '') lines.pop();
  const payload = lines.join('\n');
  if (new TextEncoder().encode(payload).length > EPC_MAX_BYTES) throw new EpcPayloadError('payload over 331 bytes');
  return payload;
}
