import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL server: the migrated template database each test file copies. */
    templateDatabase: string | null;
    /** PGlite: a dump of a migrated data directory each test file loads. */
    pgliteDump: string | null;
  }
}

/**
 * Migrates once per run; each test file then gets a fresh copy (STYLE.md: epic-stack's way).
 * With DATABASE_URL the copy is `CREATE DATABASE ... TEMPLATE`; without it, a PGlite dump.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `patrocina_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(url, template) });
    await handle.migrate();
    await handle.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteDump', null);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const handle = await openDatabase({});
  await handle.migrate();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const dir = mkdtempSync(path.join(tmpdir(), 'patrocina-test-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteDump', file);
  project.provide('templateDatabase', null);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
