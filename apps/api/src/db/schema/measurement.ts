import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { LISTENING_PLATFORMS } from '@patrocina/domain';
import { createdAt, instant } from './columns';

/**
 * Measurement (issue 21, docs/decisions/0026). The redirect at `/e/{key}/…` answers at once and buffers
 * each counted download; a batch writer inserts them here at least every second.
 *
 * `downloads` is partitioned by month on `day` (the migration declares `PARTITION BY RANGE (day)`, the
 * months ahead are created by the roll-up job, and a default partition catches anything else), so old
 * months are dropped, never deleted row by row. One row per episode, day and listener: the primary key
 * is the IAB deduplication itself (one download per episode per IP and user agent per day), and the
 * writer inserts with `on conflict do nothing`, so a batch written twice counts once.
 *
 * No foreign key: the table takes internet traffic in batches, and a row for a podcast deleted since is
 * dropped by the roll-up, not refused by the insert.
 */
export const downloads = pgTable(
  'downloads',
  {
    podcastId: uuid('podcast_id').notNull(),
    /** The enclosure as requested after the prefix, without scheme or query: `host/path/file.mp3`. */
    episodeKey: text('episode_key').notNull(),
    /** The listener's calendar day in Madrid, on the business clock. */
    day: date('day').notNull(),
    /**
     * HMAC-SHA-256 of the IP address and user agent under that day's key (`measurement_day_keys`),
     * base64url. The address itself is never written anywhere.
     */
    listener: text('listener').notNull(),
    /** The app or platform read from the user agent (packages/domain measurement.ts). */
    platform: text('platform', { enum: LISTENING_PLATFORMS }).notNull(),
    /** When the first counted request of the day arrived. */
    at: instant('at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.podcastId, table.day, table.episodeKey, table.listener] })],
);

/** Daily roll-ups of `downloads`, per episode and platform: what the figures read. Rewritten for a day, never added to. */
export const downloadDays = pgTable(
  'download_days',
  {
    podcastId: uuid('podcast_id').notNull(),
    episodeKey: text('episode_key').notNull(),
    day: date('day').notNull(),
    platform: text('platform', { enum: LISTENING_PLATFORMS }).notNull(),
    downloads: integer('downloads').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.podcastId, table.episodeKey, table.day, table.platform] }),
    check('download_days_positive', sql`${table.downloads} > 0`),
  ],
);

/**
 * The day's random key for the listener hash, shared by every instance (the first to need it writes it;
 * the others read it). Deleted once its day is over and its downloads are written, so a hash can no
 * longer be matched to an address even by whoever holds the database.
 */
export const measurementDayKeys = pgTable('measurement_day_keys', {
  day: date('day').primaryKey(),
  /** 32 random bytes, base64url. */
  key: text('key').notNull(),
  createdAt: createdAt(),
});
