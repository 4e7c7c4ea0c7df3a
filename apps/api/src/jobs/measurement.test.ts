import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clockAt, useTestDatabase } from '../../test/app';
import { createPodcast } from '../../test/factories';
import { downloadDays, measurementDayKeys } from '../db/schema';
import { createDownloadWriter } from '../modules/measurement';
import { rollUpRecentDownloads, runMeasurementDailyWork } from './measurement';

const database = useTestDatabase();
const log = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

describe('the measurement jobs', () => {
  it('roll up today and yesterday on the business clock', async () => {
    const clock = clockAt('2026-12-01');
    await runMeasurementDailyWork({ db: database.db, log, clock });
    const podcast = await createPodcast(database.db);
    const writer = createDownloadWriter({ db: database.db, log, flushMs: 1000, bufferMax: 100 });
    for (const day of ['2026-11-29', '2026-11-30', '2026-12-01']) {
      writer.push({
        podcastId: podcast.id,
        episodeKey: 'a.es/1.mp3',
        day,
        ip: '192.0.2.1',
        userAgent: 'AntennaPod/3.2.0',
        at: clock.now(),
      });
    }
    await writer.close();
    await rollUpRecentDownloads({ db: database.db, log, clock });
    const rows = await database.db
      .select({ day: downloadDays.day, downloads: downloadDays.downloads })
      .from(downloadDays)
      .where(sql`${downloadDays.podcastId} = ${podcast.id}`)
      .orderBy(downloadDays.day);
    expect(rows).toEqual([
      { day: '2026-11-30', downloads: 1 },
      { day: '2026-12-01', downloads: 1 },
    ]);
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
});
