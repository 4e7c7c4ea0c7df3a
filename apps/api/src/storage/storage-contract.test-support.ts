import { describe, expect, it } from 'vitest';
import { newOriginalKey, type FileStorage } from './file-storage';

/**
 * What every FileStorage promises (file-storage.ts), run against each adapter: the local disk and the
 * S3-compatible store. `storage` is called from inside the tests, once the adapter is set up.
 */
export function describeStorageContract(name: string, storage: () => FileStorage): void {
  describe(`${name}: the storage contract`, () => {
    it('writes, reads back, overwrites and removes', async () => {
      const key = newOriginalKey();
      expect(key).toMatch(/^originals\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
      await storage().write(key, Buffer.from('hola'));
      expect((await storage().read(key))?.toString()).toBe('hola');
      await storage().write(key, Buffer.from('adiós'));
      expect((await storage().read(key))?.toString()).toBe('adiós');
      await storage().remove(key);
      expect(await storage().read(key)).toBeNull();
    });

    it('keeps binary bytes and empty files exactly', async () => {
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 31) % 256));
      await storage().write('originals/00/binario', bytes);
      expect((await storage().read('originals/00/binario'))?.equals(bytes)).toBe(true);
      await storage().write('originals/00/vacio', Buffer.alloc(0));
      expect((await storage().read('originals/00/vacio'))?.length).toBe(0);
    });

    it('reads null for a key never written, and removing it is fine', async () => {
      expect(await storage().read('originals/ff/nunca')).toBeNull();
      await expect(storage().remove('originals/ff/nunca')).resolves.toBeUndefined();
    });

    it('removes a prefix with everything under it, and nothing that merely starts alike', async () => {
      await storage().write('variants/abc/w160.png', Buffer.from('a'));
      await storage().write('variants/abc/w320.png', Buffer.from('b'));
      await storage().write('variants/abc/mas/w640.png', Buffer.from('c'));
      await storage().write('variants/abcd/w160.png', Buffer.from('d'));
      await storage().remove('variants/abc');
      expect(await storage().read('variants/abc/w160.png')).toBeNull();
      expect(await storage().read('variants/abc/w320.png')).toBeNull();
      expect(await storage().read('variants/abc/mas/w640.png')).toBeNull();
      expect((await storage().read('variants/abcd/w160.png'))?.toString()).toBe('d');
    });

    it('refuses keys that could leave its folder', async () => {
      for (const key of ['../fuera', 'a/../../b', '/etc/passwd', 'A/Mayúsculas', 'a//b', '']) {
        await expect(storage().read(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(storage().write(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
        await expect(storage().remove(key), key).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}
