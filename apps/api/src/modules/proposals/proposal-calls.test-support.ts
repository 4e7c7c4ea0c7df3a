import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { type PodcasterCampaignList } from '@patrocina/domain';
import { mailOutbox, representations } from '../../db/schema';
import { createToken, hashToken } from '../../lib/tokens';
import { bearer, createTestApp, json, type TestApp } from '../../../test/app';

export let t: TestApp;

export const API = '/api/v1';
export type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

export function get(url: string, session?: string) {
  return t.app.inject({ method: 'GET', url: `${API}${url}`, headers: session ? bearer(session) : {} });
}

export function send(method: 'PUT' | 'POST', url: string, session: string, payload: object = {}) {
  return t.app.inject({ method, url: `${API}${url}`, headers: bearer(session), payload });
}

/** The e-mails an address was sent about campaigns (not the sign-up's verification). */
export async function mailsTo(address: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), ne(mailOutbox.template, 'verify-email')))
    .orderBy(mailOutbox.createdAt);
}

/** Every key of a JSON value, at any depth. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

export async function represent(podcastId: string, ownerId: string, manager: { id: string; email: string }) {
  await t.database.db.insert(representations).values({
    podcastId,
    ownerId,
    managerEmail: manager.email,
    managerId: manager.id,
    status: 'ACCEPTED',
    tokenHash: hashToken(createToken()),
    tokenExpiresAt: new Date(),
    respondedAt: new Date(),
  });
}

export const list = async (path: string, session: string) =>
  json<{ data: PodcasterCampaignList }>(await get(path, session)).data;

/** One test app for the test file. */
export function setUpTestApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
}
