import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BackofficeCampaign } from '@patrocina/domain';
import { campaigns } from '../../db/schema';
import { json, useTestApp } from '../../../test/app';
import {
  createCampaignRecord,
  createCompleteSheet,
  createPodcast,
  createTeamMember,
  createUser,
  type SignedIn,
} from '../../../test/factories';
import { RUN_ENGINE_MESSAGES } from './matching-engine';

let agent: SignedIn;
const t = useTestApp();
beforeAll(async () => {
  agent = await createTeamMember(t.app, t.database, 'agent');
});

/** A brief the demo-like catalogue below can answer: tech audience, mentions, any podcast type. */
async function briefFor(budget: number) {
  const owner = await createUser(t.database.db);
  const campaign = await createCampaignRecord(t.database.db, owner.id, { budget });
  await t.database.db
    .update(campaigns)
    .set({
      audiences: ['tech'],
      brandingActions: ['mention'],
      coverageAction: 'NONE',
      podcastType: 'ALL',
      podcastsSelected: [],
      generalist: false,
      optimum: false,
    })
    .where(eq(campaigns.id, campaign.id));
  return campaign;
}

function run(id: string) {
  return t.call('POST', `/private/backoffice/campaigns/${id}/proposal/run`, agent.session);
}

describe('POST /private/backoffice/campaigns/{id}/proposal/run', () => {
  it('saves the engine’s draft within the budget, at or above every minimum, with each podcast’s reasons', async () => {
    for (const [title, listens] of [
      ['Bits y Bytes', 40_000],
      ['Modo Geek', 25_000],
      ['Cacharreo', 9_000],
    ] as const) {
      const podcast = await createPodcast(t.database.db, {
        title: `${title} ${Date.now()}`,
        listens30d: listens,
        categories: ['Technology'],
      });
      await createCompleteSheet(t.database.db, podcast.id, { MENTION: 150 });
    }
    const campaign = await briefFor(1_000);

    const response = await run(campaign.id);

    expect(response.statusCode).toBe(200);
    const { draft } = json<{ data: BackofficeCampaign }>(response).data;
    expect(draft.podcasts.length).toBeGreaterThan(0);
    expect(draft.total).toBeLessThanOrEqual(1_000);
    for (const podcast of draft.podcasts) {
      expect(podcast.counts.mentions).toBeGreaterThan(0);
      expect(podcast.advertiserRates.mentions).toBeGreaterThanOrEqual(podcast.minimumRates.mentions!);
      expect(podcast.reasons.some((reason) => /escuchas a 30 días/.test(reason))).toBe(true);
      expect(podcast.target).toMatch(/\//);
    }
    expect(draft.podcasts[0]!.reasons.length).toBeGreaterThan(1);

    // A hand edit of the rates keeps the engine's reasons.
    const first = draft.podcasts[0]!;
    const edited = await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/proposal`, agent.session, {
      podcasts: [
        {
          podcastId: first.podcastId,
          counts: first.counts,
          advertiserRates: { ...first.advertiserRates, mentions: first.advertiserRates.mentions! + 10 },
        },
      ],
      preroll: null,
    });
    expect(edited.statusCode).toBe(200);
    const kept = json<{ data: BackofficeCampaign }>(edited).data.draft.podcasts;
    expect(kept.map((podcast) => podcast.podcastId)).toEqual([first.podcastId]);
    expect(kept[0]!.reasons).toEqual(first.reasons);
  });

  it('says why when nothing fits, and runs only before the proposal is published', async () => {
    const pricey = await createPodcast(t.database.db, { title: `Carísimo ${Date.now()}`, categories: ['Technology'] });
    await createCompleteSheet(t.database.db, pricey.id, { MENTION: 100_000, REVIEW: null });
    const small = await briefFor(500);
    await t.database.db
      .update(campaigns)
      .set({ brandingActions: ['dedicatedShow'] })
      .where(eq(campaigns.id, small.id));
    const nothing = await run(small.id);
    expect(nothing.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(nothing).error.message).not.toBe('');

    const owner = await createUser(t.database.db);
    const published = await createCampaignRecord(t.database.db, owner.id, { substatus: 'PENDING_RESPONSE' });
    const refused = await run(published.id);
    expect(refused.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(refused).error.message).toBe(RUN_ENGINE_MESSAGES.onlyBeforePublishing);
  });
});
