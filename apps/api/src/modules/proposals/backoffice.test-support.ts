import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { type ActionCounts, type ActionRates } from '@patrocina/domain';
import { users } from '../../db/schema';
import { clockAt, mailsTo as mailsToIn, useTestApp, type TestApp } from '../../../test/app';
import { createCompleteSheet, createPodcast, createTeamMember, type SignedIn } from '../../../test/factories';

export let t: TestApp;

export const NO_ACTIONS: ActionCounts = { mentions: 0, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 };
export const NO_RATES: ActionRates = {
  mentions: null,
  sponsorships: null,
  reviews: null,
  dedicatedShows: null,
  spots: null,
};

/** A call to the back office: `url` below /private/backoffice. */
export function call(method: 'GET' | 'PUT' | 'POST', url: string, session: string, payload?: object) {
  return t.call(method, `/private/backoffice${url}`, session, payload);
}

export function mailsTo(address: string) {
  return mailsToIn(t.database, address);
}

export async function ownerEmailOf(podcast: { ownerId: string | null }) {
  const [owner] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, podcast.ownerId!));
  return owner!.email;
}

export let agent: SignedIn;
export let otherAgent: SignedIn;
export let admin: SignedIn;

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
  // The payment fixes the campaign's days from the brief's range: before it ends.
  t = useTestApp({ clock: clockAt('2026-11-10') });
  beforeAll(async () => {
    agent = await createTeamMember(t.app, t.database, 'agent');
    otherAgent = await createTeamMember(t.app, t.database, 'agent');
    admin = await createTeamMember(t.app, t.database, 'admin');
  });
}
