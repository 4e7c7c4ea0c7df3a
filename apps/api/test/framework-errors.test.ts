import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { createTestApp, type TestApp } from './app';

/**
 * What Node's HTTP parser and Fastify's router refuse before any route runs, and what the server
 * answers while it closes, through a real listening server: inject() goes around all of it. Every
 * answer is the Spanish error envelope (QUALITY.md: bad input of any kind gets a Spanish 4xx).
 */

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

let t: TestApp;
let port: number;
const logLines: string[] = [];
let slowStarted: () => void = () => {};
let releaseSlow: () => void = () => {};
let closingStarted: () => void = () => {};

beforeAll(async () => {
  t = await createTestApp({
    logLines,
    extend: (app) => {
      // A request still in flight when the server starts closing, so that its connection stays open.
      app.get('/test/slow', async () => {
        slowStarted();
        await new Promise<void>((resolve) => {
          releaseSlow = resolve;
        });
        return { data: 'lenta' };
      });
      app.addHook('preClose', (done) => {
        closingStarted();
        done();
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t?.close();
});

/** Parses the HTTP/1.1 responses in what a socket received, checking each body's length. */
function parseResponses(raw: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) throw new Error(`An incomplete response: ${rest.toString()}`);
    const [statusLine, ...headerLines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length']);
    if (!Number.isInteger(length)) throw new Error(`No content-length in: ${statusLine}`);
    const body = rest.subarray(end + 4, end + 4 + length);
    expect(body.length, 'the body is as long as content-length says').toBe(length);
    responses.push({ status: Number(statusLine!.split(' ')[1]), headers, body: body.toString('utf8') });
    rest = rest.subarray(end + 4 + length);
  }
  return responses;
}

/** Sends bytes on a fresh connection and reads until the server closes it. */
async function exchange(request: string): Promise<RawResponse[]> {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'connect');
  socket.write(request);
  await once(socket, 'close');
  return parseResponses(Buffer.concat(chunks));
}

async function get(path: string): Promise<RawResponse> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

function expectSpanishRefusal(response: RawResponse, status: number, code: string, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(response.body)).toEqual({ error: { code, message } });
}

describe('answers Node’s HTTP parser refuses', () => {
  it('answers headers over Node’s limit with a Spanish 431 and closes the connection', async () => {
    const [response, ...more] = await exchange(
      `GET /api/v1/sys/health HTTP/1.1\r\nHost: localhost\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(more).toEqual([]);
    expectSpanishRefusal(response!, 431, 'HEADERS_TOO_LARGE', MESSAGES.headersTooLarge);
    expect(response!.headers.connection).toBe('close');
    expect(response!.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a malformed header line', 'GET /api/v1/sys/health HTTP/1.1\r\nHost: localhost\r\nSin dos puntos\r\n\r\n'],
    ['a NUL byte in a header', 'GET /api/v1/sys/health HTTP/1.1\r\nHost: localhost\r\nX-Nombre: a\u0000b\r\n\r\n'],
    ['a request line that is not HTTP', 'HOLA QUE TAL\r\n\r\n'],
  ])('answers %s with a Spanish 400 and closes the connection', async (_name, request) => {
    const [response] = await exchange(request);
    expectSpanishRefusal(response!, 400, 'BAD_REQUEST', MESSAGES.badRequest);
    expect(response!.headers.connection).toBe('close');
  });
});

describe('answers Fastify’s router refuses', () => {
  it.each(['/api/v1/public/podcasts/%E0%A4%A', '/api/v1/public/campaign/%zz', '/api/v1/sys/health%E0'])(
    'answers bad percent-encoding in %s with a Spanish 400',
    async (path) => {
      const response = await get(path);
      expectSpanishRefusal(response, 400, 'BAD_REQUEST', MESSAGES.badRequest);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('answers a path parameter over 100 characters with a Spanish 414', async () => {
    expectSpanishRefusal(
      await get(`/api/v1/public/campaign/${'a'.repeat(101)}`),
      414,
      'URI_TOO_LONG',
      MESSAGES.uriTooLong,
    );
  });
});

describe('while the server closes', () => {
  it('answers a request that arrives on an open connection as usual, with connection: close, and lets the one in flight finish', async () => {
    const started = new Promise<void>((resolve) => {
      slowStarted = resolve;
    });
    const closing = new Promise<void>((resolve) => {
      closingStarted = resolve;
    });
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    await once(socket, 'connect');
    socket.write('GET /test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await started;

    const closed = t.app.close();
    await closing;
    // Pipelined behind the request in flight: the connection is busy, so closing leaves it open.
    socket.write('GET /api/v1/sys/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect
      .poll(() =>
        logLines.some((line) => line.includes('"url":"/api/v1/sys/health"') && line.includes('incoming request')),
      )
      .toBe(true);
    releaseSlow();
    await once(socket, 'close');
    await closed;

    const [slow, health, ...more] = parseResponses(Buffer.concat(chunks));
    expect(more).toEqual([]);
    expect(slow!.status).toBe(200);
    expect(JSON.parse(slow!.body)).toEqual({ data: 'lenta' });
    // Not a 5xx: the client reconnects, to another instance, for its next request.
    expect(health!.status).toBe(200);
    expect(JSON.parse(health!.body)).toEqual({ data: { status: 'ok' } });
    expect(health!.headers.connection).toBe('close');
  });
});
