import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { json, lastMailTo, uniqueEmail, useTestApp, type ErrorBody, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';
import { buildFeed, startFeedServer, uniquePath, type FeedServer } from '../../../test/feeds';
import { podcastClaims } from '../../db/schema';

export type Added = {
  data: {
    podcast: { id: string; slug: string; title: string; imageUrl: string | null; author: string | null };
    claim: { feedToken: string; ownerEmailHint: string | null };
  };
};
export type Details = { data: { claim: { feedToken: string; codeSentAt: string | null; canResendAt: string | null } } };
export type Mine = { data: { podcasts: { id: string; state: string }[] } };

export let t: TestApp;
/** The local server the test feeds are fetched from. */
export let feeds: FeedServer;

/** One test app and one feed server for the test file. */
export function setUpTestApp(): void {
  t = useTestApp();
  beforeAll(async () => {
    feeds = await startFeedServer();
  });
  afterAll(async () => {
    await feeds.close();
  });
}

/** `POST /private/podcasts`: adds a podcast by its feed, on the file's app or on another one. */
export function add(session: string, feedUrl: string, app: TestApp = t) {
  return app.call('POST', '/private/podcasts', session, { feedUrl });
}
export function getClaim(session: string, id: string) {
  return t.call('GET', `/private/podcasts/${id}/claim`, session);
}
export function sendCode(session: string, id: string) {
  return t.call('POST', `/private/podcasts/${id}/claim/code`, session, {});
}
export function verifyCode(session: string, id: string, code: string) {
  return t.call('POST', `/private/podcasts/${id}/claim/verify-code`, session, { code });
}
export function verifyFeed(session: string, id: string) {
  return t.call('POST', `/private/podcasts/${id}/claim/verify-feed`, session, {});
}
export function refresh(session: string, id: string) {
  return t.call('POST', `/private/podcasts/${id}/episodes/refresh`, session, {});
}
export function mine(session: string) {
  return t.call('GET', '/private/podcasts/mine', session);
}

export function errorOf(response: { json: <T>() => T }) {
  return response.json<ErrorBody>().error;
}

/** The code in the newest ownership e-mail to an address. */
export async function codeSentTo(email: string): Promise<string> {
  const mail = await lastMailTo(t.database, email);
  const code = /: (\d{6})$/.exec(mail!.subject)?.[1];
  if (!code || !mail!.text.includes(`escribe este código: ${code}`)) throw new Error(`no code in ${mail?.subject}`);
  return code;
}

/** A signed-in user who added a generated feed with an owner address; returns both and the podcast id. */
export async function addedFeed(spec: Parameters<typeof buildFeed>[0] = {}) {
  const ownerEmail = spec.ownerEmail === null ? null : (spec.ownerEmail ?? uniqueEmail('duena'));
  const path = uniquePath();
  const feedUrl = feeds.serve(path, buildFeed({ title: `Voces ${path.slice(6, 14)}`, ...spec, ownerEmail }));
  const user = await createSignedInUser(t.app, t.database);
  const response = await add(user.session, feedUrl);
  expect(response.statusCode, response.body).toBe(201);
  const { data } = json<Added>(response);
  return { user, ownerEmail: ownerEmail!, path, feedUrl, id: data.podcast.id, added: data };
}

export async function claimRow(podcastId: string, userId: string) {
  const [row] = await t.database.db
    .select()
    .from(podcastClaims)
    .where(and(eq(podcastClaims.podcastId, podcastId), eq(podcastClaims.userId, userId)));
  return row!;
}

export async function backdateCode(
  podcastId: string,
  userId: string,
  fields: Partial<typeof podcastClaims.$inferInsert>,
) {
  await t.database.db
    .update(podcastClaims)
    .set(fields)
    .where(and(eq(podcastClaims.podcastId, podcastId), eq(podcastClaims.userId, userId)));
}
