import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActionDispute, CampaignEscrow } from '@patrocina/domain';
import { invoiceLines, invoices, ledgerEntries } from '../../../db/schema';
import { json, mailsTo, type ErrorBody } from '../../../../test/app';
import { createSignedInUser } from '../../../../test/factories';
import { boughtCampaign } from '../billing.test-support';
import { releaseDueEarnings } from '..';
import {
  clock,
  t,
  admin,
  agent,
  setUpPayoutTests,
  deps,
  paidCampaign,
  air,
  earningsOf,
  statusOf,
  dispute,
  openDisputeFor,
} from './payouts.test-support';

/** Issue 19: the advertiser disputes an aired action whose money is held; an admin releases or refunds it. */
setUpPayoutTests();

describe('disputes', () => {
  it('lets the advertiser dispute an aired, held action with a reason, which holds it past its day', async () => {
    const podcaster = await createSignedInUser(t.app, t.database);
    const { campaign, owner } = await paidCampaign([podcaster]);
    const [aired, planned] = await air(podcaster, campaign.id, '2027-01-06', 1);
    const stranger = await createSignedInUser(t.app, t.database);

    for (const [session, status] of [
      [stranger.session, 404],
      [podcaster.session, 404],
      [agent.session, 404],
    ] as const) {
      expect((await dispute(session, campaign.id, aired!.id)).statusCode).toBe(status);
    }
    const blank = await dispute(owner.session, campaign.id, aired!.id, '  ');
    expect([blank.statusCode, json<ErrorBody>(blank).error.message]).toEqual([
      400,
      'Cuéntanos qué ha fallado en esta acción',
    ]);
    expect((await dispute(owner.session, campaign.id, aired!.id, 'x'.repeat(1_001))).statusCode).toBe(400);
    const unknown = await dispute(owner.session, campaign.id, '00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, json<ErrorBody>(unknown).error.message]).toEqual([
      404,
      'No encontramos esa acción entre las pagadas de esta campaña',
    ]);
    const notAired = await dispute(owner.session, campaign.id, planned!.id);
    expect([notAired.statusCode, json<ErrorBody>(notAired).error.message]).toEqual([
      409,
      'Solo puedes reclamar una acción que ya se ha emitido',
    ]);

    const escrowOf = async (session: string) => {
      const response = await t.call('GET', `/private/campaigns/${campaign.id}/escrow`, session);
      return response.statusCode === 200 ? json<{ data: CampaignEscrow }>(response).data.actions : response.statusCode;
    };
    expect(await escrowOf(owner.session)).toEqual(
      expect.arrayContaining([
        { actionId: aired!.id, status: 'HELD', canDispute: true, disputeReason: null },
        { actionId: planned!.id, status: 'HELD', canDispute: false, disputeReason: null },
      ]),
    );
    expect(await escrowOf(stranger.session)).toBe(404);
    expect(await escrowOf(podcaster.session)).toBe(404);

    const [opened, twice] = await Promise.all([
      dispute(owner.session, campaign.id, aired!.id),
      dispute(owner.session, campaign.id, aired!.id),
    ]);
    expect([opened.statusCode, twice.statusCode].sort()).toEqual([201, 409]);
    expect((await statusOf(aired!.id)).status).toBe('DISPUTED');
    expect(await mailsTo(t.database, podcaster.email, 'action-disputed')).toHaveLength(1);
    expect(await escrowOf(owner.session)).toContainEqual({
      actionId: aired!.id,
      status: 'DISPUTED',
      canDispute: false,
      disputeReason: 'No se oyó la mención',
    });
    // The team reads it too, without the advertiser's button.
    expect(await escrowOf(admin.session)).toContainEqual(
      expect.objectContaining({ actionId: aired!.id, canDispute: false }),
    );
    expect(await mailsTo(t.database, admin.email, 'action-disputed-team')).not.toHaveLength(0);

    clock.moveTo('2027-01-20');
    await releaseDueEarnings(deps());
    expect((await statusOf(aired!.id)).status).toBe('DISPUTED');
    const mine = await earningsOf(podcaster.session);
    expect(mine.items.find((item) => item.actionId === aired!.id)).toMatchObject({ status: 'DISPUTED', paysOn: null });
  });

  it('is resolved by an admin: «Liberar el pago» releases it at once, and only once', async () => {
    const podcaster = await createSignedInUser(t.app, t.database);
    const { campaign, owner } = await paidCampaign([podcaster], 1);
    const [aired] = await air(podcaster, campaign.id, '2027-01-06');
    expect((await dispute(owner.session, campaign.id, aired!.id)).statusCode).toBe(201);
    const open = await openDisputeFor(aired!.id);
    expect(open).toMatchObject({ reason: 'No se oyó la mención', price: 150, earnings: 135 });

    expect((await t.call('GET', '/private/backoffice/disputes', agent.session)).statusCode).toBe(403);
    expect(
      (await t.call('PUT', `/private/backoffice/disputes/${open!.id}`, agent.session, { outcome: 'RELEASE' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('PUT', `/private/backoffice/disputes/${open!.id}`, admin.session, { outcome: 'KEEP' })).statusCode,
    ).toBe(400);

    const released = await t.call('PUT', `/private/backoffice/disputes/${open!.id}`, admin.session, {
      outcome: 'RELEASE',
    });
    expect(released.statusCode).toBe(200);
    expect(json<{ data: ActionDispute }>(released).data.status).toBe('RELEASED');
    expect((await statusOf(aired!.id)).status).toBe('RELEASED');
    expect(await openDisputeFor(aired!.id)).toBeUndefined();
    const again = await t.call('PUT', `/private/backoffice/disputes/${open!.id}`, admin.session, { outcome: 'REFUND' });
    expect([again.statusCode, json<ErrorBody>(again).error.message]).toEqual([
      409,
      'Esta reclamación ya está resuelta',
    ]);
    expect(await mailsTo(t.database, owner.email, 'dispute-released-advertiser')).toHaveLength(1);
    expect(await mailsTo(t.database, podcaster.email, 'dispute-released-podcaster')).toHaveLength(1);
    // Released by the team, it cannot be disputed again.
    expect((await dispute(owner.session, campaign.id, aired!.id)).statusCode).toBe(409);
  });

  it('is resolved by an admin: «Devolver al anunciante» refunds the price with its IVA and the earnings are never paid', async () => {
    const podcaster = await createSignedInUser(t.app, t.database);
    const { campaign, owner } = await paidCampaign([podcaster], 1);
    const [aired] = await air(podcaster, campaign.id, '2027-01-06');
    expect((await dispute(owner.session, campaign.id, aired!.id)).statusCode).toBe(201);
    const open = await openDisputeFor(aired!.id);

    const refunded = await t.call('PUT', `/private/backoffice/disputes/${open!.id}`, admin.session, {
      outcome: 'REFUND',
    });
    expect(refunded.statusCode).toBe(200);
    expect((await statusOf(aired!.id)).status).toBe('REFUNDED');
    const lines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.actionId, aired!.id), eq(ledgerEntries.kind, 'REFUND')));
    expect(Object.fromEntries(lines.map((line) => [line.account, line.amountCents]))).toEqual({
      BANK: -18_150,
      VAT: -3_150,
      COMMISSION: -1_500,
      ESCROW_HELD: -13_500,
    });
    // The campaign's money is all back: nothing of it is left in any account.
    const campaignLines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.campaignId, campaign.id));
    const totals = new Map<string, number>();
    for (const line of campaignLines) totals.set(line.account, (totals.get(line.account) ?? 0) + line.amountCents);
    expect([...totals.values()].every((total) => total === 0)).toBe(true);
    expect(await mailsTo(t.database, owner.email, 'dispute-refunded-advertiser')).toHaveLength(1);
    // The invoice is corrected for that action alone: a credit note of its line and its IVA.
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.campaignId, campaign.id), eq(invoices.kind, 'INVOICE')));
    const [creditNote] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.campaignId, campaign.id), eq(invoices.kind, 'CREDIT_NOTE')));
    expect(creditNote).toMatchObject({
      correctsInvoiceId: invoice!.id,
      baseCents: -15_000,
      vatCents: -3_150,
      totalCents: -18_150,
    });
    expect(creditNote!.code).toMatch(/^R\d{4}-\d{6}$/);
    expect(
      await t.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, creditNote!.id)),
    ).toHaveLength(1);
    const mine = await earningsOf(podcaster.session);
    expect(mine.items.find((item) => item.actionId === aired!.id)).toMatchObject({ status: 'REFUNDED', paysOn: null });
  });

  it('never refunds more IVA than the invoice charged when every action of a cent-priced campaign is refunded', async () => {
    // 3 × 10,50 €: each action's IVA alone would be 2,205 → 2,21 €, but the invoice's is 6,615 → 6,62 €.
    const podcaster = await createSignedInUser(t.app, t.database);
    clock.moveTo('2027-01-04');
    const { campaign, owner, invoice } = await boughtCampaign(t, {
      podcasters: [podcaster],
      admin,
      mentions: 3,
      rateCents: 1_050,
      dates: { from: '2027-01-05', to: '2027-01-31' },
    });
    expect([invoice.vatCents, invoice.totalCents]).toEqual([662, 3_812]);
    const actions = await air(podcaster, campaign.id, '2027-01-06');
    for (const action of actions) {
      expect((await dispute(owner.session, campaign.id, action.id)).statusCode).toBe(201);
      const open = await openDisputeFor(action.id);
      const refunded = await t.call('PUT', `/private/backoffice/disputes/${open!.id}`, admin.session, {
        outcome: 'REFUND',
      });
      expect(refunded.statusCode).toBe(200);
    }
    const campaignLines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.campaignId, campaign.id));
    const totals = new Map<string, number>();
    for (const line of campaignLines) totals.set(line.account, (totals.get(line.account) ?? 0) + line.amountCents);
    // What was paid is what went back, to the cent, and the IVA owed on the invoice is nothing.
    expect(Object.fromEntries(totals)).toEqual({ BANK: 0, UNAPPLIED: 0, VAT: 0, COMMISSION: 0, ESCROW_HELD: 0 });
    const refunds = campaignLines.filter((line) => line.account === 'BANK' && line.kind === 'REFUND');
    expect(refunds.reduce((sum, line) => sum - line.amountCents, 0)).toBe(3_812);
  });
});

