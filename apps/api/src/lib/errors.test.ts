import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startSilentServer } from '../../test/silent-server';
import { openDatabase } from '../db/client';
import { isDatabaseUnreachable } from './errors';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

describe('a database out of reach', () => {
  it('is what a query that waited the pool its connect timeout met, for a new connection or a free one (a 503, not a 500)', async () => {
    const silent = await startSilentServer();
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${silent.port}/none`,
      poolSize: 1,
      connectTimeoutMs: 300,
    });
    // Closed in reverse: the server first, so that the pool has nothing left to wait for.
    opened.push(database, silent);

    // The first query waits for the pool's only connection to open; the second for it to be free.
    const [opening, queued] = await Promise.allSettled([
      database.db.execute(sql`select 1`),
      database.db.execute(sql`select 1`),
    ]);
    const reasons = [opening, queued].map((result): unknown =>
      result.status === 'rejected' ? result.reason : undefined,
    );
    expect(reasons.every((reason) => reason instanceof Error)).toBe(true);
    const chain = (error: unknown): string[] => (error instanceof Error ? [error.message, ...chain(error.cause)] : []);
    expect(chain(reasons[0]).join(' | ')).toMatch(/Connection terminated due to connection timeout/);
    expect(chain(reasons[1]).join(' | ')).toMatch(/timeout exceeded when trying to connect/);
    expect(reasons.map(isDatabaseUnreachable)).toEqual([true, true]);
  });
});
