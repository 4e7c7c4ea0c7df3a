import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_MESSAGES,
  PROPOSAL_MESSAGES,
  type CampaignSubstatus,
  type PodcasterCampaign,
  type PodcasterCampaignList,
} from '@patrocina/domain';
import { campaignPodcasts, campaigns } from '../../db/schema';
import { json, useTestApp, type ErrorBody, mailsTo as mailsToIn } from '../../../test/app';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createProposalEntry,
  createRepresentation,
  createSignedInUser,
  createUser,
  createTeamMember,
  withBillingProfile,
} from '../../../test/factories';

const t = useTestApp();

const ACCEPT = { answer: 'ACCEPT', withMinPrice: false, minEarnings: null, delegated: false } as const;

function answer(campaignId: string, podcastId: string, session: string, payload: object) {
  return t.call('PUT', `/private/campaigns/${campaignId}/podcasts/${podcastId}/answer`, session, payload);
}

/** The e-mails an address was sent (not the sign-up's verification). */
const mailsTo = (address: string) => mailsToIn(t.database, address);

async function entryOf(campaignId: string, podcastId: string) {
  const [entry] = await t.database.db
    .select()
    .from(campaignPodcasts)
    .where(and(eq(campaignPodcasts.campaignId, campaignId), eq(campaignPodcasts.podcastId, podcastId)));
  return entry!;
}

async function substatusOf(campaignId: string) {
  const [row] = await t.database.db
    .select({ substatus: campaigns.substatus })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row!.substatus;
}

/** A published proposal waiting for answers, with one podcast of a signed-in podcaster whose sheet is complete. */
async function proposalToAnswer(options: { substatus?: CampaignSubstatus; agent?: boolean } = {}) {
  const advertiser = await withBillingProfile(t.database.db, await createSignedInUser(t.app, t.database));
  const agent = options.agent ? await createUser(t.database.db, { scope: 'agent', username: 'Sara Gestora' }) : null;
  const podcaster = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id, title: 'Radio Respuesta' });
  await createCompleteSheet(t.database.db, podcast.id);
  const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
    substatus: options.substatus ?? 'PENDING_RESPONSE',
    agentId: agent?.id ?? null,
  });
  await createProposalEntry(t.database.db, campaign.id, podcast.id);
  return { advertiser, agent, podcaster, podcast, campaign };
}

