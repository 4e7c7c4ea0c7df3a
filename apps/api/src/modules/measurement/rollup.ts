import { inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { downloadDays, downloads, podcasts } from '../../db/schema';

/**
 * Rewrites `download_days` for these days from `downloads`, in one transaction that holds the writers
 * off: delete, then insert the counts per podcast, episode, day and platform. Run again, it gives the
 * same rows. Downloads of a podcast deleted since are left out here (the table has no foreign key).
 */
export async function rollUpDownloadDays(db: Database, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  const list = [...days];
  await db.transaction(async (tx) => {
    // The writers add to these rows as they flush: they wait for the rewrite (one lock, taken first,
    // so neither a flush's new row nor a second rewrite can slip between the delete and the insert).
    await tx.execute(sql`lock table ${downloadDays} in share row exclusive mode`);
    await tx.delete(downloadDays).where(inArray(downloadDays.day, list));
    await tx.execute(sql`
      insert into ${downloadDays} (podcast_id, episode_key, day, platform, downloads)
      select d.podcast_id, d.episode_key, d.day, d.platform, count(*)::int
      from ${downloads} d
      join ${podcasts} p on p.id = d.podcast_id
      where d.day in (${sql.join(
        list.map((day) => sql`${day}::date`),
        sql`, `,
      )})
      group by d.podcast_id, d.episode_key, d.day, d.platform`);
  });
}

/** Creates the monthly partitions of `downloads` from `month` (any day in it) for `months` months. */
export async function ensureDownloadPartitions(db: Executor, month: string, months = 3): Promise<void> {
  await db.execute(sql`select ensure_download_partitions(${month}::date, ${months}::int)`);
}
