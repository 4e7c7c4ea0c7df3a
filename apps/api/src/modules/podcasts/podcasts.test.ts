import { describe, expect, it } from 'vitest';
import { FEATURED_PODCASTS_LIMIT, featuredPodcastsSchema, PODCAST_SEARCH_LIMIT } from '@patrocina/domain';
import { podcastSheets } from '../../db/schema';
import { json, useTestApp } from '../../../test/app';
import { createPodcast } from '../../../test/factories';

const t = useTestApp();

describe('GET /public/podcasts/featured', () => {
  it('shows a visitor the proven podcasts with the widest reach first, never an unproven feed', async () => {
    const big = 50_000_000;
    const unproven = await createPodcast(t.database.db, {
      ownerId: null,
      listens30d: big + 1_000,
      feedOwnerEmail: 'duena@example.com',
    });
    const shows = [];
    for (let i = 0; i < FEATURED_PODCASTS_LIMIT + 2; i += 1) {
      shows.push(await createPodcast(t.database.db, { listens30d: big + i, categories: ['Comedy', 'Arts'] }));
    }

    const response = await t.call('GET', '/public/podcasts/featured');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { podcasts } = featuredPodcastsSchema.parse(json<{ data: unknown }>(response).data);
    const expected = shows.toReversed().slice(0, FEATURED_PODCASTS_LIMIT);
    expect(podcasts.map((podcast) => podcast.id)).toEqual(expected.map((show) => show.id));
    expect(podcasts.map((podcast) => podcast.id)).not.toContain(unproven.id);
    expect(podcasts[0]).toEqual({
      id: expected[0]!.id,
      slug: expected[0]!.slug,
      title: expected[0]!.title,
      author: null,
      imageUrl: null,
      categories: ['Comedy', 'Arts'],
      listens30d: big + FEATURED_PODCASTS_LIMIT + 1,
    });
    expect(response.body).not.toContain('duena@example.com');
  });
});

describe('GET /public/podcasts/search', () => {
  async function withCompleteSheet(podcast: { id: string }) {
    await t.database.db.insert(podcastSheets).values({ podcastId: podcast.id, completedAt: new Date() });
    return podcast;
  }
  async function search(q: string) {
    return t.app.inject({ method: 'GET', url: `/api/v1/public/podcasts/search?q=${encodeURIComponent(q)}` });
  }

  it('finds, for a visitor, podcasts with a complete sheet by title or author, widest reach first', async () => {
    const small = await withCompleteSheet(
      await createPodcast(t.database.db, { title: 'Órbita Cero pequeño', listens30d: 100 }),
    );
    const big = await withCompleteSheet(
      await createPodcast(t.database.db, { title: 'Ciencia en Órbita Cero', listens30d: 9_000 }),
    );
    const byAuthor = await withCompleteSheet(
      await createPodcast(t.database.db, { title: 'Otra cosa', author: 'Equipo órbita cero', listens30d: 50 }),
    );
    const incomplete = await createPodcast(t.database.db, { title: 'Órbita Cero sin hoja', listens30d: 1_000_000 });
    await createPodcast(t.database.db, { title: 'Órbita Cero sin hoja tampoco' });

    const response = await search('órbita cero');

    expect(response.statusCode).toBe(200);
    const { podcasts } = featuredPodcastsSchema.parse(json<{ data: unknown }>(response).data);
    expect(podcasts.map((podcast) => podcast.id)).toEqual([big.id, small.id, byAuthor.id]);
    expect(podcasts.map((podcast) => podcast.id)).not.toContain(incomplete.id);
  });

  it('treats % and _ as letters, caps the answer, and asks for two letters at least', async () => {
    for (let i = 0; i < PODCAST_SEARCH_LIMIT + 2; i += 1) {
      await withCompleteSheet(await createPodcast(t.database.db, { title: `Serie_Larga ${i}` }));
    }
    await withCompleteSheet(await createPodcast(t.database.db, { title: 'SerieXLarga sin guion bajo' }));

    const found = featuredPodcastsSchema.parse(json<{ data: unknown }>(await search('serie_larga')).data).podcasts;
    expect(found).toHaveLength(PODCAST_SEARCH_LIMIT);
    expect(found.every((podcast) => podcast.title.startsWith('Serie_Larga'))).toBe(true);
    expect(featuredPodcastsSchema.parse(json<{ data: unknown }>(await search('%%')).data).podcasts).toEqual([]);

    const tooShort = await search('a');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.body).toContain('Escribe al menos 2 letras');
  });
});
