import { randomBytes } from 'node:crypto';

/**
 * Where uploaded bytes live. Keys are always generated here (never a user's file name): lower-case
 * letters, digits, `-`, `.` and `/` between segments. The local disk is the default; an
 * S3-compatible store can implement the same three calls.
 */
export interface FileStorage {
  /** Stores the bytes whole or not at all: a reader never sees half a file. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the key and everything under it as a prefix; missing keys are fine. */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9.-]*(?:\/[a-z0-9][a-z0-9.-]*)*$/;

export function assertStorageKey(key: string): void {
  if (
    !KEY_PATTERN.test(key) ||
    key.split('/').some((segment) => segment === '.' || segment === '..' || segment.includes('..'))
  ) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

/** A new key for an original upload, spread over 256 folders so none grows too large. */
export function newOriginalKey(): string {
  const name = randomBytes(16).toString('hex');
  return `originals/${name.slice(0, 2)}/${name}`;
}

/** Where the resized copies of one file go: removing this prefix removes them all. */
export function variantPrefix(fileId: string): string {
  return `variants/${fileId}`;
}
