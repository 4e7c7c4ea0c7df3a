import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { API, bearer, createTestApp, openTestDatabase, type TestApp } from './app';
import { requestThrough, startTestProxy, type ProxiedRequest, type TestProxy } from './proxy';
import { startTestS3Server, type TestS3Server } from './s3-server';
import type { DatabaseHandle } from '../src/db/client';

/**
 * Two API instances as production runs them (issue 22): each listening on its own port, one database
 * (PGlite, or a server database when DATABASE_URL is set) with its LISTEN for the live stream, one
 * S3-compatible bucket, and the proxy in front. Each instance keeps its own FILES_DIR, so a file that
 * only reached a local disk could not be served by the other.
 */
export type InstanceName = 'a' | 'b';

/** A request as an instance saw it: the client's address comes from the proxy's x-forwarded-for. */
export interface SeenRequest {
  method: string;
  url: string;
  ip: string;
}

export interface TwoInstances {
  instances: Record<InstanceName, TestApp>;
  /** What each instance answered, in order: proof of which one a request reached. */
  seen: Record<InstanceName, SeenRequest[]>;
  database: DatabaseHandle;
  s3: TestS3Server;
  proxy: TestProxy;
}

function recordRequests(into: SeenRequest[]) {
  return (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      into.push({ method: request.method, url: request.url, ip: request.ip });
      done();
    });
  };
}

/** Starts the two instances, their store and the proxy before the file's first test; stops them after its last. */
export function useTwoInstances(env: Record<string, string> = {}): () => TwoInstances {
  let current: TwoInstances | undefined;
  const opened: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    const s3 = await startTestS3Server();
    opened.push(s3);
    const database = await openTestDatabase();
    opened.push(database);
    // The proxy is the one hop in front of the instances: they believe its x-forwarded-for, one address deep.
    const settings = { ...s3.env(), TRUST_PROXY: '1', ...env };
    const seen: TwoInstances['seen'] = { a: [], b: [] };
    const instances = {
      a: await createTestApp({ database, env: settings, extend: recordRequests(seen.a) }),
      b: await createTestApp({ database, env: settings, extend: recordRequests(seen.b) }),
    };
    opened.push(instances.a, instances.b);
    const proxy = await startTestProxy({
      a: await instances.a.app.listen({ host: '127.0.0.1', port: 0 }),
      b: await instances.b.app.listen({ host: '127.0.0.1', port: 0 }),
    });
    opened.push(proxy);
    current = { instances, seen, database, s3, proxy };
  });
  afterAll(async () => {
    // The proxy first (it drops the streams it carries), then the apps, the database, the store.
    for (const part of opened.reverse()) await part.close();
  });
  return () => {
    if (!current) throw new Error('The two instances start in beforeAll: use them from a test');
    return current;
  };
}

/** A call under /api/v1 through the proxy to one instance, as the web app makes it: bearer token, JSON body. */
export function callThrough(
  proxy: TestProxy,
  instance: InstanceName,
  method: string,
  url: string,
  options: { session?: string; payload?: object } & Pick<ProxiedRequest, 'from' | 'headers'> = {},
) {
  return requestThrough(proxy, method, `${API}${url}`, {
    instance,
    ...(options.from ? { from: options.from } : {}),
    headers: {
      ...(options.session ? bearer(options.session) : {}),
      ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { body: JSON.stringify(options.payload) }),
  });
}
