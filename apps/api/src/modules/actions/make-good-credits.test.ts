import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVOICE_DOCUMENT_MESSAGES, type HiredCampaign, type UnderDeliveryList } from '@patrocina/domain';
import { invoiceLines } from '../../db/schema';
import { json, mailsTo, type ErrorBody } from '../../../test/app';

import {
  admin,
  agent,
  answer,
  credit,
  creditNotesOf,
  expectLedgerBalanced,
  hiredRow,
  proposeMakeGood,
  reportedCampaign,
  setUpMakeGoodApp,
  substatusOf,
  t,
  underDelivery,
} from './make-goods.test-support';

/** Issue 20, crediting an under-delivered action (docs/decisions/0025): one credit note per action, the ledger balanced. */
setUpMakeGoodApp();

describe('a credit to the advertiser', () => {
  it('issues exactly one credit note for the action’s line, once, with the ledger balanced', async () => {
    const { owner, campaign, actions, invoice } = await reportedCampaign([100, 200]);
    expect((await credit(owner.session, campaign.id, actions[0]!.id)).statusCode).toBe(403);
    const credited = await credit(agent.session, campaign.id, actions[0]!.id);
    expect(credited.statusCode).toBe(200);
    const list = json<{ data: UnderDeliveryList }>(credited).data;
    expect(list.actions[0]!.remedy).toMatchObject({ kind: 'CREDIT', status: 'CREDITED' });
    const notes = await creditNotesOf(invoice.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.totalCents).toBe(-18_150);
    const lines = await t.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, notes[0]!.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actionKind: 'spots', actionPosition: 1, amountCents: -15_000 });
    expect(list.actions[0]!.remedy!.creditNoteCode).toBe(notes[0]!.code);
    const mails = await mailsTo(t.database, owner.email, 'under-delivery-credited');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('181,50 €');
    // A double submit, or a make-good afterwards, changes nothing.
    expect((await credit(admin.session, campaign.id, actions[0]!.id)).statusCode).toBe(409);
    expect((await proposeMakeGood(agent.session, campaign.id, actions[0]!.id)).statusCode).toBe(409);
    expect(await creditNotesOf(invoice.id)).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('and a refunded dispute give an action back once, whichever comes first', async () => {
    const { campaign, actions, invoice } = await reportedCampaign([500, 3_000], async (aired) => {
      // Disputed in its hold days; the team has not decided when its 31-day listens fall short.
      const disputed = await t.call(
        'POST',
        `/private/campaigns/${aired.campaignId}/actions/${aired.actionIds[0]!}/dispute`,
        aired.owner.session,
        { reason: 'No se oyó la cuña' },
      );
      expect(disputed.statusCode).toBe(201);
    });
    expect((await credit(agent.session, campaign.id, actions[0]!.id)).statusCode).toBe(200);

    const disputes = json<{ data: { disputes: { id: string; actionId: string }[] } }>(
      await t.call('GET', '/private/backoffice/disputes', admin.session),
    ).data.disputes;
    const open = disputes.find((entry) => entry.actionId === actions[0]!.id)!;
    const refunded = await t.call('PUT', `/private/backoffice/disputes/${open.id}`, admin.session, {
      outcome: 'REFUND',
    });
    expect([refunded.statusCode, json<ErrorBody>(refunded).error.message]).toEqual([
      409,
      INVOICE_DOCUMENT_MESSAGES.lineAlreadyCredited,
    ]);
    expect(await creditNotesOf(invoice.id)).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('may follow an accepted make-good that never aired because an admin closed the campaign', async () => {
    const { podcaster, campaign, actions, invoice } = await reportedCampaign([100, 3_000]);
    expect((await proposeMakeGood(agent.session, campaign.id, actions[0]!.id)).statusCode).toBe(200);
    const [offer] = (await hiredRow(podcaster.session, campaign.id)).makeGoodOffers;
    expect((await answer(podcaster.session, campaign.id, offer!.id, true)).statusCode).toBe(200);
    // Accepted and waiting to air: nothing more to do for it yet.
    expect((await credit(agent.session, campaign.id, actions[0]!.id)).statusCode).toBe(409);

    const closed = await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/finish`, admin.session, {
      reason: 'El podcast ha dejado de publicar episodios',
    });
    expect(closed.statusCode).toBe(200);
    expect((await credit(agent.session, campaign.id, actions[0]!.id)).statusCode).toBe(200);
    expect(await creditNotesOf(invoice.id)).toHaveLength(1);
    expect((await credit(agent.session, campaign.id, actions[0]!.id)).statusCode).toBe(409);
    await expectLedgerBalanced();
  });

  it('may follow a make-good the podcaster declined', async () => {
    const { owner, podcaster, campaign, actions, invoice } = await reportedCampaign([100, 200]);
    expect((await proposeMakeGood(agent.session, campaign.id, actions[1]!.id)).statusCode).toBe(200);
    const [offer] = (await hiredRow(podcaster.session, campaign.id)).makeGoodOffers;
    const declined = await answer(podcaster.session, campaign.id, offer!.id, false);
    expect(declined.statusCode).toBe(200);
    expect(json<{ data: HiredCampaign }>(declined).data.actions).toHaveLength(2);
    expect(await substatusOf(campaign.id)).toBe('FINISHED');
    const [toAgent] = await mailsTo(t.database, agent.email, 'make-good-declined');
    expect(toAgent?.text).toContain('puedes abonar esa acción al anunciante desde el backoffice');
    // The advertiser is told what comes next, not to credit themselves.
    const [toOwner, ...more] = await mailsTo(t.database, owner.email, 'make-good-declined');
    expect(more).toEqual([]);
    expect(toOwner?.text).toContain('El equipo de la campaña decidirá cómo compensarte');
    expect(toOwner?.text).not.toContain('backoffice');
    const list = json<{ data: UnderDeliveryList }>(await underDelivery(agent.session, campaign.id)).data;
    expect(list.actions.find((action) => action.actionId === actions[1]!.id)).toMatchObject({
      canMakeGood: false,
      canCredit: true,
      remedy: { status: 'DECLINED' },
    });
    expect((await credit(agent.session, campaign.id, actions[1]!.id)).statusCode).toBe(200);
    expect(await creditNotesOf(invoice.id)).toHaveLength(1);
    await expectLedgerBalanced();
  });
});