describe('a podcaster answering a proposal', () => {
  it('accepts: the first answer puts the proposal in the advertiser’s hands and e-mails them and the agent', async () => {
    const { advertiser, agent, podcaster, podcast, campaign } = await proposalToAnswer({ agent: true });
    const response = await answer(campaign.id, podcast.id, podcaster.session, { ...ACCEPT, delegated: true });
    expect(response.statusCode).toBe(200);
    const row = json<{ data: PodcasterCampaign }>(response).data;
    expect(row).toMatchObject({
      id: campaign.id,
      podcast: { id: podcast.id },
      role: 'owner',
      podcasterStatus: 'ACCEPTED',
      statusReason: 'ACCEPT',
      delegated: true,
      minEarnings: null,
      proposalModified: false,
      estimatedEarnings: 270,
    });
    expect(row.answeredAt).not.toBeNull();
    expect(await substatusOf(campaign.id)).toBe('PENDING_ACCEPT');

    const [toAdvertiser] = await mailsTo(advertiser.email);
    expect(toAdvertiser).toMatchObject({
      template: 'proposal-answer-received',
      subject: 'Nueva respuesta a la campaña «Lanzamiento de otoño» de Café Aroma',
    });
    expect(toAdvertiser!.text).toContain('«Radio Respuesta» ha aceptado la propuesta');
    expect(toAdvertiser!.text).toContain(`http://localhost:3000/campaigns/${campaign.id}/proposal`);
    expect((await mailsTo(agent!.email)).map((mail) => mail.template)).toEqual(['proposal-answer-received']);
  });

  it('accepts with a minimum price in euros, stored in cents', async () => {
    const { podcaster, podcast, campaign } = await proposalToAnswer();
    const response = await answer(campaign.id, podcast.id, podcaster.session, {
      ...ACCEPT,
      withMinPrice: true,
      minEarnings: 350,
    });
    expect(json<{ data: PodcasterCampaign }>(response).data).toMatchObject({
      podcasterStatus: 'ACCEPT_WITH_MIN_PRICE',
      statusReason: 'ACCEPT_WITH_MIN_PRICE',
      minEarnings: 350,
    });
    expect(await entryOf(campaign.id, podcast.id)).toMatchObject({
      status: 'ACCEPT_WITH_MIN_PRICE',
      minEarningsCents: 35_000,
    });
  });

  it('asks for a call with the phone and its prefix', async () => {
    const { podcaster, podcast, campaign } = await proposalToAnswer();
    const response = await answer(campaign.id, podcast.id, podcaster.session, {
      answer: 'CONTACT',
      prefix: '+34',
      phone: '600 123 456',
    });
    expect(json<{ data: PodcasterCampaign }>(response).data).toMatchObject({
      podcasterStatus: 'CONTACT_REQUIRED',
      statusReason: 'CONTACT',
      contactPhonePrefix: '+34',
      contactPhone: '600123456',
    });
  });

  it.each([
    ['REJECT', 'REJECTED'],
    ['REJECT_NO_AVAILABILITY', 'NOT_AVAILABLE'],
  ] as const)('declines with reason %s and a comment', async (reason, status) => {
    const { advertiser, podcaster, podcast, campaign } = await proposalToAnswer();
    const response = await answer(campaign.id, podcast.id, podcaster.session, {
      answer: 'REJECT',
      reason,
      comment: '  No encaja con mi público  ',
    });
    expect(json<{ data: PodcasterCampaign }>(response).data).toMatchObject({
      podcasterStatus: status,
      statusReason: reason,
      comment: 'No encaja con mi público',
    });
    // A «no» is an answer too: the advertiser can now review what came in.
    expect(await substatusOf(campaign.id)).toBe('PENDING_ACCEPT');
    expect((await mailsTo(advertiser.email)).map((mail) => mail.template)).toEqual(['proposal-answer-received']);
  });

  it('lets the podcaster change the answer until the advertiser confirms, leaving nothing of the previous one', async () => {
    const { advertiser, podcaster, podcast, campaign } = await proposalToAnswer();
    await t.database.db
      .update(campaignPodcasts)
      .set({ proposalModified: true })
      .where(eq(campaignPodcasts.podcastId, podcast.id));
    expect(
      (
        await answer(campaign.id, podcast.id, podcaster.session, {
          ...ACCEPT,
          withMinPrice: true,
          minEarnings: 500,
          delegated: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(await entryOf(campaign.id, podcast.id)).toMatchObject({
      proposalModified: false,
      minEarningsCents: 50_000,
      delegated: true,
    });

    expect(
      (
        await answer(campaign.id, podcast.id, podcaster.session, {
          answer: 'CONTACT',
          prefix: '+34',
          phone: '600123456',
        })
      ).statusCode,
    ).toBe(200);
    expect(await entryOf(campaign.id, podcast.id)).toMatchObject({
      status: 'CONTACT_REQUIRED',
      minEarningsCents: null,
      delegated: false,
      contactPhone: '600123456',
    });

    const changed = await answer(campaign.id, podcast.id, podcaster.session, {
      answer: 'REJECT',
      reason: 'REJECT',
      comment: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(await entryOf(campaign.id, podcast.id)).toMatchObject({
      status: 'REJECTED',
      statusReason: 'REJECT',
      contactPhone: null,
      contactPhonePrefix: null,
      comment: null,
    });
    expect(await substatusOf(campaign.id)).toBe('PENDING_ACCEPT');
    expect(await mailsTo(advertiser.email)).toHaveLength(3);
  });

  it('explains each invalid answer in Spanish', async () => {
    const { podcaster, podcast, campaign } = await proposalToAnswer();
    const cases: [object, string][] = [
      [{}, ANSWER_MESSAGES.choiceRequired],
      [{ answer: 'MAYBE' }, ANSWER_MESSAGES.choiceRequired],
      [{ ...ACCEPT, withMinPrice: true, minEarnings: null }, ANSWER_MESSAGES.minEarningsRequired],
      [{ ...ACCEPT, withMinPrice: true, minEarnings: 12.5 }, ANSWER_MESSAGES.minEarningsWhole],
      [{ answer: 'CONTACT', prefix: '+34', phone: '12ab' }, 'Telefono formato incorrecto'],
      [{ answer: 'REJECT', comment: '' }, ANSWER_MESSAGES.reasonRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await answer(campaign.id, podcast.id, podcaster.session, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        json<ErrorBody>(response).error.fields?.map((field) => field.message),
        JSON.stringify(payload),
      ).toContain(message);
    }
    expect(await entryOf(campaign.id, podcast.id)).toMatchObject({ status: 'UNANSWERED', answeredAt: null });
    expect(await substatusOf(campaign.id)).toBe('PENDING_RESPONSE');
  });

  it('sends a podcaster whose sheet is incomplete to finish it first', async () => {
    const advertiser = await createUser(t.database.db);
    const podcaster = await createSignedInUser(t.app, t.database);
    const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id });
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_RESPONSE' });
    await createProposalEntry(t.database.db, campaign.id, podcast.id);
    const response = await answer(campaign.id, podcast.id, podcaster.session, ACCEPT);
    expect([response.statusCode, json<ErrorBody>(response).error.message]).toEqual([
      409,
      ANSWER_MESSAGES.sheetIncomplete,
    ]);
    expect(await substatusOf(campaign.id)).toBe('PENDING_RESPONSE');
  });
});

describe('who may answer', () => {
  it('is the representative of a managed podcast, not its owner', async () => {
    const advertiser = await createUser(t.database.db);
    const owner = await createSignedInUser(t.app, t.database);
    const representative = await createSignedInUser(t.app, t.database);
    const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
    await createCompleteSheet(t.database.db, podcast.id);
    await createRepresentation(t.database.db, podcast.id, owner.id, representative);
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, { substatus: 'PENDING_RESPONSE' });
    await createProposalEntry(t.database.db, campaign.id, podcast.id);

    // The views say so before anyone tries: the owner reads the proposal and is told who answers for it.
    const rowsOf = async (session: string) =>
      json<{ data: PodcasterCampaignList }>(await t.call('GET', '/private/podcaster-or-manager-campaigns', session))
        .data.campaigns;
    const [seenByOwner] = await rowsOf(owner.session);
    expect(seenByOwner).toMatchObject({
      role: 'owner',
      canAnswer: false,
      representativeName: representative.username,
    });
    const [seenByRepresentative] = await rowsOf(representative.session);
    expect(seenByRepresentative).toMatchObject({ role: 'representative', canAnswer: true });

    const byOwner = await answer(campaign.id, podcast.id, owner.session, ACCEPT);
    expect([byOwner.statusCode, json<ErrorBody>(byOwner).error.message]).toEqual([
      403,
      ANSWER_MESSAGES.managedByRepresentative,
    ]);
    const byRepresentative = await answer(campaign.id, podcast.id, representative.session, ACCEPT);
    expect(byRepresentative.statusCode).toBe(200);
    expect(json<{ data: PodcasterCampaign }>(byRepresentative).data).toMatchObject({
      role: 'representative',
      podcasterStatus: 'ACCEPTED',
      canAnswer: true,
    });
    // The owner still reads the answer their representative gave, and still may not answer.
    expect((await rowsOf(owner.session))[0]).toMatchObject({ podcasterStatus: 'ACCEPTED', canAnswer: false });
  });

  it('is the owner while nobody represents the podcast, who is then told nobody else answers', async () => {
    const { podcaster } = await proposalToAnswer();
    const [row] = json<{ data: PodcasterCampaignList }>(
      await t.call('GET', '/private/podcaster-campaigns', podcaster.session),
    ).data.campaigns;
    expect(row).toMatchObject({ role: 'owner', canAnswer: true, representativeName: null });
  });

  it('never reveals a campaign to someone whose podcast is not in its proposal', async () => {
    const { advertiser, podcaster, podcast, campaign } = await proposalToAnswer({ agent: true });
    const stranger = await createSignedInUser(t.app, t.database);
    const strangersShow = await createPodcast(t.database.db, { ownerId: stranger.id });
    await createCompleteSheet(t.database.db, strangersShow.id);
    const agent = await createTeamMember(t.app, t.database, 'agent');
    await t.database.db.update(campaigns).set({ agentId: agent.id }).where(eq(campaigns.id, campaign.id));
    const refusals = [
      // Their own podcast, but not proposed in this campaign.
      await answer(campaign.id, strangersShow.id, stranger.session, ACCEPT),
      // A proposed podcast that is not theirs: the advertiser, the agent and a stranger alike.
      await answer(campaign.id, podcast.id, stranger.session, ACCEPT),
      await answer(campaign.id, podcast.id, advertiser.session, ACCEPT),
      await answer(campaign.id, podcast.id, agent.session, ACCEPT),
      // A campaign that does not exist.
      await answer('00000000-0000-4000-8000-000000000000', podcast.id, podcaster.session, ACCEPT),
    ];
    for (const response of refusals)
      expect([response.statusCode, json<ErrorBody>(response).error.message]).toEqual([
        404,
        ANSWER_MESSAGES.notYourProposal,
      ]);
    expect(await entryOf(campaign.id, podcast.id)).toMatchObject({ status: 'UNANSWERED' });
  });
});

describe('when a proposal can be answered', () => {
  it('not before it is published', async () => {
    for (const overrides of [
      { substatus: 'PENDING_REVIEW' as const },
      { substatus: 'PENDING_REVIEW' as const, publishedAt: new Date() },
    ]) {
      const advertiser = await createUser(t.database.db);
      const podcaster = await createSignedInUser(t.app, t.database);
      const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id });
      await createCompleteSheet(t.database.db, podcast.id);
      const campaign = await createCampaignRecord(t.database.db, advertiser.id, overrides);
      await createProposalEntry(t.database.db, campaign.id, podcast.id);
      const response = await answer(campaign.id, podcast.id, podcaster.session, ACCEPT);
      expect([response.statusCode, json<ErrorBody>(response).error.message]).toEqual([
        409,
        ANSWER_MESSAGES.notPublished,
      ]);
    }
  });

  it('while the advertiser reviews it, and no longer once they confirm; nor can they confirm twice', async () => {
    const { advertiser, podcaster, podcast, campaign } = await proposalToAnswer();
    expect((await answer(campaign.id, podcast.id, podcaster.session, ACCEPT)).statusCode).toBe(200);
    // Changing the answer while the advertiser reviews the proposal keeps it in review.
    expect(
      (await answer(campaign.id, podcast.id, podcaster.session, { ...ACCEPT, withMinPrice: true, minEarnings: 280 }))
        .statusCode,
    ).toBe(200);
    expect(await substatusOf(campaign.id)).toBe('PENDING_ACCEPT');

    const purchase = () =>
      t.call('PUT', `/private/campaigns/${campaign.id}/purchase`, advertiser.session, { podcastIds: [podcast.id] });
    expect((await purchase()).statusCode).toBe(200);

    const late = await answer(campaign.id, podcast.id, podcaster.session, {
      answer: 'REJECT',
      reason: 'REJECT',
      comment: '',
    });
    expect([late.statusCode, json<ErrorBody>(late).error.message]).toEqual([409, ANSWER_MESSAGES.answerClosed]);
    expect(await entryOf(campaign.id, podcast.id)).toMatchObject({
      status: 'ACTION_DATES_PENDING',
      picked: true,
      minEarningsCents: 28_000,
    });

    const again = await purchase();
    expect([again.statusCode, json<ErrorBody>(again).error.message]).toEqual([409, PROPOSAL_MESSAGES.alreadyPurchased]);
    expect(await substatusOf(campaign.id)).toBe('PENDING_PAYMENT');
  });

  it('not by a podcast the advertiser left out once they confirmed', async () => {
    const { podcaster, podcast, campaign } = await proposalToAnswer({ substatus: 'PENDING_PAYMENT' });
    await t.database.db
      .update(campaignPodcasts)
      .set({ status: 'EXPIRED' })
      .where(eq(campaignPodcasts.podcastId, podcast.id));
    const response = await answer(campaign.id, podcast.id, podcaster.session, ACCEPT);
    expect([response.statusCode, json<ErrorBody>(response).error.message]).toEqual([409, ANSWER_MESSAGES.answerClosed]);
  });
});
