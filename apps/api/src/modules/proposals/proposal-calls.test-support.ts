import { type PodcasterCampaignList } from '@patrocina/domain';
import { json, mailsTo as mailsToIn, useTestApp, type TestApp } from '../../../test/app';

export let t: TestApp;

export function get(url: string, session?: string) {
  return t.call('GET', url, session);
}

export function send(method: 'PUT' | 'POST', url: string, session: string, payload: object = {}) {
  return t.call(method, url, session, payload);
}

/** The e-mails an address was sent about campaigns (not the sign-up's verification). */
export function mailsTo(address: string) {
  return mailsToIn(t.database, address);
}

/** Every key of a JSON value, at any depth. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

export const list = async (path: string, session: string) =>
  json<{ data: PodcasterCampaignList }>(await get(path, session)).data;

/** One test app for the test file. */
export function setUpTestApp(): void {
  t = useTestApp();
}
