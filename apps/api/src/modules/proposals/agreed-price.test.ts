import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BackofficeCampaign, Campaign, HiredCampaignList, PodcasterCampaignList } from '@patrocina/domain';
import { campaignPodcasts, mailOutbox } from '../../db/schema';
import { json, type ErrorBody } from '../../../test/app';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createSignedInUser,
  withBillingProfile,
} from '../../../test/factories';
import { t, admin, agent, call, offer, saveDraft, setUpTestApp } from './backoffice.test-support';

setUpTestApp();

async function mailOf(address: string, template: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.template, template)));
  return mail?.text;
}

/**
 * The deal as issue 18 found it broken: the team proposes 2 mentions at 150 € (300 €), and the podcaster
 * accepts asking to earn at least 400 € — 445 € is the smallest whole-euro price whose 90% covers it.
 */
async function answeredWithMinimum() {
  const advertiser = await withBillingProfile(t.database.db, await createSignedInUser(t.app, t.database));
  const podcaster = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, {
    ownerId: podcaster.id,
    title: 'Pide Lo Suyo',
    listens30d: 8_000,
  });
  await createCompleteSheet(t.database.db, podcast.id);
  const campaign = await createCampaignRecord(t.database.db, advertiser.id, { budget: 1_500, agentId: agent.id });
  expect(
    (
      await saveDraft(campaign.id, agent.session, {
        podcasts: [offer(podcast.id, { mentions: 2 }, { mentions: 150 })],
        preroll: null,
      })
    ).statusCode,
  ).toBe(200);
  expect((await call('POST', `/campaigns/${campaign.id}/publish`, agent.session)).statusCode).toBe(200);
  const answered = await t.call(
    'PUT',
    `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/answer`,
    podcaster.session,
    {
      answer: 'ACCEPT',
      withMinPrice: true,
      minEarnings: 400,
      delegated: false,
    },
  );
  expect(answered.statusCode).toBe(200);
  return { advertiser, podcaster, podcast, campaign };
}

describe('the agreed price (DOMAIN.md "Money")', () => {
  it('shows the advertiser the podcaster’s counter-price beside the one proposed, and the e-mail names it', async () => {
    const { advertiser, podcast, campaign } = await answeredWithMinimum();
    const view = json<{ data: Campaign }>(
      await t.call('GET', `/private/campaigns/${campaign.id}`, advertiser.session),
    ).data;
    expect(view.proposal!.podcasts).toEqual([
      expect.objectContaining({ podcastId: podcast.id, proposedCost: 300, cost: 445, status: 'ACCEPT_WITH_MIN_PRICE' }),
    ]);
    expect(view.proposal!.total).toBe(445);
    const answered = await mailOf(advertiser.email, 'proposal-answer-received');
    expect(answered).toContain('Pide 445 € por sus acciones');
    // The advertiser is taken where they decide; the agent, to the campaign in the back office.
    expect(answered).toContain(`/campaigns/${campaign.id}/proposal`);
    expect(await mailOf(agent.email, 'proposal-answer-received')).toContain(`/backoffice/campaigns/${campaign.id}`);
  });

  it('charges the agreed price at the purchase and pays the podcaster at least their minimum, through to the report', async () => {
    const { advertiser, podcaster, podcast, campaign } = await answeredWithMinimum();
    const bought = await t.call('PUT', `/private/campaigns/${campaign.id}/purchase`, advertiser.session, {
      podcastIds: [podcast.id],
    });
    expect(bought.statusCode).toBe(200);
    const order = await mailOf(advertiser.email, 'campaign-payment-order');
    expect(order).toContain('precio pedido por el podcaster: 445 €');
    expect(order).toContain('Base imponible: 445,00 €. IVA (21 %): 93,45 €. Total a pagar: 538,45 €.');
    expect(await mailOf(podcaster.email, 'proposal-picked')).toContain('Ganarás unos 401 €');

    expect((await call('PUT', `/campaigns/${campaign.id}/paid`, admin.session)).statusCode).toBe(200);
    const hired = json<{ data: HiredCampaignList }>(
      await t.call('GET', '/private/campaigns/hired', podcaster.session),
    ).data;
    const row = hired.campaigns.find((entry) => entry.campaignId === campaign.id)!;
    // 90% of 445 € is 400,50 €: never less than the 400 € asked.
    expect(row.earnings.estimated).toBeGreaterThanOrEqual(400);
    const report = await t.call('GET', `/private/campaigns/${campaign.id}/report`, advertiser.session);
    expect(json<{ data: { podcasts: { cost: number }[] } }>(report).data.podcasts.map((entry) => entry.cost)).toEqual([
      445,
    ]);
  });

  it('lets the team re-price for more and keeps the answer, refuses lowering under what was asked, and asks again when lowered above it', async () => {
    const { podcaster, podcast, campaign } = await answeredWithMinimum();
    const reprice = (euros: number) =>
      saveDraft(campaign.id, agent.session, {
        podcasts: [offer(podcast.id, { mentions: 2 }, { mentions: euros })],
        preroll: null,
      });

    // Raised but still under what is asked: the answer stands and the counter-price still rules.
    const raisedUnder = json<{ data: BackofficeCampaign }>(await reprice(200)).data;
    expect(raisedUnder.draft.podcasts[0]).toMatchObject({
      status: 'ACCEPT_WITH_MIN_PRICE',
      proposedCost: 400,
      cost: 445,
    });

    const raised = json<{ data: BackofficeCampaign }>(await reprice(250)).data;
    expect(raised.draft.podcasts[0]).toMatchObject({ status: 'ACCEPT_WITH_MIN_PRICE', proposedCost: 500, cost: 500 });

    const under = await reprice(200);
    expect(under.statusCode).toBe(400);
    expect(json<ErrorBody>(under).error.message).toBe(
      'El precio de «Pide Lo Suyo» no puede ser menor que el que pide el podcaster (445 €)',
    );

    const lowered = json<{ data: BackofficeCampaign }>(await reprice(225)).data;
    expect(lowered.draft.podcasts[0]).toMatchObject({ status: 'UNANSWERED', proposalModified: true, cost: 450 });
    const [entry] = await t.database.db
      .select()
      .from(campaignPodcasts)
      .where(eq(campaignPodcasts.podcastId, podcast.id));
    expect(entry!.minEarningsCents).toBeNull();
    const mine = json<{ data: PodcasterCampaignList }>(
      await t.call('GET', '/private/podcaster-campaigns', podcaster.session),
    );
    expect(mine.data.campaigns.find((row) => row.id === campaign.id)).toMatchObject({
      podcasterStatus: 'UNANSWERED',
      proposalModified: true,
      estimatedEarnings: 405,
    });
  });
});
