import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, json, openTestDatabase, type TestApp } from '../../../test/app';
import { startSilentServer } from '../../../test/silent-server';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { newestMigrationMillis } from '../../db/migration-state';
import { createReadinessCheck, READINESS_TIMEOUT_MS } from './readiness';

/**
 * Liveness (`/sys/health`) says the process answers; readiness (`/sys/ready`) says this instance can
 * serve: the database answers and no migration of this build is pending. On the PostgreSQL server in
 * CI (DATABASE_URL), on PGlite otherwise; the unreachable databases are made the same way on both.
 */

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function appOn(database: DatabaseHandle): Promise<TestApp> {
  const app = await createTestApp({ database });
  opened.push(app);
  return app;
}

/** A TCP port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const startedAt = performance.now();
  const result = await work();
  return { result, ms: performance.now() - startedAt };
}

describe('readiness', () => {
  it('is not ready while the newest migration is not applied, and becomes ready once it is', async () => {
    const database = await openTestDatabase();
    opened.push(database);
    type Row = { id: number; hash: string; created_at: string };
    const found: unknown = await database.db.execute(
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const newest = (found as { rows: Row[] }).rows[0]!;
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    const t = await appOn(database);

    const pending = await t.call('GET', '/sys/ready');
    expect(pending.statusCode).toBe(503);
    expect(json(pending)).toEqual({ data: { status: 'not-ready', database: 'ok', migrations: 'pending' } });

    // As another instance's migration would record it.
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest.hash}, ${newest.created_at}::bigint)`,
    );
    const ready = await t.call('GET', '/sys/ready');
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ data: { status: 'ready', database: 'ok', migrations: 'ok' } });
  });

  it('counts a database that no migration has touched as pending, not unreachable', async () => {
    const database = await openTestDatabase();
    opened.push(database);
    await database.db.execute(sql`drop schema drizzle cascade`);
    const t = await appOn(database);
    const response = await t.call('GET', '/sys/ready');
    expect(response.statusCode).toBe(503);
    expect(json(response)).toEqual({ data: { status: 'not-ready', database: 'ok', migrations: 'pending' } });
  });

  it('is ready on a migrated database, not ready once the database is closed, and alive all along', async () => {
    const database = await openTestDatabase();
    const t = await appOn(database);
    for (let call = 0; call < 2; call += 1) {
      const response = await t.call('GET', '/sys/ready');
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ data: { status: 'ready', database: 'ok', migrations: 'ok' } });
    }
    await database.close();

    const { result: response, ms } = await timed(() => t.call('GET', '/sys/ready'));
    expect(response.statusCode).toBe(503);
    // Seen applied before the database went: that part is still known.
    expect(json(response)).toEqual({ data: { status: 'not-ready', database: 'unreachable', migrations: 'ok' } });
    expect(ms).toBeLessThan(6_000);

    const health = await t.call('GET', '/sys/health');
    expect(health.statusCode).toBe(200);
    expect(json(health)).toEqual({ data: { status: 'ok' } });
  });

  // The app needs its database to start (it migrates, and the live stream reads where the chat is),
  // so these two check the readiness check itself on a pool that never reached a server.
  it('says unreachable at once for a PostgreSQL server nobody listens for', async () => {
    const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/none` });
    opened.push(database);
    const check = createReadinessCheck(database.db, newestMigrationMillis());

    const { result, ms } = await timed(check);
    expect(result).toMatchObject({
      ready: false,
      answer: { status: 'not-ready', database: 'unreachable', migrations: 'unknown' },
    });
    expect(ms).toBeLessThan(6_000);
  });

  it('says unreachable within seconds when the server accepts the connection and never answers', async () => {
    const silent = await startSilentServer();
    const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${silent.port}/none` });
    // Closed in reverse: the server first, so that the pool's pending connection fails and the pool ends.
    opened.push(database, silent);
    const check = createReadinessCheck(database.db, newestMigrationMillis());

    const { result, ms } = await timed(check);
    expect(result).toMatchObject({
      ready: false,
      answer: { status: 'not-ready', database: 'unreachable', migrations: 'unknown' },
    });
    expect(ms).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(READINESS_TIMEOUT_MS + 2_000);
  });
});
