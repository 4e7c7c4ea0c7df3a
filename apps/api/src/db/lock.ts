import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another process (pid ${pid}) is using the embedded database in ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it, so the first
 * process writes its pid into a lock file and any other refuses to start. A lock left by a process
 * that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'patrocina.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && isAlive(holder)) {
        throw new DataDirLockedError(path.resolve(dataDir), holder);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
