import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers by itself after `reply.hijack()` (the live stream): its request counts as in
     * flight until its connection closes, since it never reaches `onSend`.
     */
    hijacks?: boolean;
  }
}

/**
 * How long closing the app waits for requests whose work goes on after their client left: with the
 * job queue's 5 s to stop, within the 15 s after which server.ts gives up on a clean exit.
 */
export const IN_FLIGHT_WAIT_MS = 8_000;

/**
 * Closing the app waits for the requests still at work, not only for their connections.
 *
 * Fastify's close ends once every connection has ended, and a client that gives up (a timeout, a
 * load generator stopping, a tab closed) ends its connection while its request still runs: the
 * session lookup or the handler awaits the database, and its next query would meet a pool that
 * server.ts has closed meanwhile ("Cannot use a pool after calling end on the pool", a 500 in the
 * log). So a request counts from its first hook until its answer has been handed to Fastify
 * (`onSend`, which also runs for an error or a client that has gone), or until its connection closes
 * when the route takes the answer over itself (`reply.hijack()`, the live stream, declared with
 * `config: { hijacks: true }`); and the app's close waits until none is left, at most `waitMs`. Only
 * such a route gets a close listener: on every other request it would be pure cost (issue 22, health).
 *
 * Call it first in buildApp (its onRequest hook must come before any hook that reads the database);
 * call the answer's `holdClose()` last, after every other onClose hook is added: Fastify runs onClose
 * hooks last added first, right after the server has stopped, so the wait comes before the rate-limit
 * store, the measurement writer or the storage close.
 */
export function trackRequestsInFlight(
  app: FastifyInstance,
  waitMs: number = IN_FLIGHT_WAIT_MS,
): { holdClose(): void; count(): number } {
  const working = new Set<FastifyRequest>();
  let settled: (() => void) | undefined;
  const release = (request: FastifyRequest) => {
    if (working.delete(request) && working.size === 0) settled?.();
  };

  app.addHook('onRequest', (request, reply, done) => {
    working.add(request);
    // A hijacked answer never reaches onSend: its connection's end is its end.
    if (request.routeOptions.config.hijacks === true) reply.raw.once('close', () => release(request));
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    release(request);
    done(null, payload);
  });

  return {
    count: () => working.size,
    holdClose() {
      app.addHook('onClose', async (instance) => {
        if (working.size === 0) return;
        instance.log.info(`waiting for ${working.size} requests still at work`);
        let timer: NodeJS.Timeout | undefined;
        const allDone = new Promise<boolean>((resolve) => {
          settled = () => resolve(true);
          timer = setTimeout(() => resolve(false), waitMs);
        });
        const done = await allDone;
        clearTimeout(timer);
        settled = undefined;
        if (!done) instance.log.warn(`${working.size} requests still at work after ${waitMs} ms: closing anyway`);
      });
    },
  };
}
