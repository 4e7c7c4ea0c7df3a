import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type CampaignInvoices } from '@patrocina/domain';
import { invoiceSeries, invoices } from '../../db/schema';
import { clockAt, json, useTestApp, type ErrorBody } from '../../../test/app';
import { createSignedInUser, createTeamMember, type SignedIn } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { boughtCampaign } from './billing.test-support';
import * as rendering from './invoice-pdf';
import { issueInvoice } from './invoices';
import { invoiceDocument } from './documents';

// The renderer, spied on so one test can make it fail once; it renders for real otherwise.
vi.mock('./invoice-pdf', async (importOriginal) => {
  const original = await importOriginal<typeof rendering>();
  return { ...original, renderInvoicePdf: vi.fn(original.renderInvoicePdf) };
});

const clock = clockAt('2027-01-04');
const t = useTestApp({ clock });
let admin: SignedIn;
let agent: SignedIn;
beforeAll(async () => {
  admin = await createTeamMember(t.app, t.database, 'admin');
  agent = await createTeamMember(t.app, t.database, 'agent');
});

/** The PDF's text on one line: a wrapped line reads as the sentence it is. */
const textOf = (bytes: Buffer) => pdfText(bytes).replace(/\s+/g, ' ');

const download = (id: string, session?: string) => t.call('GET', `/private/billing/invoices/${id}/pdf`, session);

