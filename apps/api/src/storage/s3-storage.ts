import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { assertStorageKey, type FileStorage } from './file-storage';

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

export interface S3Storage extends FileStorage {
  /** Closes the client's sockets (the app's onClose). */
  close(): void;
}

/**
 * Files in a bucket of an S3-compatible store, under the same keys as on the local disk. A PutObject
 * is whole or nothing by itself, so a reader never sees half a file. A "folder" is a key prefix:
 * removing `variants/abc` removes that key and every key under `variants/abc/`.
 */
export function createS3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Since early 2025 the SDK adds CRC32 checksums (and chunked trailers) to every upload, which many
    // S3-compatible stores refuse; only the calls that require a checksum (DeleteObjects) send one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;

  const keysUnder = async (prefix: string): Promise<string[]> => {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  };

  return {
    async write(key, bytes) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: 'application/octet-stream',
        }),
      );
    },

    async read(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return Buffer.alloc(0);
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      assertStorageKey(key);
      const keys = [key, ...(await keysUnder(`${key}/`))];
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0]!;
          throw new Error(
            `S3 could not delete ${failed.length} of ${batch.length} keys (first: ${first.Key}: ${first.Code} ${first.Message})`,
          );
        }
      }
    },

    close() {
      client.destroy();
    },
  };
}

/** Only a missing key is "nothing stored": a missing bucket or a refused signature is an error. */
function isMissingKey(error: unknown): boolean {
  return error instanceof S3ServiceException && error.name === 'NoSuchKey';
}
