import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, uniqueEmail, type TestApp } from '../../test/app';
import type { DatabaseHandle } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * The login limit (AUTH_RATE_LIMIT_PER_MINUTE, 30 a minute per address) holds across instances: two
 * apps on one database, or on one Redis, each take part of the failed logins, and the 31st is refused
 * by whichever instance gets it. On the PostgreSQL server in CI (DATABASE_URL), on PGlite otherwise.
 */
const LIMITS = { AUTH_RATE_LIMIT_PER_MINUTE: '30', LOGIN_MAX_FAILURES: '1000' };

function failedLogin(instance: TestApp) {
  // A different unknown address each time, so only the per-address limit can refuse it.
  return instance.call('POST', '/authentication/login', undefined, {
    email: uniqueEmail('intruso'),
    password: 'no-es-la-clave',
  });
}

/** 30 failed logins spread over the instances (LOGIN_FAILED), then the 31st on each: all refused. */
async function expectLimitSharedAcross(instances: TestApp[]) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const response = await failedLogin(instances[attempt % instances.length]!);
    expect(response.json(), `attempt ${attempt + 1}`).toMatchObject({ error: { code: 'LOGIN_FAILED' } });
  }
  for (const instance of instances) {
    const refused = await failedLogin(instance);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
  }
}

async function twoInstancesOn(database: DatabaseHandle, env: Record<string, string> = {}) {
  return [
    await createTestApp({ database, env: { ...LIMITS, ...env } }),
    await createTestApp({ database, env: { ...LIMITS, ...env } }),
  ];
}

describe('rate limits counted in the database', () => {
  let database: DatabaseHandle;
  let instances: TestApp[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    instances = await twoInstancesOn(database);
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database?.close();
  });

  it(`refuses the 31st failed login spread across two instances (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, async () => {
    await expectLimitSharedAcross(instances);
    const rows = await database.db.select().from(rateLimits);
    // One row: the login route's count for this address, 32 hits in its window.
    expect(rows.map((row) => [row.key.includes('/api/v1/authentication/login'), row.hits])).toEqual([[true, 32]]);
    // Keyed by the caller's address, which is written down only as a hash.
    expect(rows[0]!.key).not.toContain('127.0.0.1');
  });

  it('opens a new window once the old one has passed', async () => {
    await database.db.update(rateLimits).set({ windowEndsAt: new Date(Date.now() - 1000) });
    expect((await failedLogin(instances[0]!)).json()).toMatchObject({ error: { code: 'LOGIN_FAILED' } });
    const [row] = await database.db.select().from(rateLimits);
    expect(row?.hits).toBe(1);
    expect(row!.windowEndsAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });
});

/**
 * Redis: REDIS_URL when set (it must answer), else the machine's 127.0.0.1:6379 when it answers, which
 * it does on the developers' machines and in CI; skipped, with the reason, only where there is none.
 */
const explicitRedis = process.env.REDIS_URL;
const redisUrl = explicitRedis ?? 'redis://127.0.0.1:6379';
const redisAnswers = await (async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();
if (explicitRedis && !redisAnswers) throw new Error(`REDIS_URL is set (${explicitRedis}) but Redis does not answer`);

describe.skipIf(!redisAnswers)(`rate limits counted in Redis (${redisUrl}; skipped when no Redis answers)`, () => {
  // A prefix of this run's own, so parallel runs and earlier ones never share a count.
  const prefix = `patrocina-test:${randomBytes(6).toString('hex')}:`;
  let databases: DatabaseHandle[] = [];
  let instances: TestApp[] = [];
  beforeAll(async () => {
    // Two databases: the count can only be shared through Redis.
    databases = [await openTestDatabase(), await openTestDatabase()];
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    instances = [
      await createTestApp({ database: databases[0]!, env: { ...LIMITS, ...env } }),
      await createTestApp({ database: databases[1]!, env: { ...LIMITS, ...env } }),
    ];
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const database of databases) await database.close();
    const cleanup = new Redis(redisUrl);
    const keys = await cleanup.keys(`${prefix}*`);
    if (keys.length > 0) await cleanup.del(...keys);
    await cleanup.quit();
  });

  it('refuses the 31st failed login spread across two instances', async () => {
    await expectLimitSharedAcross(instances);
    for (const database of databases) expect(await database.db.select().from(rateLimits)).toEqual([]);
  });
});

describe('a rate-limit store that cannot be reached', () => {
  it('refuses the limited call instead of letting it through uncounted, and the app still closes', async () => {
    // Nothing listens on port 1: every command fails once its one retry is spent.
    const instance = await createTestApp({ env: { ...LIMITS, REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const response = await failedLogin(instance);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
      // Calls without a limit are not affected.
      expect((await instance.call('GET', '/sys/health')).statusCode).toBe(200);
    } finally {
      await instance.close();
    }
  });
});
