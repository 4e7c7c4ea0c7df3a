import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Where @fastify/rate-limit counts (docs/decisions/0028). Behind a load balancer each instance sees
 * part of a caller's requests, so the counts must be shared: in Redis when REDIS_URL is set, else in
 * the database's `rate_limits` table (on PGlite too: one code path, and the same behaviour in tests).
 * A store that cannot be reached fails the limited request (500): a limit that silently stops counting
 * would let a password guesser through.
 */
export interface RateLimitStoreChoice {
  kind: 'redis' | 'database';
  /** Spread into the plugin's options. */
  options: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'store'>;
  close(): Promise<void>;
}

export function chooseRateLimitStore(
  config: Config,
  deps: { db: Database; log: FastifyBaseLogger },
): RateLimitStoreChoice {
  if (config.REDIS_URL) {
    const redis = new Redis(config.REDIS_URL, {
      // A request waits at most about this long on a Redis that went away, then fails.
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', (error: Error) => deps.log.warn({ err: error }, 'rate-limit store (Redis) error'));
    return {
      kind: 'redis',
      options: { redis, nameSpace: config.REDIS_KEY_PREFIX },
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  return { kind: 'database', options: { store: databaseRateLimitStore(deps) }, close: () => Promise.resolve() };
}

/** Expired rows are deleted after this many hits counted by one process. */
const PURGE_EVERY_HITS = 1000;

interface ChildParams {
  routeInfo?: { method?: unknown; url?: unknown };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * A fixed window per key, like the plugin's own stores: the first hit opens a window of `timeWindow`
 * ms, later hits in it add one, the first hit after it opens a new one. One upsert per hit, atomic on
 * the row, so hits arriving at several instances at once are all counted.
 */
export function databaseRateLimitStore(deps: { db: Database; log: FastifyBaseLogger }) {
  let hitsSincePurge = 0;

  const purge = () => {
    hitsSincePurge = 0;
    deps.db
      .delete(rateLimits)
      .where(sql`${rateLimits.windowEndsAt} < now() - interval '1 minute'`)
      .then(
        () => undefined,
        (error: unknown) => deps.log.warn({ err: error }, 'could not purge expired rate-limit rows'),
      );
  };

  const hit = async (key: string, timeWindowMs: number) => {
    hitsSincePurge += 1;
    if (hitsSincePurge >= PURGE_EVERY_HITS) purge();
    type Row = { hits: number; ttl_ms: number };
    const result: unknown = await deps.db.execute<Row>(sql`
      insert into rate_limits as r (key, hits, window_ends_at)
      values (${key}, 1, now() + make_interval(secs => ${timeWindowMs}::float8 / 1000))
      on conflict (key) do update set
        hits = case when r.window_ends_at <= now() then 1 else least(r.hits, 2147483646) + 1 end,
        window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
      returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl_ms`);
    // Both drivers (node-postgres and PGlite) answer `{ rows }`.
    const row = (result as { rows: Row[] }).rows[0]!;
    return { current: Number(row.hits), ttl: Number(row.ttl_ms) };
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin builds the root store with its options; each route's store has its own prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      // The caller's part of the key is often their address: only its hash is written down.
      hit(this.prefix + createHash('sha256').update(key).digest('base64url'), timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const params = routeOptions as unknown as ChildParams;
      if (params.continueExceeding || params.exponentialBackoff) {
        throw new Error('The database rate-limit store counts fixed windows only');
      }
      const { method = '', url = '' } = params.routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${String(method)}${String(url)}-`);
    }
  }

  return DatabaseRateLimitStore;
}
