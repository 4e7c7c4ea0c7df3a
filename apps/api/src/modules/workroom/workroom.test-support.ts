import { beforeAll } from 'vitest';
import { clockAt, json, useTestApp, type TestApp } from '../../../test/app';
import {
  createCampaignRecord,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  createTeamMember,
  type SignedIn,
} from '../../../test/factories';

/*
 * Issue 8, the workroom chat through the API: who may read and write a thread, the limits of a
 * message, attachments checked by content, sends that store once, unread counts, the lists, the
 * disabled cases and the unread e-mail. The live stream has its own file (live.test.ts).
 */

/** The test app's business clock. */
export const clock = clockAt('2026-11-25');

export let t: TestApp;
/** The agent who runs the campaigns of thread(). */
export let agent: SignedIn;

/** One test app for the test file, on the clock above, and the agent. */
export function setUpTestApp(): void {
  t = useTestApp({ clock });
  beforeAll(async () => {
    agent = await createTeamMember(t.app, t.database, 'agent');
  });
}

/** An advertiser's published campaign run by the agent, with one podcast (its owner signed in) in it. */
export async function thread(
  options: {
    agent?: boolean;
    substatus?: 'PENDING_RESPONSE' | 'PENDING_DATES' | 'IN_PROGRESS' | 'FINISHED';
    picked?: boolean;
    brand?: string;
  } = {},
) {
  const advertiser = await createSignedInUser(t.app, t.database);
  const podcaster = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, { ownerId: podcaster.id, title: 'Modo Cooperativo' });
  const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
    substatus: options.substatus ?? 'PENDING_RESPONSE',
    agentId: options.agent === false ? null : agent.id,
    ...(options.brand ? { brand: options.brand } : {}),
  });
  const entry = await createProposalEntry(t.database.db, campaign.id, podcast.id, { picked: options.picked ?? false });
  const path = `/private/campaigns/${campaign.id}/podcasts/${podcast.id}/messages`;
  return { advertiser, podcaster, podcast, campaign, entry, path };
}

export async function send(path: string, session: string, body: string, extra: object = {}) {
  return t.call('POST', path, session, { body, ...extra });
}

/** The header badge's count of unread messages. */
export async function unreadOf(session: string): Promise<number> {
  return json<{ data: { unread: number } }>(await t.call('GET', '/private/campaigns/messages/me', session)).data.unread;
}

/** A thread's count of messages and of those unread by the session's user. */
export async function countOf(path: string, session: string) {
  return json<{ data: { total: number; unread: number } }>(await t.call('GET', `${path}/count`, session)).data;
}
