import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { podcastBlockedPeriods, podcastSheets } from '../../db/schema';
import { useTestApp } from '../../../test/app';
import { createCompleteSheet, createPodcast, VALID_AUDIENCE } from '../../../test/factories';
import { loadMatchCandidates } from './match-candidates';

const t = useTestApp();

describe('the matching engine’s candidates', () => {
  it('are the owned podcasts with a complete sheet, with their prices, audience, reach and the holidays still ahead', async () => {
    const ready = await createPodcast(t.database.db, {
      title: 'Lista para Proponer',
      listens30d: 12_345,
      isPremium: true,
      categories: ['Technology', 'Science'],
    });
    await createCompleteSheet(t.database.db, ready.id, { DEDICATED_SHOW: 900 });
    await t.database.db.insert(podcastBlockedPeriods).values([
      { podcastId: ready.id, startsOn: '2026-12-20', endsOn: '2027-01-06' },
      { podcastId: ready.id, startsOn: '2026-08-01', endsOn: '2026-08-31' },
      { podcastId: ready.id, startsOn: '2026-11-01', endsOn: '2026-11-23' },
    ]);
    const unfinished = await createPodcast(t.database.db);
    await t.database.db.insert(podcastSheets).values({
      podcastId: unfinished.id,
      branding: {
        actions: { MENTION: 100, SPONSORSHIP: null, REVIEW: null, DEDICATED_SHOW: null, READ_HOST_ADS: null },
        examples: [],
      },
    });
    const withoutSheet = await createPodcast(t.database.db);
    const unowned = await createPodcast(t.database.db, { ownerId: null });
    await createCompleteSheet(t.database.db, unowned.id);
    const termsWithdrawn = await createPodcast(t.database.db);
    await createCompleteSheet(t.database.db, termsWithdrawn.id);
    await t.database.db
      .update(podcastSheets)
      .set({ termsAcceptedAt: null })
      .where(eq(podcastSheets.podcastId, termsWithdrawn.id));

    const candidates = await loadMatchCandidates(t.database.db, { today: '2026-11-23' });
    const ids = candidates.map((candidate) => candidate.podcastId);
    expect(ids).toContain(ready.id);
    for (const left of [unfinished, withoutSheet, unowned, termsWithdrawn]) expect(ids).not.toContain(left.id);

    expect(candidates.find((candidate) => candidate.podcastId === ready.id)).toEqual({
      podcastId: ready.id,
      title: 'Lista para Proponer',
      isPremium: true,
      listens30d: 12_345,
      categories: ['Technology', 'Science'],
      prices: { MENTION: 150, SPONSORSHIP: null, REVIEW: 400, DEDICATED_SHOW: 900, READ_HOST_ADS: null },
      audience: {
        listens: VALID_AUDIENCE.listens,
        gender: VALID_AUDIENCE.gender,
        ages: VALID_AUDIENCE.ages,
        audienceFlags: ['tech', 'geek'],
        country: 'ES',
        provinces: ['28'],
        liveRadio: false,
        fullVideo: false,
      },
      // Today's holiday still counts; August's is history.
      blockedPeriods: [
        { startsOn: '2026-11-01', endsOn: '2026-11-23' },
        { startsOn: '2026-12-20', endsOn: '2027-01-06' },
      ],
    });
  });
});
