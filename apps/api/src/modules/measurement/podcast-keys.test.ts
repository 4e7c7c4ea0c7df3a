import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createPodcastKeyCache } from './podcast-keys';

const KEY = '0a1b2c3d4e5f';
const PODCAST = '5b0c6c4e-8f1d-4d5e-9a6b-1c2d3e4f5a6b';

/**
 * The key cache alone, over a database whose answers the test decides (the redirect's tests use the
 * real one): what it answers from memory, and when it asks.
 */
function database(answer: () => Promise<{ id: string }[]>) {
  const asked = { count: 0 };
  const db = {
    select: () => ({
      from: () => ({
        where: () => {
          asked.count += 1;
          return answer();
        },
      }),
    }),
  } as unknown as Database;
  return { db, asked };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the podcast key cache', () => {
  it('answers a known key from memory past its time, and reads it again meanwhile', async () => {
    const { db, asked } = database(() => Promise.resolve([{ id: PODCAST }]));
    const keys = createPodcastKeyCache(db, { ttlMs: 0 });
    expect(await keys.podcastOf(KEY)).toBe(PODCAST);
    expect(keys.podcastOf(KEY)).toBe(PODCAST);
    await tick();
    expect(asked.count).toBe(2);
  });

  it('keeps answering a known key while the database is away, and does not ask at every request', async () => {
    let away = false;
    const { db, asked } = database(() =>
      away ? Promise.reject(new Error('gone')) : Promise.resolve([{ id: PODCAST }]),
    );
    const keys = createPodcastKeyCache(db, { ttlMs: 0 });
    expect(await keys.podcastOf(KEY)).toBe(PODCAST);
    away = true;
    for (let request = 0; request < 50; request += 1) {
      expect(keys.podcastOf(KEY)).toBe(PODCAST);
      await tick();
    }
    expect(asked.count).toBe(2);
  });

  it('never lets made-up keys push a known one out', async () => {
    let reads = 0;
    const { db } = database(() => Promise.resolve(reads++ === 0 ? [{ id: PODCAST }] : []));
    const keys = createPodcastKeyCache(db, { maxEntries: 10 });
    expect(await keys.podcastOf(KEY)).toBe(PODCAST);
    for (let made = 0; made < 3_000; made += 1) {
      expect(await keys.podcastOf(made.toString(16).padStart(12, 'f'))).toBeNull();
    }
    expect(keys.podcastOf(KEY)).toBe(PODCAST);
  });
});
