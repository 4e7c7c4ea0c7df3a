import { describe, expect, it } from 'vitest';
import { myPodcastsSchema, publicPodcastSchema } from '@patrocina/domain';
import { downloadDays, episodes, podcastClaims } from '../../db/schema';
import { clockAt, json, useTestApp } from '../../../test/app';
import { createPodcast, createRepresentation, createSignedInUser } from '../../../test/factories';

const t = useTestApp({ clock: clockAt('2026-11-20') });

async function mine(session: string) {
  const response = await t.call('GET', '/private/podcasts/mine', session);
  expect(response.statusCode).toBe(200);
  return myPodcastsSchema.parse(json<{ data: unknown }>(response).data).podcasts;
}

async function publicPage(slug: string) {
  const response = await t.call('GET', `/public/podcasts/by-slug/${slug}`);
  expect(response.statusCode).toBe(200);
  return publicPodcastSchema.parse(json<{ data: unknown }>(response).data);
}

describe('My podcasts: the «prefijo de analítica»', () => {
  it('gives the owner the prefix and an example of their newest enclosure carrying it, not yet active', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
    await t.database.db.insert(episodes).values([
      {
        podcastId: podcast.id,
        guid: 'old',
        title: 'Antiguo',
        audioUrl: 'https://cdn.ejemplo.es/antiguo.mp3',
        publishedAt: new Date('2026-10-01T08:00:00Z'),
      },
      {
        podcastId: podcast.id,
        guid: 'new',
        title: 'Nuevo',
        audioUrl: 'https://cdn.ejemplo.es/audio/nuevo.mp3?s=1',
        publishedAt: new Date('2026-11-01T08:00:00Z'),
      },
    ]);

    const [row] = await mine(owner.session);
    expect(row!.measurement).toEqual({
      prefix: `http://localhost:3000/e/${podcast.measurementKey}/`,
      example: {
        enclosure: 'https://cdn.ejemplo.es/audio/nuevo.mp3?s=1',
        prefixed: `http://localhost:3000/e/${podcast.measurementKey}/cdn.ejemplo.es/audio/nuevo.mp3?s=1`,
      },
      measuredSince: null,
      shareToken: null,
    });
  });

  it('says since when measurement is active, and shows the enclosure as the feed already carries it', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const podcast = await createPodcast(t.database.db, {
      ownerId: owner.id,
      measuredSince: new Date('2026-11-02T09:30:00Z'),
    });
    const carried = `http://localhost:3000/e/${podcast.measurementKey}/cdn.ejemplo.es/ep.mp3`;
    await t.database.db
      .insert(episodes)
      .values({ podcastId: podcast.id, guid: 'ep', title: 'Ep', audioUrl: carried, publishedAt: new Date() });
    await t.call('POST', `/private/podcasts/${podcast.id}/downloads-share`, owner.session);

    const [row] = await mine(owner.session);
    expect(row!.measurement).toMatchObject({
      example: { enclosure: carried, prefixed: carried },
      measuredSince: '2026-11-02T09:30:00.000Z',
      shareToken: expect.any(String) as string,
    });
  });

  it('gives the panel to the representative, and nothing of it to someone who has not proved the podcast', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
    const manager = await createSignedInUser(t.app, t.database);
    await createRepresentation(t.database.db, podcast.id, owner.id, manager);

    const [managed] = await mine(manager.session);
    expect(managed).toMatchObject({ id: podcast.id, imManager: true });
    expect(managed!.measurement?.prefix).toBe(`http://localhost:3000/e/${podcast.measurementKey}/`);
    expect(managed!.measurement?.example).toBeNull();

    const claimant = await createSignedInUser(t.app, t.database);
    await t.database.db
      .insert(podcastClaims)
      .values({ podcastId: podcast.id, userId: claimant.id, feedToken: `patrocina-${claimant.id}` });
    const [claimed] = await mine(claimant.session);
    expect(claimed).toMatchObject({ id: podcast.id, state: 'PENDING_PROOF', measurement: null });
  });
});

describe('the public podcast page: «Escuchas verificadas»', () => {
  it('shows the downloads of the last 30 days beside the declared reach once measured', async () => {
    const podcast = await createPodcast(t.database.db, {
      listens30d: 12_000,
      measuredSince: new Date('2026-09-01T10:00:00Z'),
    });
    const row = (day: string, downloads: number, episodeKey = 'cdn.ejemplo.es/ep.mp3') => ({
      podcastId: podcast.id,
      episodeKey,
      day,
      platform: 'spotify' as const,
      downloads,
    });
    // Two feed episodes carry the prefix; a path nobody published is redirected but never counted here.
    const prefix = `http://localhost:3000/e/${podcast.measurementKey}/`;
    await t.database.db.insert(episodes).values(
      ['ep', 'otro'].map((name) => ({
        podcastId: podcast.id,
        guid: name,
        title: name,
        audioUrl: `${prefix}cdn.ejemplo.es/${name}.mp3?s=feed`,
      })),
    );
    await t.database.db.insert(downloadDays).values([
      row('2026-10-21', 1_000), // 31 days before today: outside
      row('2026-10-22', 300),
      row('2026-11-10', 200),
      row('2026-11-10', 50, 'cdn.ejemplo.es/otro.mp3'),
      row('2026-11-15', 7_000, 'inventado.es/falso.mp3'),
      row('2026-11-20', 4),
      row('2026-11-21', 9_999), // after today
    ]);

    const page = await publicPage(podcast.slug);
    expect(page.listens30d).toBe(12_000);
    expect(page.verified).toEqual({ downloads30d: 554, measuredSince: '2026-09-01T10:00:00.000Z' });
  });

  it('adds nothing while the feed does not carry the prefix', async () => {
    const podcast = await createPodcast(t.database.db);
    await t.database.db
      .insert(downloadDays)
      .values({ podcastId: podcast.id, episodeKey: 'x.es/a.mp3', day: '2026-11-19', platform: 'ivoox', downloads: 3 });
    expect((await publicPage(podcast.slug)).verified).toBeNull();
  });
});
