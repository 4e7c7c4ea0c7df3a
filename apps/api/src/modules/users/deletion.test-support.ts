import { type DeletionCheck } from '@patrocina/domain';
import { clockAt, json, useTestApp, type TestApp } from '../../../test/app';

/*
 * Issue 9, deleting one's account: refused while a paid campaign the user takes part in is
 * unfinished (as advertiser, agent, owner or representative of a hired podcast); otherwise confirmed
 * with the password, personal data erased, sessions ended, and what others share kept without it.
 */

export let t: TestApp;

/** One test app for the test file, on a business clock of its own. */
export function setUpTestApp(): void {
  t = useTestApp({ clock: clockAt('2026-11-25') });
}

/** `GET /private/users/me/deletion`: whether the account may go, and what holds it back. */
export async function check(session: string): Promise<DeletionCheck> {
  return json<{ data: DeletionCheck }>(await t.call('GET', '/private/users/me/deletion', session)).data;
}

export function remove(session: string, payload: object) {
  return t.call('DELETE', '/private/users/me', session, payload);
}

export function me(session: string) {
  return t.call('GET', '/private/users/me', session);
}

/** A second session on the account, as another device would open it. */
export async function logIn(user: { email: string; password: string }): Promise<string> {
  const answer = await t.call('POST', '/authentication/login', undefined, {
    email: user.email,
    password: user.password,
    method: 'LOGIN',
  });
  return json<{ data: { token: string } }>(answer).data.token;
}
