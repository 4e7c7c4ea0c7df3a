import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { type ActionCounts, type ActionRates } from '@patrocina/domain';
import { mailOutbox, users } from '../../db/schema';
import { bearer, clockAt, createTestApp, type TestApp } from '../../../test/app';
import { createCompleteSheet, createPodcast, createSignedInUser, setScope } from '../../../test/factories';

export let t: TestApp;

export const API = '/api/v1';
export type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

export const NO_ACTIONS: ActionCounts = { mentions: 0, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 };
export const NO_RATES: ActionRates = {
  mentions: null,
  sponsorships: null,
  reviews: null,
  dedicatedShows: null,
  spots: null,
};

export function call(method: 'GET' | 'PUT' | 'POST', url: string, session: string, payload?: object) {
  return t.app.inject({
    method,
    url: `${API}/private/backoffice${url}`,
    headers: bearer(session),
    ...(payload ? { payload } : {}),
  });
}

export async function mailsTo(address: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), ne(mailOutbox.template, 'verify-email')))
    .orderBy(mailOutbox.createdAt);
}

export async function ownerEmailOf(podcast: { ownerId: string | null }) {
  const [owner] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, podcast.ownerId!));
  return owner!.email;
}

export async function teamMember(scope: 'agent' | 'admin') {
  const member = await createSignedInUser(t.app, t.database);
  await setScope(t.database.db, member.id, scope);
  return member;
}

export let agent: Awaited<ReturnType<typeof teamMember>>;
export let otherAgent: Awaited<ReturnType<typeof teamMember>>;
export let admin: Awaited<ReturnType<typeof teamMember>>;

/** A proposable podcast: owned, with a complete sheet (mentions from 150 €, sections from 400 €). */
export async function proposable(overrides: Parameters<typeof createPodcast>[1] = {}) {
  const podcast = await createPodcast(t.database.db, { listens30d: 8_000, ...overrides });
  await createCompleteSheet(t.database.db, podcast.id);
  return podcast;
}

export function offer(podcastId: string, counts: Partial<ActionCounts>, rates: Partial<ActionRates>) {
  return { podcastId, counts: { ...NO_ACTIONS, ...counts }, advertiserRates: { ...NO_RATES, ...rates } };
}

export const saveDraft = (id: string, session: string, payload: object) =>
  call('PUT', `/campaigns/${id}/proposal`, session, payload);

/** One test app for the test file, on a business clock before the briefs' days, with the team. */
export function setUpTestApp(): void {
  beforeAll(async () => {
    // The payment fixes the campaign's days from the brief's range: before it ends.
    t = await createTestApp({ clock: clockAt('2026-11-10') });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeAll(async () => {
    agent = await teamMember('agent');
    otherAgent = await teamMember('agent');
    admin = await teamMember('admin');
  });
}
