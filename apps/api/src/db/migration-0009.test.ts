import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInMadrid } from '@patrocina/domain';
import { useTestDatabase } from '../../test/app';
import { createCampaignRecord, createPodcast, createProposalEntry, createUser } from '../../test/factories';
import { campaignActions, campaignPodcasts, campaigns, trackingLinks } from './schema';

/**
 * Migration 0009 gives campaigns paid before actions existed their days, actions and tracking links.
 * Its data part runs again here over rows shaped as such campaigns were.
 */
const MIGRATION = path.resolve(import.meta.dirname, '../../drizzle/0009_campaign_actions.sql');

const database = useTestDatabase();

async function runBackfill() {
  const text = readFileSync(MIGRATION, 'utf8');
  const backfill = text.slice(text.indexOf('-- Campaigns already paid'));
  for (const statement of backfill.split('--> statement-breakpoint')) await database.executeSql(statement);
}

describe('migration 0009 on campaigns paid before it', () => {
  it('fixes their days, gives each picked podcast its actions and link, and leaves finished campaigns alone', async () => {
    const owner = await createUser(database.db);
    const podcast = await createPodcast(database.db, { ownerId: (await createUser(database.db)).id });
    const waiting = await createCampaignRecord(database.db, owner.id, {
      substatus: 'PENDING_DATES',
      dates: { from: '2026-01-01', to: '2026-01-31' },
    });
    await createProposalEntry(database.db, waiting.id, podcast.id, {
      status: 'IN_PROGRESS',
      picked: true,
      mentions: 2,
      reviews: 1,
    });
    const finished = await createCampaignRecord(database.db, owner.id, { substatus: 'FINISHED' });
    await createProposalEntry(database.db, finished.id, podcast.id, { status: 'FINISHED', picked: true });

    await runBackfill();

    const today = todayInMadrid();
    const [days] = await database.db
      .select({ startsOn: campaigns.startsOn, endsOn: campaigns.endsOn })
      .from(campaigns)
      .where(eq(campaigns.id, waiting.id));
    // Its range was over: thirty days from today, as runRange decides.
    expect(days).toEqual({ startsOn: today, endsOn: addDays(today, 29) });
    const actions = await database.db.select().from(campaignActions).where(eq(campaignActions.campaignId, waiting.id));
    expect(actions.map((action) => [action.kind, action.position]).sort()).toEqual([
      ['mentions', 1],
      ['mentions', 2],
      ['reviews', 1],
    ]);
    const [entry] = await database.db
      .select()
      .from(campaignPodcasts)
      .where(eq(campaignPodcasts.campaignId, waiting.id));
    expect(entry!.status).toBe('ACTION_DATES_PENDING');
    const [link] = await database.db.select().from(trackingLinks).where(eq(trackingLinks.campaignPodcastId, entry!.id));
    expect(link!.slug.length).toBeLessThanOrEqual(100);

    expect(await database.db.select().from(campaignActions).where(eq(campaignActions.campaignId, finished.id))).toEqual(
      [],
    );
    const [untouched] = await database.db
      .select({ startsOn: campaigns.startsOn })
      .from(campaigns)
      .where(eq(campaigns.id, finished.id));
    expect(untouched!.startsOn).toBeNull();
  });
});
