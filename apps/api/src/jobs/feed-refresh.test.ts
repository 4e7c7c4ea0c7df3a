import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTestDatabase } from '../../test/app';
import { createPodcast, createUser } from '../../test/factories';
import { buildFeed, startFeedServer, uniquePath, type FeedServer } from '../../test/feeds';
import { imageBytes } from '../../test/files';
import { episodes, podcasts } from '../db/schema';
import { refreshStaleFeeds, type FeedDeps } from '../modules/podcasts';
import { createLocalStorage } from '../storage/local-storage';
import { FEED_REFRESH_QUEUE, startFeedRefresh } from './feed-refresh';
import { startQueue } from './queue';

const database = useTestDatabase();
let feeds: FeedServer;
let storageDir: string;
const warnings: unknown[] = [];
const log = {
  warn: (details: unknown) => warnings.push(details),
  info: () => undefined,
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  feeds = await startFeedServer();
  // The cover every test feed names: the job keeps a copy of it (modules/podcasts/cover.ts).
  feeds.serve('/portada.jpg', await imageBytes(800, 800, 'jpeg'), { 'content-type': 'image/jpeg' });
  storageDir = mkdtempSync(path.join(tmpdir(), 'patrocina-feed-refresh-'));
});
afterAll(async () => {
  await feeds.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const HOUR = 3_600_000;

function deps(env: Record<string, string> = {}): FeedDeps {
  return {
    config: testConfig({ FEED_REFRESH_HOURS: '24', FEED_REFRESH_BATCH: '2', ...env }),
    db: database.db,
    log,
    storage: createLocalStorage(storageDir),
  };
}

/** An owned podcast whose feed is served locally, last checked `hoursAgo` hours ago (null: never). */
async function ownedFeed(hoursAgo: number | null, feed = buildFeed()) {
  const owner = await createUser(database.db);
  const feedUrl = feeds.serve(uniquePath(), feed);
  return createPodcast(database.db, {
    ownerId: owner.id,
    feedUrl,
    feedCheckedAt: hoursAgo === null ? null : new Date(Date.now() - hoursAgo * HOUR),
  });
}

async function checkedAt(id: string) {
  const [row] = await database.db
    .select({ at: podcasts.feedCheckedAt, title: podcasts.title, imageUrl: podcasts.imageUrl })
    .from(podcasts)
    .where(eq(podcasts.id, id));
  return row!;
}

describe('the feed refresh job', () => {
  it('refreshes owned podcasts checked too long ago, oldest first, a small batch at a time', async () => {
    const never = await ownedFeed(null, buildFeed({ title: 'Nunca leído' }));
    const old = await ownedFeed(48, buildFeed({ title: 'Leído hace dos días' }));
    const older = await ownedFeed(72, buildFeed({ title: 'Leído hace tres días' }));
    const fresh = await ownedFeed(1);
    const unowned = await createPodcast(database.db, {
      ownerId: null,
      feedUrl: feeds.serve(uniquePath(), buildFeed()),
      feedCheckedAt: null,
    });

    expect(await refreshStaleFeeds(deps())).toEqual({ refreshed: 2, failed: 0 });
    expect((await checkedAt(never.id)).title).toBe('Nunca leído');
    expect((await checkedAt(never.id)).imageUrl).toMatch(/^\/api\/v1\/public\/images\/[0-9a-f-]{36}$/);
    expect((await checkedAt(older.id)).title).toBe('Leído hace tres días');
    expect((await checkedAt(old.id)).at!.getTime()).toBeLessThan(Date.now() - 47 * HOUR);
    const stored = await database.db.select().from(episodes).where(eq(episodes.podcastId, never.id));
    expect(stored.map((episode) => episode.guid).sort()).toEqual(['ep-1', 'ep-2']);

    expect(await refreshStaleFeeds(deps())).toEqual({ refreshed: 1, failed: 0 });
    expect((await checkedAt(old.id)).title).toBe('Leído hace dos días');
    expect(await refreshStaleFeeds(deps())).toEqual({ refreshed: 0, failed: 0 });
    expect((await checkedAt(fresh.id)).at!.getTime()).toBeLessThan(Date.now() - 0.5 * HOUR);
    expect((await checkedAt(unowned.id)).at).toBeNull();
  });

  it('marks a failing feed as checked, logs it, and goes on with the rest', async () => {
    const broken = await ownedFeed(100, '<html>esto ya no es un feed</html>');
    const fine = await ownedFeed(99);
    expect(await refreshStaleFeeds(deps())).toEqual({ refreshed: 1, failed: 1 });
    expect((await checkedAt(broken.id)).at!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await checkedAt(fine.id)).at!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(warnings).toEqual([expect.objectContaining({ podcastId: broken.id })]);
    expect(await refreshStaleFeeds(deps())).toEqual({ refreshed: 0, failed: 0 });
  });

  it('is scheduled on the job queue', async () => {
    const boss = await startQueue({ executeSql: database.executeSql });
    try {
      await startFeedRefresh(boss, deps());
      expect((await boss.getSchedules()).map((schedule) => schedule.name)).toContain(FEED_REFRESH_QUEUE);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
