import { createHash } from 'node:crypto';
import { PRODUCT_TIME_ZONE, todayInMadrid } from '@patrocina/domain';

/**
 * The VERI*FACTU record of an invoice as the tax agency (AEAT) defines it: the fingerprint («huella»)
 * that chains each record to the previous one of the same issuer, and the URL its QR code carries.
 * Sources: AEAT «Detalle de las especificaciones técnicas para la generación de la huella o hash de
 * los registros de facturación» (v0.1.2) and «Características del QR y especificaciones del servicio
 * de cotejo» (Orden HAC/1177/2024). Pure functions: the caller reads the row, these spell it.
 */

/**
 * The invoice types of the record (TipoFactura, L2 list): F1 a complete invoice (ours, and the
 * self-billed ones: still a complete invoice, issued by its recipient), R1 a corrective invoice
 * under art. 80 Uno, Dos y Seis of the VAT law (a cancelled purchase).
 */
export type VerifactuInvoiceType = 'F1' | 'R1';

export interface VerifactuRecordFields {
  /** IDEmisorFactura: the issuer's NIF, as printed on the invoice. */
  issuerTaxId: string;
  /** NumSerieFactura: series and number as one string (`2027-000001`, `R2027-000001`). */
  number: string;
  /** FechaExpedicionFactura: the day of issue on the Madrid calendar, `YYYY-MM-DD` (the row's issue_date). */
  issueDate: string;
  type: VerifactuInvoiceType;
  /** CuotaTotal: the VAT, in cents (negative on a credit note). */
  vatCents: number;
  /** ImporteTotal: the total with VAT (before any IRPF withholding), in cents. */
  totalCents: number;
  /** Huella of the issuer's previous record; null (an empty value) for the first one. */
  previousHash: string | null;
  /** FechaHoraHusoGenRegistro: when the record was generated, as hashed (formatRecordTime; the row's record_time). */
  recordTime: string;
}

/** An amount as the record writes it: euros with a point and always two decimals (`-12.35`). */
export function formatRecordAmount(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`Amounts are whole cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

function madridParts(instant: Date): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: PRODUCT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(instant);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** `2027-01-04` → `04-01-2027`: how the record and the QR write a date. */
export function formatRecordDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}-${month}-${year}`;
}

/** The day of an instant in Madrid, as the record writes it. */
export function recordDateOf(instant: Date): string {
  return formatRecordDate(todayInMadrid(instant));
}

/** ISO 8601 with Madrid's offset of that instant (`2027-01-04T10:15:00+01:00`), never `Z`. */
export function formatRecordTime(instant: Date): string {
  const { year, month, day, hour, minute, second, timeZoneName } = madridParts(instant);
  // Intl writes `GMT+01:00`; at an offset of zero it writes just `GMT`.
  const offset = timeZoneName === 'GMT' ? '+00:00' : timeZoneName!.replace('GMT', '');
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`;
}

/**
 * The text the fingerprint is taken over, for a registration record («registro de alta»): eight
 * fields in this order, `name=value` joined by `&`, each value trimmed, an empty previous hash for the
 * first record of the chain.
 */
export function registrationHashInput(fields: VerifactuRecordFields): string {
  const pairs: [string, string][] = [
    ['IDEmisorFactura', fields.issuerTaxId],
    ['NumSerieFactura', fields.number],
    ['FechaExpedicionFactura', formatRecordDate(fields.issueDate)],
    ['TipoFactura', fields.type],
    ['CuotaTotal', formatRecordAmount(fields.vatCents)],
    ['ImporteTotal', formatRecordAmount(fields.totalCents)],
    ['Huella', fields.previousHash ?? ''],
    ['FechaHoraHusoGenRegistro', fields.recordTime],
  ];
  return pairs.map(([name, value]) => `${name}=${value.trim()}`).join('&');
}

/** SHA-256 over the UTF-8 bytes of the text, 64 upper-case hexadecimal digits. */
export function fingerprint(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();
}

export function registrationHash(fields: VerifactuRecordFields): string {
  return fingerprint(registrationHashInput(fields));
}

const QR_HOSTS = {
  production: 'https://www2.agenciatributaria.gob.es',
  test: 'https://prewww2.aeat.es',
} as const;
export type VerifactuEnvironment = keyof typeof QR_HOSTS;

/**
 * The URL the invoice's QR code carries: the AEAT's check of a VERI*FACTU invoice (ValidarQR), on the
 * production service or on its test portal, with the issuer's NIF, the number, the day of issue and
 * the total, UTF-8 URL-encoded (an `&` in a number must not split the query).
 */
export function verifactuQrUrl(
  environment: VerifactuEnvironment,
  invoice: Pick<VerifactuRecordFields, 'issuerTaxId' | 'number' | 'issueDate' | 'totalCents'>,
): string {
  const query = new URLSearchParams({
    nif: invoice.issuerTaxId,
    numserie: invoice.number,
    fecha: formatRecordDate(invoice.issueDate),
    importe: formatRecordAmount(invoice.totalCents),
  });
  // URLSearchParams writes a space as `+`; the AEAT reads percent-encoding.
  return `${QR_HOSTS[environment]}/wlpl/TIKE-CONT/ValidarQR?${query.toString().replaceAll('+', '%20')}`;
}
