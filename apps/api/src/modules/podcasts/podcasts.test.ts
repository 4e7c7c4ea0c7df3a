import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_PODCASTS_LIMIT, featuredPodcastsSchema } from '@patrocina/domain';
import { createTestApp, json, type TestApp } from '../../../test/app';
import { createPodcast } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /public/podcasts/featured', () => {
  it('shows a visitor the proven podcasts with the widest reach first, never an unproven feed', async () => {
    const big = 50_000_000;
    const unproven = await createPodcast(t.database.db, { ownerId: null, listens30d: big + 1_000, feedOwnerEmail: 'duena@example.com' });
    const shows = [];
    for (let i = 0; i < FEATURED_PODCASTS_LIMIT + 2; i += 1) {
      shows.push(await createPodcast(t.database.db, { listens30d: big + i, categories: ['Comedy', 'Arts'] }));
    }

    const response = await t.app.inject({ method: 'GET', url: '/api/v1/public/podcasts/featured' });

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
