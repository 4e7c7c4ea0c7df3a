import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { clockAt, type TestApp } from '../../../test/app';
import { createPodcast } from '../../../test/factories';
import { downloads } from '../../db/schema';

/** What real players send (OPAWG's list), and agents that are not listeners. */
export const AGENTS = {
  apple: 'AppleCoreMedia/1.0.0.20E247 (iPhone; U; CPU OS 16_4 like Mac OS X; es_es)',
  spotify: 'Spotify/8.8.0 iOS/16.4 (iPhone15,2)',
  overcast: 'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)',
  antennapod: 'AntennaPod/3.2.0',
  ivoox: 'iVoox/4.6.0 (Android 10)',
  alexa: 'AlexaMediaPlayer/2.1.4676.0 (Linux;Android 5.1.1) ExoPlayerLib/1.5.9',
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  curl: 'curl/8.4.0',
  python: 'python-requests/2.31.0',
  feedParser: 'PocketCasts/1.0 (Pocket Casts Feed Parser; +http://pocketcasts.com/)',
} as const;

export const EPISODE = 'cdn.ejemplo.es/audio/episodio-1.mp3';
export const clock = clockAt('2026-11-25');

export interface Request {
  method?: 'GET' | 'HEAD';
  ua?: string;
  ip?: string;
  range?: string;
  rest?: string;
}

/** A podcast of its own for one test, and a way to download through its prefix. */
export async function measuredPodcast(t: TestApp) {
  const podcast = await createPodcast(t.database.db);
  const download = (request: Request = {}): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: request.method ?? 'GET',
      url: `/e/${podcast.measurementKey}/${request.rest ?? EPISODE}`,
      remoteAddress: request.ip ?? '203.0.113.7',
      headers: {
        ...(request.ua === '' ? {} : { 'user-agent': request.ua ?? AGENTS.apple }),
        ...(request.range ? { range: request.range } : {}),
      },
    });
  /** The downloads written for this podcast (after a flush), per day and platform. */
  const counted = async (day?: string) => {
    await t.app.flushDownloads();
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(downloads)
      .where(and(eq(downloads.podcastId, podcast.id), day ? eq(downloads.day, day) : undefined));
    return rows[0]!.n;
  };
  return { podcast, download, counted };
}
