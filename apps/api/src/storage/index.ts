import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

export type { FileStorage } from './file-storage';

/** The storage the configuration asks for: the S3-compatible store when S3_BUCKET is set, else the local disk. */
export function createStorage(config: Config): FileStorage & { close?(): void } {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.filesDir);
}
