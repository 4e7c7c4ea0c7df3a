import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PODCAST_MESSAGES, type HostingLinkResult, type Me } from '@patrocina/domain';
import { podcasts, users } from '../../db/schema';
import { createDemoHostingPartner } from '../../hosting/demo-partner';
import { HostingPartnerError, type HostingPartner, type LinkedAccount } from '../../hosting/partner';
import { createTestApp, json, uniqueEmail, type TestApp, useTestApp } from '../../../test/app';
import { createPodcast, createSignedInUser, createUser } from '../../../test/factories';

/**
 * Issue 9, My account «Plataforma de alojamiento»: linking the user's account on the hosting platform
 * (SPEC §2) brings its podcasts in as theirs; SPEC §8's texts when the platform says no.
 */
type ErrorBody = { error: { code: string; message: string } };

/** A partner that answers what each test puts in `accounts` (by e-mail), or fails as it is told. */
function fakePartner() {
  const accounts = new Map<string, LinkedAccount | HostingPartnerError>();
  const calls: { email: string }[] = [];
  const partner: HostingPartner = {
    kind: 'http',
    linkAccount(email) {
      calls.push({ email });
      const answer = accounts.get(email);
      if (!answer) return Promise.reject(new HostingPartnerError('wrong-credentials'));
      return answer instanceof HostingPartnerError ? Promise.reject(answer) : Promise.resolve(answer);
    },
    listens: () => Promise.resolve({ listens30d: 0 }),
  };
  return { partner, accounts, calls };
}

const fake = fakePartner();
let demo: TestApp;
const t = useTestApp({ hostingPartner: fake.partner });
beforeAll(async () => {
  demo = await createTestApp({ database: t.database, hostingPartner: createDemoHostingPartner() });
});
afterAll(async () => {
  await demo.close();
});

function link(app: TestApp, token: string, payload: Record<string, unknown>) {
  return app.call('POST', '/private/users/me/hosting-account', token, payload);
}

function unlink(app: TestApp, token: string) {
  return app.call('DELETE', '/private/users/me/hosting-account', token);
}

async function me(app: TestApp, token: string): Promise<Me> {
  return json<{ data: Me }>(await app.call('GET', '/private/users/me', token)).data;
}

const id = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;

describe('linking with the demo partner (no HOSTING_PARTNER_URL)', () => {
  it('links any e-mail with a password, brings its podcasts in as the user’s, and shows the link on /me', async () => {
    const user = await createSignedInUser(demo.app, demo.database);
    const response = await link(demo, user.session, { email: uniqueEmail('plataforma'), password: 'lo que sea' });
    expect(response.statusCode).toBe(200);
    const result = json<{ data: HostingLinkResult }>(response).data;
    expect(result.ivooxUserId).toMatch(/^demo-/);
    expect(result.linked.length).toBeGreaterThanOrEqual(1);
    expect(result.skipped).toEqual([]);
    expect((await me(demo, user.session)).ivooxUserId).toBe(result.ivooxUserId);

    const mine = json<{ data: { podcasts: { id: string; state: string }[] } }>(
      await demo.call('GET', '/private/podcasts/mine', user.session),
    ).data.podcasts;
    expect(mine.map((podcast) => podcast.id).sort()).toEqual(result.linked.map((podcast) => podcast.id).sort());
    expect(mine.every((podcast) => podcast.state === 'SHEET_INCOMPLETE')).toBe(true);
  });

  it('refuses an empty password with the form’s message, before asking the platform', async () => {
    const user = await createSignedInUser(demo.app, demo.database);
    const response = await link(demo, user.session, { email: uniqueEmail(), password: '   ' });
    expect(response.statusCode).toBe(400);
    expect((await me(demo, user.session)).ivooxUserId).toBeNull();
  });
});

