import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { publicImageUrl } from '@patrocina/domain';
import { json } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';
import { buildFeed, uniquePath } from '../../../test/feeds';
import { imageBytes } from '../../../test/files';
import { files, podcasts } from '../../db/schema';
import { createLocalStorage } from '../../storage/local-storage';
import {
  add,
  codeSentTo,
  feeds,
  refresh,
  sendCode,
  setUpTestApp,
  t,
  verifyCode,
  type Added,
} from './claims.test-support';
import { syncFeedCover } from './cover';
import { feedFetchOptions } from './feed-sync';

// Issue 23: a podcast's cover is its feed's image, fetched once through the safe fetcher, kept as our
// own file and served by the image service; initials (null) when there is none or it cannot be had.
setUpTestApp();

const SERVED = /^\/api\/v1\/public\/images\/([0-9a-f-]{36})$/;

/** A feed naming `image`, served at a new path; returns its address and path. */
function feedNaming(image: string | null, title = `Portadas ${uniquePath().slice(6, 14)}`) {
  const path = uniquePath();
  const spec = { title, image, ownerEmail: `duena-${path.slice(6, 14)}@ejemplo.es` };
  return { path, spec, url: feeds.serve(path, buildFeed(spec)) };
}

function signedIn() {
  return createSignedInUser(t.app, t.database);
}

async function coverOf(id: string) {
  const [row] = await t.database.db
    .select({ imageUrl: podcasts.imageUrl, fileId: podcasts.coverFileId, sourceUrl: podcasts.coverSourceUrl })
    .from(podcasts)
    .where(eq(podcasts.id, id));
  return row!;
}

async function fileRow(id: string) {
  const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
  return row;
}

/** Adds the feed and proves ownership by e-mailed code, so the user may refresh it. */
async function ownedPodcast(feed: ReturnType<typeof feedNaming>) {
  const user = await signedIn();
  const response = await add(user.session, feed.url);
  expect(response.statusCode, response.body).toBe(201);
  const { data } = json<Added>(response);
  await sendCode(user.session, data.podcast.id);
  await verifyCode(user.session, data.podcast.id, await codeSentTo(feed.spec.ownerEmail));
  return { user, id: data.podcast.id, added: data };
}

