import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { useTestApp } from '../../../test/app';
import { downloads } from '../../db/schema';
import { ensureDownloadPartitions } from './rollup';
import { AGENTS, clock, EPISODE, measuredPodcast } from './redirect.test-support';

/**
 * The measurement prefix (issue 21): where `/e/{key}/…` leads, and which requests count as a
 * download under IAB v2.2 as far as a redirect can see.
 */
const t = useTestApp({ clock });

beforeAll(async () => {
  await ensureDownloadPartitions(t.database.db, '2026-11-25', 3);
});
afterEach(() => clock.moveTo('2026-11-25'));

describe('the redirect', () => {
  it('answers 302 to https and the rest as received, query string kept, never cached', async () => {
    const { download, counted } = await measuredPodcast(t);
    const response = await download({ rest: `${EPISODE}?token=a%20b&x=1` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`https://${EPISODE}?token=a%20b&x=1`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await counted()).toBe(1);
  });

  it('keeps another measurement service behind it, and counts under the path as requested', async () => {
    const { podcast, download } = await measuredPodcast(t);
    const rest = 'op3.dev/e/dts.podtrac.com/redirect.mp3/cdn.ejemplo.es/ep%C3%B1.mp3';
    const response = await download({ rest });
    expect(response.headers.location).toBe(`https://${rest}`);
    await t.app.flushDownloads();
    const rows = await t.database.db.select().from(downloads).where(eq(downloads.podcastId, podcast.id));
    expect(rows.map((row) => row.episodeKey)).toEqual([rest]);
  });

  it('keeps the scheme the rest names, for a host without HTTPS, and counts the same episode', async () => {
    const { download, counted } = await measuredPodcast(t);
    for (const rest of [`http://${EPISODE}`, `http:/${EPISODE}`]) {
      const response = await download({ rest });
      expect([response.statusCode, response.headers.location]).toEqual([302, `http://${EPISODE}`]);
    }
    expect((await download({ rest: 'http://user@evil.example/a.mp3' })).statusCode).toBe(404);
    expect(await counted()).toBe(1);
  });

  it('answers 404 to a key it never issued, and to a rest that names no file or another host', async () => {
    const { download, counted } = await measuredPodcast(t);
    const unknown = await t.app.inject({ method: 'GET', url: `/e/0123456789ab/${EPISODE}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.location).toBeUndefined();
    const malformed = await t.app.inject({ method: 'GET', url: `/e/NOT-A-KEY/${EPISODE}` });
    expect(malformed.statusCode).toBe(404);
    const bare = await t.app.inject({ method: 'GET', url: '/e/0123456789ab' });
    expect([bare.statusCode, bare.json()]).toEqual([404, { error: { code: 'NOT_FOUND', message: MESSAGES.notFound } }]);
    for (const rest of ['', '?x=1', 'localhost/a.mp3', 'evil.example', 'user@evil.example/a.mp3', '/evil.example/a']) {
      const response = await download({ rest });
      expect(response.statusCode, rest).toBe(404);
      expect(response.headers.location, rest).toBeUndefined();
    }
    expect(await counted()).toBe(0);
  });

  it('answers HEAD without counting it', async () => {
    const { download, counted } = await measuredPodcast(t);
    const response = await download({ method: 'HEAD' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`https://${EPISODE}`);
    expect(await counted()).toBe(0);
  });

  it('does not count the 0-0 and 0-1 probes, and counts any other range', async () => {
    const { download, counted } = await measuredPodcast(t);
    for (const range of ['bytes=0-0', 'bytes=0-1']) expect((await download({ range })).statusCode).toBe(302);
    expect(await counted()).toBe(0);
    await download({ range: 'bytes=0-' });
    expect(await counted()).toBe(1);
    await download({ range: 'bytes=1000-2000', ua: AGENTS.spotify });
    expect(await counted()).toBe(2);
  });

  it('does not count bots, scripts, feed fetchers or an empty user agent, and still redirects them', async () => {
    const { download, counted } = await measuredPodcast(t);
    for (const ua of [AGENTS.googlebot, AGENTS.curl, AGENTS.python, AGENTS.feedParser, '']) {
      expect((await download({ ua })).statusCode, ua).toBe(302);
    }
    expect(await counted()).toBe(0);
  });
});

describe('counting', () => {
  it('counts one download per episode per address and agent per day, and again the next day', async () => {
    const { download, counted } = await measuredPodcast(t);
    for (let i = 0; i < 3; i += 1) await download();
    expect(await counted('2026-11-25')).toBe(1);
    clock.moveTo('2026-11-26');
    await download();
    await download();
    expect(await counted('2026-11-26')).toBe(1);
    expect(await counted()).toBe(2);
  });

  it('counts another agent, another address and another episode apart', async () => {
    const { download, counted } = await measuredPodcast(t);
    await download();
    await download({ ua: AGENTS.spotify });
    await download({ ip: '198.51.100.9' });
    await download({ ip: '2001:db8::1' });
    await download({ rest: 'cdn.ejemplo.es/audio/episodio-2.mp3' });
    expect(await counted()).toBe(5);
  });

  it('attributes each download to the app that made it', async () => {
    const { podcast, download } = await measuredPodcast(t);
    for (const ua of [AGENTS.apple, AGENTS.spotify, AGENTS.overcast, AGENTS.antennapod, AGENTS.ivoox]) {
      await download({ ua });
    }
    await download({ ua: AGENTS.alexa });
    await download({ ua: AGENTS.chrome });
    await download({ ua: 'stagefright/1.2 (Linux;Android 7.0)' });
    await t.app.flushDownloads();
    const rows = await t.database.db
      .select({ platform: downloads.platform })
      .from(downloads)
      .where(eq(downloads.podcastId, podcast.id));
    expect(rows.map((row) => row.platform).sort()).toEqual(
      ['apple-podcasts', 'spotify', 'overcast', 'antennapod', 'ivoox', 'smart-speaker', 'browser', 'other'].sort(),
    );
  });

  it('stores no address: neither as text nor as its plain SHA-256, in any measurement table', async () => {
    const ip = '192.0.2.77';
    const { download, podcast } = await measuredPodcast(t);
    await download({ ip });
    await download({ ip, ua: AGENTS.spotify });
    await t.app.flushDownloads();
    const { rollUpDownloadDays } = await import('./rollup');
    await rollUpDownloadDays(t.database.db, ['2026-11-25']);
    const secrets = [ip, ...[ip, `${ip}\n${AGENTS.apple}`].flatMap(sha256Forms)];
    for (const table of ['downloads', 'download_days', 'measurement_day_keys']) {
      const rows = await t.database.executeSql(`select t::text as row from ${table} t`);
      const text = (rows.rows as { row: string }[]).map((row) => row.row).join('\n');
      expect(text.length, table).toBeGreaterThan(0);
      for (const secret of secrets) expect(text, table).not.toContain(secret);
    }
    const [row] = await t.database.db.select().from(downloads).where(eq(downloads.podcastId, podcast.id)).limit(1);
    expect(row!.listener).toMatch(/^[\w-]{43}$/);
  });
});

function sha256Forms(text: string): string[] {
  const digest = createHash('sha256').update(text).digest();
  return [digest.toString('hex'), digest.toString('base64'), digest.toString('base64url')];
}
