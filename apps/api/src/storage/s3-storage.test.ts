import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, withTestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { imageBytes, upload } from '../../test/files';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { loadConfig } from '../config';
import { createS3Storage, type S3Storage } from './s3-storage';
import { describeStorageContract } from './storage-contract.test-support';

let server: TestS3Server;
let storage: S3Storage;

beforeAll(async () => {
  // Two keys per listing page, so removing a prefix has to follow continuation tokens.
  server = await startTestS3Server({ pageSize: 2 });
  storage = storageWith({});
});
afterAll(async () => {
  storage.close();
  await server.close();
});

function storageWith(overrides: Record<string, string>): S3Storage {
  return createS3Storage(loadConfig({ ...server.env(), ...overrides }).s3!);
}

describeStorageContract('S3-compatible storage', () => storage);

describe('S3-compatible storage against a store that checks signatures', () => {
  it('stores objects in the bucket under the same keys as on disk', async () => {
    await storage.write('originals/ab/en-el-cubo', Buffer.from('bytes'));
    expect(server.objects.get('originals/ab/en-el-cubo')?.toString()).toBe('bytes');
  });

  it('removes a prefix with more keys than one listing page', async () => {
    for (let index = 0; index < 7; index += 1) await storage.write(`variants/muchas/w${index}`, Buffer.from('x'));
    await storage.remove('variants/muchas');
    expect([...server.objects.keys()].filter((key) => key.startsWith('variants/muchas'))).toEqual([]);
  });

  it('fails loudly with a wrong secret or an unknown key id, rather than answering "no such file"', async () => {
    await storage.write('originals/cd/secreto', Buffer.from('x'));
    const wrongSecret = storageWith({ S3_SECRET_ACCESS_KEY: 'not-the-secret' });
    const unknownKey = storageWith({ S3_ACCESS_KEY_ID: 'SOMEONEELSE' });
    try {
      await expect(wrongSecret.read('originals/cd/secreto')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
      await expect(wrongSecret.read('originals/cd/nada')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
      await expect(wrongSecret.write('originals/cd/otro', Buffer.from('y'))).rejects.toMatchObject({
        name: 'SignatureDoesNotMatch',
      });
      await expect(wrongSecret.remove('originals/cd/secreto')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
      await expect(unknownKey.read('originals/cd/secreto')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    } finally {
      wrongSecret.close();
      unknownKey.close();
    }
    expect(server.objects.has('originals/cd/otro')).toBe(false);
    expect(server.objects.get('originals/cd/secreto')?.toString()).toBe('x');
  });

  it('fails loudly when the bucket does not exist', async () => {
    const elsewhere = storageWith({ S3_BUCKET: 'otro-cubo' });
    try {
      await expect(elsewhere.read('originals/cd/secreto')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      elsewhere.close();
    }
  });
});

describe('S3 settings', () => {
  it('takes all of the bucket and its keys, or none of the S3 settings', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: '' }).s3).toBeUndefined();
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: '1' })).toThrow(/S3_FORCE_PATH_STYLE: set S3_BUCKET/);
    expect(loadConfig(server.env()).s3).toMatchObject({ bucket: server.bucket, forcePathStyle: true });
    expect(loadConfig({ ...server.env(), S3_ENDPOINT: '' }).s3).toMatchObject({ forcePathStyle: false });
    expect(() => loadConfig({ S3_BUCKET: 'cubo' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/);
    expect(() => loadConfig({ S3_ENDPOINT: server.endpoint })).toThrow(/S3_ENDPOINT: set S3_BUCKET/);
    expect(() => loadConfig({ ...server.env(), S3_ENDPOINT: 'no es una url' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('uploads with S3 configured', () => {
  it('serves back through the API a file uploaded through the API, from the bucket', async () => {
    await withTestApp({ env: server.env() }, async (t) => {
      const owner = await createSignedInUser(t.app, t.database);
      const bytes = await imageBytes(1440, 360, 'png');
      const uploaded = await upload(t.app, owner.session, 'podcast-header', { name: 'cabecera.png', bytes });
      expect(uploaded.statusCode).toBe(201);
      const { data } = json<{ data: { id: string; url: string } }>(uploaded);
      const inBucket = [...server.objects.entries()].filter(([, stored]) => stored.equals(bytes));
      expect(inBucket.map(([key]) => key)).toEqual([expect.stringMatching(/^originals\/[0-9a-f]{2}\/[0-9a-f]{32}$/)]);

      const served = await t.app.inject({ method: 'GET', url: data.url });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1440, height: 360 });
      // The resized copy the image service made went to the bucket too.
      const small = await t.app.inject({ method: 'GET', url: `${data.url}?w=320` });
      expect(small.statusCode).toBe(200);
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 320 });
      expect([...server.objects.keys()].some((key) => key.startsWith(`variants/${data.id}/`))).toBe(true);

      // With the bucket emptied, nothing is left to serve: the bytes came from it, not from a disk.
      server.objects.clear();
      const gone = await t.app.inject({ method: 'GET', url: `${data.url}?w=640` });
      expect(gone.statusCode).toBe(404);
    });
  });
});
