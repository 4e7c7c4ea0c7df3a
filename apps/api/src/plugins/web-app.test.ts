import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONSENT_COOKIE } from '@patrocina/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildSignup,
  openTestDatabase,
  signUpAndVerify,
  testConfig,
  tokenMailedTo,
  uniqueEmail,
} from '../../test/app';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';

let dist: string;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'patrocina-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Patrocina</title><section>Tu privacidad</section>',
  );
  writeFileSync(path.join(dist, 'index.consented.html'), '<!doctype html><title>Patrocina</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(
    path.join(dist, 'first-screen.json'),
    JSON.stringify({
      '/podcasts': ['/assets/catalogue-page-abc.js', '/assets/button-def.js'],
      '*': ['/assets/later-routes-ghi.js'],
    }),
  );
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ WEB_DIST_DIR: dist }), db: database.db, serveWebApp: true });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves index.html for a client route, revalidated on every visit', async () => {
    const response = await app.inject({ method: 'GET', url: '/me/podcasts' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Patrocina</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('draws the cookie notice for a first visit, and leaves it out once the visitor has chosen', async () => {
    const first = await app.inject({ method: 'GET', url: '/podcasts' });
    expect(first.body).toContain('Tu privacidad');
    expect(first.headers.vary).toContain('cookie');
    const chosen = await app.inject({ method: 'GET', url: '/podcasts', cookies: { [CONSENT_COOKIE]: '1' } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain('<title>Patrocina</title>');
    expect(chosen.body).not.toContain('Tu privacidad');
    expect(chosen.headers['cache-control']).toBe('no-cache');
  });

  it('names a landing page’s own chunks for the browser to fetch beside the entry, and no others', async () => {
    const catalogue = await app.inject({ method: 'GET', url: '/podcasts?category=Science' });
    expect(catalogue.headers.link).toBe(
      '</assets/catalogue-page-abc.js>; rel=modulepreload; fetchpriority=low, </assets/button-def.js>; rel=modulepreload; fetchpriority=low',
    );
  });

  it('names the rest of the route table on every other page, which the app needs to find the page', async () => {
    const laterRoutes = '</assets/later-routes-ghi.js>; rel=modulepreload; fetchpriority=low';
    expect((await app.inject({ method: 'GET', url: '/me/podcasts' })).headers.link).toBe(laterRoutes);
    expect((await app.inject({ method: 'GET', url: '/proposal/token/abc' })).headers.link).toBe(laterRoutes);
    expect((await app.inject({ method: 'GET', url: '/api/v1/nada' })).headers.link).toBeUndefined();
  });

  it('keeps hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/login/verify?token=abc',
    '/login/reset-password?token=abc',
    '/login/impersonate?token=abc',
    '/me/alternative-email?token=abc',
    '/podcast/manager-representation-accepted?token=abc',
    '/podcast/manager-representation-rejected?token=abc',
    '/proposal/token/abc',
    '/escuchas/abc',
  ])('never caches %s and sends no referrer from it, as it carries an e-mailed token', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  /** What a mail scanner does with a link: opens the page, and perhaps the API path beside it, by GET. */
  async function openLikeAScanner(page: string, apiPath: string, token: string) {
    const query = `?token=${encodeURIComponent(token)}`;
    expect((await app.inject({ method: 'GET', url: `${page}${query}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/v1${apiPath}${query}` })).statusCode).toBe(404);
  }

  it('confirms no address when a link is only opened: only the POST of the page’s button uses the token', async () => {
    const signup = buildSignup();
    await app.inject({ method: 'POST', url: '/api/v1/authentication/signup', payload: signup });
    const verifyToken = await tokenMailedTo(database, signup.email, '/login/verify');
    await openLikeAScanner('/login/verify', '/authentication/verify', verifyToken);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/authentication/verify',
      payload: { token: verifyToken },
    });
    expect(verified.statusCode).toBe(200);

    const account = await signUpAndVerify(app, database);
    const alternative = uniqueEmail('alternativo');
    await app.inject({
      method: 'PUT',
      url: '/api/v1/private/users/me/alternative-email',
      headers: bearer(account.session),
      payload: { email: alternative, confirmation: alternative },
    });
    const alternativeToken = await tokenMailedTo(database, alternative, '/me/alternative-email');
    await openLikeAScanner('/me/alternative-email', '/authentication/verify-change-email', alternativeToken);
    const me = await app.inject({ method: 'GET', url: '/api/v1/private/users/me', headers: bearer(account.session) });
    expect(me.json()).toMatchObject({ data: { alternativeEmail: null } });
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v1/authentication/verify-change-email',
      payload: { token: alternativeToken },
    });
    expect(confirmed.json()).toEqual({ data: { alternativeEmail: alternative } });
  });

  it('asks search engines not to list a share link to verified downloads', async () => {
    const response = await app.inject({ method: 'GET', url: '/escuchas/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect((await app.inject({ method: 'GET', url: '/me/podcasts' })).headers['x-robots-tag']).toBeUndefined();
  });

  it('answers unknown API paths with the error envelope, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nada' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
