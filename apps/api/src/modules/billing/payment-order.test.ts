import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type PaymentOrder } from '@patrocina/domain';
import { mailOutbox } from '../../db/schema';
import { clockAt, json, useTestApp, type ErrorBody } from '../../../test/app';
import { createCampaignRecord, createSignedInUser, createTeamMember } from '../../../test/factories';
import { boughtCampaign } from './billing.test-support';
import { paymentQrPng } from '.';

const t = useTestApp({ clock: clockAt('2026-11-20') });

describe('the payment order', () => {
  it('gives the advertiser the company’s account, the total with IVA, the reference, the invoice and a SEPA QR code', async () => {
    const { owner, campaign, invoice } = await boughtCampaign(t, { mentions: 2, rateCents: 50_000 });
    const response = await t.call('GET', `/private/campaigns/${campaign.id}/payment-order`, owner.session);
    expect(response.statusCode).toBe(200);
    const order = json<{ data: PaymentOrder }>(response).data;
    expect(order).toMatchObject({
      invoiceCode: invoice.code,
      baseCents: 100_000,
      vatPercent: 21,
      vatCents: 21_000,
      reverseCharge: false,
      totalCents: 121_000,
      reference: invoice.paymentReference,
      beneficiary: t.config.COMPANY_BENEFICIARY,
      iban: 'ES91 2100 0418 4502 0005 1332',
      bic: 'CAIXESBBXXX',
      paid: false,
    });
    const png = Buffer.from(order.qrDataUrl!.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');

    // The e-mail says the same, with the QR code inline and no «Impuestos no incluidos».
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, owner.email), eq(mailOutbox.template, 'campaign-payment-order')));
    for (const text of [
      `Factura ${invoice.code}. Base imponible: 1.000,00 €. IVA (21 %): 210,00 €. Total a pagar: 1.210,00 €.`,
      `Haz una transferencia de 1.210,00 € a ${t.config.COMPANY_BENEFICIARY}, IBAN ES91 2100 0418 4502 0005 1332, BIC CAIXESBBXXX.`,
      `Referencia del pago: ${invoice.paymentReference}.`,
    ]) {
      expect(mail!.text).toContain(text);
    }
    expect(mail!.text).not.toContain('Impuestos no incluidos');
    expect(mail!.html).toContain('src="cid:pago-sepa-qr"');
    expect(mail!.inlineImages).toEqual([
      expect.objectContaining({ cid: 'pago-sepa-qr', contentType: 'image/png', filename: 'pago-sepa.png' }),
    ]);
    expect(Buffer.from(mail!.inlineImages![0]!.contentBase64, 'base64').equals(png)).toBe(true);
  });

  it('is read by whoever reads the campaign; anyone else gets a 404, and a campaign not yet bought has none', async () => {
    const { campaign } = await boughtCampaign(t);
    const stranger = await createSignedInUser(t.app, t.database);
    expect((await t.call('GET', `/private/campaigns/${campaign.id}/payment-order`, stranger.session)).statusCode).toBe(
      404,
    );
    const admin = await createTeamMember(t.app, t.database, 'admin');
    expect((await t.call('GET', `/private/campaigns/${campaign.id}/payment-order`, admin.session)).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', `/private/campaigns/${campaign.id}/payment-order`)).statusCode).toBe(401);

    const owner = await createSignedInUser(t.app, t.database);
    const draft = await createCampaignRecord(t.database.db, owner.id, { substatus: 'PENDING_ACCEPT' });
    const none = await t.call('GET', `/private/campaigns/${draft.id}/payment-order`, owner.session);
    expect([none.statusCode, json<ErrorBody>(none).error.message]).toEqual([404, PAYMENT_MESSAGES.noInvoice]);
  });

  it('has no QR code when the order does not fit one, rather than a cut name or reference', async () => {
    const invoice = { code: '2026-000001', totalCents: 121_000, paymentReference: 'PAT-0A1B2C3D4E' };
    const config = { COMPANY_BIC: 'CAIXESBBXXX', COMPANY_IBAN: 'ES9121000418450200051332' };
    expect(await paymentQrPng({ ...config, COMPANY_BENEFICIARY: 'N'.repeat(71) }, invoice)).toBeNull();
    expect(await paymentQrPng({ ...config, COMPANY_BENEFICIARY: 'Patrocina Media, S.L.' }, invoice)).not.toBeNull();
  });

  it('says when the campaign is paid', async () => {
    const admin = await createTeamMember(t.app, t.database, 'admin');
    const { owner, campaign } = await boughtCampaign(t, { admin });
    const order = json<{ data: PaymentOrder }>(
      await t.call('GET', `/private/campaigns/${campaign.id}/payment-order`, owner.session),
    ).data;
    expect(order.paid).toBe(true);
  });
});
