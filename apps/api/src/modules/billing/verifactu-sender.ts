import { z } from 'zod';
import { formatRecordAmount, formatRecordDate, type VerifactuInvoiceType } from './verifactu-record';

/**
 * One registration record («registro de alta») as the tax agency's VERI*FACTU service takes it, with
 * the AEAT's own field names so a gateway maps it one to one onto `RegFactuSistemaFacturacion`
 * (SuministroLR.xsd). Amounts and dates are already spelled as the record spells them.
 */
export interface VerifactuRecord {
  IDEmisorFactura: string;
  NombreRazonEmisor: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoFactura: VerifactuInvoiceType;
  /** On a corrective invoice: `I`, by differences (negative amounts), and the invoice it corrects. */
  TipoRectificativa?: 'I';
  FacturasRectificadas?: { IDEmisorFactura: string; NumSerieFactura: string; FechaExpedicionFactura: string }[];
  /** `D`: issued by the recipient on the issuer's behalf (an autofactura). */
  EmitidaPorTerceroODestinatario?: 'D';
  DescripcionOperacion: string;
  Destinatarios: { NombreRazon: string; NIF?: string; IDOtro?: { CodigoPais: string; IDType: '02'; ID: string } }[];
  Desglose: {
    Impuesto: '01';
    ClaveRegimen: '01';
    /**
     * S1 subject to Spanish IVA as usual; N2 not subject by the place-of-supply rules (art. 69.Uno.1.º
     * Ley 37/1992: a service to a business in another EU state, reverse charged there). Not S2, which is
     * the domestic reverse charge.
     */
    CalificacionOperacion: 'S1' | 'N2';
    /** Left out on N1/N2: the AEAT refuses a rate or a tax on an operation not subject (error 1237). */
    TipoImpositivo?: string;
    /** On N2, the amount not subject. */
    BaseImponibleOimporteNoSujeto: string;
    CuotaRepercutida?: string;
  }[];
  CuotaTotal: string;
  ImporteTotal: string;
  Encadenamiento:
    | { PrimerRegistro: 'S' }
    | {
        RegistroAnterior: {
          IDEmisorFactura: string;
          NumSerieFactura: string;
          FechaExpedicionFactura: string;
          Huella: string;
        };
      };
  FechaHoraHusoGenRegistro: string;
  /** 01: SHA-256. */
  TipoHuella: '01';
  Huella: string;
}

/** What the service said of one record: kept on the invoice (`aeat_status`, the CSV it returns). */
export type VerifactuOutcome =
  | { status: 'ACCEPTED'; csv: string | null }
  | { status: 'ACCEPTED_WITH_ERRORS'; csv: string | null; detail: string }
  | { status: 'REJECTED'; detail: string };

/** The service could not be reached or answered nonsense: nothing was recorded, try again later. */
export class VerifactuUnavailableError extends Error {
  constructor(detail: string) {
    super(`VERI*FACTU service unavailable: ${detail}`);
    this.name = 'VerifactuUnavailableError';
  }
}

/**
 * Where records go (DOMAIN.md "Money": an adapter, unconfigured by default, like the hosting
 * platform). `off` when VERIFACTU_URL is unset: nothing is sent and invoices stay NOT_SENT.
 */
export interface VerifactuSender {
  readonly kind: 'http' | 'off';
  sendRecord(record: VerifactuRecord): Promise<VerifactuOutcome>;
}

export const verifactuOff: VerifactuSender = {
  kind: 'off',
  sendRecord: () => Promise.reject(new Error('VERI*FACTU sending is not configured (VERIFACTU_URL)')),
};

export interface HttpVerifactuOptions {
  /** The service's base URL, without a trailing slash (VERIFACTU_URL). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer` when set (VERIFACTU_API_KEY). */
  apiKey?: string;
  timeoutMs: number;
  userAgent?: string;
}

// The answer is checked like any input; the AEAT's EstadoRegistro values, word for word.
const answerSchema = z.object({
  EstadoRegistro: z.enum(['Correcto', 'AceptadoConErrores', 'Incorrecto']),
  CSV: z.string().max(200).nullish(),
  CodigoErrorRegistro: z.union([z.string(), z.number()]).nullish(),
  DescripcionErrorRegistro: z.string().max(2_000).nullish(),
});

/**
 * Records sent over HTTP as JSON (`POST {baseUrl}/registros`) to the service that speaks to the AEAT
 * with the company's certificate: a gateway, or a proxy in front of the AEAT's SOAP endpoint. A 2xx
 * with the record's state is an outcome; anything else is «unavailable» and the record is retried.
 */
