import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequestsInFlight } from './requests-in-flight';

/**
 * A client that hangs up does not end its request's work: closing the app waits for that work, so
 * the database closed after the app is never used by it. A bare Fastify instance, a real socket.
 */

interface Gate {
  open(): void;
  opened: Promise<void>;
}
function gate(): Gate {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => undefined);
});

async function appWith(setup: (app: FastifyInstance) => void, waitMs?: number) {
  const app = Fastify();
  apps.push(app);
  const inFlight = trackRequestsInFlight(app, waitMs);
  setup(app);
  inFlight.holdClose();
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, inFlight, port: (app.server.address() as net.AddressInfo).port };
}

/** Sends a request and hangs up once the server has begun on it. */
async function sendAndHangUp(port: number, path: string, started: Promise<void>) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  await started;
  socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}

describe('closing the app with requests at work', () => {
  it('waits for a handler whose client has hung up, and closes once it has finished', async () => {
    const started = gate();
    const release = gate();
    const events: string[] = [];
    const { app, inFlight, port } = await appWith((app) => {
      app.get('/slow', async () => {
        started.open();
        await release.opened;
        events.push('handler finished');
        return { data: 'tarde' };
      });
      app.addHook('onClose', () => {
        events.push('store closed');
      });
    });
    await sendAndHangUp(port, '/slow', started.opened);
    expect(inFlight.count()).toBe(1);

    const closed = app.close().then(() => events.push('app closed'));
    expect(await settledWithin(closed, 300)).toBe(false);
    release.open();
    await closed;
    expect(events).toEqual(['handler finished', 'store closed', 'app closed']);
    expect(inFlight.count()).toBe(0);
  });

  it('waits for a hook still reading when the client hung up', async () => {
    const started = gate();
    const release = gate();
    const events: string[] = [];
    const { app, port } = await appWith((app) => {
      app.addHook('preHandler', async () => {
        started.open();
        await release.opened;
        events.push('hook finished');
      });
      app.get('/private', () => {
        events.push('handler ran');
        return { data: 'ok' };
      });
    });
    await sendAndHangUp(port, '/private', started.opened);

    const closed = app.close().then(() => events.push('app closed'));
    expect(await settledWithin(closed, 300)).toBe(false);
    release.open();
    await closed;
    expect(events).toEqual(['hook finished', 'handler ran', 'app closed']);
  });

  it('gives up waiting after its limit, so a stuck request cannot hold the shutdown', async () => {
    const started = gate();
    const { app, port } = await appWith((app) => {
      app.get('/stuck', async () => {
        started.open();
        await new Promise(() => undefined);
      });
    }, 200);
    await sendAndHangUp(port, '/stuck', started.opened);
    const startedAt = performance.now();
    await app.close();
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(190);
    expect(performance.now() - startedAt).toBeLessThan(2_000);
  });

  it('closes at once when nothing is at work', async () => {
    const { app, port, inFlight } = await appWith((app) => {
      app.get('/quick', () => ({ data: 'ya' }));
    });
    const response = await fetch(`http://127.0.0.1:${port}/quick`);
    expect(response.status).toBe(200);
    await response.text();
    expect(inFlight.count()).toBe(0);
    const startedAt = performance.now();
    await app.close();
    expect(performance.now() - startedAt).toBeLessThan(1_000);
  });

  it('counts a hijacked answer until its connection ends, then closes at once', async () => {
    const opened = gate();
    const { app, port, inFlight } = await appWith((app) => {
      app.get('/stream', { config: { hijacks: true } }, (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
        reply.raw.write(': abierto\n\n');
        opened.open();
      });
    });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /stream HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await opened.opened;
    expect(inFlight.count()).toBe(1);

    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inFlight.count()).toBe(0);
    const startedAt = performance.now();
    await app.close();
    expect(performance.now() - startedAt).toBeLessThan(1_000);
  });
});
