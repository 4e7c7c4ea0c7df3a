import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/app';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir } from './lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'patrocina-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database directory lock', () => {
  it('keeps a second process off a DATA_DIR in use, naming the process and the folder', () => {
    const dir = tempDir();
    // The parent of this test process is alive: its pid stands for "another process".
    writeFileSync(path.join(dir, 'patrocina.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${process.ppid}.*${dir}`));
  });

  it('refuses a second open from the same process too, and frees the folder on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'patrocina.lock'), '2147483646');
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  it('survives the server dropping its connections and serves the next query', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`select 1`);
      const { rows } = await database.executeSql('select current_database() as name');
      const name = (rows[0] as { name: string }).name;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      // What a server restart does to every open connection.
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const result = await database.executeSql('select 2 as two');
      expect(result.rows[0]).toEqual({ two: 2 });
    } finally {
      await database.close();
    }
  });

  it('survives losing a connection in the middle of a transaction, between two of its queries', async () => {
    // A restart ends every connection at once; one held by a transaction waiting between two queries
    // has no query to fail, so node-postgres emits 'error' on the client itself, which the pool no
    // longer listens to while the client is checked out. Unheard, that error ends the process.
    const database = await openTestDatabase();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`set local application_name = 'doomed_transaction'`);
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'doomed_transaction'",
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      const after = await database.executeSql('select 2 as two');
      expect(after.rows[0]).toEqual({ two: 2 });
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

/** A TCP relay to the PostgreSQL server whose open connections can go silent, as across a failover. */
async function silenceableRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(inbound).add(outbound);
    inbound.on('data', (chunk) => outbound.write(chunk));
    outbound.on('data', (chunk) => inbound.write(chunk));
    for (const [from, to] of [
      [inbound, outbound],
      [outbound, inbound],
    ] as const) {
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: Object.assign(new URL(target.href), { hostname: '127.0.0.1', port: String(port) }).href,
    /** The connections open now stop carrying bytes both ways, without closing; new ones work. */
    silence() {
      for (const socket of sockets) socket.removeAllListeners('data');
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.runIf(process.env.DATABASE_URL)('listening on the PostgreSQL server', () => {
  it('finds a connection that went silent by its heartbeat, and listens again on a new one', async () => {
    const relay = await silenceableRelay(new URL(process.env.DATABASE_URL!));
    const database = await openDatabase({ databaseUrl: relay.url, listenHeartbeatMs: 200 });
    const heard: string[] = [];
    const events: string[] = [];
    const stop = await database.listen('patrocina_heartbeat_test', {
      onNotify: (payload) => heard.push(payload),
      onLost: () => events.push('lost'),
      onReconnect: () => events.push('back'),
    });
    const direct = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await direct.connect();
    try {
      relay.silence();
      await vi.waitFor(() => expect(events).toEqual(['lost', 'back']), { timeout: 5_000, interval: 50 });
      await direct.query(`select pg_notify('patrocina_heartbeat_test', 'de nuevo')`);
      await vi.waitFor(() => expect(heard).toEqual(['de nuevo']), { timeout: 2_000, interval: 50 });
    } finally {
      await direct.end();
      await stop();
      await database.close();
      await relay.close();
    }
  });
});
