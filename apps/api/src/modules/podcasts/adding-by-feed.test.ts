import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addedPodcastSchema } from '@patrocina/domain';
import { json, withTestApp } from '../../../test/app';
import { createPodcast, createSignedInUser } from '../../../test/factories';
import { buildFeed, readFixture, uniquePath } from '../../../test/feeds';
import { episodes, podcastClaims, podcasts } from '../../db/schema';
import { maskEmail } from './claims';
import {
  add,
  addedFeed,
  codeSentTo,
  errorOf,
  feeds,
  mine,
  refresh,
  sendCode,
  setUpTestApp,
  t,
  verifyCode,
  type Added,
  type Mine,
} from './claims.test-support';

// Adding a podcast by its feed (docs/decisions/0003), and refreshing its episodes once it is owned.
setUpTestApp();

describe('adding a podcast by its feed', () => {
  it('reads a feed written the way iVoox writes it, stores the podcast and its episodes, and opens the user’s claim', async () => {
    const feedUrl = feeds.serve(uniquePath('cdata'), readFixture('cdata-with-html-entities.xml'));
    const user = await createSignedInUser(t.app, t.database);

    const response = await add(user.session, feedUrl);

    expect(response.statusCode).toBe(201);
    const { data } = json<Added>(response);
    expect(addedPodcastSchema.parse(data)).toEqual(data);
    // Its image's host cannot be reached from the tests: no cover yet (initials), and no hotlinking.
    expect(data.podcast).toMatchObject({ title: 'La Sobremesa Histórica', author: 'Lucía Ferrán', imageUrl: null });
    expect(data.podcast.slug).toMatch(/^la-sobremesa-historica(-\d+)?$/);
    expect(data.claim).toEqual({
      feedToken: expect.stringMatching(/^patrocina-verify-[a-z2-7]{32}$/) as string,
      ownerEmailHint: null,
    });

    const [row] = await t.database.db.select().from(podcasts).where(eq(podcasts.id, data.podcast.id));
    expect(row).toMatchObject({
      feedUrl,
      ownerId: null,
      language: 'es-ES',
      categories: ['History'],
      feedOwnerEmail: null,
    });
    expect(row!.feedCheckedAt).toBeInstanceOf(Date);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(episodes)
      .where(eq(episodes.podcastId, data.podcast.id));
    expect(stored!.n).toBe(3);

    expect(json<Mine>(await mine(user.session)).data.podcasts).toEqual([
      expect.objectContaining({ id: data.podcast.id, state: 'PENDING_PROOF' }),
    ]);
  });

  it('masks the feed owner’s address in the hint and never shows it whole', async () => {
    const { added, ownerEmail } = await addedFeed({ ownerEmail: 'marta.lopez@ejemplo.es' });
    expect(added.claim.ownerEmailHint).toBe('m•••@ejemplo.es');
    expect(JSON.stringify(added)).not.toContain(ownerEmail);
    expect(maskEmail('a@b.es')).toBe('a•••@b.es');
  });

  it('explains in Spanish why an address cannot be added', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const html = feeds.serve(uniquePath('web'), '<!doctype html><html><body><h1>Mi web</h1></body></html>', {
      'content-type': 'text/html',
    });
    const cases: [string, number, string, string][] = [
      [html, 400, 'INVALID_FEED', 'Esa dirección no es un feed de podcast válido.'],
      [
        feeds.url(uniquePath('missing')),
        400,
        'FEED_UNREACHABLE',
        'El servidor del feed ha respondido con un error. Comprueba la dirección o inténtalo más tarde.',
      ],
      ['ftp://ejemplo.es/feed.xml', 400, 'VALIDATION_ERROR', 'Url no válida'],
      ['javascript:alert(1)', 400, 'VALIDATION_ERROR', 'Url no válida'],
    ];
    for (const [feedUrl, status, code, message] of cases) {
      const response = await add(user.session, feedUrl);
      expect(response.statusCode, feedUrl).toBe(status);
      expect(errorOf(response)).toMatchObject({ code, message, fields: [{ path: 'feedUrl', message }] });
    }
    const extra = await t.call('POST', '/private/podcasts', user.session, { feedUrl: html, ownerId: user.id });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a feed on a private address when private hosts are not allowed', async () => {
    await withTestApp({ env: { FEED_ALLOW_PRIVATE_HOSTS: '0' }, database: t.database }, async (strict) => {
      const user = await createSignedInUser(strict.app, strict.database);
      const feedUrl = feeds.serve(uniquePath(), buildFeed());
      const response = await add(user.session, feedUrl, strict);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('No podemos leer feeds de esa dirección.');
      expect(feeds.hits(new URL(feedUrl).pathname)).toBe(0);
    });
  });

  it('finds a feed already added even when typed differently, and keeps one podcast for it', async () => {
    const path = `${uniquePath('dir').replace('.xml', '')}/`;
    const body = buildFeed({ ownerEmail: null });
    feeds.serve(path, body);
    feeds.serve(path.slice(0, -1), body);
    const first = await createSignedInUser(t.app, t.database);
    const second = await createSignedInUser(t.app, t.database);

    const a = json<Added>(await add(first.session, feeds.url(path)));
    const b = json<Added>(
      await add(
        second.session,
        `${feeds.url(path.slice(0, -1)).replace('http://127.0.0.1', 'HTTP://127.0.0.1')}#episodios`,
      ),
    );

    expect(b.data.podcast.id).toBe(a.data.podcast.id);
    expect(b.data.claim.feedToken).not.toBe(a.data.claim.feedToken);
  });

  it('gives the same podcast and the same claim to a double submit', async () => {
    const feedUrl = feeds.serve(uniquePath(), buildFeed());
    const user = await createSignedInUser(t.app, t.database);

    const [one, two] = await Promise.all([add(user.session, feedUrl), add(user.session, feedUrl)]);

    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(json<Added>(two).data).toEqual(json<Added>(one).data);
    const [rows] = await t.database.db.select({ n: count() }).from(podcasts).where(eq(podcasts.feedUrl, feedUrl));
    expect(rows!.n).toBe(1);
    const [claims] = await t.database.db
      .select({ n: count() })
      .from(podcastClaims)
      .where(eq(podcastClaims.userId, user.id));
    expect(claims!.n).toBe(1);
  });

  it('limits how many podcasts one user may add in an hour', async () => {
    await withTestApp({ env: { PODCAST_ADD_RATE_LIMIT_PER_HOUR: '2' }, database: t.database }, async (limited) => {
      const user = await createSignedInUser(limited.app, limited.database);
      const other = await createSignedInUser(limited.app, limited.database);
      const call = (session: string) => add(session, feeds.serve(uniquePath(), buildFeed()), limited);
      expect((await call(user.session)).statusCode).toBe(201);
      expect((await call(user.session)).statusCode).toBe(201);
      const third = await call(user.session);
      expect(third.statusCode).toBe(429);
      expect(errorOf(third).message).toBe('Demasiados intentos. Espera unos minutos y vuelve a intentarlo.');
      expect((await call(other.session)).statusCode).toBe(201);
    });
  });
});

