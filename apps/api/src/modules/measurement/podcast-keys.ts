import { eq } from 'drizzle-orm';
import { MEASUREMENT_KEY } from '@patrocina/domain';
import type { Database } from '../../db/client';
import { podcasts } from '../../db/schema';

interface Known {
  podcastId: string;
  expiresAt: number;
}

export interface PodcastKeyCacheOptions {
  /** How long a known key is trusted before it is read again (in the background). */
  ttlMs?: number;
  /** How long an unknown key stays unknown (a key issued meanwhile waits this long). */
  negativeTtlMs?: number;
  /** Known keys kept at most; the oldest go first. Unknown keys have a bound of their own. */
  maxEntries?: number;
}

/** After a failed refresh, how long a known key is served before the database is tried again. */
const RETRY_AFTER_FAILURE_MS = 10_000;

/**
 * Podcast id by measurement key, in process: the redirect's hot path reads memory. A key never seen
 * costs one indexed read (shared by the requests that wait for it). A known key past `ttlMs` is
 * answered from memory at once and read again in the background, so the redirect never waits on the
 * database for it, and keeps answering while PostgreSQL restarts. Unknown keys are remembered apart
 * (a flood of made-up keys costs one read each per `negativeTtlMs`, and never pushes a real key out).
 */
export function createPodcastKeyCache(db: Database, options: PodcastKeyCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const negativeTtlMs = options.negativeTtlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 50_000;
  const known = new Map<string, Known>();
  const unknown = new Map<string, number>();
  const inFlight = new Map<string, Promise<string | null>>();

  function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
    map.delete(key);
    map.set(key, value);
    while (map.size > max) map.delete(map.keys().next().value!);
  }

  async function read(key: string): Promise<string | null> {
    const [row] = await db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.measurementKey, key));
    const podcastId = row?.id ?? null;
    if (podcastId) {
      unknown.delete(key);
      remember(known, key, { podcastId, expiresAt: Date.now() + ttlMs }, maxEntries);
    } else {
      known.delete(key);
      remember(unknown, key, Date.now() + negativeTtlMs, Math.max(1_000, Math.floor(maxEntries / 5)));
    }
    return podcastId;
  }

  function once(key: string): Promise<string | null> {
    let loading = inFlight.get(key);
    if (!loading) {
      loading = read(key).finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
    }
    return loading;
  }

  return {
    /** The podcast's id; null for a key we never issued (or a malformed one, never looked up). */
    podcastOf(key: string): string | null | Promise<string | null> {
      if (!MEASUREMENT_KEY.test(key)) return null;
      const entry = known.get(key);
      if (entry) {
        if (entry.expiresAt <= Date.now() && !inFlight.has(key)) {
          // Served as it is; the database is asked meanwhile. If it is away, it is asked again later.
          once(key).catch(() => {
            entry.expiresAt = Date.now() + RETRY_AFTER_FAILURE_MS;
          });
        }
        return entry.podcastId;
      }
      const unknownUntil = unknown.get(key);
      if (unknownUntil !== undefined && unknownUntil > Date.now()) return null;
      return once(key);
    },
    /** Forgets every key (tests, or a podcast removed). */
    clear() {
      known.clear();
      unknown.clear();
    },
  };
}
export type PodcastKeyCache = ReturnType<typeof createPodcastKeyCache>;
