import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoHostingPartner } from './demo-partner';
import { createHttpHostingPartner } from './http-partner';
import { HostingPartnerError, type HostingFailure } from './partner';

const KEY = 'clave-del-socio';

/** A partner speaking docs/hosting-partner.md, with a few accounts that misbehave on purpose. */
function partnerServer(request: IncomingMessage, response: ServerResponse, body: string) {
  const send = (status: number, json: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  if (request.headers.authorization !== `Bearer ${KEY}`) return send(403, { error: { code: 'invalid_api_key' } });
  if (request.method === 'POST' && request.url === '/api/v1/account-links') {
    const { email, password } = JSON.parse(body) as { email: string; password: string };
    if (email === 'lenta@ejemplo.es') return; // never answers
    if (email === 'caida@ejemplo.es') return send(503, { error: { code: 'maintenance' } });
    if (email === 'html@ejemplo.es')
      return response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Error</h1>');
    if (email === 'rara@ejemplo.es') return send(200, { user: { id: 7 }, podcasts: 'ninguno' });
    if (email === 'google@ejemplo.es')
      return send(422, { error: { code: 'social_login_account', provider: 'google' } });
    if (email !== 'marta@ejemplo.es' || password !== 'secreta123')
      return send(401, { error: { code: 'invalid_credentials' } });
    return send(200, {
      user: { id: 'u_81723' },
      podcasts: [
        {
          id: 'p_1',
          title: 'El Ocaso de Roma',
          feedUrl: 'https://feeds.ejemplo.es/ocaso.xml',
          listens30d: 15230,
          extra: 'ignorado',
        },
        { id: 'p_2', title: 'Sin feed', feedUrl: null, listens30d: 0 },
      ],
    });
  }
  const listens = /^\/api\/v1\/podcasts\/([^/]+)\/listens$/.exec(request.url ?? '');
  if (request.method === 'GET' && listens) {
    if (listens[1] === 'p_1')
      return send(200, { podcastId: 'p_1', listens30d: 15230, updatedAt: '2024-05-01T00:00:00Z' });
    return send(404, { error: { code: 'podcast_not_found' } });
  }
  return send(404, { error: { code: 'not_found' } });
}

let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => partnerServer(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const partner = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  createHttpHostingPartner({ baseUrl, apiKey: overrides.apiKey ?? KEY, timeoutMs: overrides.timeoutMs ?? 2_000 });

async function failure(
  promise: Promise<unknown>,
): Promise<{ reason: HostingFailure; message: string; statusCode: number }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HostingPartnerError)
      return { reason: error.reason, message: error.message, statusCode: error.statusCode };
    throw error;
  }
  throw new Error('it worked');
}

describe('the hosting partner over HTTP', () => {
  it('links an account and lists its podcasts with their listens', async () => {
    expect(await partner().linkAccount('marta@ejemplo.es', 'secreta123')).toEqual({
      hostingUserId: 'u_81723',
      podcasts: [
        {
          hostingId: 'p_1',
          title: 'El Ocaso de Roma',
          feedUrl: 'https://feeds.ejemplo.es/ocaso.xml',
          listens30d: 15230,
        },
        { hostingId: 'p_2', title: 'Sin feed', feedUrl: null, listens30d: 0 },
      ],
    });
    expect(await partner().listens('p_1')).toEqual({ listens30d: 15230 });
  });

  it.each([
    {
      behaviour: 'tells the user to check e-mail and password when they do not match',
      email: 'marta@ejemplo.es',
      password: 'otra',
      refusal: {
        reason: 'wrong-credentials',
        statusCode: 400,
        message:
          'Comprueba que el correo y la contraseña coinciden con los de tu cuenta de la plataforma de alojamiento.',
      },
    },
    {
      behaviour: 'explains that a social-login account needs the same e-mail',
      email: 'google@ejemplo.es',
      password: 'x',
      refusal: {
        reason: 'social-account',
        statusCode: 400,
        message:
          'Esa cuenta de la plataforma de alojamiento se creó con una red social: el correo debe ser el mismo que el de la red social con la que entras en ella.',
      },
    },
  ])('$behaviour', async ({ email, password, refusal }) => {
    expect(await failure(partner().linkAccount(email, password))).toEqual(refusal);
  });

  it('gives up on a partner that does not answer in time', async () => {
    const started = Date.now();
    expect(await failure(partner({ timeoutMs: 300 }).linkAccount('lenta@ejemplo.es', 'x'))).toEqual({
      reason: 'unavailable',
      statusCode: 502,
      message: 'La plataforma de alojamiento no responde ahora mismo. Inténtalo más tarde.',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('treats server errors, unexpected answers, a refused key and an unreachable partner as unavailable', async () => {
    for (const email of ['caida@ejemplo.es', 'html@ejemplo.es', 'rara@ejemplo.es']) {
      expect((await failure(partner().linkAccount(email, 'x'))).reason).toBe('unavailable');
    }
    expect((await failure(partner({ apiKey: 'mala' }).linkAccount('marta@ejemplo.es', 'secreta123'))).reason).toBe(
      'unavailable',
    );
    const nowhere = createHttpHostingPartner({ baseUrl: 'http://127.0.0.1:9', apiKey: KEY, timeoutMs: 1_000 });
    expect((await failure(nowhere.listens('p_1'))).reason).toBe('unavailable');
  });

  it('says when the partner no longer has a podcast', async () => {
    expect(await failure(partner().listens('p_borrado'))).toMatchObject({ reason: 'not-found', statusCode: 404 });
  });
});

describe('the demo partner', () => {
  it('links any account, always with the same podcasts and figures for the same e-mail', async () => {
    const demo = createDemoHostingPartner();
    const first = await demo.linkAccount('Ana@Ejemplo.es', 'lo-que-sea');
    expect(await demo.linkAccount('ana@ejemplo.es', 'otra')).toEqual(first);
    expect(first.podcasts.length).toBeGreaterThan(0);
    for (const podcast of first.podcasts) {
      expect(podcast.feedUrl).toMatch(/^https:\/\/feeds\.demo\.invalid\//);
      expect(await demo.listens(podcast.hostingId)).toEqual({ listens30d: podcast.listens30d });
    }
    expect(demo.kind).toBe('demo');
  });
});
