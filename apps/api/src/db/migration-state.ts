import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths';
import type { Executor } from './client';

/**
 * The `when` of the newest entry of drizzle's journal (`meta/_journal.json`) in a migrations folder.
 * Drizzle's migrator records each migration it applies in `drizzle.__drizzle_migrations` with that
 * `when` as `created_at`, and applies every migration newer than the newest row: so a database is up
 * to date exactly when that row is at least this.
 */
export function newestMigrationMillis(folder: string = MIGRATIONS_DIR): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** PostgreSQL's codes for a missing table or schema: a database no migration has run on. */
const NOT_MIGRATED_CODES = new Set(['42P01', '3F000']);

function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * Whether every migration up to `newest` is applied. Throws when the database does not answer; a
 * database without drizzle's table answers, and is simply not migrated.
 */
export async function hasPendingMigrations(db: Executor, newest: number): Promise<boolean> {
  try {
    const result: unknown = await db.execute(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    // Both drivers (node-postgres and PGlite) answer `{ rows }`.
    const last = (result as { rows: { last: string | null }[] }).rows[0]?.last;
    return last === null || last === undefined || Number(last) < newest;
  } catch (error) {
    const code = errorCode(error);
    if (code && NOT_MIGRATED_CODES.has(code)) return true;
    throw error;
  }
}
