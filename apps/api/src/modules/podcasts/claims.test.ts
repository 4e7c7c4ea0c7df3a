import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addedPodcastSchema, claimDetailsSchema } from '@patrocina/domain';
import { bearer, createTestApp, json, lastMailTo, uniqueEmail, type TestApp } from '../../../test/app';
import { createPodcast, createSignedInUser } from '../../../test/factories';
import { buildFeed, readFixture, startFeedServer, uniquePath, type FeedServer } from '../../../test/feeds';
import { episodes, mailOutbox, podcastClaims, podcasts } from '../../db/schema';
import { maskEmail } from './claims';

let t: TestApp;
let feeds: FeedServer;
beforeAll(async () => {
  t = await createTestApp();
  feeds = await startFeedServer();
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };
type Added = {
  data: {
    podcast: { id: string; slug: string; title: string; imageUrl: string | null; author: string | null };
    claim: { feedToken: string; ownerEmailHint: string | null };
  };
};
type Details = { data: { claim: { feedToken: string; codeSentAt: string | null; canResendAt: string | null } } };

const api = '/api/v1/private/podcasts';

function add(session: string, feedUrl: string) {
  return t.app.inject({ method: 'POST', url: api, headers: bearer(session), payload: { feedUrl } });
}
function getClaim(session: string, id: string) {
  return t.app.inject({ method: 'GET', url: `${api}/${id}/claim`, headers: bearer(session) });
}
function sendCode(session: string, id: string) {
  return t.app.inject({ method: 'POST', url: `${api}/${id}/claim/code`, headers: bearer(session), payload: {} });
}
function verifyCode(session: string, id: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: `${api}/${id}/claim/verify-code`,
    headers: bearer(session),
    payload: { code },
  });
}
function verifyFeed(session: string, id: string) {
  return t.app.inject({ method: 'POST', url: `${api}/${id}/claim/verify-feed`, headers: bearer(session), payload: {} });
}
function refresh(session: string, id: string) {
  return t.app.inject({ method: 'POST', url: `${api}/${id}/episodes/refresh`, headers: bearer(session), payload: {} });
}

function errorOf(response: { json: <T>() => T }) {
  return response.json<ErrorBody>().error;
}

/** The code in the newest ownership e-mail to an address. */
async function codeSentTo(email: string): Promise<string> {
  const mail = await lastMailTo(t.database, email);
  const code = /: (\d{6})$/.exec(mail!.subject)?.[1];
  if (!code || !mail!.text.includes(`escribe este código: ${code}`)) throw new Error(`no code in ${mail?.subject}`);
  return code;
}

/** A signed-in user who added a generated feed with an owner address; returns both and the podcast id. */
async function addedFeed(spec: Parameters<typeof buildFeed>[0] = {}) {
  const ownerEmail = spec.ownerEmail === null ? null : (spec.ownerEmail ?? uniqueEmail('duena'));
  const path = uniquePath();
  const feedUrl = feeds.serve(path, buildFeed({ title: `Voces ${path.slice(6, 14)}`, ...spec, ownerEmail }));
  const user = await createSignedInUser(t.app, t.database);
  const response = await add(user.session, feedUrl);
  expect(response.statusCode, response.body).toBe(201);
  const { data } = json<Added>(response);
  return { user, ownerEmail: ownerEmail!, path, feedUrl, id: data.podcast.id, added: data };
}

async function claimRow(podcastId: string, userId: string) {
  const [row] = await t.database.db
    .select()
    .from(podcastClaims)
    .where(and(eq(podcastClaims.podcastId, podcastId), eq(podcastClaims.userId, userId)));
  return row!;
}

async function backdateCode(podcastId: string, userId: string, fields: Partial<typeof podcastClaims.$inferInsert>) {
  await t.database.db
    .update(podcastClaims)
    .set(fields)
    .where(and(eq(podcastClaims.podcastId, podcastId), eq(podcastClaims.userId, userId)));
}

