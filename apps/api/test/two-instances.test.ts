import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage, UploadedFile } from '@patrocina/domain';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { API, bearer, lastMailTo, uniqueEmail } from './app';
import { createCampaignRecord, createPodcast, createProposalEntry, createSignedInUser, setScope } from './factories';
import { imageBytes, multipartBody } from './files';
import { requestThrough } from './proxy';
import { openLiveStream, type LiveClient, type LiveEvent } from './sse';
import { callThrough, useTwoInstances } from './two-instances.test-support';

/**
 * Issue 22, "more than one machine": two instances on one database and one S3-compatible bucket,
 * behind a proxy that sends each request where the test says. Whichever instance a request reaches,
 * files, the live stream and the login limit behave as one service. On PGlite, or on the PostgreSQL
 * server when DATABASE_URL is set (CI runs both).
 */
const setUp = useTwoInstances({
  // The production limit, so the 31st failed login is the first one refused.
  AUTH_RATE_LIMIT_PER_MINUTE: '30',
  // Never the per-account lock: each failed login below names an unknown address anyway.
  LOGIN_MAX_FAILURES: '1000',
});

const streams: LiveClient[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

/** A user signed up and verified on instance A (set-up, not what is tested). */
function signedInUser() {
  const { instances, database } = setUp();
  return createSignedInUser(instances.a.app, database);
}

/** A workroom thread: an advertiser's campaign, run by an agent, with a podcaster's podcast in its proposal. */
async function thread() {
  const { database } = setUp();
  const agent = await signedInUser();
  await setScope(database.db, agent.id, 'agent');
  const advertiser = await signedInUser();
  const podcaster = await signedInUser();
  const podcast = await createPodcast(database.db, { ownerId: podcaster.id });
  const campaign = await createCampaignRecord(database.db, advertiser.id, {
    substatus: 'PENDING_RESPONSE',
    agentId: agent.id,
  });
  await createProposalEntry(database.db, campaign.id, podcast.id);
  return { advertiser, podcaster, path: `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/messages` };
}

/** Nothing on either instance's own disk: what was uploaded lives in the bucket only. */
function expectDisksEmpty() {
  const { instances } = setUp();
  expect(readdirSync(instances.a.config.filesDir)).toEqual([]);
  expect(readdirSync(instances.b.config.filesDir)).toEqual([]);
}

const reached = (instance: 'a' | 'b', method: string, url: string) =>
  setUp().seen[instance].some((request) => request.method === method && request.url === url);

describe('files across instances', () => {
  it('serves through instance B the same bytes of an attachment sent through instance A', async () => {
    const { proxy, s3 } = setUp();
    const { advertiser, podcaster, path } = await thread();
    const png = await imageBytes(120, 80);

    const sent = await callThrough(proxy, 'a', 'POST', path, {
      session: advertiser.session,
      payload: { body: 'El logo, de A', attachment: png.toString('base64'), attachmentName: 'logo.png' },
    });
    expect(sent.status).toBe(201);
    const message = sent.json<{ data: ChatMessage }>().data;
    expect(reached('a', 'POST', `${API}${path}`)).toBe(true);

    const download = await requestThrough(proxy, 'GET', message.attachment!.url, {
      instance: 'b',
      headers: bearer(podcaster.session),
    });
    expect(download.status).toBe(200);
    expect(download.body.equals(png)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(reached('b', 'GET', message.attachment!.url)).toBe(true);
    expect([...s3.objects.values()].some((stored) => stored.equals(png))).toBe(true);
    expectDisksEmpty();
  });

  it('serves through instance B an image uploaded through instance A, with the same pixels', async () => {
    const { proxy, s3 } = setUp();
    const podcaster = await signedInUser();
    const bytes = await imageBytes(1440, 360, 'png');
    const form = multipartBody({ kind: 'podcast-header' }, { name: 'cabecera.png', bytes });

    const uploaded = await requestThrough(proxy, 'POST', `${API}/private/files`, {
      instance: 'a',
      headers: { ...form.headers, ...bearer(podcaster.session) },
      body: form.payload,
    });
    expect(uploaded.status).toBe(201);
    const file = uploaded.json<{ data: UploadedFile }>().data;
    expect(reached('a', 'POST', `${API}/private/files`)).toBe(true);

    // The image service re-encodes what it serves (dropping EXIF), so the pixels are what must match.
    const served = await requestThrough(proxy, 'GET', file.url!, { instance: 'b' });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(reached('b', 'GET', file.url!)).toBe(true);
    const pixels = (image: Buffer) => sharp(image).raw().toBuffer();
    expect((await pixels(served.body)).equals(await pixels(bytes))).toBe(true);
    expect([...s3.objects.values()].some((stored) => stored.equals(bytes))).toBe(true);
    expectDisksEmpty();
  });
});

describe('the live stream across instances', () => {
  const isMessage = (body: string) => (event: LiveEvent) =>
    event.event === 'message' && (JSON.parse(event.data) as ChatMessage).body === body;

  it('brings a message sent through instance A to a stream open on instance B', async () => {
    const { proxy } = setUp();
    const { advertiser, podcaster, path } = await thread();
    const stream = await openLiveStream(proxy.url, podcaster.session, { 'x-test-instance': 'b' });
    streams.push(stream);
    expect(stream.status).toBe(200);
    // The stream is listening once its first counts arrive.
    await stream.next((event) => event.event === 'counts');
    expect(reached('b', 'GET', `${API}/private/events`)).toBe(true);

    const sent = await callThrough(proxy, 'a', 'POST', path, {
      session: advertiser.session,
      payload: { body: 'Hola desde la instancia A' },
    });
    expect(sent.status).toBe(201);
    const stored = sent.json<{ data: ChatMessage }>().data;

    const received = await stream.next(isMessage('Hola desde la instancia A'), 5_000);
    expect(received.id).toBe(String(stored.seq));
    expect(JSON.parse(received.data)).toMatchObject({ id: stored.id, isRecipientUser: true });
  });
});

describe('the login limit across instances', () => {
  // Clients with addresses of their own, neither the proxy's nor each other's.
  const guesser = '127.0.0.2';
  const bystander = '127.0.0.3';
  const failedLogin = (instance: 'a' | 'b', from: string, headers: Record<string, string> = {}) =>
    callThrough(setUp().proxy, instance, 'POST', '/authentication/login', {
      from,
      headers,
      payload: { email: uniqueEmail('intruso'), password: 'no-es-la-clave' },
    });

  it('refuses the 31st failed login from one address, spread across both instances', async () => {
    const { seen } = setUp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const answer = await failedLogin(attempt % 2 === 0 ? 'a' : 'b', guesser);
      expect(answer.json(), `attempt ${attempt + 1}`).toMatchObject({ error: { code: 'LOGIN_FAILED' } });
    }
    // Each instance took half, and saw the client's address that the proxy forwarded.
    for (const instance of [seen.a, seen.b]) {
      const logins = instance.filter((request) => request.url === `${API}/authentication/login`);
      expect(logins.map((request) => request.ip)).toEqual(Array.from({ length: 15 }, () => guesser));
    }

    for (const instance of ['a', 'b'] as const) {
      const refused = await failedLogin(instance, guesser);
      expect(refused.status).toBe(429);
      expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
    }
    // An address the client writes itself is not believed: the proxy's hop is the one trusted.
    const spoofed = await failedLogin('a', guesser, { 'x-forwarded-for': '203.0.113.9' });
    expect(spoofed.status).toBe(429);
    // The count is the guesser's, not the proxy's: another client through the same proxy is answered.
    expect((await failedLogin('b', bystander)).json()).toMatchObject({ error: { code: 'LOGIN_FAILED' } });
  });
});

describe('sessions across instances', () => {
  // Through the proxy, as a browser behind the load balancer: B keeps the session in memory after the
  // first call, and the log-out through A reaches it through the database's notice before the next one.
  it('stops a token logged out through A on B, and one whose password changed through B on A, as soon as the notice arrives', async () => {
    const { proxy } = setUp();
    const user = await signedInUser();
    const meThrough = (instance: 'a' | 'b', session: string) =>
      callThrough(proxy, instance, 'GET', '/private/users/me', { session, from: '127.0.0.4' });
    // Within the time PostgreSQL takes to hand the change's notice to the other instance (0029).
    const refusedSoon = async (instance: 'a' | 'b', session: string) => {
      const deadline = Date.now() + 200;
      let status = (await meThrough(instance, session)).status;
      while (status !== 401 && Date.now() < deadline) status = (await meThrough(instance, session)).status;
      return status;
    };
    expect((await meThrough('b', user.session)).status).toBe(200);
    expect((await meThrough('b', user.session)).status).toBe(200);
    expect((await callThrough(proxy, 'a', 'POST', '/authentication/logout', { session: user.session })).status).toBe(
      200,
    );
    expect(await refusedSoon('b', user.session)).toBe(401);

    const other = await signedInUser();
    const login = await callThrough(proxy, 'a', 'POST', '/authentication/login', {
      from: '127.0.0.4',
      payload: { email: other.email, password: other.password, method: 'LOGIN' },
    });
    const second = login.json<{ data: { token: string } }>().data.token;
    expect((await meThrough('a', second)).status).toBe(200);
    const changed = await callThrough(proxy, 'b', 'PUT', '/private/users/me/password', {
      session: other.session,
      payload: { currentPassword: other.password, newPassword: 'una contraseña nueva y larga' },
    });
    expect(changed.status).toBe(200);
    expect(await refusedSoon('a', second)).toBe(401);
    expect((await meThrough('a', other.session)).status).toBe(200);
  });
});

describe('agency colleagues across instances', () => {
  // Issue 23, docs/decisions/0034: membership is read per request, and the lists and the account kept in
  // memory are dropped by the membership's notice, so a removal through A holds on B from the next call.
  it('takes a colleague removed through A off the agency’s campaigns on B at once', async () => {
    const { proxy, database } = setUp();
    const agency = await signedInUser();
    await database.db.update(users).set({ isAgency: true }).where(eq(users.id, agency.id));
    const colleague = await signedInUser();
    const campaign = await createCampaignRecord(database.db, agency.id);
    await callThrough(proxy, 'a', 'POST', '/private/agency/invitations', {
      session: agency.session,
      payload: { email: colleague.email, role: 'manager' },
    });
    const token = /\/agency\/invitations\/([\w-]+)/.exec((await lastMailTo(database, colleague.email))!.text)![1]!;
    const through = (path: string) => callThrough(proxy, 'b', 'GET', path, { session: colleague.session });
    expect(
      (
        await callThrough(proxy, 'b', 'POST', `/private/agency/invitations/${token}/accept`, {
          session: colleague.session,
        })
      ).status,
    ).toBe(200);
    for (let twice = 0; twice < 2; twice += 1) {
      expect(
        (await through('/private/campaigns')).json<{ data: { campaigns: unknown[] } }>().data.campaigns,
      ).toHaveLength(1);
      expect((await through('/private/users/me')).json<{ data: { agencyRole: string } }>().data.agencyRole).toBe(
        'manager',
      );
    }
    expect((await through(`/private/campaigns/${campaign.id}`)).status).toBe(200);

    const removed = await callThrough(proxy, 'a', 'DELETE', `/private/agency/members/${colleague.id}`, {
      session: agency.session,
    });
    expect(removed.status).toBe(200);

    expect((await through(`/private/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await through('/private/campaigns')).json<{ data: { campaigns: unknown[] } }>().data.campaigns).toEqual([]);
    expect((await through('/private/users/me')).json<{ data: { agencyRole: null } }>().data.agencyRole).toBeNull();
  });

  it('drops a colleague’s cached agency role on B when the agency deletes its account through A', async () => {
    const { proxy, database, instances } = setUp();
    const agency = await signedInUser();
    await database.db.update(users).set({ isAgency: true }).where(eq(users.id, agency.id));
    const colleague = await signedInUser();
    await callThrough(proxy, 'a', 'POST', '/private/agency/invitations', {
      session: agency.session,
      payload: { email: colleague.email, role: 'viewer' },
    });
    const token = /\/agency\/invitations\/([\w-]+)/.exec((await lastMailTo(database, colleague.email))!.text)![1]!;
    const accepted = await callThrough(proxy, 'b', 'POST', `/private/agency/invitations/${token}/accept`, {
      session: colleague.session,
    });
    expect(accepted.status).toBe(200);
    const roleOnB = async () =>
      (await callThrough(proxy, 'b', 'GET', '/private/users/me', { session: colleague.session })).json<{
        data: { agencyRole: string | null };
      }>().data.agencyRole;
    for (let twice = 0; twice < 2; twice += 1) expect(await roleOnB()).toBe('viewer');

    // Straight to A (the proxy drops a DELETE's chunked body): its notice still has to reach B.
    const deleted = await instances.a.call('DELETE', '/private/users/me', agency.session, {
      password: agency.password,
    });
    expect(deleted.statusCode).toBe(200);

    expect(await roleOnB()).toBeNull();
  });
});