describe('a podcast’s cover from its feed', () => {
  it('keeps the feed’s PNG as our own square image and answers with the address we serve it from', async () => {
    const imagePath = uniquePath('portada').replace('.xml', '.png');
    feeds.serve(imagePath, await imageBytes(1400, 1400, 'png'), { 'content-type': 'image/png' });
    const feed = feedNaming(imagePath);
    const user = await signedIn();

    const response = await add(user.session, feed.url);

    expect(response.statusCode).toBe(201);
    const { imageUrl } = json<Added>(response).data.podcast;
    const fileId = SERVED.exec(imageUrl ?? '')?.[1];
    expect(fileId, `served from our origin, not ${imageUrl}`).toBeDefined();
    // The generated column (migration 0028) writes the image service's path as the domain does.
    expect(imageUrl).toBe(publicImageUrl(fileId!));
    expect(await fileRow(fileId!)).toMatchObject({
      kind: 'podcast-cover',
      ownerId: null,
      mime: 'image/webp',
      width: 640,
      height: 640,
    });

    const served = await t.app.inject({ method: 'GET', url: `${imageUrl}?w=160`, headers: { accept: 'image/webp' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 });
  });

  it('crops a wide JPEG to the centre square, whatever type its server declared', async () => {
    const imagePath = uniquePath('ancha').replace('.xml', '.jpg');
    feeds.serve(imagePath, await imageBytes(1600, 900, 'jpeg'), { 'content-type': 'application/octet-stream' });
    const { added } = await ownedPodcast(feedNaming(imagePath));
    const fileId = SERVED.exec(added.podcast.imageUrl ?? '')![1]!;
    const served = await t.app.inject({ method: 'GET', url: `/api/v1/public/images/${fileId}?w=320` });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
  });

  it('refuses what is not an image by its bytes, an image too large, or no image at all, and keeps the podcast usable', async () => {
    const fake = feeds.serve(uniquePath('falsa'), '<!doctype html><html><body>hola</body></html>', {
      'content-type': 'image/png',
    });
    const huge = feeds.handle(uniquePath('enorme'), (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      // No declared length: the fetcher counts while it streams and stops past the cap (10 MB).
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      for (let i = 0; i < 11; i += 1) response.write(chunk);
      response.end();
    });
    const user = await signedIn();
    const filesBefore = await t.database.db.$count(files, eq(files.kind, 'podcast-cover'));
    for (const image of [new URL(fake).pathname, new URL(huge).pathname, null]) {
      const response = await add(user.session, feedNaming(image).url);
      expect(response.statusCode, response.body).toBe(201);
      expect(json<Added>(response).data.podcast.imageUrl).toBeNull();
    }
    expect(await t.database.db.$count(files, eq(files.kind, 'podcast-cover'))).toBe(filesBefore);
  });

  it('fetches the image once: a refresh naming the same address does not fetch it again, a new address does', async () => {
    const first = uniquePath('primera').replace('.xml', '.jpg');
    const second = uniquePath('segunda').replace('.xml', '.png');
    feeds.serve(first, await imageBytes(1000, 1000, 'jpeg'), { 'content-type': 'image/jpeg' });
    feeds.serve(second, await imageBytes(900, 900, 'png'), { 'content-type': 'image/png' });
    const feed = feedNaming(first);
    const { user, id } = await ownedPodcast(feed);
    const before = await coverOf(id);
    expect(before.sourceUrl).toBe(feeds.url(first));
    expect(feeds.hits(first)).toBe(1);

    expect((await refresh(user.session, id)).statusCode).toBe(200);
    expect(feeds.hits(first)).toBe(1);
    expect(await coverOf(id)).toEqual(before);

    feeds.serve(feed.path, buildFeed({ ...feed.spec, image: second }));
    expect((await refresh(user.session, id)).statusCode).toBe(200);
    const after = await coverOf(id);
    expect(feeds.hits(second)).toBe(1);
    expect(after.sourceUrl).toBe(feeds.url(second));
    expect(after.imageUrl).toMatch(SERVED);
    expect(after.fileId).not.toBe(before.fileId);
    // The replaced cover is nobody's any more: gone, and no longer served.
    expect(await fileRow(before.fileId!)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: before.imageUrl! })).statusCode).toBe(404);

    feeds.serve(feed.path, buildFeed({ ...feed.spec, image: null }));
    expect((await refresh(user.session, id)).statusCode).toBe(200);
    expect(await coverOf(id)).toEqual({ imageUrl: null, fileId: null, sourceUrl: null });
    expect(await fileRow(after.fileId!)).toBeUndefined();
  });

  it('tries a failed fetch again at the next refresh', async () => {
    const later = uniquePath('luego').replace('.xml', '.jpg');
    const { user, id, added } = await ownedPodcast(feedNaming(later));
    expect(added.podcast.imageUrl).toBeNull();
    expect(feeds.hits(later)).toBe(1);

    feeds.serve(later, await imageBytes(700, 700, 'jpeg'), { 'content-type': 'image/jpeg' });
    expect((await refresh(user.session, id)).statusCode).toBe(200);
    expect(feeds.hits(later)).toBe(2);
    expect((await coverOf(id)).imageUrl).toMatch(SERVED);
  });

  it('never follows a redirect to a private address', async () => {
    const redirect = feeds.handle(uniquePath('redirige'), (_request, response) => {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    });
    const user = await signedIn();
    const { data } = json<Added>(await add(user.session, feedNaming(null).url));
    const deps = {
      config: t.config,
      db: t.database.db,
      storage: createLocalStorage(t.config.filesDir),
      log: t.app.log,
    };
    // As in production, where only public addresses are fetched; here the local test server too.
    const onlyTheTestServer = {
      ...feedFetchOptions(t.config),
      isAllowedAddress: (address: string) => address === '127.0.0.1',
    };
    expect(await syncFeedCover(deps, data.podcast.id, redirect, onlyTheTestServer)).toBe('failed');
    expect(await coverOf(data.podcast.id)).toEqual({ imageUrl: null, fileId: null, sourceUrl: null });
  });
});
