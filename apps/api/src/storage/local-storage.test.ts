import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { describeStorageContract } from './storage-contract.test-support';

const root = mkdtempSync(path.join(tmpdir(), 'patrocina-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createLocalStorage(root);

describeStorageContract('local file storage', () => storage);

describe('local file storage on disk', () => {
  it('leaves no temporary file behind after a write', async () => {
    const key = 'originals/1a/sin-temporales';
    await storage.write(key, Buffer.from('hola'));
    await storage.write(key, Buffer.from('adiós'));
    expect(readdirSync(path.join(root, 'originals', '1a'))).toEqual(['sin-temporales']);
  });

  it('fails cleanly when it cannot write there', async () => {
    // A file where the folder should be makes the write fail after the key was checked.
    writeFileSync(path.join(root, 'bloqueado'), 'x');
    await expect(storage.write('bloqueado/nuevo', Buffer.from('x'))).rejects.toThrow();
    expect(readdirSync(root)).not.toContain('bloqueado.tmp');
  });
});
