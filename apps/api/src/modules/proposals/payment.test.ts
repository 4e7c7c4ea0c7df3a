import { describe, expect, it } from 'vitest';
import { BACKOFFICE_MESSAGES, type BackofficeCampaign } from '@patrocina/domain';
import { json, type ErrorBody } from '../../../test/app';
import { createCampaignRecord, createPodcast, createProposalEntry, createSignedInUser } from '../../../test/factories';
import { t, call, mailsTo, ownerEmailOf, agent, admin, setUpTestApp } from './backoffice.test-support';

setUpTestApp();

describe('confirming the payment', () => {
  it('is for admins only, from pending payment; it moves to pending dates and tells the advertiser and the picked podcasters', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const campaign = await createCampaignRecord(t.database.db, owner.id, {
      substatus: 'PENDING_PAYMENT',
      agentId: agent.id,
      dates: { from: '2026-11-02', to: '2026-11-30' },
    });
    const picked = await createPodcast(t.database.db, { title: 'Elegido' });
    const notPicked = await createPodcast(t.database.db);
    await createProposalEntry(t.database.db, campaign.id, picked.id, { status: 'ACTION_DATES_PENDING', picked: true });
    await createProposalEntry(t.database.db, campaign.id, notPicked.id, { status: 'EXPIRED' });

    const byAgent = await call('PUT', `/campaigns/${campaign.id}/paid`, agent.session);
    expect([byAgent.statusCode, json<ErrorBody>(byAgent).error.message]).toEqual([403, BACKOFFICE_MESSAGES.adminOnly]);

    const response = await call('PUT', `/campaigns/${campaign.id}/paid`, admin.session);
    expect(response.statusCode).toBe(200);
    expect(json<{ data: BackofficeCampaign }>(response).data.campaign).toMatchObject({
      substatus: 'PENDING_DATES',
      status: 'CONFIGURING',
    });

    const [confirmed] = await mailsTo(owner.email);
    expect(confirmed).toMatchObject({
      template: 'campaign-payment-confirmed',
      subject: 'Pago confirmado: tu campaña «Lanzamiento de otoño» de Café Aroma',
    });
    expect(confirmed!.text).toContain('referencia PAT-');
    const [plan] = await mailsTo(await ownerEmailOf(picked));
    expect(plan).toMatchObject({
      template: 'proposal-plan-dates',
      subject: 'Planifica las fechas: campaña «Lanzamiento de otoño» de Café Aroma',
    });
    expect(plan!.text).toContain('entre el 2 de noviembre de 2026 y el 30 de noviembre de 2026');
    expect(plan!.text).toContain('http://localhost:3000/dashboard');
    expect(await mailsTo(await ownerEmailOf(notPicked))).toEqual([]);

    const again = await call('PUT', `/campaigns/${campaign.id}/paid`, admin.session);
    expect([again.statusCode, json<ErrorBody>(again).error.message]).toEqual([
      409,
      BACKOFFICE_MESSAGES.notPendingPayment,
    ]);
    const early = await createCampaignRecord(t.database.db, owner.id, { substatus: 'PENDING_ACCEPT' });
    expect((await call('PUT', `/campaigns/${early.id}/paid`, admin.session)).statusCode).toBe(409);
  });
});
