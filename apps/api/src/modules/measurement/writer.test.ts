import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, useTestDatabase } from '../../../test/app';
import { createPodcast } from '../../../test/factories';
import { downloadDays, downloads } from '../../db/schema';
import { AGENTS, clock, EPISODE } from './redirect.test-support';
import { ensureDownloadPartitions, rollUpDownloadDays } from './rollup';
import { createDownloadWriter, insertDownloads, type DownloadRow, type PendingDownload } from './writer';

/**
 * The batch writer behind the redirect (docs/decisions/0026): what it keeps when the database is
 * away, what it writes on close, where the rows land, and the daily roll-ups the figures read.
 */
const database = useTestDatabase();
const logged: { level: string; details: unknown }[] = [];
const log = {
  warn: (details: unknown) => logged.push({ level: 'warn', details }),
  error: (details: unknown) => logged.push({ level: 'error', details }),
  info: () => undefined,
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  await ensureDownloadPartitions(database.db, '2026-11-01', 3);
});

function pending(podcastId: string, ip: string, day = '2026-11-25'): PendingDownload {
  return { podcastId, episodeKey: EPISODE, day, ip, userAgent: AGENTS.apple, at: new Date() };
}

async function countOf(podcastId: string) {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(downloads)
    .where(eq(downloads.podcastId, podcastId));
  return row!.n;
}

describe('the batch writer', () => {
  it('keeps the rows when a write fails, and writes them at the next flush', async () => {
    const podcast = await createPodcast(database.db);
    let down = true;
    const write = insertDownloads(database.db);
    const writer = createDownloadWriter({
      db: database.db,
      log,
      flushMs: 1000,
      bufferMax: 1000,
      insert: async (rows: DownloadRow[]) => {
        if (down) throw new Error('connection refused');
        await write(rows);
      },
    });
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) writer.push(pending(podcast.id, ip));
    await expect(writer.flush()).rejects.toThrow('connection refused');
    expect(writer.pending()).toBe(3);
    writer.push(pending(podcast.id, '192.0.2.4'));
    down = false;
    await writer.flush();
    expect(writer.pending()).toBe(0);
    expect(await countOf(podcast.id)).toBe(4);
  });

  it('keeps at most the buffer’s bound while the database is away, losing the oldest and saying so', async () => {
    const podcast = await createPodcast(database.db);
    const writer = createDownloadWriter({
      db: database.db,
      log,
      flushMs: 1000,
      bufferMax: 100,
      insert: () => Promise.reject(new Error('down')),
    });
    // A player's repeats (ranges, retries) take one place: the bound is on distinct downloads.
    for (let i = 0; i < 500; i += 1) writer.push(pending(podcast.id, '10.0.1.1'));
    expect(writer.pending()).toBe(1);
    for (let i = 0; i < 150; i += 1) writer.push(pending(podcast.id, `10.0.0.${i}`));
    expect(writer.pending()).toBe(100);
    expect(logged.some((line) => line.level === 'error')).toBe(true);
  });

  it('writes what is buffered when the app closes, before the database does', async () => {
    const podcast = await createPodcast(database.db);
    // A flush interval longer than the test: only the close can write these.
    const app = await createTestApp({ database, clock, env: { MEASUREMENT_FLUSH_MS: '60000' } });
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      const response = await app.app.inject({
        method: 'GET',
        url: `/e/${podcast.measurementKey}/${EPISODE}`,
        remoteAddress: ip,
        headers: { 'user-agent': AGENTS.spotify },
      });
      expect(response.statusCode).toBe(302);
    }
    expect(await countOf(podcast.id)).toBe(0);
    await app.close();
    expect(await countOf(podcast.id)).toBe(2);
  });

  it('keeps answering a known key while the database is away, the downloads waiting in memory', async () => {
    const own = await openTestDatabase();
    const podcast = await createPodcast(own.db);
    const app = await createTestApp({ database: own, clock, env: { MEASUREMENT_FLUSH_MS: '60000' } });
    const download = (ip: string) =>
      app.app.inject({
        method: 'GET',
        url: `/e/${podcast.measurementKey}/${EPISODE}`,
        remoteAddress: ip,
        headers: { 'user-agent': AGENTS.apple },
      });
    expect((await download('198.51.100.20')).statusCode).toBe(302);
    await app.app.flushDownloads();
    await own.close();
    for (const ip of ['198.51.100.21', '198.51.100.22']) expect((await download(ip)).statusCode).toBe(302);
    await expect(app.app.flushDownloads()).rejects.toThrow();
    expect((await download('198.51.100.23')).headers.location).toBe(`https://${EPISODE}`);
    await app.app.close();
  });

  it('writes each row into its month’s partition', async () => {
    const podcast = await createPodcast(database.db);
    const writer = createDownloadWriter({ db: database.db, log, flushMs: 1000, bufferMax: 1000 });
    writer.push(pending(podcast.id, '192.0.2.10', '2026-11-30'));
    writer.push(pending(podcast.id, '192.0.2.10', '2026-12-01'));
    await writer.close();
    const rows = await database.executeSql(
      'select day::text as day, tableoid::regclass::text as part from downloads where podcast_id = $1 order by day',
      [podcast.id],
    );
    expect(rows.rows).toEqual([
      { day: '2026-11-30', part: 'downloads_2026_11' },
      { day: '2026-12-01', part: 'downloads_2026_12' },
    ]);
  });
});

describe('the daily roll-ups', () => {
  it('count each day per episode and platform, and give the same rows when run again', async () => {
    const podcast = await createPodcast(database.db);
    const gone = await createPodcast(database.db);
    const writer = createDownloadWriter({ db: database.db, log, flushMs: 1000, bufferMax: 1000 });
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) writer.push(pending(podcast.id, ip));
    writer.push({ ...pending(podcast.id, '192.0.2.1'), userAgent: AGENTS.spotify });
    writer.push(pending(podcast.id, '192.0.2.1', '2026-11-24'));
    writer.push(pending(gone.id, '192.0.2.1'));
    await writer.close();
    await database.db.execute(sql`delete from podcasts where id = ${gone.id}`);

    const read = () =>
      database.db
        .select({ day: downloadDays.day, platform: downloadDays.platform, downloads: downloadDays.downloads })
        .from(downloadDays)
        .where(and(eq(downloadDays.podcastId, podcast.id), eq(downloadDays.episodeKey, EPISODE)))
        .orderBy(downloadDays.day, downloadDays.platform);
    const expected = [
      { day: '2026-11-24', platform: 'apple-podcasts', downloads: 1 },
      { day: '2026-11-25', platform: 'apple-podcasts', downloads: 3 },
      { day: '2026-11-25', platform: 'spotify', downloads: 1 },
    ];
    await rollUpDownloadDays(database.db, ['2026-11-24', '2026-11-25']);
    expect(await read()).toEqual(expected);
    await rollUpDownloadDays(database.db, ['2026-11-24', '2026-11-25']);
    expect(await read()).toEqual(expected);
    const orphans = await database.db.select().from(downloadDays).where(eq(downloadDays.podcastId, gone.id));
    expect(orphans).toEqual([]);
  });
});