describe('downloading an invoice', () => {
  it('gives its recipient a Spanish PDF named after its number, with the legal data, the lines, the QR and how to pay', async () => {
    const { owner, invoice } = await boughtCampaign(t, { mentions: 2 });
    const response = await download(invoice.id, owner.session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="factura-${invoice.code}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = textOf(response.rawPayload);
    for (const expected of [
      'Factura',
      `Número: ${invoice.code}`,
      'Fecha de expedición: 4 de enero de 2027',
      t.config.COMPANY_LEGAL_NAME,
      `NIF: ${t.config.COMPANY_TAX_ID}`,
      t.config.COMPANY_ADDRESS,
      t.config.COMPANY_REGISTRY,
      'Cafés del Sur, S.L.',
      'NIF: B65410011',
      'Calle Mayor 1, 28013 Madrid, España',
      'Base imponible',
      '300,00 €',
      'IVA (21 %)',
      '63,00 €',
      '363,00 €',
      `Referencia de pago: ${invoice.paymentReference}`,
      'IBAN: ES91 2100 0418 4502 0005 1332',
      `Beneficiario: ${t.config.COMPANY_BENEFICIARY}`,
      'VERI*FACTU',
    ])
      expect(text, expected).toContain(expected);
    expect(text).toMatch(/Mención 1 en «.+»/);
    expect(text).toContain('Factura verificable en la sede electrónica de la AEAT');
    // The QR code's target, also a link on the code: the AEAT's test portal until configured for production.
    expect(response.rawPayload.toString('latin1')).toContain(
      `(https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=${t.config.COMPANY_TAX_ID}&numserie=${invoice.code}&fecha=04-01-2027&importe=363.00)`,
    );
  });

  it('is refused as not found to anyone but its recipient and the admins', async () => {
    const podcaster = await createSignedInUser(t.app, t.database);
    const { invoice } = await boughtCampaign(t, { agentId: agent.id, podcasters: [podcaster] });
    const stranger = await createSignedInUser(t.app, t.database);
    for (const who of [stranger, agent, podcaster]) {
      const refused = await download(invoice.id, who.session);
      expect([refused.statusCode, json<ErrorBody>(refused).error.message]).toEqual([
        404,
        'No encontramos esa factura.',
      ]);
    }
    expect((await download(invoice.id)).statusCode).toBe(401);
    expect((await download('00000000-0000-4000-8000-000000000000', admin.session)).statusCode).toBe(404);
    expect((await download('no-es-un-id', admin.session)).statusCode).toBe(400);
    expect((await download(invoice.id, admin.session)).statusCode).toBe(200);
  });

  it('keeps the number when the render fails: the next download renders the same invoice', async () => {
    const { owner, invoice } = await boughtCampaign(t);
    const [before] = await t.database.db.select().from(invoiceSeries).where(eq(invoiceSeries.series, invoice.series));
    vi.mocked(rendering.renderInvoicePdf).mockRejectedValueOnce(new Error('pdfkit se quedó sin fuentes'));

    const failed = await download(invoice.id, owner.session);
    expect(failed.statusCode).toBe(500);
    const [unrendered] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(unrendered).toMatchObject({ code: invoice.code, pdfKey: null });

    const retried = await download(invoice.id, owner.session);
    expect(retried.statusCode).toBe(200);
    expect(textOf(retried.rawPayload)).toContain(`Número: ${invoice.code}`);
    const [after] = await t.database.db.select().from(invoiceSeries).where(eq(invoiceSeries.series, invoice.series));
    expect(after!.lastNumber).toBe(before!.lastNumber);

    // Kept after the first render: the third download reads the stored copy, not the renderer.
    const [rendered] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(rendered!.pdfKey).toBe(`invoices/${invoice.id}.pdf`);
    const calls = vi.mocked(rendering.renderInvoicePdf).mock.calls.length;
    expect((await download(invoice.id, owner.session)).rawPayload.equals(retried.rawPayload)).toBe(true);
    expect(vi.mocked(rendering.renderInvoicePdf).mock.calls.length).toBe(calls);
  });

  it('prints the reverse-charge mention and no IVA for an EU business', async () => {
    const { owner, invoice } = await boughtCampaign(t, {
      profile: { legalName: 'Kaffee Rösterei GmbH', taxId: 'DE136695976', country: 'DE', euVatNumber: 'DE136695976' },
    });
    const text = textOf((await download(invoice.id, owner.session)).rawPayload);
    expect(text).toContain('Kaffee Rösterei GmbH');
    expect(text).toContain('28013 Madrid, Alemania');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Inversión del sujeto pasivo. Operación no sujeta al IVA español (art. 69.Uno.1.º de la Ley 37/1992).',
    );
    expect(text).not.toContain('84.Uno');
    expect(text).not.toContain('IVA (21 %)');
  });

  it('gives the podcaster their autofactura: issued in their name to the platform, IRPF withheld and the mention', async () => {
    const podcaster = await createSignedInUser(t.app, t.database);
    const selfBilled = await t.database.db.transaction((tx) =>
      issueInvoice(tx, {
        kind: 'SELF_BILLED',
        issuedAt: clock.now(),
        issuer: {
          userId: podcaster.id,
          name: 'Lucía Pérez García',
          taxId: '12345678Z',
          address: 'Calle Luna 2, 41001 Sevilla',
        },
        recipient: {
          name: t.config.COMPANY_LEGAL_NAME,
          taxId: t.config.COMPANY_TAX_ID,
          address: t.config.COMPANY_ADDRESS,
        },
        lines: [{ description: 'Mención 1 en «Modo Cooperativo»', unitCents: 13_500, amountCents: 13_500 }],
        vatPercent: 21,
        irpfPercent: 15,
      }),
    );
    expect((await download(selfBilled.id, admin.session)).statusCode).toBe(200);
    const other = await createSignedInUser(t.app, t.database);
    expect((await download(selfBilled.id, other.session)).statusCode).toBe(404);
    const response = await download(selfBilled.id, podcaster.session);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="autofactura-${selfBilled.code}.pdf"`);
    const text = textOf(response.rawPayload);
    for (const expected of [
      'Autofactura',
      'Lucía Pérez García',
      'NIF: 12345678Z',
      t.config.COMPANY_LEGAL_NAME,
      'Factura expedida por el destinatario',
      'Base imponible 135,00 €',
      'IVA (21 %) 28,35 €',
      'Total factura 163,35 €',
      'Retención de IRPF (15 %) -20,25 €',
      'Líquido a percibir 143,10 €',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('IBAN');
  });
});

describe('a campaign’s invoices', () => {
  it('lists the invoice for the advertiser and the team, with the download for those who may download it', async () => {
    const { owner, campaign, invoice } = await boughtCampaign(t, { agentId: agent.id });
    const list = async (session: string) => {
      const response = await t.call('GET', `/private/campaigns/${campaign.id}/invoices`, session);
      expect(response.statusCode).toBe(200);
      return json<{ data: CampaignInvoices }>(response).data.invoices;
    };
    const expected = {
      id: invoice.id,
      code: invoice.code,
      kind: 'INVOICE',
      issuedAt: invoice.issuedAt.toISOString(),
      totalCents: 36_300,
    };
    expect(await list(owner.session)).toEqual([
      { ...expected, downloadUrl: `/api/v1/private/billing/invoices/${invoice.id}/pdf` },
    ]);
    expect(await list(admin.session)).toEqual([
      { ...expected, downloadUrl: `/api/v1/private/billing/invoices/${invoice.id}/pdf` },
    ]);
    expect(await list(agent.session)).toEqual([{ ...expected, downloadUrl: null }]);
    const stranger = await createSignedInUser(t.app, t.database);
    expect((await t.call('GET', `/private/campaigns/${campaign.id}/invoices`, stranger.session)).statusCode).toBe(404);
  });

  it('builds the PDF from the row as issued, not from the profile as it is now', async () => {
    const { invoice } = await boughtCampaign(t);
    const document = await invoiceDocument({ config: t.config, db: t.database.db }, invoice);
    expect(document).toMatchObject({
      recipient: { legalName: 'Cafés del Sur, S.L.', taxId: 'B65410011' },
      totalCents: 36_300,
      payableCents: 36_300,
      corrects: null,
    });
  });
});
