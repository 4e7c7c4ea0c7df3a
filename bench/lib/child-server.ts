/**
 * The child side of the benchmarks' servers (api-server.ts, chat-server.ts): listen, tell the parent
 * the port over IPC, stop when the parent leaves or asks; and report a failed start the same way.
 */
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../apps/api/src/config';
import type { DatabaseHandle } from '../../apps/api/src/db/client';
import { endConnectionsOnClose } from '../../apps/api/src/lib/close-connections';
import type { ChatChildMessage, ChildMessage } from './protocol';

/**
 * The configuration every benchmark server shares: production mode on a random port of 127.0.0.1, the
 * pool size the bench asks for, no job queue; `settings` add what this server needs.
 */
export function childServerConfig(settings: NodeJS.ProcessEnv): Config {
  return loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
    DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE,
    JOBS: '0',
    ...settings,
  });
}

export function sendToParent(message: ChildMessage | ChatChildMessage): void {
  if (process.connected) process.send?.(message);
}

/** Listens on HOST:PORT of the app's config, stops on SIGTERM, SIGINT or the parent's leaving, then says `ready`. */
export async function serveForParent(
  app: FastifyInstance,
  database: DatabaseHandle,
  listenOn: { host: string; port: number; poolSize: number },
): Promise<void> {
  // As server.ts: on close, idle keep-alive connections end at once and answers under way say
  // `connection: close`; the app's close then waits for requests whose client has already gone.
  endConnectionsOnClose(app);
  await app.listen({ host: listenOn.host, port: listenOn.port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API is not listening on a TCP port');

  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    try {
      // The database only once the app has closed: that waits for every request still at work.
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.on('disconnect', () => void stop());

  sendToParent({
    type: 'ready',
    port: address.port,
    database: database.kind,
    detail: `pool size ${listenOn.poolSize}`,
  });
}

/** A start that failed: the parent hears why, and this process ends. */
export function reportStartFailure(name: string): (error: unknown) => void {
  return (error) => {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    sendToParent({ type: 'error', message });
    console.error(`[${name}] ${message}`);
    process.exitCode = 1;
    process.disconnect?.();
  };
}
