import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSignup } from './app';
import { startServer, stopServers } from './server-process';

const cleanups: (() => void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await stopServers();
});

function whenClosed(socket: net.Socket): Promise<number> {
  return new Promise((resolve) =>
    socket.destroyed ? resolve(performance.now()) : socket.once('close', () => resolve(performance.now())),
  );
}

describe('the server on SIGTERM', () => {
  it(
    'ends idle connections at once, answers the request under way, then closes the queue and the database and exits with 0',
    { timeout: 90_000 },
    async () => {
      const server = await startServer();
      await server.waitFor(/job queue started/);

      // A keep-alive connection that has answered one request and waits for the next.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      cleanups.push(() => agent.destroy());
      const health = await new Promise<{ status: number | undefined; socket: net.Socket }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: server.port, path: '/api/v1/sys/health', agent }, (response) => {
            const socket = response.socket;
            response.resume();
            response.once('end', () => resolve({ status: response.statusCode, socket }));
          })
          .once('error', reject);
      });
      expect(health.status).toBe(200);
      const idleSocket = health.socket;
      // A connection that has sent nothing yet, as a browser's preconnect.
      const silentSocket = net.connect(server.port, '127.0.0.1');
      cleanups.push(() => silentSocket.destroy());
      await new Promise((resolve) => silentSocket.once('connect', resolve));

      // A sign-up under way: its headers have arrived, the rest of its body comes after the signal.
      const body = JSON.stringify(buildSignup());
      const signup = http.request({
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/v1/authentication/signup',
        agent: new http.Agent({ keepAlive: true }),
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        signup.once('response', (response) => {
          response.resume();
          response.once('end', () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
          );
        });
        signup.once('error', reject);
      });
      // Awaited below; a failure before then must not surface as an unhandled rejection.
      answered.catch(() => undefined);
      signup.write(body.slice(0, 10));
      await server.waitFor(/"url":"\/api\/v1\/authentication\/signup".*"msg":"incoming request"/);

      const signalledAt = performance.now();
      server.child.kill('SIGTERM');
      await server.waitFor(/SIGTERM received/);
      // Both idle connections end without waiting for the request under way.
      const closedAt = await Promise.race([
        Promise.all([whenClosed(idleSocket), whenClosed(silentSocket)]),
        server.exited.then(() => {
          throw new Error('the server exited before the request under way was answered');
        }),
        new Promise<never>((_resolve, reject) =>
          setTimeout(() => reject(new Error('idle connections still open 2 s after SIGTERM')), 2_000),
        ),
      ]);
      signup.end(body.slice(10));

      const answer = await answered;
      const exit = await server.exited;
      expect(answer).toEqual({ status: 201, connection: 'close' });
      expect(Math.max(...closedAt)).toBeLessThan(exit.at);
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.at - signalledAt).toBeLessThan(3_000);
      const messages = server.lines.map((line) => /"msg":"([^"]*)"/.exec(line)?.[1]);
      const order = ['requests drained', 'job queue stopped', 'database closed'].map((message) =>
        messages.indexOf(message),
      );
      expect(order.every((index) => index >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(server.lines.join('\n')).not.toMatch(/"level":(50|60)/);
    },
  );
});
