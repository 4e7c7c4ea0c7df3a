/** A database of the run's own on a PostgreSQL server, for the benchmarks that need one. */
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client';
import { errorMessage, maskPassword, onCleanup, SetupError } from './run';

/**
 * Creates the database `name` on the server of `adminUrl` and answers its URL; it is dropped at
 * clean-up, over a fresh connection (the first may predate a restart of the server).
 */
export async function createRunDatabase(adminUrl: string, name: string): Promise<string> {
  let admin: DatabaseHandle;
  try {
    admin = await openDatabase({ databaseUrl: adminUrl, poolSize: 1, onPoolError: () => undefined });
    await admin.executeSql(`create database "${name}"`);
  } catch (error) {
    throw new SetupError(`cannot create database ${name} on ${maskPassword(adminUrl)}: ${errorMessage(error)}`);
  }
  onCleanup(async () => {
    try {
      const fresh = await openDatabase({ databaseUrl: adminUrl, poolSize: 1, onPoolError: () => undefined });
      try {
        await fresh.executeSql(`drop database if exists "${name}" with (force)`);
      } finally {
        await fresh.close();
      }
    } finally {
      await admin.close();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
