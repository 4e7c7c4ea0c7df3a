import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { createTestApp, json, OWN_COMPANY, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { CLIENT_LOG_RATE_LIMIT_PER_MINUTE: '3' },
    extend: (app) => {
      app.get('/boom', { config: { public: true } }, () => {
        throw new Error('detalle interno secreto en /srv/app.ts:12');
      });
      // As Drizzle reports a query whose connection the server cut while restarting.
      app.get('/restarting', { config: { public: true } }, () => {
        const cut = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
        throw new Error('Failed query: select 1', { cause: cut });
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('conventions of every answer', () => {
  it('answers the liveness check without a word about the database (readiness says that)', async () => {
    const response = await t.call('GET', '/sys/health');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { status: 'ok' } });
  });

  it('hides a crash behind the generic Spanish message, without a stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Ha ocurrido un error. Inténtalo más tarde.' },
    });
    expect(response.body).not.toMatch(/secreto|srv|at /);
  });

  it('answers 503 with the Spanish "restarting" message and Retry-After while the database is out of reach', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/restarting' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(json(response)).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable } });
  });

  it('sends the security headers and answers in Spanish', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sys/health',
      headers: { 'accept-language': 'es' },
    });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "script-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-language']).toBe('es');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and Secure cookies when served over https', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://patrocina.example', ...OWN_COMPANY },
    });
    try {
      const response = await production.call('GET', '/sys/health');
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      const logout = await production.call('POST', '/authentication/logout');
      expect(logout.cookies[0]).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await production.close();
    }
  });

  it('never caches the answers of e-mailed-token calls and sends no referrer from them', async () => {
    const response = await t.call('POST', '/authentication/verify', undefined, { token: 'x'.repeat(40) });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('the OpenAPI document', () => {
  it('describes every call with its schemas, and the docs page is served', async () => {
    const response = await t.call('GET', '/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = json<{
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>(response);
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/authentication/signup',
        '/api/v1/authentication/login',
        '/api/v1/authentication/check-email',
        '/api/v1/private/users/me',
        '/api/v1/sys/health',
        '/api/v1/sys/log',
      ]),
    );
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(
          Object.keys(operation.responses).some((status) => status.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
    const docs = await t.call('GET', '/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});

describe('client error reports', () => {
  it('takes a form post with message, component, four stack lines and the browser', async () => {
    const form = new URLSearchParams({
      message: 'No se pudo cargar',
      component: 'CampaignCard',
      browser: 'Chrome 140',
    });
    for (const line of ['a', 'b', 'c', 'd']) form.append('stack', `at ${line}`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sys/log',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: null });
  });

  it('refuses an empty report and limits how many one address sends', async () => {
    const empty = await t.call('POST', '/sys/log', undefined, { message: '' });
    expect(empty.statusCode).toBe(400);
    const send = () => t.call('POST', '/sys/log', undefined, { message: 'Fallo' });
    let last = await send();
    for (let i = 0; i < 3 && last.statusCode !== 429; i += 1) last = await send();
    expect(last.statusCode).toBe(429);
    expect(json(last)).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyRequests } });
  });
});
