import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_SIZE, FILE_MESSAGES, MESSAGES, type Me } from '@patrocina/domain';
import { files, users } from '../../db/schema';
import { createLocalStorage } from '../../storage/local-storage';
import { bearer, json, useTestApp, type ErrorBody, API } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';
import { imageBytes, multipartBody, noisyPng, type FormFile } from '../../../test/files';

/** Issue 9, My account «Tu perfil» through the API: username, phone with its prefix, and the avatar. */

const t = useTestApp();

function patchMe(token: string, payload: Record<string, unknown>) {
  return t.call('PATCH', '/private/users/me', token, payload);
}

function putAvatar(token: string, file?: FormFile) {
  const body = multipartBody({}, file);
  return t.app.inject({
    method: 'PUT',
    url: `${API}/private/users/me/avatar`,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

function fieldsOf(response: Parameters<typeof json>[0]) {
  return json<ErrorBody>(response).error.fields ?? [];
}

describe('changing the profile', () => {
  it('saves a new username, trimmed, and a phone with its prefix, and answers the whole user', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const response = await patchMe(user.session, { username: '  Marta Ondas  ', prefix: '+34', phone: '600 123 456' });
    expect(response.statusCode).toBe(200);
    const me = json<{ data: Me }>(response).data;
    expect(me).toMatchObject({ username: 'Marta Ondas', prefix: '+34', phone: '600123456', email: user.email });
    expect(await userRow(user.id)).toMatchObject({ username: 'Marta Ondas', phonePrefix: '+34', phone: '600123456' });
  });

  it('lets two people be called the same, as sign-up does', async () => {
    const first = await createSignedInUser(t.app, t.database);
    const second = await createSignedInUser(t.app, t.database);
    expect((await patchMe(first.session, { username: 'Luis Podcast' })).statusCode).toBe(200);
    expect((await patchMe(second.session, { username: 'Luis Podcast' })).statusCode).toBe(200);
  });

  it('refuses a username too short or too long with sign-up’s messages', async () => {
    const user = await createSignedInUser(t.app, t.database);
    expect(fieldsOf(await patchMe(user.session, { username: ' a ' }))).toContainEqual({
      path: 'username',
      message: MESSAGES.usernameTooShort,
    });
    expect(fieldsOf(await patchMe(user.session, { username: 'x'.repeat(41) }))).toContainEqual({
      path: 'username',
      message: MESSAGES.usernameTooLong,
    });
    expect((await userRow(user.id)).username).toBe(user.username);
  });

  it('refuses a badly written phone or prefix, and one without the other (SPEC §5)', async () => {
    const user = await createSignedInUser(t.app, t.database);
    expect(fieldsOf(await patchMe(user.session, { prefix: '+34', phone: '12ab' }))).toContainEqual({
      path: 'phone',
      message: 'Telefono formato incorrecto',
    });
    expect(fieldsOf(await patchMe(user.session, { prefix: '34', phone: '600123456' }))).toContainEqual({
      path: 'prefix',
      message: MESSAGES.prefixFormat,
    });
    expect(fieldsOf(await patchMe(user.session, { phone: '600123456' }))).toContainEqual({
      path: 'phone',
      message: 'Telefono formato incorrecto',
    });
    expect(fieldsOf(await patchMe(user.session, { prefix: '+34', phone: null }))).toContainEqual({
      path: 'phone',
      message: 'Telefono formato incorrecto',
    });
    expect(await userRow(user.id)).toMatchObject({ phone: null, phonePrefix: null });
  });

  it('clears the phone and its prefix together', async () => {
    const user = await createSignedInUser(t.app, t.database, { prefix: '+34', phone: '600123456' });
    expect(await userRow(user.id)).toMatchObject({ phone: '600123456', phonePrefix: '+34' });
    const response = await patchMe(user.session, { prefix: null, phone: null });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: Me }>(response).data).toMatchObject({ phone: null, prefix: null });
  });

  it('refuses any field it does not let users change (no mass assignment)', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const attempts: Record<string, unknown>[] = [
      { scope: 'admin' },
      { email: 'otra@example.com' },
      { ivooxUserId: 'u_1' },
      { hostingUserId: 'u_1' },
      { avatar: 'https://malo.example/x.png' },
      { emailVerified: true },
      { username: 'Nuevo nombre', scope: 'admin' },
    ];
    for (const payload of attempts)
      expect((await patchMe(user.session, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect(await userRow(user.id)).toMatchObject({
      scope: 'user',
      email: user.email,
      hostingUserId: null,
      avatarUrl: null,
      username: user.username,
    });
  });

  it('changes only the signed-in user’s own row', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const other = await createSignedInUser(t.app, t.database, { username: 'Otra Persona' });
    await patchMe(user.session, { username: 'Solo Yo', prefix: '+351', phone: '912345678' });
    expect(await userRow(other.id)).toMatchObject({ username: 'Otra Persona', phone: null, phonePrefix: null });
  });
});

describe('the avatar', () => {
  async function served(url: string) {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'image/webp,image/*' } });
    expect(response.statusCode).toBe(200);
    return response;
  }

  it('takes a PNG, keeps it as a square WebP under a generated name and serves it with nosniff', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const response = await putAvatar(user.session, {
      name: 'yo.png',
      bytes: await imageBytes(800, 500, 'png'),
      type: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    const me = json<{ data: Me }>(response).data;
    expect(me.avatar).toMatch(/^\/api\/v1\/public\/images\/[0-9a-f-]{36}$/);
    expect((await userRow(user.id)).avatarUrl).toBe(me.avatar);

    const fileId = me.avatar!.split('/').pop()!;
    const [file] = await t.database.db.select().from(files).where(eq(files.id, fileId));
    expect(file).toMatchObject({
      kind: 'avatar',
      ownerId: user.id,
      mime: 'image/webp',
      width: AVATAR_SIZE,
      height: AVATAR_SIZE,
    });
    expect(file!.storageKey).toMatch(/^originals\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    const stored = await createLocalStorage(t.config.filesDir).read(file!.storageKey);
    const metadata = await sharp(stored!).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });

    const image = await served(me.avatar!);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: AVATAR_SIZE, height: AVATAR_SIZE });
  });

  it('takes a JPEG with its metadata and keeps none of it', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const withExif = await sharp(await imageBytes(300, 900, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'Marta', ImageDescription: 'en casa' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await putAvatar(user.session, { name: 'foto.jpeg', bytes: withExif });
    expect(response.statusCode).toBe(200);
    const fileId = json<{ data: Me }>(response).data.avatar!.split('/').pop()!;
    const [file] = await t.database.db.select().from(files).where(eq(files.id, fileId));
    const metadata = await sharp((await createLocalStorage(t.config.filesDir).read(file!.storageKey))!).metadata();
    expect(metadata).toMatchObject({ width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(metadata.exif).toBeUndefined();
  });

  it('replaces the previous avatar and removes its file', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const first = json<{ data: Me }>(
      await putAvatar(user.session, { name: 'a.png', bytes: await imageBytes(200, 200) }),
    ).data.avatar!;
    await served(first);
    const second = json<{ data: Me }>(
      await putAvatar(user.session, { name: 'b.webp', bytes: await imageBytes(200, 200, 'webp') }),
    ).data.avatar!;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const firstId = first.split('/').pop()!;
    expect(await t.database.db.select().from(files).where(eq(files.id, firstId))).toHaveLength(0);
    await served(second);
  });

  it('refuses a text file named .png, an SVG and a GIF, with the image message, and keeps the old avatar', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const kept = json<{ data: Me }>(await putAvatar(user.session, { name: 'a.png', bytes: await imageBytes(200, 200) }))
      .data.avatar;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script><rect width="200" height="200"/></svg>',
    );
    for (const file of [
      { name: 'foto.png', bytes: Buffer.from('esto no es una imagen, es texto\n'.repeat(20)), type: 'image/png' },
      { name: 'foto.svg', bytes: svg, type: 'image/svg+xml' },
      { name: 'foto.png', bytes: svg, type: 'image/png' },
      { name: 'foto.gif', bytes: await imageBytes(200, 200, 'gif') },
    ]) {
      const response = await putAvatar(user.session, file);
      expect(response.statusCode, file.name).toBe(400);
      expect(fieldsOf(response)).toEqual([{ path: 'file', message: FILE_MESSAGES.invalidImage }]);
    }
    expect((await userRow(user.id)).avatarUrl).toBe(kept);
  });

  it('refuses an image too small, no file, and a file past 5 MB with a 413', async () => {
    const user = await createSignedInUser(t.app, t.database);
    expect(fieldsOf(await putAvatar(user.session, { name: 'mini.png', bytes: await imageBytes(20, 20) }))).toEqual([
      { path: 'file', message: FILE_MESSAGES.avatarSize },
    ]);
    const none = await putAvatar(user.session);
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toEqual([{ path: 'file', message: FILE_MESSAGES.imageRequired }]);

    const huge = await noisyPng(1400, 1400);
    expect(huge.length).toBeGreaterThan(5 * 1024 * 1024);
    const tooBig = await putAvatar(user.session, { name: 'grande.png', bytes: huge });
    expect(tooBig.statusCode).toBe(413);
    expect(json<ErrorBody>(tooBig).error.message).toBe(FILE_MESSAGES.tooBig(5));

    // Just past the cap, within the form's allowance for its boundaries: caught while streaming.
    const justOver = await noisyPng(1322, 1322);
    expect(justOver.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(justOver.length).toBeLessThan(5 * 1024 * 1024 + 32 * 1024);
    const streamed = await putAvatar(user.session, { name: 'justo.png', bytes: justOver });
    expect(streamed.statusCode).toBe(413);
    expect(fieldsOf(streamed)).toEqual([{ path: 'file', message: FILE_MESSAGES.tooBig(5) }]);
    expect((await userRow(user.id)).avatarUrl).toBeNull();
  });

  it('refuses a JSON body (415): an avatar is a file', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const response = await t.call('PUT', '/private/users/me/avatar', user.session, { avatar: 'x' });
    expect(response.statusCode).toBe(415);
  });

  it('removes the avatar and its file; the other user’s stays', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const other = await createSignedInUser(t.app, t.database);
    const mine = json<{ data: Me }>(await putAvatar(user.session, { name: 'a.png', bytes: await imageBytes(200, 200) }))
      .data.avatar!;
    const theirs = json<{ data: Me }>(
      await putAvatar(other.session, { name: 'b.png', bytes: await imageBytes(200, 200) }),
    ).data.avatar!;

    const removed = await t.call('DELETE', '/private/users/me/avatar', user.session);
    expect(removed.statusCode).toBe(200);
    expect(json<{ data: Me }>(removed).data.avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: mine })).statusCode).toBe(404);
    expect((await userRow(other.id)).avatarUrl).toBe(theirs);
    await served(theirs);

    // Removing twice is fine: nothing left to remove.
    expect((await t.call('DELETE', '/private/users/me/avatar', user.session)).statusCode).toBe(200);
  });
});
