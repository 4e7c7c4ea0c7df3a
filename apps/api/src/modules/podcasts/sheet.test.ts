import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/app';
import { createPodcast, createSignedInUser, VALID_AUDIENCE, VALID_BRANDING, VALID_PROFILE } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type SheetBody = { data: { profile: unknown; audience: unknown; branding: unknown; termsAcceptedAt: string | null; completedAt: string | null } };
type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

function put(podcastId: string, step: string, token: string, payload: object) {
  return t.app.inject({ method: 'PUT', url: `/api/v1/private/podcasts/${podcastId}/sheet/${step}`, headers: bearer(token), payload });
}

async function ownerWithPodcast() {
  const owner = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
  return { owner, podcast };
}

describe('the sponsorship sheet', () => {
  it('saves each step on its own and is complete once the three are saved with the terms', async () => {
    const { owner, podcast } = await ownerWithPodcast();

    const first = await put(podcast.id, 'profile', owner.session, VALID_PROFILE);
    expect(first.statusCode).toBe(200);
    expect(json<SheetBody>(first).data).toMatchObject({ profile: VALID_PROFILE, audience: null, completedAt: null });

    await put(podcast.id, 'audience', owner.session, VALID_AUDIENCE);
    const last = await put(podcast.id, 'branding', owner.session, VALID_BRANDING);
    const sheet = json<SheetBody>(last).data;
    expect(sheet.branding).toEqual({ actions: VALID_BRANDING.actions, examples: VALID_BRANDING.examples });
    expect(sheet.termsAcceptedAt).not.toBeNull();
    expect(sheet.completedAt).not.toBeNull();

    const read = await t.app.inject({ method: 'GET', url: `/api/v1/private/podcasts/${podcast.id}/sheet`, headers: bearer(owner.session) });
    expect(json<{ data: { role: string; sheet: unknown } }>(read).data).toMatchObject({ role: 'owner', sheet: { completedAt: sheet.completedAt } });
  });

  it('refuses percentages that do not add up to 100 with the SPEC message, and keeps what was saved', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    await put(podcast.id, 'audience', owner.session, VALID_AUDIENCE);
    const response = await put(podcast.id, 'audience', owner.session, { ...VALID_AUDIENCE, gender: { female: 50, male: 40, other: 5 } });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Los porcentajes deben sumar 100' });
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/private/podcasts/${podcast.id}/sheet`, headers: bearer(owner.session) });
    expect(json<{ data: { sheet: { audience: unknown } } }>(read).data.sheet.audience).toEqual(VALID_AUDIENCE);
  });

  it('refuses the branding step without the terms, with the product name in the message', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const response = await put(podcast.id, 'branding', owner.session, { ...VALID_BRANDING, terms: false });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.fields).toContainEqual({ path: 'terms', message: 'Debes aceptar los términos y Condiciones de Patrocina' });
  });

  it('refuses a start minute that is not MMM:SS', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const examples = [{ ...VALID_BRANDING.examples[0], startMinute: '5:30' }];
    const response = await put(podcast.id, 'branding', owner.session, { ...VALID_BRANDING, examples });
    expect(json<ErrorBody>(response).error.message).toBe('El formato debe ser MMM:SS');
  });

  it('lets nobody but its owner or representative read or change it', async () => {
    const { podcast } = await ownerWithPodcast();
    const stranger = await createSignedInUser(t.app, t.database);
    const unowned = await createPodcast(t.database.db, { ownerId: null });

    for (const id of [podcast.id, unowned.id]) {
      const write = await put(id, 'profile', stranger.session, VALID_PROFILE);
      expect(write.statusCode).toBe(403);
      expect(json<ErrorBody>(write).error.message).toBe('Solo puede hacer esto quien gestiona el podcast.');
      const read = await t.app.inject({ method: 'GET', url: `/api/v1/private/podcasts/${id}/sheet`, headers: bearer(stranger.session) });
      expect(read.statusCode).toBe(403);
    }
    const visitor = await t.app.inject({ method: 'PUT', url: `/api/v1/private/podcasts/${podcast.id}/sheet/profile`, payload: VALID_PROFILE });
    expect(visitor.statusCode).toBe(401);
  });

  it('ignores no field it does not know: a sheet cannot set its owner or its completion', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const response = await put(podcast.id, 'profile', owner.session, { ...VALID_PROFILE, completedAt: '2026-01-01' });
    expect(response.statusCode).toBe(400);
  });
});
