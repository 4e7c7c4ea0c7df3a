import { eq } from 'drizzle-orm';
import { MEASUREMENT_KEY } from '@patrocina/domain';
import type { Database } from '../../db/client';
import { podcasts } from '../../db/schema';

interface Entry {
  podcastId: string | null;
  expiresAt: number;
}

export interface PodcastKeyCacheOptions {
  /** How long a known key is trusted without asking again. */
  ttlMs?: number;
  /** How long an unknown key stays unknown (a key issued meanwhile waits this long). */
  negativeTtlMs?: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
}

/**
 * Podcast id by measurement key, in process: the redirect's hot path reads memory, and only a key
 * not seen for `ttlMs` costs one indexed read (shared by the requests that wait for it). Unknown keys
 * are remembered too, so a flood of made-up keys costs one read each per `negativeTtlMs`.
 */
export function createPodcastKeyCache(db: Database, options: PodcastKeyCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const negativeTtlMs = options.negativeTtlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 50_000;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<string | null>>();

  async function load(key: string, stale: Entry | undefined): Promise<string | null> {
    let podcastId: string | null;
    try {
      const [row] = await db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.measurementKey, key));
      podcastId = row?.id ?? null;
    } catch (error) {
      // The database is away (restarting): a key known before keeps answering.
      if (stale) return stale.podcastId;
      throw error;
    }
    entries.delete(key);
    entries.set(key, { podcastId, expiresAt: Date.now() + (podcastId ? ttlMs : negativeTtlMs) });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return podcastId;
  }

  return {
    /** The podcast's id; null for a key we never issued (or a malformed one, never looked up). */
    podcastOf(key: string): string | null | Promise<string | null> {
      if (!MEASUREMENT_KEY.test(key)) return null;
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now()) return entry.podcastId;
      let loading = inFlight.get(key);
      if (!loading) {
        loading = load(key, entry).finally(() => inFlight.delete(key));
        inFlight.set(key, loading);
      }
      return loading;
    },
    /** Forgets every key (tests, or a podcast removed). */
    clear() {
      entries.clear();
    },
  };
}
export type PodcastKeyCache = ReturnType<typeof createPodcastKeyCache>;