export function createHttpVerifactuSender(options: HttpVerifactuOptions): VerifactuSender {
  return {
    kind: 'http',
    async sendRecord(record) {
      let response: Response;
      try {
        response = await fetch(`${options.baseUrl}/registros`, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
            ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
          },
          body: JSON.stringify(record),
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new VerifactuUnavailableError(error instanceof Error ? error.message : String(error));
      }
      let json: unknown = null;
      try {
        json = await response.json();
      } catch {
        // not JSON: judged by its status below
      }
      if (!response.ok) throw new VerifactuUnavailableError(`answered ${response.status}`);
      const answer = answerSchema.safeParse(json);
      if (!answer.success) throw new VerifactuUnavailableError('unexpected answer');
      const { EstadoRegistro, CSV, CodigoErrorRegistro, DescripcionErrorRegistro } = answer.data;
      const detail = [CodigoErrorRegistro, DescripcionErrorRegistro].filter((part) => part != null).join(' ');
      if (EstadoRegistro === 'Correcto') return { status: 'ACCEPTED', csv: CSV ?? null };
      if (EstadoRegistro === 'AceptadoConErrores') return { status: 'ACCEPTED_WITH_ERRORS', csv: CSV ?? null, detail };
      return { status: 'REJECTED', detail: detail || 'Incorrecto' };
    },
  };
}

/** What a record is built from: an invoice's row, its issuer's previous record, what it corrects. */
export interface RecordSource {
  issuerTaxId: string;
  issuerName: string;
  number: string;
  /** `YYYY-MM-DD`, Madrid calendar. */
  issueDate: string;
  type: VerifactuInvoiceType;
  selfBilled: boolean;
  description: string;
  recipient: { name: string; taxId: string; country: string };
  reverseCharge: boolean;
  vatPercent: number;
  baseCents: number;
  vatCents: number;
  totalCents: number;
  hash: string;
  /** As hashed. */
  recordTime: string;
  previous: { issuerTaxId: string; number: string; issueDate: string; hash: string } | null;
  corrects: { issuerTaxId: string; number: string; issueDate: string } | null;
}

export function buildVerifactuRecord(source: RecordSource): VerifactuRecord {
  const spanish = source.recipient.country.toUpperCase() === 'ES';
  return {
    IDEmisorFactura: source.issuerTaxId,
    NombreRazonEmisor: source.issuerName,
    NumSerieFactura: source.number,
    FechaExpedicionFactura: formatRecordDate(source.issueDate),
    TipoFactura: source.type,
    ...(source.corrects
      ? {
          TipoRectificativa: 'I' as const,
          FacturasRectificadas: [
            {
              IDEmisorFactura: source.corrects.issuerTaxId,
              NumSerieFactura: source.corrects.number,
              FechaExpedicionFactura: formatRecordDate(source.corrects.issueDate),
            },
          ],
        }
      : {}),
    ...(source.selfBilled ? { EmitidaPorTerceroODestinatario: 'D' as const } : {}),
    DescripcionOperacion: source.description.slice(0, 500),
    Destinatarios: [
      spanish
        ? { NombreRazon: source.recipient.name, NIF: source.recipient.taxId }
        : {
            NombreRazon: source.recipient.name,
            IDOtro: { CodigoPais: source.recipient.country.toUpperCase(), IDType: '02', ID: source.recipient.taxId },
          },
    ],
    Desglose: [
      source.reverseCharge
        ? {
            Impuesto: '01',
            ClaveRegimen: '01',
            CalificacionOperacion: 'N2',
            BaseImponibleOimporteNoSujeto: formatRecordAmount(source.baseCents),
          }
        : {
            Impuesto: '01',
            ClaveRegimen: '01',
            CalificacionOperacion: 'S1',
            TipoImpositivo: formatRecordAmount(source.vatPercent * 100),
            BaseImponibleOimporteNoSujeto: formatRecordAmount(source.baseCents),
            CuotaRepercutida: formatRecordAmount(source.vatCents),
          },
    ],
    CuotaTotal: formatRecordAmount(source.vatCents),
    ImporteTotal: formatRecordAmount(source.totalCents),
    Encadenamiento: source.previous
      ? {
          RegistroAnterior: {
            IDEmisorFactura: source.previous.issuerTaxId,
            NumSerieFactura: source.previous.number,
            FechaExpedicionFactura: formatRecordDate(source.previous.issueDate),
            Huella: source.previous.hash,
          },
        }
      : { PrimerRegistro: 'S' },
    FechaHoraHusoGenRegistro: source.recordTime,
    TipoHuella: '01',
    Huella: source.hash,
  };
}
