import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BackofficeCampaign, SuggestionNoteList } from '@patrocina/domain';
import { campaigns, podcastBlockedPeriods } from '../../db/schema';
import { json, useTestApp } from '../../../test/app';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createSignedInUser,
  createTeamMember,
  type SignedIn,
} from '../../../test/factories';

const t = useTestApp();
let agent: SignedIn;
let advertiser: SignedIn;
beforeAll(async () => {
  agent = await createTeamMember(t.app, t.database, 'agent');
  advertiser = await createSignedInUser(t.app, t.database);
});

/** A brief in March 2030 asking for one interview and the spot, within `budget` euros, suggesting `suggested`. */
async function briefSuggesting(suggested: string[], budget: number) {
  const campaign = await createCampaignRecord(t.database.db, advertiser.id, { budget, agentId: agent.id });
  await t.database.db
    .update(campaigns)
    .set({
      audiences: [],
      brandingActions: ['sponsorship'],
      coverageAction: 'SPOT',
      podcastType: 'ALL',
      podcastsSelected: suggested,
      approximateDate: 'DATE_RANGE',
      fromDate: '2030-03-01',
      toDate: '2030-03-31',
    })
    .where(eq(campaigns.id, campaign.id));
  return campaign;
}

/** A podcast with a complete sheet offering interviews at `interview` € and the spot at `spot` € (or neither). */
async function sheetPodcast(title: string, interview: number, spot: number | null, listens30d = 1_000) {
  const podcast = await createPodcast(t.database.db, { title: `${title} ${randomUUID().slice(0, 6)}`, listens30d });
  await createCompleteSheet(t.database.db, podcast.id, {
    SPONSORSHIP: interview,
    MENTION: null,
    REVIEW: null,
    READ_HOST_ADS: spot,
  });
  return podcast;
}

const notesOf = async (campaignId: string, session: string) => {
  const response = await t.call('GET', `/private/campaigns/${campaignId}/suggested-podcasts`, session);
  expect(response.statusCode).toBe(200);
  return json<{ data: SuggestionNoteList }>(response).data;
};

describe('the podcasts the advertiser suggested', () => {
  it('are in the engine’s draft even when better podcasts would take the budget, and one over budget alone is explained', async () => {
    const better = [await sheetPodcast('Enorme', 100, 50, 900_000), await sheetPodcast('Gigante', 100, 50, 800_000)];
    const small = await sheetPodcast('Pequeño', 100, 50, 100);
    const dear = await sheetPodcast('Carísimo', 5_000, 50, 100);
    const campaign = await briefSuggesting([small.id, dear.id], 300);

    // Before the proposal is published the advertiser learns nothing; the team sees every reason.
    expect(await notesOf(campaign.id, advertiser.session)).toEqual([]);
    const run = await t.call('POST', `/private/backoffice/campaigns/${campaign.id}/proposal/run`, agent.session);
    expect(run.statusCode).toBe(200);
    const { draft } = json<{ data: BackofficeCampaign }>(run).data;
    const ids = draft.podcasts.map((podcast) => podcast.podcastId);
    expect(ids).toContain(small.id);
    expect(ids).not.toContain(dear.id);
    // 300 € buys two podcasts at 150 €: the suggestion takes one place, the best of the others the other.
    expect(ids.filter((id) => better.some((podcast) => podcast.id === id))).toHaveLength(1);
    const kept = draft.podcasts.find((podcast) => podcast.podcastId === small.id)!;
    expect(kept.reasons[0]).toBe('Sugerido por el anunciante');

    expect(await notesOf(campaign.id, agent.session)).toEqual([
      { podcastId: small.id, title: small.title, inProposal: true, reason: null, message: null },
      {
        podcastId: dear.id,
        title: dear.title,
        inProposal: false,
        reason: 'OVER_BUDGET',
        message: 'su precio mínimo (5.050 €) supera por sí solo el presupuesto (300 €)',
      },
    ]);
  });

  it('that cannot take part are listed with the reason in Spanish, for the team and the published proposal’s advertiser', async () => {
    const unowned = await createPodcast(t.database.db, { ownerId: null });
    const noSheet = await createPodcast(t.database.db);
    const noSpot = await sheetPodcast('Sin cuña', 100, null);
    const onHoliday = await sheetPodcast('De vacaciones', 100, 50);
    await t.database.db
      .insert(podcastBlockedPeriods)
      .values({ podcastId: onHoliday.id, startsOn: '2030-02-20', endsOn: '2030-04-10' });
    const gone = randomUUID();
    const campaign = await briefSuggesting([gone, unowned.id, noSheet.id, noSpot.id, onHoliday.id], 1_000);

    const expected = [
      { podcastId: gone, title: null, reason: 'NOT_FOUND', message: 'ya no está en el catálogo de Patrocina' },
      {
        podcastId: unowned.id,
        title: unowned.title,
        reason: 'NO_OWNER',
        message: 'su podcaster aún no lo gestiona en Patrocina, así que nadie podría responder a la propuesta',
      },
      {
        podcastId: noSheet.id,
        title: noSheet.title,
        reason: 'INCOMPLETE_SHEET',
        message: 'aún no tiene completa su hoja de patrocinio',
      },
      { podcastId: noSpot.id, title: noSpot.title, reason: 'MISSING_ACTIONS', message: 'no ofrece cuña de audio' },
      {
        podcastId: onHoliday.id,
        title: onHoliday.title,
        reason: 'UNAVAILABLE',
        message: 'tiene bloqueadas todas las fechas de la campaña',
      },
    ].map((note) => ({ ...note, inProposal: false }));
    expect(await notesOf(campaign.id, agent.session)).toEqual(expected);

    await t.database.db
      .update(campaigns)
      .set({ substatus: 'PENDING_ACCEPT', status: 'CONFIGURING', publishedAt: new Date() })
      .where(eq(campaigns.id, campaign.id));
    expect(await notesOf(campaign.id, advertiser.session)).toEqual(expected);
  });

  it('are nobody else’s business', async () => {
    const stranger = await createSignedInUser(t.app, t.database);
    const campaign = await briefSuggesting([], 1_000);
    const response = await t.call('GET', `/private/campaigns/${campaign.id}/suggested-podcasts`, stranger.session);
    expect(response.statusCode).toBe(404);
    expect(await notesOf(campaign.id, advertiser.session)).toEqual([]);
  });
});
