import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newOriginalKey } from './file-storage';
import { createLocalStorage } from './local-storage';

const root = mkdtempSync(path.join(tmpdir(), 'patrocina-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  const storage = createLocalStorage(root);

  it('writes, reads back and removes, leaving no temporary file behind', async () => {
    const key = newOriginalKey();
    expect(key).toMatch(/^originals\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    await storage.write(key, Buffer.from('hola'));
    expect((await storage.read(key))?.toString()).toBe('hola');
    await storage.write(key, Buffer.from('adiós'));
    expect((await storage.read(key))?.toString()).toBe('adiós');
    expect(readdirSync(path.join(root, ...key.split('/').slice(0, -1)))).toEqual([key.split('/').at(-1)]);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
  });

  it('removes a prefix with everything under it', async () => {
    await storage.write('variants/abc/w160.png', Buffer.from('a'));
    await storage.write('variants/abc/w320.png', Buffer.from('b'));
    await storage.remove('variants/abc');
    expect(await storage.read('variants/abc/w160.png')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../fuera', 'a/../../b', '/etc/passwd', 'A/Mayúsculas', 'a//b', '']) {
      await expect(storage.read(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('fails cleanly when it cannot write there', async () => {
    // A file where the folder should be makes the write fail after the key was checked.
    writeFileSync(path.join(root, 'bloqueado'), 'x');
    await expect(storage.write('bloqueado/nuevo', Buffer.from('x'))).rejects.toThrow();
    expect(readdirSync(root)).not.toContain('bloqueado.tmp');
  });
});