describe('adding a podcast by its feed', () => {
  it('reads a feed written the way iVoox writes it, stores the podcast and its episodes, and opens the user’s claim', async () => {
    const feedUrl = feeds.serve(uniquePath('cdata'), readFixture('cdata-with-html-entities.xml'));
    const user = await createSignedInUser(t.app, t.database);

    const response = await add(user.session, feedUrl);

    expect(response.statusCode).toBe(201);
    const { data } = json<Added>(response);
    expect(addedPodcastSchema.parse(data)).toEqual(data);
    expect(data.podcast).toMatchObject({
      title: 'La Sobremesa Histórica',
      author: 'Lucía Ferrán',
      imageUrl: 'https://static.ejemplo.es/canales/sobremesa_XXL.jpg',
    });
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

    const mine = await t.app.inject({ method: 'GET', url: `${api}/mine`, headers: bearer(user.session) });
    expect(json<{ data: { podcasts: { id: string; state: string }[] } }>(mine).data.podcasts).toEqual([
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
    const extra = await t.app.inject({
      method: 'POST',
      url: api,
      headers: bearer(user.session),
      payload: { feedUrl: html, ownerId: user.id },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a feed on a private address when private hosts are not allowed', async () => {
    const strict = await createTestApp({ env: { FEED_ALLOW_PRIVATE_HOSTS: '0' }, database: t.database });
    try {
      const user = await createSignedInUser(strict.app, strict.database);
      const feedUrl = feeds.serve(uniquePath(), buildFeed());
      const response = await strict.app.inject({
        method: 'POST',
        url: api,
        headers: bearer(user.session),
        payload: { feedUrl },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('No podemos leer feeds de esa dirección.');
      expect(feeds.hits(new URL(feedUrl).pathname)).toBe(0);
    } finally {
      await strict.close();
    }
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
    const limited = await createTestApp({ env: { PODCAST_ADD_RATE_LIMIT_PER_HOUR: '2' }, database: t.database });
    try {
      const user = await createSignedInUser(limited.app, limited.database);
      const other = await createSignedInUser(limited.app, limited.database);
      const call = (session: string) =>
        limited.app.inject({
          method: 'POST',
          url: api,
          headers: bearer(session),
          payload: { feedUrl: feeds.serve(uniquePath(), buildFeed()) },
        });
      expect((await call(user.session)).statusCode).toBe(201);
      expect((await call(user.session)).statusCode).toBe(201);
      const third = await call(user.session);
      expect(third.statusCode).toBe(429);
      expect(errorOf(third).message).toBe('Demasiados intentos. Espera unos minutos y vuelve a intentarlo.');
      expect((await call(other.session)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('proving ownership', () => {
  it('by a code e-mailed to the feed’s owner: wrong code, right code, and a repeated submit', async () => {
    const { user, ownerEmail, id, added } = await addedFeed();

    const before = json<Details>(await getClaim(user.session, id));
    expect(claimDetailsSchema.parse(before.data)).toEqual(before.data);
    expect(before.data.claim).toEqual({
      feedToken: added.claim.feedToken,
      ownerEmailHint: maskEmail(ownerEmail),
      codeSentAt: null,
      canResendAt: null,
    });

    const sent = await sendCode(user.session, id);
    expect(sent.statusCode).toBe(200);
    expect(json(sent)).toEqual({ data: { sentTo: maskEmail(ownerEmail) } });
    const code = await codeSentTo(ownerEmail);
    const stored = await claimRow(id, user.id);
    expect(stored.codeHash).not.toContain(code);
    expect(stored.codeExpiresAt!.getTime() - stored.codeSentAt!.getTime()).toBe(30 * 60_000);

    const details = json<Details>(await getClaim(user.session, id)).data.claim;
    expect(details.codeSentAt).toBe(stored.codeSentAt!.toISOString());
    expect(new Date(details.canResendAt!).getTime() - new Date(details.codeSentAt!).getTime()).toBe(60_000);

    const wrong = await verifyCode(user.session, id, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({
      code: 'WRONG_CODE',
      message: 'El código no es correcto. Revisa el correo y vuelve a escribirlo.',
    });
    const malformed = await verifyCode(user.session, id, '12ab');
    expect(errorOf(malformed).message).toBe('El código tiene 6 cifras.');

    const right = await verifyCode(user.session, id, code);
    expect(right.statusCode).toBe(200);
    expect(json(right)).toEqual({ data: { podcast: added.podcast } });

    const [podcast] = await t.database.db.select().from(podcasts).where(eq(podcasts.id, id));
    expect(podcast!.ownerId).toBe(user.id);
    expect(podcast!.ownedSince).toBeInstanceOf(Date);
    expect(await claimRow(id, user.id)).toMatchObject({
      verifiedBy: 'email_code',
      codeHash: null,
      verifiedAt: expect.any(Date) as Date,
    });

    // A double submit, or the same code again: the same success, nothing changes.
    expect((await verifyCode(user.session, id, code)).statusCode).toBe(200);
    const mine = json<{ data: { podcasts: { id: string; state: string }[] } }>(
      await t.app.inject({ method: 'GET', url: `${api}/mine`, headers: bearer(user.session) }),
    );
    expect(mine.data.podcasts).toEqual([expect.objectContaining({ id, state: 'SHEET_INCOMPLETE' })]);

    const again = await getClaim(user.session, id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Ya gestionas este podcast: lo tienes en Mis podcasts.');
    const readd = await add(
      user.session,
      (await t.database.db.select().from(podcasts).where(eq(podcasts.id, id)))[0]!.feedUrl!,
    );
    expect(readd.statusCode).toBe(409);
    expect(errorOf(readd).message).toBe('Ya gestionas este podcast: lo tienes en Mis podcasts.');
  });

  it('by the token placed in the feed, whatever the namespace prefix', async () => {
    const { user, path, id, added } = await addedFeed();

    const missing = await verifyFeed(user.session, id);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ code: 'FEED_TOKEN_NOT_FOUND' });
    expect(errorOf(missing).message).toContain('<podcast:txt purpose="verify">');

    feeds.serve(
      path,
      buildFeed({
        title: 'Voces Verificadas',
        verifyTokens: ['otro-token', added.claim.feedToken],
        podcastPrefix: 'p20',
      }),
    );
    const proven = await verifyFeed(user.session, id);
    expect(proven.statusCode).toBe(200);
    expect(json<{ data: { podcast: { id: string; title: string } } }>(proven).data.podcast).toMatchObject({
      id,
      title: 'Voces Verificadas',
    });
    expect(await claimRow(id, user.id)).toMatchObject({ verifiedBy: 'feed_token' });
    expect((await verifyFeed(user.session, id)).statusCode).toBe(200);
  });

  it('suggests the feed token when the feed names no owner address', async () => {
    const { user, id } = await addedFeed({ ownerEmail: null });
    const response = await sendCode(user.session, id);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'NO_OWNER_EMAIL',
      message:
        'El feed de este podcast no indica el correo de su propietario (itunes:owner), así que no podemos enviarte un código. Verifícalo añadiendo tu código de verificación al feed.',
    });
  });

  it('sends one code a minute and five per claim', async () => {
    const { user, ownerEmail, id } = await addedFeed();
    expect((await sendCode(user.session, id)).statusCode).toBe(200);
    const first = await codeSentTo(ownerEmail);

    const soon = await sendCode(user.session, id);
    expect(soon.statusCode).toBe(429);
    expect(errorOf(soon).message).toBe('Acabamos de enviarte un código. Espera un minuto antes de pedir otro.');

    await backdateCode(id, user.id, { codeSentAt: new Date(Date.now() - 61_000) });
    expect((await sendCode(user.session, id)).statusCode).toBe(200);
    const second = await codeSentTo(ownerEmail);
    // The new code replaces the old one.
    if (second !== first) expect((await verifyCode(user.session, id, first)).statusCode).toBe(400);

    await backdateCode(id, user.id, { codeSentAt: new Date(Date.now() - 61_000), codesSent: 5 });
    const capped = await sendCode(user.session, id);
    expect(capped.statusCode).toBe(429);
    expect(errorOf(capped).message).toContain('Ya has pedido demasiados códigos para este podcast.');
  });

  it('sends a single e-mail when the code is asked for twice at once', async () => {
    const { user, ownerEmail, id } = await addedFeed();
    const answers = await Promise.all([sendCode(user.session, id), sendCode(user.session, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    const [sent] = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, ownerEmail));
    expect(sent!.n).toBe(1);
  });

  it('refuses an expired code, and any code after five wrong ones until a new one is sent', async () => {
    const { user, ownerEmail, id } = await addedFeed();
    expect(errorOf(await verifyCode(user.session, id, '123456')).message).toBe(
      'Primero pide que te enviemos un código al correo del feed.',
    );

    await sendCode(user.session, id);
    const expiredCode = await codeSentTo(ownerEmail);
    await backdateCode(id, user.id, { codeExpiresAt: new Date(Date.now() - 1_000) });
    const expired = await verifyCode(user.session, id, expiredCode);
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired)).toMatchObject({ code: 'EXPIRED_CODE', message: 'El código ha caducado. Pide uno nuevo.' });

    await backdateCode(id, user.id, { codeSentAt: new Date(Date.now() - 61_000) });
    await sendCode(user.session, id);
    const code = await codeSentTo(ownerEmail);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      messages.push(errorOf(await verifyCode(user.session, id, wrongCode)).message);
    expect(messages.slice(0, 4)).toEqual(
      Array(4).fill('El código no es correcto. Revisa el correo y vuelve a escribirlo.'),
    );
    expect(messages[4]).toBe('Has escrito demasiados códigos incorrectos. Pide un código nuevo.');
    const blocked = await verifyCode(user.session, id, code);
    expect(blocked.statusCode).toBe(400);
    expect(errorOf(blocked).message).toBe('Has escrito demasiados códigos incorrectos. Pide un código nuevo.');

    await backdateCode(id, user.id, { codeSentAt: new Date(Date.now() - 61_000) });
    await sendCode(user.session, id);
    expect((await verifyCode(user.session, id, await codeSentTo(ownerEmail))).statusCode).toBe(200);
  });

  it('lets the first proof win: other users’ claims on the podcast can no longer verify', async () => {
    const { user: first, ownerEmail, feedUrl, path, id, added } = await addedFeed();
    const second = await createSignedInUser(t.app, t.database);
    const secondAdded = json<Added>(await add(second.session, feedUrl));
    expect(secondAdded.data.podcast.id).toBe(id);

    // The second claimant asks for a code; meanwhile the first proves ownership through the feed.
    expect((await sendCode(second.session, id)).statusCode).toBe(200);
    const code = await codeSentTo(ownerEmail);
    feeds.serve(path, buildFeed({ ownerEmail, verifyTokens: [added.claim.feedToken] }));
    expect((await verifyFeed(first.session, id)).statusCode).toBe(200);

    const claimedByOther =
      'Otra persona ha demostrado antes que tú que gestiona este podcast. Si crees que es un error, escríbenos desde el formulario de contacto.';
    for (const response of [
      await getClaim(second.session, id),
      await verifyCode(second.session, id, code),
      await verifyFeed(second.session, id),
      await sendCode(second.session, id),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(claimedByOther);
    }
    const [podcast] = await t.database.db.select().from(podcasts).where(eq(podcasts.id, id));
    expect(podcast!.ownerId).toBe(first.id);

    const third = await createSignedInUser(t.app, t.database);
    const readd = await add(third.session, feedUrl);
    expect(readd.statusCode).toBe(409);
    expect(errorOf(readd).message).toBe(
      'Otra persona ya ha demostrado que gestiona este podcast. Si crees que es un error, escríbenos desde el formulario de contacto.',
    );
    // Someone without a claim learns nothing about the podcast's claims.
    for (const response of [
      await getClaim(third.session, id),
      await sendCode(third.session, id),
      await verifyCode(third.session, id, code),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('No tienes ninguna verificación pendiente de este podcast.');
    }
    const [open] = await t.database.db
      .select({ n: count() })
      .from(podcastClaims)
      .where(and(eq(podcastClaims.podcastId, id), isNull(podcastClaims.verifiedAt)));
    expect(open!.n).toBe(1);
  });
});

describe('proving at the same moment', () => {
  it('makes exactly one owner when two claimants prove at once', async () => {
    const { user: first, ownerEmail, feedUrl, path, id, added } = await addedFeed();
    const second = await createSignedInUser(t.app, t.database);
    await add(second.session, feedUrl);
    await sendCode(second.session, id);
    const code = await codeSentTo(ownerEmail);
    feeds.serve(path, buildFeed({ ownerEmail, verifyTokens: [added.claim.feedToken] }));

    const answers = await Promise.all([verifyFeed(first.session, id), verifyCode(second.session, id, code)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0].statusCode === 200 ? first : second;
    const [podcast] = await t.database.db.select().from(podcasts).where(eq(podcasts.id, id));
    expect(podcast!.ownerId).toBe(winner.id);
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
    expect(podcast).toMatchObject({
      title: 'Voces Renovadas',
      imageUrl: feeds.url('/portada.jpg'),
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
    const response = await t.app.inject({ method: 'GET', url: `${api}/partner`, headers: bearer(user.session) });
    expect(json(response)).toEqual({ data: { configured: false } });
  });
});