describe('linking with the partner’s API', () => {
  it('shows SPEC §8’s texts when the e-mail and password do not match, or the account is a social one', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const social = uniqueEmail('social');
    fake.accounts.set(social, new HostingPartnerError('social-account'));

    const wrong = await link(t, user.session, { email: uniqueEmail('nadie'), password: 'no es esta' });
    expect(wrong.statusCode).toBe(400);
    expect(json<ErrorBody>(wrong).error).toMatchObject({
      code: 'HOSTING_LINK_FAILED',
      message: PODCAST_MESSAGES.hostingLinkFailed,
    });

    const socialAnswer = await link(t, user.session, { email: social, password: 'una contraseña' });
    expect(socialAnswer.statusCode).toBe(400);
    expect(json<ErrorBody>(socialAnswer).error.message).toBe(PODCAST_MESSAGES.hostingLinkSocial);

    fake.accounts.set('caida@example.com', new HostingPartnerError('unavailable'));
    const down = await link(t, user.session, { email: 'caida@example.com', password: 'una contraseña' });
    expect(down.statusCode).toBe(502);
    expect(json<ErrorBody>(down).error.message).toBe(PODCAST_MESSAGES.hostingUnavailable);
    expect((await me(t, user.session)).ivooxUserId).toBeNull();
  });

  it('makes unowned podcasts the user’s, adds new ones with a free slug, and leaves someone else’s alone', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const someoneElse = await createUser(t.database.db);
    const title = `Ruta Sonora ${randomBytes(3).toString('hex')}`;
    const unowned = await createPodcast(t.database.db, { ownerId: null, hostingId: id('p'), title });
    const othersShow = await createPodcast(t.database.db, { ownerId: someoneElse.id, hostingId: id('p') });
    const feedOnly = await createPodcast(t.database.db, {
      ownerId: null,
      feedUrl: `https://feeds.example.com/${id('f')}.xml`,
    });
    const fresh = { hostingId: id('p'), title, feedUrl: `https://feeds.example.com/${id('n')}.xml`, listens30d: 4321 };
    const email = uniqueEmail('marta');
    const hostingUserId = id('u');
    fake.accounts.set(email, {
      hostingUserId,
      podcasts: [
        { hostingId: unowned.hostingId!, title: unowned.title, feedUrl: null, listens30d: 15230 },
        { hostingId: othersShow.hostingId!, title: othersShow.title, feedUrl: null, listens30d: 10 },
        { hostingId: id('p'), title: feedOnly.title, feedUrl: feedOnly.feedUrl, listens30d: 77 },
        fresh,
      ],
    });

    const response = await link(t, user.session, { email: `  ${email.toUpperCase()} `, password: 'su contraseña' });
    expect(response.statusCode).toBe(200);
    const result = json<{ data: HostingLinkResult }>(response).data;
    expect(fake.calls.at(-1)).toEqual({ email });
    expect(result.ivooxUserId).toBe(hostingUserId);
    expect(result.skipped).toEqual([{ hostingId: othersShow.hostingId, title: othersShow.title }]);
    expect(result.linked.map((podcast) => podcast.title)).toEqual([unowned.title, feedOnly.title, title]);

    const [taken] = await t.database.db.select().from(podcasts).where(eq(podcasts.id, unowned.id));
    expect(taken).toMatchObject({ ownerId: user.id, listens30d: 15230 });
    expect(taken!.ownedSince).not.toBeNull();
    const [byFeed] = await t.database.db.select().from(podcasts).where(eq(podcasts.id, feedOnly.id));
    expect(byFeed).toMatchObject({ ownerId: user.id, hostingId: expect.stringMatching(/^p_/) as unknown });
    const [left] = await t.database.db.select().from(podcasts).where(eq(podcasts.id, othersShow.id));
    expect(left).toMatchObject({ ownerId: someoneElse.id, listens30d: othersShow.listens30d });
    const [added] = await t.database.db.select().from(podcasts).where(eq(podcasts.hostingId, fresh.hostingId));
    expect(added).toMatchObject({ ownerId: user.id, title, feedUrl: fresh.feedUrl, listens30d: 4321 });
    // The same title as the unowned show: a slug of its own.
    expect(added!.slug).not.toBe(taken!.slug);
    expect(result.linked.find((podcast) => podcast.id === added!.id)?.slug).toBe(added!.slug);

    // Linking again (the platform has new figures) changes nothing else and adds no rows.
    const again = await link(t, user.session, { email, password: 'su contraseña' });
    expect(json<{ data: HostingLinkResult }>(again).data.linked).toHaveLength(3);
    expect(await t.database.db.select().from(podcasts).where(eq(podcasts.ownerId, user.id))).toHaveLength(3);
  });

  it('refuses (409) an account another user already linked, and changes nothing', async () => {
    const first = await createSignedInUser(t.app, t.database);
    const second = await createSignedInUser(t.app, t.database);
    const email = uniqueEmail('compartida');
    const show = { hostingId: id('p'), title: 'Compartida', feedUrl: null, listens30d: 5 };
    fake.accounts.set(email, { hostingUserId: id('u'), podcasts: [show] });
    expect((await link(t, first.session, { email, password: 'x' })).statusCode).toBe(200);

    const refused = await link(t, second.session, { email, password: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error).toMatchObject({ code: 'CONFLICT', message: ACCOUNT_MESSAGES.hostingTaken });
    expect((await me(t, second.session)).ivooxUserId).toBeNull();
    const [row] = await t.database.db.select().from(podcasts).where(eq(podcasts.hostingId, show.hostingId));
    expect(row!.ownerId).toBe(first.id);
  });

  it('unlinks: the id goes, the podcasts stay the user’s, and the account can then be linked by someone else', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const next = await createSignedInUser(t.app, t.database);
    const email = uniqueEmail('desvincular');
    const hostingUserId = id('u');
    const show = { hostingId: id('p'), title: 'Para quedarse', feedUrl: null, listens30d: 5 };
    fake.accounts.set(email, { hostingUserId, podcasts: [show] });
    await link(t, user.session, { email, password: 'x' });

    const response = await unlink(t, user.session);
    expect(response.statusCode).toBe(200);
    expect((await me(t, user.session)).ivooxUserId).toBeNull();
    const [row] = await t.database.db.select().from(podcasts).where(eq(podcasts.hostingId, show.hostingId));
    expect(row!.ownerId).toBe(user.id);

    const relinked = await link(t, next.session, { email, password: 'x' });
    expect(json<{ data: HostingLinkResult }>(relinked).data).toMatchObject({
      ivooxUserId: hostingUserId,
      linked: [],
      skipped: [{ hostingId: show.hostingId }],
    });
    const [nextRow] = await t.database.db
      .select({ hostingUserId: users.hostingUserId })
      .from(users)
      .where(eq(users.id, next.id));
    expect(nextRow!.hostingUserId).toBe(hostingUserId);
  });

  it('refuses extra fields and never stores the platform password', async () => {
    const user = await createSignedInUser(t.app, t.database);
    const email = uniqueEmail('extra');
    fake.accounts.set(email, { hostingUserId: id('u'), podcasts: [] });
    expect((await link(t, user.session, { email, password: 'x', hostingUserId: 'u_robado' })).statusCode).toBe(400);
    expect((await link(t, user.session, { email, password: 'secreto-de-la-plataforma' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(JSON.stringify(row)).not.toContain('secreto-de-la-plataforma');
  });
});
