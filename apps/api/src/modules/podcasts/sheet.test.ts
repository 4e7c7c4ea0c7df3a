import { describe, expect, it } from 'vitest';
import { podcastSheets } from '../../db/schema';
import { bearer, json, useTestApp, type ErrorBody } from '../../../test/app';
import {
  buildProfile,
  createFileRecord,
  createPodcast,
  createSignedInUser,
  VALID_AUDIENCE,
  VALID_BRANDING,
} from '../../../test/factories';

const t = useTestApp();

type SheetBody = {
  data: {
    profile: unknown;
    audience: unknown;
    branding: unknown;
    termsAcceptedAt: string | null;
    completedAt: string | null;
  };
};

function put(podcastId: string, step: string, token: string, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/private/podcasts/${podcastId}/sheet/${step}`,
    headers: bearer(token),
    payload,
  });
}

async function ownerWithPodcast() {
  const owner = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
  return { owner, podcast };
}

describe('the sponsorship sheet', () => {
  it('saves each step on its own and is complete once the three are saved with the terms', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const profile = await buildProfile(t.database.db, owner.id, 2);

    const first = await put(podcast.id, 'profile', owner.session, profile);
    expect(first.statusCode).toBe(200);
    expect(json<SheetBody>(first).data).toMatchObject({ profile, audience: null, completedAt: null });

    await put(podcast.id, 'audience', owner.session, VALID_AUDIENCE);
    const last = await put(podcast.id, 'branding', owner.session, VALID_BRANDING);
    const sheet = json<SheetBody>(last).data;
    expect(sheet.branding).toEqual({ actions: VALID_BRANDING.actions, examples: VALID_BRANDING.examples });
    expect(sheet.termsAcceptedAt).not.toBeNull();
    expect(sheet.completedAt).not.toBeNull();

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/private/podcasts/${podcast.id}/sheet`,
      headers: bearer(owner.session),
    });
    expect(json<{ data: { role: string; sheet: unknown } }>(read).data).toMatchObject({
      role: 'owner',
      sheet: { completedAt: sheet.completedAt },
    });
  });

  it('refuses percentages that do not add up to 100 with the SPEC message, and keeps what was saved', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    await put(podcast.id, 'audience', owner.session, VALID_AUDIENCE);
    const response = await put(podcast.id, 'audience', owner.session, {
      ...VALID_AUDIENCE,
      gender: { female: 50, male: 40, other: 5 },
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Los porcentajes deben sumar 100',
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/private/podcasts/${podcast.id}/sheet`,
      headers: bearer(owner.session),
    });
    expect(json<{ data: { sheet: { audience: unknown } } }>(read).data.sheet.audience).toEqual(VALID_AUDIENCE);
  });

  it('refuses the branding step without the terms, with the product name in the message', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const response = await put(podcast.id, 'branding', owner.session, { ...VALID_BRANDING, terms: false });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.fields).toContainEqual({
      path: 'terms',
      message: 'Debes aceptar los términos y Condiciones de Patrocina',
    });
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
    const profile = await buildProfile(t.database.db, stranger.id);

    for (const id of [podcast.id, unowned.id]) {
      const write = await put(id, 'profile', stranger.session, profile);
      expect(write.statusCode).toBe(403);
      expect(json<ErrorBody>(write).error.message).toBe('Solo puede hacer esto quien gestiona el podcast.');
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/private/podcasts/${id}/sheet`,
        headers: bearer(stranger.session),
      });
      expect(read.statusCode).toBe(403);
    }
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/private/podcasts/${podcast.id}/sheet/profile`,
      payload: profile,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('ignores no field it does not know: a sheet cannot set its owner or its completion', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const response = await put(podcast.id, 'profile', owner.session, {
      ...(await buildProfile(t.database.db, owner.id)),
      completedAt: '2026-01-01',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the images of the sheet', () => {
  const NOT_USABLE = 'Esa imagen ya no está disponible: vuelve a subirla';

  it('refuses someone else’s image, or one that does not exist, with the same words', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const someoneElse = await createSignedInUser(t.app, t.database);
    const theirs = await createFileRecord(t.database.db, someoneElse.id, 'podcast-header');
    const profile = await buildProfile(t.database.db, owner.id);

    for (const headerImageId of [theirs.id, '3f1c8a2e-6b0d-4c4e-9f7a-2d5b8e1c0a99']) {
      const response = await put(podcast.id, 'profile', owner.session, { ...profile, headerImageId });
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).error).toEqual({
        code: 'VALIDATION_ERROR',
        message: NOT_USABLE,
        fields: [{ path: 'headerImageId', message: NOT_USABLE }],
      });
    }
    const extra = await put(podcast.id, 'profile', owner.session, {
      ...profile,
      extraImageIds: [(await createFileRecord(t.database.db, someoneElse.id, 'podcast-extra')).id],
    });
    expect(json<ErrorBody>(extra).error.fields).toEqual([{ path: 'extraImageIds.0', message: NOT_USABLE }]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/private/podcasts/${podcast.id}/sheet`,
      headers: bearer(owner.session),
    });
    expect(json<{ data: { sheet: { profile: unknown } } }>(read).data.sheet.profile).toBeNull();
  });

  it('refuses an image of the wrong kind with the size the place needs', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const profile = await buildProfile(t.database.db, owner.id);
    const extra = await createFileRecord(t.database.db, owner.id, 'podcast-extra');
    const banner = await createFileRecord(t.database.db, owner.id, 'banner');

    const asHeader = await put(podcast.id, 'profile', owner.session, { ...profile, headerImageId: extra.id });
    expect(json<ErrorBody>(asHeader).error.message).toBe('La imagen debe medir exactamente 1440x360 píxeles');
    const asExtra = await put(podcast.id, 'profile', owner.session, { ...profile, extraImageIds: [banner.id] });
    expect(json<ErrorBody>(asExtra).error.fields).toEqual([
      { path: 'extraImageIds.0', message: 'La imagen debe medir exactamente 764x578 píxeles' },
    ]);
  });

  it('keeps an image already on the sheet, whoever uploaded it', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const platformImage = await createFileRecord(t.database.db, null, 'podcast-header');
    const profile = { ...(await buildProfile(t.database.db, owner.id)), headerImageId: platformImage.id };
    expect((await put(podcast.id, 'profile', owner.session, profile)).statusCode).toBe(400);

    await t.database.db.insert(podcastSheets).values({ podcastId: podcast.id, profile });
    const again = await put(podcast.id, 'profile', owner.session, {
      ...profile,
      presenters: [{ name: 'Otra Presentadora' }],
    });
    expect(again.statusCode).toBe(200);
  });
});
