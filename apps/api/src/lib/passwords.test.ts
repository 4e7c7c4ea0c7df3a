import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the right password and refuses any other, with a fresh salt each time', async () => {
    const first = await hashPassword('correcto caballo batería', 10);
    const second = await hashPassword('correcto caballo batería', 10);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$10\$8\$3\$/);
    expect(await verifyPassword('correcto caballo batería', first)).toBe(true);
    expect(await verifyPassword('correcto caballo bateria', first)).toBe(false);
  });

  it('reads the cost from the stored hash, so raising it later keeps old passwords working', async () => {
    const old = await hashPassword('una clave antigua', 11);
    expect(await verifyPassword('una clave antigua', old)).toBe(true);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('lo que sea', 'bcrypt$nope')).toBe(false);
  });
});
