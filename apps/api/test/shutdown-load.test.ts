import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSignup, uniqueEmail } from './app';
import { startServer, stopServers, type RunningServer } from './server-process';

/**
 * Issue 22, "Drain": SIGTERM stops accepting, finishes what is in flight, then closes the pool and the
 * queue, and nobody sees a 5xx. Twenty keep-alive clients keep the real server busy with a mix of
 * calls; the signal comes in the middle. On the PostgreSQL server when DATABASE_URL is set (CI's
 * second run of the API suite), on PGlite otherwise.
 */

afterEach(stopServers);

const CLIENTS = 20;
const IMPATIENT = 4;
const PATIENCE_MS = 30;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** What this call answers when all is well. */
  status: number;
  body?: () => object;
}

const CALLS: Call[] = [
  { name: 'health', method: 'GET', path: '/api/v1/sys/health', status: 200 },
  {
    name: 'failed login',
    method: 'POST',
    path: '/api/v1/authentication/login',
    status: 403,
    body: () => ({ email: uniqueEmail('intruso'), password: 'no-es-la-clave' }),
  },
  { name: 'public list', method: 'GET', path: '/api/v1/public/podcasts/featured', status: 200 },
  { name: 'signup', method: 'POST', path: '/api/v1/authentication/signup', status: 201, body: () => buildSignup() },
];

interface Answer {
  call: string;
  status: number;
  expected: number;
  afterSignal: boolean;
}
interface Failure {
  call: string;
  code: string;
  afterSignal: boolean;
}

/** What an impatient client's request says when the client gave up on it. */
const GAVE_UP = -1;

function send(agent: http.Agent, port: number, call: Call, patienceMs?: number): Promise<number> {
  const payload = call.body ? JSON.stringify(call.body()) : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        agent,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(payload);
    if (patienceMs !== undefined) {
      const timer = setTimeout(() => {
        request.destroy();
        resolve(GAVE_UP);
      }, patienceMs);
      request.once('close', () => clearTimeout(timer));
    }
  });
}

/**
 * Each client sends one call after another on its keep-alive connection until the listener refuses
 * it. A connection reset during the drain (an idle connection ended under a request just sent) is
 * counted and the client carries on, as a browser would, on a new connection. The first IMPATIENT
 * clients hang up on any request not answered within PATIENCE_MS, as a proxy's timeout or a load
 * generator that stops does: the server goes on with those requests after their connection is gone.
 */
function runClients(server: RunningServer, signal: { sent: boolean }) {
  const answers: Answer[] = [];
  const failures: Failure[] = [];
  const gaveUp: Omit<Failure, 'code'>[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const clients = Array.from({ length: CLIENTS }, async (_unused, client) => {
    for (let turn = client; ; turn += 1) {
      const call = CALLS[turn % CALLS.length]!;
      try {
        const status = await send(agent, server.port, call, client < IMPATIENT ? PATIENCE_MS : undefined);
        if (status === GAVE_UP) gaveUp.push({ call: call.name, afterSignal: signal.sent });
        else answers.push({ call: call.name, status, expected: call.status, afterSignal: signal.sent });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        failures.push({ call: call.name, code, afterSignal: signal.sent });
        if (code === 'ECONNREFUSED' || !signal.sent) return;
      }
    }
  });
  return {
    answers,
    failures,
    gaveUp,
    done: Promise.all(clients).finally(() => agent.destroy()),
  };
}

describe('the server on SIGTERM under load', () => {
  it(
    'answers every request it accepted without a 5xx, then closes the queue and the database and exits with 0',
    { timeout: 120_000 },
    async () => {
      const server = await startServer({ onServer: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
      await server.waitFor(/job queue started/);

      const signal = { sent: false };
      const load = runClients(server, signal);
      await expect.poll(() => load.answers.length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(80);
      expect(load.failures).toEqual([]);

      signal.sent = true;
      server.child.kill('SIGTERM');
      await load.done;
      const exit = await server.exited;

      const afterSignal = load.answers.filter((answer) => answer.afterSignal);
      // Requests the server was still working on when their client left, around the signal too.
      expect(load.gaveUp.length).toBeGreaterThan(0);
      // The requests under way when the signal came were answered (most clients had one).
      expect(afterSignal.length).toBeGreaterThanOrEqual(5);
      expect(load.answers.filter((answer) => answer.status >= 500)).toEqual([]);
      expect(load.answers.filter((answer) => answer.status !== answer.expected)).toEqual([]);
      // Refused or reset at the socket once the listener closed, never before the signal.
      expect(load.failures.every((failure) => failure.afterSignal)).toBe(true);
      expect(new Set(load.failures.map((failure) => failure.code))).toSatisfy((codes: Set<string>) =>
        [...codes].every((code) => ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(code)),
      );

      expect(exit).toMatchObject({ code: 0, signal: null });
      const log = server.lines.join('\n');
      expect(log).not.toMatch(/Cannot use a pool after calling end on the pool/);
      expect(log).not.toMatch(/"level":(50|60)/);
      const messages = server.lines.map((line) => /"msg":"([^"]*)"/.exec(line)?.[1]);
      const order = ['requests drained', 'job queue stopped', 'database closed'].map((message) =>
        messages.indexOf(message),
      );
      expect(order.every((index) => index >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      console.info(
        `drain under load (${/\((pglite|postgres)\)/.exec(log)?.[1]}): ${load.answers.length} answers (${afterSignal.length} after SIGTERM), ` +
          `${load.gaveUp.length} given up by their client (${load.gaveUp.filter((g) => g.afterSignal).length} after SIGTERM), ` +
          `${load.failures.length} refused or reset after it (${[...new Set(load.failures.map((f) => f.code))].join(', ')})`,
      );
    },
  );
});
