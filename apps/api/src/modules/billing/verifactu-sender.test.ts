import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildVerifactuRecord,
  createHttpVerifactuSender,
  VerifactuUnavailableError,
  type RecordSource,
  type VerifactuRecord,
} from './verifactu-sender';

const KEY = 'clave-del-servicio';
const received: VerifactuRecord[] = [];

/** A VERI*FACTU gateway that answers by the invoice number, so each test picks its answer. */
function gateway(request: IncomingMessage, response: ServerResponse, body: string) {
  const send = (status: number, json: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  if (request.headers.authorization !== `Bearer ${KEY}`) return send(401, { error: 'no' });
  if (request.method !== 'POST' || request.url !== '/vf/registros') return send(404, {});
  const record = JSON.parse(body) as VerifactuRecord;
  received.push(record);
  switch (record.NumSerieFactura) {
    case 'LENTA':
      return; // never answers
    case 'CAIDA':
      return send(503, { error: 'mantenimiento' });
    case 'RARA':
      return send(200, { EstadoRegistro: 'Quizá' });
    case 'MAL':
      return send(200, {
        EstadoRegistro: 'Incorrecto',
        CodigoErrorRegistro: 1100,
        DescripcionErrorRegistro: 'Valor del campo NIF incorrecto',
      });
    case 'AVISO':
      return send(200, { EstadoRegistro: 'AceptadoConErrores', CSV: 'A-CSV', DescripcionErrorRegistro: 'Aviso' });
    default:
      return send(200, { EstadoRegistro: 'Correcto', CSV: 'A-8JKQ3J7L2V5WZ' });
  }
}

let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => gateway(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/vf`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const SOURCE: RecordSource = {
  issuerTaxId: 'B12345674',
  issuerName: 'Patrocina Medios, S.L.',
  number: '2027-000002',
  issueDate: '2027-01-04',
  type: 'F1',
  selfBilled: false,
  description: 'Campaña «Lanzamiento de otoño» de Café Aroma',
  recipient: { name: 'Café Aroma, S.L.', taxId: 'B87654321', country: 'ES' },
  reverseCharge: false,
  vatPercent: 21,
  baseCents: 100_000,
  vatCents: 21_000,
  totalCents: 121_000,
  hash: 'A'.repeat(64),
  recordTime: '2027-01-04T11:00:00+01:00',
  previous: {
    issuerTaxId: 'B12345674',
    number: '2027-000001',
    issueDate: '2027-01-03',
    hash: 'B'.repeat(64),
  },
  corrects: null,
};

const sender = (timeoutMs = 2_000) => createHttpVerifactuSender({ baseUrl, apiKey: KEY, timeoutMs });
const record = (number: string) => buildVerifactuRecord({ ...SOURCE, number });

describe('the VERI*FACTU record', () => {
  it('names the previous record of the chain, or says it is the first', () => {
    const chained = buildVerifactuRecord(SOURCE);
    expect(chained).toMatchObject({
      IDEmisorFactura: 'B12345674',
      NumSerieFactura: '2027-000002',
      FechaExpedicionFactura: '04-01-2027',
      TipoFactura: 'F1',
      CuotaTotal: '210.00',
      ImporteTotal: '1210.00',
      Desglose: [{ CalificacionOperacion: 'S1', TipoImpositivo: '21.00', BaseImponibleOimporteNoSujeto: '1000.00' }],
      Encadenamiento: {
        RegistroAnterior: {
          NumSerieFactura: '2027-000001',
          FechaExpedicionFactura: '03-01-2027',
          Huella: 'B'.repeat(64),
        },
      },
      FechaHoraHusoGenRegistro: '2027-01-04T11:00:00+01:00',
      Huella: 'A'.repeat(64),
    });
    expect(buildVerifactuRecord({ ...SOURCE, previous: null }).Encadenamiento).toEqual({ PrimerRegistro: 'S' });
  });

  it('marks a credit note as corrective by differences, a reverse charge as not subject (N2) and a foreign buyer by country', () => {
    const credit = buildVerifactuRecord({
      ...SOURCE,
      number: 'R2027-000001',
      type: 'R1',
      reverseCharge: true,
      vatCents: 0,
      baseCents: -100_000,
      totalCents: -100_000,
      recipient: { name: 'Kaffee GmbH', taxId: 'DE123456789', country: 'de' },
      corrects: { issuerTaxId: 'B12345674', number: '2027-000001', issueDate: '2027-01-03' },
    });
    expect(credit).toMatchObject({
      TipoFactura: 'R1',
      TipoRectificativa: 'I',
      FacturasRectificadas: [{ NumSerieFactura: '2027-000001', FechaExpedicionFactura: '03-01-2027' }],
      Destinatarios: [{ NombreRazon: 'Kaffee GmbH', IDOtro: { CodigoPais: 'DE', IDType: '02', ID: 'DE123456789' } }],
      Desglose: [
        { Impuesto: '01', ClaveRegimen: '01', CalificacionOperacion: 'N2', BaseImponibleOimporteNoSujeto: '-1000.00' },
      ],
      CuotaTotal: '0.00',
      ImporteTotal: '-1000.00',
    });
    // Not subject: no rate and no tax in its line, as the AEAT asks (error 1237).
    expect(credit.Desglose[0]).not.toHaveProperty('TipoImpositivo');
    expect(credit.Desglose[0]).not.toHaveProperty('CuotaRepercutida');
    expect(buildVerifactuRecord({ ...SOURCE, selfBilled: true }).EmitidaPorTerceroODestinatario).toBe('D');
  });
});

describe('the HTTP sender', () => {
  it('posts the record and reads the AEAT state of it', async () => {
    expect(await sender().sendRecord(record('2027-000002'))).toEqual({ status: 'ACCEPTED', csv: 'A-8JKQ3J7L2V5WZ' });
    expect(received.at(-1)).toMatchObject({ NumSerieFactura: '2027-000002', Huella: 'A'.repeat(64) });
    expect(await sender().sendRecord(record('AVISO'))).toEqual({
      status: 'ACCEPTED_WITH_ERRORS',
      csv: 'A-CSV',
      detail: 'Aviso',
    });
    expect(await sender().sendRecord(record('MAL'))).toEqual({
      status: 'REJECTED',
      detail: '1100 Valor del campo NIF incorrecto',
    });
  });

  it('calls a down, slow, confused or refusing service unavailable, so the record is tried again', async () => {
    await expect(sender().sendRecord(record('CAIDA'))).rejects.toThrow(VerifactuUnavailableError);
    await expect(sender().sendRecord(record('RARA'))).rejects.toThrow(VerifactuUnavailableError);
    await expect(sender(200).sendRecord(record('LENTA'))).rejects.toThrow(VerifactuUnavailableError);
    const wrongKey = createHttpVerifactuSender({ baseUrl, apiKey: 'otra', timeoutMs: 2_000 });
    await expect(wrongKey.sendRecord(record('2027-000003'))).rejects.toThrow(VerifactuUnavailableError);
    const nobody = createHttpVerifactuSender({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 2_000 });
    await expect(nobody.sendRecord(record('2027-000004'))).rejects.toThrow(VerifactuUnavailableError);
  });
});
