import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurementPrefix, prefixedEnclosure } from '@patrocina/domain';
import { bearer, useTestApp } from '../../../test/app';
import { createPodcast, createSignedInUser } from '../../../test/factories';
import { buildFeed, startFeedServer, uniquePath, type FeedServer } from '../../../test/feeds';
import { podcasts } from '../../db/schema';

/**
 * «Medición verificada activa» (issue 21): the feed refresh notes when the newest enclosure carries
 * the podcast's prefix, keeps the first time it did, and forgets it once the prefix is gone.
 */
const t = useTestApp();
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(async () => {
  await feeds.close();
});

function feedWith(newest: string, older = 'https://cdn.ejemplo.es/audio/ep-1.mp3') {
  return buildFeed({
    episodes: [
      { guid: 'ep-1', title: 'Episodio 1', pubDate: 'Mon, 01 Jan 2024 10:00:00 +0100', audio: older },
      { guid: 'ep-2', title: 'Episodio 2', pubDate: 'Tue, 02 Jan 2024 10:00:00 +0100', audio: newest },
    ],
  });
}

async function measuredSince(id: string) {
  const [row] = await t.database.db.select({ since: podcasts.measuredSince }).from(podcasts).where(eq(podcasts.id, id));
  return row!.since;
}

describe('the feed refresh and the measurement prefix', () => {
  it('sets measured_since when the newest enclosure carries the prefix, keeps the first time, and clears it', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const path = uniquePath();
    const podcast = await createPodcast(t.database.db, { ownerId: owner.id, feedUrl: feeds.url(path) });
    const prefix = measurementPrefix(t.config.PUBLIC_URL, podcast.measurementKey);
    const refresh = () => t.call('POST', `/private/podcasts/${podcast.id}/episodes/refresh`, owner.session);

    feeds.serve(path, feedWith('https://cdn.ejemplo.es/audio/ep-2.mp3'));
    expect((await refresh()).statusCode).toBe(200);
    expect(await measuredSince(podcast.id)).toBeNull();

    // Only an older episode carries it: the newest one decides.
    feeds.serve(
      path,
      feedWith(
        'https://cdn.ejemplo.es/audio/ep-2.mp3',
        prefixedEnclosure(prefix, 'https://cdn.ejemplo.es/audio/ep-1.mp3'),
      ),
    );
    await refresh();
    expect(await measuredSince(podcast.id)).toBeNull();

    feeds.serve(path, feedWith(prefixedEnclosure(prefix, 'https://cdn.ejemplo.es/audio/ep-2.mp3')));
    await refresh();
    const first = await measuredSince(podcast.id);
    expect(first).toBeInstanceOf(Date);
    await refresh();
    expect(await measuredSince(podcast.id)).toEqual(first);

    // Behind another measurement service's prefix it still counts.
    feeds.serve(path, feedWith(`https://op3.dev/e/${prefix.replace(/^https?:\/\//, '')}cdn.ejemplo.es/audio/ep-2.mp3`));
    await refresh();
    expect(await measuredSince(podcast.id)).toEqual(first);

    // Another podcast's prefix is not this one's.
    const other = await createPodcast(t.database.db);
    const otherPrefix = measurementPrefix(t.config.PUBLIC_URL, other.measurementKey);
    feeds.serve(path, feedWith(prefixedEnclosure(otherPrefix, 'https://cdn.ejemplo.es/audio/ep-2.mp3')));
    await refresh();
    expect(await measuredSince(podcast.id)).toBeNull();
  });

  it('refuses the refresh to someone who does not run the podcast, and leaves the status alone', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const stranger = await createSignedInUser(t.app, t.database);
    const path = uniquePath();
    const podcast = await createPodcast(t.database.db, { ownerId: owner.id, feedUrl: feeds.url(path) });
    feeds.serve(
      path,
      feedWith(
        prefixedEnclosure(
          measurementPrefix(t.config.PUBLIC_URL, podcast.measurementKey),
          'https://cdn.ejemplo.es/a.mp3',
        ),
      ),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/private/podcasts/${podcast.id}/episodes/refresh`,
      headers: bearer(stranger.session),
    });
    expect(response.statusCode).toBe(403);
    expect(await measuredSince(podcast.id)).toBeNull();
  });
});
