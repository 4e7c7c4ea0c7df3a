import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

/**
 * Files on the local disk under `root`. A write goes to a temporary file in the same folder, is
 * flushed, then renamed over the key: on a crash or a full disk the key holds the old bytes or the
 * new ones, never half of them, and the temporary file is removed.
 */
export function createLocalStorage(root: string): FileStorage {
  const resolvedRoot = path.resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(resolvedRoot, ...key.split('/'));
  };

  return {
    async write(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        const handle = await open(temporary, 'wx', 0o640);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },

    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { recursive: true, force: true });
    },
  };
}
