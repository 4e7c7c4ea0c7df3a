import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedDownloadsSchema, type ListeningPlatform } from '@patrocina/domain';
import { downloadDays, episodes, podcasts } from '../../../db/schema';
import { clockAt, json, useTestApp } from '../../../../test/app';
import { createPodcast, createRepresentation, createSignedInUser, createTeamMember } from '../../../../test/factories';

const t = useTestApp({ clock: clockAt('2026-11-20') });

function share(podcastId: string, session: string) {
  return t.call('POST', `/private/podcasts/${podcastId}/downloads-share`, session);
}

function unshare(podcastId: string, session: string) {
  return t.call('DELETE', `/private/podcasts/${podcastId}/downloads-share`, session);
}

function readShared(token: string) {
  return t.call('GET', `/public/downloads/${encodeURIComponent(token)}`);
}

function tokenOf(response: Awaited<ReturnType<typeof share>>): string {
  expect(response.statusCode).toBe(201);
  return json<{ data: { token: string } }>(response).data.token;
}

async function podcasterWithPodcast() {
  const owner = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, {
    ownerId: owner.id,
    measuredSince: new Date('2026-06-03T10:00:00Z'),
  });
  // Its feed's episode, whose enclosure carries the prefix: only such episodes are counted.
  await t.database.db.insert(episodes).values({
    podcastId: podcast.id,
    guid: 'ep1',
    title: 'Episodio 1',
    audioUrl: `http://localhost:3000/e/${podcast.measurementKey}/cdn.ejemplo.es/ep1.mp3`,
  });
  return { owner, podcast };
}

async function counted(podcastId: string, rows: [day: string, platform: ListeningPlatform, downloads: number][]) {
  await t.database.db.insert(downloadDays).values(
    rows.map(([day, platform, downloads]) => ({
      podcastId,
      episodeKey: 'cdn.ejemplo.es/ep1.mp3',
      day,
      platform,
      downloads,
    })),
  );
}

describe('the public link to a podcast’s verified downloads', () => {
  it('shows the last 12 months of verified downloads with their platform split, to anyone with the link', async () => {
    const { owner, podcast } = await podcasterWithPodcast();
    await counted(podcast.id, [
      ['2025-11-30', 'spotify', 999], // the 13th month back: not shown
      ['2025-12-01', 'spotify', 10],
      ['2026-10-05', 'apple-podcasts', 120],
      ['2026-10-06', 'apple-podcasts', 30],
      ['2026-10-06', 'spotify', 40],
      ['2026-11-19', 'ivoox', 7],
      ['2026-11-21', 'ivoox', 500], // after today: not counted yet
    ]);
    await t.database.db.insert(downloadDays).values(
      [
        { podcastId: (await createPodcast(t.database.db)).id, episodeKey: 'otro.es/ep.mp3', day: '2026-11-02' },
        // A path under its key that no episode of the feed has: redirected, never counted.
        { podcastId: podcast.id, episodeKey: 'inventado.es/falso.mp3', day: '2026-11-02' },
      ].map((row) => ({ ...row, platform: 'spotify' as const, downloads: 5_000 })),
    );

    const response = await readShared(tokenOf(await share(podcast.id, owner.session)));
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    const page = sharedDownloadsSchema.parse(json<{ data: unknown }>(response).data);
    expect(page.podcast).toEqual({ title: podcast.title, slug: podcast.slug, imageUrl: podcast.imageUrl });
    expect(page.measuredSince).toBe('2026-06-03T10:00:00.000Z');
    expect(page.asOf).toBe('2026-11-20');
    expect(page.months.map((month) => month.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(page.months[0]).toEqual({
      month: '2025-12',
      downloads: 10,
      platforms: [{ platform: 'spotify', downloads: 10 }],
    });
    expect(page.months[1]).toEqual({ month: '2026-01', downloads: 0, platforms: [] });
    expect(page.months[10]).toEqual({
      month: '2026-10',
      downloads: 190,
      platforms: [
        { platform: 'apple-podcasts', downloads: 150 },
        { platform: 'spotify', downloads: 40 },
      ],
    });
    expect(page.months[11]).toEqual({
      month: '2026-11',
      downloads: 7,
      platforms: [{ platform: 'ivoox', downloads: 7 }],
    });
    expect(page.platforms).toEqual([
      { platform: 'apple-podcasts', downloads: 150 },
      { platform: 'spotify', downloads: 50 },
      { platform: 'ivoox', downloads: 7 },
    ]);
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toContain(podcast.measurementKey);
  });

  it('stops working once revoked, and a new link replaces the old one', async () => {
    const { owner, podcast } = await podcasterWithPodcast();
    const first = tokenOf(await share(podcast.id, owner.session));
    expect(first.length).toBeGreaterThanOrEqual(43);

    const revoked = await unshare(podcast.id, owner.session);
    expect(revoked.statusCode).toBe(200);
    expect((await readShared(first)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(podcasts).where(eq(podcasts.id, podcast.id));
    expect(row!.downloadsShareToken).toBeNull();

    const second = tokenOf(await share(podcast.id, owner.session));
    expect(second).not.toBe(first);
    expect((await readShared(second)).statusCode).toBe(200);
    expect((await readShared(first)).statusCode).toBe(404);

    const third = tokenOf(await share(podcast.id, owner.session));
    expect((await readShared(second)).statusCode).toBe(404);
    expect((await readShared(third)).statusCode).toBe(200);
  });

  it('answers 404 for a made-up link', async () => {
    const response = await readShared('no-existe-este-enlace');
    expect(response.statusCode).toBe(404);
    expect(json<{ error: { message: string } }>(response).error.message).toBeTruthy();
  });

  it('lets the representative of a managed podcast share it too', async () => {
    const { podcast, owner } = await podcasterWithPodcast();
    const manager = await createSignedInUser(t.app, t.database);
    await createRepresentation(t.database.db, podcast.id, owner.id, manager);

    const token = tokenOf(await share(podcast.id, manager.session));
    expect((await readShared(token)).statusCode).toBe(200);
    expect((await unshare(podcast.id, manager.session)).statusCode).toBe(200);
    expect((await readShared(token)).statusCode).toBe(404);
  });

  it('answers 404 to anyone who does not run the podcast, and leaves its link as it was', async () => {
    const { owner, podcast } = await podcasterWithPodcast();
    const token = tokenOf(await share(podcast.id, owner.session));
    const stranger = await createSignedInUser(t.app, t.database);
    // Nor the team: the link is the podcaster's to publish.
    const agent = await createTeamMember(t.app, t.database, 'agent');
    const admin = await createTeamMember(t.app, t.database, 'admin');

    for (const user of [stranger, agent, admin]) {
      for (const response of [await share(podcast.id, user.session), await unshare(podcast.id, user.session)]) {
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain(token);
      }
    }
    expect((await readShared(token)).statusCode).toBe(200);
  });

  it('asks a visitor to sign in to create or revoke a link', async () => {
    const { podcast } = await podcasterWithPodcast();
    expect((await t.call('POST', `/private/podcasts/${podcast.id}/downloads-share`)).statusCode).toBe(401);
    expect((await t.call('DELETE', `/private/podcasts/${podcast.id}/downloads-share`)).statusCode).toBe(401);
  });

  it('refuses a podcast id that is not one', async () => {
    const { owner } = await podcasterWithPodcast();
    expect((await share('nada', owner.session)).statusCode).toBe(400);
  });
});
