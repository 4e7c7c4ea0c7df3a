import { API, useTestApp, type TestApp } from '../../../test/app';

/** What signing in answers: the session token (the web app keeps the cookie instead). */
export type TokenBody = { data: { token: string } };

export let t: TestApp;

/** One test app for the test file. */
export function setUpTestApp(): void {
  t = useTestApp();
}

/** A call without a session of its own: sign-up, login and the e-mailed links are made this way. */
export function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `${API}${url}`, payload: payload as object, headers });
}

/** A login with e-mail and password, on the file's app or on another with other settings. */
export function login(email: string, password: string, app: TestApp = t) {
  return app.call('POST', '/authentication/login', undefined, { email, password });
}

/** `GET /private/users/me` with a session token: 200 while the session lives, 401 once it has ended. */
export function me(session: string) {
  return t.call('GET', '/private/users/me', session);
}
