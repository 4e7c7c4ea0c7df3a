import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clockAt, useTestDatabase } from '../../test/app';
import { createPodcast } from '../../test/factories';
import { downloadDays, downloads, measurementDayKeys } from '../db/schema';
import { createDownloadWriter } from '../modules/measurement';
import { rollUpRecentDownloads, runMeasurementDailyWork } from './measurement';

const database = useTestDatabase();
const log = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

describe('the measurement jobs', () => {
  it('keep the roll-ups current from each flush, and rewrite today and yesterday from the raw rows', async () => {
    const clock = clockAt('2026-12-01');
    await runMeasurementDailyWork({ db: database.db, log, clock });
    const podcast = await createPodcast(database.db);
    const writer = createDownloadWriter({ db: database.db, log, flushMs: 1000, bufferMax: 100 });
    const push = (day: string, ip: string) =>
      writer.push({
        podcastId: podcast.id,
        episodeKey: 'a.es/1.mp3',
        day,
        ip,
        userAgent: 'AntennaPod/3.2.0',
        at: clock.now(),
      });
    for (const day of ['2026-11-29', '2026-11-30', '2026-12-01']) push(day, '192.0.2.1');
    await writer.flush();
    // The same listener again the same day, and a second one: only the new download is added.
    push('2026-12-01', '192.0.2.1');
    push('2026-12-01', '192.0.2.2');
    await writer.close();
    const rolledUp = () =>
      database.db
        .select({ day: downloadDays.day, downloads: downloadDays.downloads })
        .from(downloadDays)
        .where(sql`${downloadDays.podcastId} = ${podcast.id}`)
        .orderBy(downloadDays.day);
    const current = [
      { day: '2026-11-29', downloads: 1 },
      { day: '2026-11-30', downloads: 1 },
      { day: '2026-12-01', downloads: 2 },
    ];
    expect(await rolledUp()).toEqual(current);

    // Whatever the roll-ups say for today and yesterday, the job's rewrite brings back the raw count.
    await database.db
      .update(downloadDays)
      .set({ downloads: 40 })
      .where(sql`${downloadDays.podcastId} = ${podcast.id}`);
    await rollUpRecentDownloads({ db: database.db, log, clock });
    expect(await rolledUp()).toEqual([{ day: '2026-11-29', downloads: 40 }, ...current.slice(1)]);
  });

  it('daily: makes the partitions of this month and the next two, and deletes day keys before yesterday', async () => {
    const clock = clockAt('2027-03-15');
    await database.db
      .insert(measurementDayKeys)
      .values(['2027-03-12', '2027-03-13', '2027-03-14', '2027-03-15'].map((day) => ({ day, key: `k-${day}` })));
    await runMeasurementDailyWork({ db: database.db, log, clock });
    const keys = await database.db
      .select({ day: measurementDayKeys.day })
      .from(measurementDayKeys)
      .where(sql`${measurementDayKeys.day} >= '2027-01-01'`)
      .orderBy(measurementDayKeys.day);
    expect(keys.map((key) => key.day)).toEqual(['2027-03-14', '2027-03-15']);
    const parts = await database.executeSql(
      `select relname from pg_class where relname in ('downloads_2027_03', 'downloads_2027_04', 'downloads_2027_05', 'downloads_2027_06') order by relname`,
    );
    expect((parts.rows as { relname: string }[]).map((row) => row.relname)).toEqual([
      'downloads_2027_03',
      'downloads_2027_04',
      'downloads_2027_05',
    ]);
  });

  it('makes the months it can when one already has rows in the default partition (the clock ran ahead)', async () => {
    const podcast = await createPodcast(database.db);
    const at = new Date('2028-05-10T10:00:00Z');
    await database.db.insert(downloads).values({
      podcastId: podcast.id,
      episodeKey: 'a.es/1.mp3',
      day: '2028-05-10',
      listener: 'l',
      platform: 'other',
      at,
    });
    await runMeasurementDailyWork({ db: database.db, log, clock: clockAt('2028-04-15') });
    const parts = await database.executeSql(
      `select relname from pg_class where relkind = 'r' and relname in ('downloads_2028_04', 'downloads_2028_05', 'downloads_2028_06') order by relname`,
    );
    expect((parts.rows as { relname: string }[]).map((row) => row.relname)).toEqual([
      'downloads_2028_04',
      'downloads_2028_06',
    ]);
    const counted = await database.executeSql(`select count(*)::int as n from downloads where day = '2028-05-10'`);
    expect(counted.rows).toEqual([{ n: 1 }]);
  });
});
