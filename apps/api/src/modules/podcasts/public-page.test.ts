import { describe, expect, it } from 'vitest';
import { publicPodcastSchema } from '@patrocina/domain';
import { episodes } from '../../db/schema';
import { bearer, json, useTestApp } from '../../../test/app';
import {
  buildProfile,
  createPodcast,
  createSignedInUser,
  VALID_AUDIENCE,
  VALID_BRANDING,
} from '../../../test/factories';

const t = useTestApp();

function get(url: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/public/podcasts/${url}` });
}

async function completeSheet(podcastId: string, token: string, profile: object) {
  for (const [step, payload] of [
    ['profile', profile],
    ['audience', VALID_AUDIENCE],
    ['branding', VALID_BRANDING],
  ] as const) {
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/private/podcasts/${podcastId}/sheet/${step}`,
      headers: bearer(token),
      payload,
    });
  }
}

describe('the public page of a podcast', () => {
  it('shows the complete sheet by id, hosting id and slug, with prices from and no private data', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const podcast = await createPodcast(t.database.db, {
      ownerId: owner.id,
      hostingId: `ivoox-${owner.id.slice(0, 8)}`,
      feedOwnerEmail: 'privado@ejemplo.es',
      description: 'Un podcast de tecnología.',
    });
    await t.database.db.insert(episodes).values({
      podcastId: podcast.id,
      guid: 'ep-1',
      title: 'Episodio 1',
      publishedAt: new Date('2026-11-01T08:00:00Z'),
    });
    const profile = await buildProfile(t.database.db, owner.id, 1);
    await completeSheet(podcast.id, owner.session, profile);

    for (const path of [podcast.id, `by-hosting-id/${podcast.hostingId}`, `by-slug/${podcast.slug}`]) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      const page = publicPodcastSchema.parse(json<{ data: unknown }>(response).data);
      expect(page).toMatchObject({ id: podcast.id, description: 'Un podcast de tecnología.' });
      expect(page.sheet).toMatchObject({
        headerImageUrl: `/api/v1/public/images/${profile.headerImageId}`,
        extraImageUrls: [`/api/v1/public/images/${profile.extraImageIds[0]}`],
        actions: [
          { type: 'MENTION', minPrice: 150 },
          { type: 'REVIEW', minPrice: 400 },
        ],
        gender: VALID_AUDIENCE.gender,
      });
      expect(page.episodes).toEqual([{ title: 'Episodio 1', link: null, publishedAt: '2026-11-01T08:00:00.000Z' }]);
      expect(response.body).not.toContain('privado@ejemplo.es');
      expect(response.body).not.toContain(owner.email);
    }
  });

  it('shows no sheet until it is complete', async () => {
    const owner = await createSignedInUser(t.app, t.database);
    const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
    const profile = await buildProfile(t.database.db, owner.id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/private/podcasts/${podcast.id}/sheet/profile`,
      headers: bearer(owner.session),
      payload: profile,
    });
    expect(json<{ data: { sheet: unknown } }>(await get(podcast.id)).data.sheet).toBeNull();
  });

  it('does not exist for a feed nobody has proved they own, nor for a malformed id', async () => {
    const unowned = await createPodcast(t.database.db, { ownerId: null });
    expect((await get(unowned.id)).statusCode).toBe(404);
    expect((await get(`by-slug/${unowned.slug}`)).statusCode).toBe(404);
    const malformed = await get('no-es-un-id');
    expect(malformed.statusCode).toBe(400);
  });
});
