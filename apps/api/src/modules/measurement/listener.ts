import { createHmac, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { measurementDayKeys } from '../../db/schema';

/**
 * The day's key for the listener hash (docs/decisions/0026): random, one per Madrid day, shared by
 * every instance through `measurement_day_keys`. The first instance to need it inserts one (on
 * conflict nothing) and every instance reads back the one that won; each keeps it in memory.
 */
export function createDayKeys(db: Executor) {
  const cache = new Map<string, Buffer>();
  return {
    async keyOf(day: string): Promise<Buffer> {
      const known = cache.get(day);
      if (known) return known;
      await db
        .insert(measurementDayKeys)
        .values({ day, key: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ key: measurementDayKeys.key })
        .from(measurementDayKeys)
        .where(eq(measurementDayKeys.day, day));
      if (!row) throw new Error(`no measurement key for ${day}`);
      const key = Buffer.from(row.key, 'base64url');
      cache.set(day, key);
      // Only today's and yesterday's are ever needed again: an old key leaves memory as it leaves the table.
      while (cache.size > 3) cache.delete(cache.keys().next().value!);
      return key;
    },
  };
}
export type DayKeys = ReturnType<typeof createDayKeys>;

/** The listener column: HMAC-SHA-256 of the address and agent under the day's key, base64url. */
export function listenerHash(dayKey: Buffer, ip: string, userAgent: string): string {
  return createHmac('sha256', dayKey).update(`${ip}\n${userAgent}`).digest('base64url');
}

/**
 * Deletes the keys of days before `yesterday`: once gone, nobody (not even whoever holds the
 * database) can tell which address a stored hash came from by hashing candidates.
 */
export async function deleteOldDayKeys(db: Executor, yesterday: string): Promise<number> {
  const deleted = await db
    .delete(measurementDayKeys)
    .where(lt(measurementDayKeys.day, yesterday))
    .returning({ day: measurementDayKeys.day });
  return deleted.length;
}