describe('refreshing episodes', () => {
  it('re-reads the feed of an owned podcast: new episodes added, known ones updated by guid', async () => {
    const { user, ownerEmail, path, id } = await addedFeed();
    await sendCode(user.session, id);
    await verifyCode(user.session, id, await codeSentTo(ownerEmail));

    feeds.serve(
      path,
      buildFeed({
        title: 'Voces Renovadas',
        ownerEmail,
        episodes: [
          { guid: 'ep-3', title: 'Episodio 3', pubDate: 'Wed, 03 Jan 2024 10:00:00 +0100', duration: '1:00:00' },
          {
            guid: 'ep-2',
            title: 'Episodio 2 (corregido)',
            pubDate: 'Tue, 02 Jan 2024 10:00:00 +0100',
            duration: '00:31:10',
          },
        ],
      }),
    );
    const response = await refresh(user.session, id);

    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { episodes: 2 } });
    const list = await t.database.db.select().from(episodes).where(eq(episodes.podcastId, id)).orderBy(episodes.guid);
    expect(list.map((episode) => [episode.guid, episode.title, episode.durationSeconds])).toEqual([
      ['ep-1', 'Episodio 1', 1745],
      ['ep-2', 'Episodio 2 (corregido)', 1870],
      ['ep-3', 'Episodio 3', 3600],
    ]);
    expect(list[2]!.publishedAt?.toISOString()).toBe('2024-01-03T09:00:00.000Z');
    expect(list[2]!.audioUrl).toBe(feeds.url('/audio/ep-3.mp3'));
    const [podcast] = await t.database.db.select().from(podcasts).where(eq(podcasts.id, id));
    // This server has no /portada.jpg: the podcast stays usable without a cover (cover.test.ts has them).
    expect(podcast).toMatchObject({
      title: 'Voces Renovadas',
      imageUrl: null,
      categories: ['Society & Culture', 'Documentary'],
    });
  });

  it('says so when the podcast was not added by its feed', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
    const response = await refresh(owner.session, podcast.id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(
      'Este podcast no se añadió por su feed, así que no hay episodios que actualizar.',
    );
  });

  it('is refused to someone who does not run the podcast, even with an open claim', async () => {
    const { user, id } = await addedFeed();
    const response = await refresh(user.session, id);
    expect(response.statusCode).toBe(403);
  });
});

describe('the hosting partner', () => {
  it('tells the web app that demo data stands in when no partner is configured', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const response = await t.call('GET', '/private/podcasts/partner', user.session);
    expect(json(response)).toEqual({ data: { configured: false } });
  });
});