describe('a refunded action of several', () => {
  it('is corrected alone: the credit note carries its line and IVA, not the others', async () => {
    const podcaster = await createSignedInUser(t.app, t.database);
    const { campaign, owner } = await paidCampaign([podcaster], 2);
    const [aired] = await air(podcaster, campaign.id, '2027-01-06', 1);
    expect((await dispute(owner.session, campaign.id, aired!.id)).statusCode).toBe(201);
    const open = await openDisputeFor(aired!.id);
    const refunded = await t.call('PUT', `/private/backoffice/disputes/${open!.id}`, admin.session, {
      outcome: 'REFUND',
    });
    expect(refunded.statusCode).toBe(200);

    const issued = await t.database.db.select().from(invoices).where(eq(invoices.campaignId, campaign.id));
    const invoice = issued.find((row) => row.kind === 'INVOICE')!;
    const creditNote = issued.find((row) => row.kind === 'CREDIT_NOTE')!;
    expect(invoice.baseCents).toBe(30_000);
    expect(creditNote).toMatchObject({ baseCents: -15_000, vatCents: -3_150, correctsInvoiceId: invoice.id });
    const lines = await t.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, creditNote.id));
    expect(lines.map((line) => line.amountCents)).toEqual([-15_000]);
  });
});

describe('refunding every action of an invoice', () => {
  it('gives back exactly what the invoice charged, IVA included, however the cents round', async () => {
    const podcaster = await createSignedInUser(t.app, t.database);
    // Two mentions at 100,50 €: the invoice's IVA is 21% of 201 € = 42,21 €, 21,105 € per line.
    const { campaign, owner, invoice } = await paidCampaign([podcaster], 2, 10_050);
    expect(invoice).toMatchObject({ baseCents: 20_100, vatCents: 4_221, totalCents: 24_321 });
    const actions = await air(podcaster, campaign.id, '2027-01-06');
    for (const action of actions) {
      expect((await dispute(owner.session, campaign.id, action.id)).statusCode).toBe(201);
      const open = await openDisputeFor(action.id);
      const refunded = await t.call('PUT', `/private/backoffice/disputes/${open!.id}`, admin.session, {
        outcome: 'REFUND',
      });
      expect(refunded.statusCode).toBe(200);
    }

    const creditNotes = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.correctsInvoiceId, invoice.id), eq(invoices.kind, 'CREDIT_NOTE')))
      .orderBy(invoices.number);
    expect(creditNotes.map((note) => [note.baseCents, note.vatCents, note.totalCents])).toEqual([
      [-10_050, -2_111, -12_161],
      [-10_050, -2_110, -12_160],
    ]);
    const refunds = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.campaignId, campaign.id), eq(ledgerEntries.kind, 'REFUND')));
    const bank = refunds.filter((line) => line.account === 'BANK').reduce((sum, line) => sum + line.amountCents, 0);
    expect(bank).toBe(-invoice.totalCents);
    const campaignLines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.campaignId, campaign.id));
    const totals = new Map<string, number>();
    for (const line of campaignLines) totals.set(line.account, (totals.get(line.account) ?? 0) + line.amountCents);
    expect(Object.fromEntries(totals)).toMatchObject({ BANK: 0, VAT: 0, COMMISSION: 0, ESCROW_HELD: 0 });
  });
});
