import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSheetBrandingSchema, publicPodcastSchema, sheetAudienceSchema, sheetProfileSchema, slugify } from '@patrocina/domain';
import { createTestApp, json, openTestDatabase } from '../../test/app';
import { createLocalStorage } from '../storage/local-storage';
import type { DatabaseHandle } from './client';
import { generateCatalogue } from './demo/catalogue';
import { files, podcastSheets, podcasts, users } from './schema';
import { DEMO_ACCOUNTS, seedDemoData } from './seed';

let database: DatabaseHandle;
const filesDir = mkdtempSync(path.join(tmpdir(), 'patrocina-seed-'));
const storage = createLocalStorage(filesDir);
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('demo data', () => {
  it('generates the same catalogue every time, with unique slugs', () => {
    const catalogue = generateCatalogue();
    expect(generateCatalogue()).toEqual(catalogue);
    expect(catalogue.length).toBeGreaterThanOrEqual(200);
    expect(new Set(catalogue.map((show) => slugify(show.title))).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((show) => show.categories[0])).size).toBeGreaterThanOrEqual(15);
  });

  it('loads the accounts and a catalogue where every podcast has an owner, once', async () => {
    expect(await seedDemoData(database.db, { passwordLogN: 10, storage })).toEqual(DEMO_ACCOUNTS);
    expect(await seedDemoData(database.db, { passwordLogN: 10, storage })).toEqual([]);

    const [{ total } = { total: 0 }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(podcasts);
    expect(total).toBe(generateCatalogue().length);
    expect(await database.db.select().from(podcasts).where(isNull(podcasts.ownerId))).toEqual([]);

    const [podcaster] = await database.db.select().from(users).where(eq(users.email, 'podcaster@example.com'));
    const own = await database.db.select().from(podcasts).where(eq(podcasts.ownerId, podcaster!.id));
    expect(own).toHaveLength(3);
    expect(own.every((show) => show.author === podcaster!.username)).toBe(true);
    const ownSheets = await database.db.select().from(podcastSheets).where(inArray(podcastSheets.podcastId, own.map((show) => show.id)));
    expect(ownSheets).toHaveLength(1);
    expect(ownSheets[0]!.profile!.presenters[0]!.name).toBe(podcaster!.username);
  });

  it('gives at least 200 podcasts a complete sheet that passes the rules a podcaster’s would', async () => {
    const sheets = await database.db.select().from(podcastSheets).where(isNotNull(podcastSheets.completedAt));
    expect(sheets.length).toBeGreaterThanOrEqual(200);
    const branding = createSheetBrandingSchema('Patrocina');
    for (const sheet of sheets) {
      expect(sheetProfileSchema.safeParse(sheet.profile).error).toBeUndefined();
      expect(sheetAudienceSchema.safeParse(sheet.audience).error).toBeUndefined();
      expect(branding.safeParse({ ...sheet.branding, terms: true }).error).toBeUndefined();
      expect(sheet.termsAcceptedAt).not.toBeNull();
    }
    expect(new Set(sheets.map((sheet) => sheet.profile!.headerImageId)).size).toBeGreaterThanOrEqual(8);
    expect(sheets.some((sheet) => sheet.profile!.extraImageIds.length > 0)).toBe(true);
  });

  it('stores real images of the exact sizes, as the platform’s own files', async () => {
    const images = await database.db.select().from(files);
    expect(images.length).toBeGreaterThanOrEqual(10);
    for (const image of images) {
      expect(image.ownerId).toBeNull();
      const bytes = (await storage.read(image.storageKey))!;
      const measured = await sharp(bytes).metadata();
      expect({ format: measured.format, width: measured.width, height: measured.height }).toEqual({
        format: 'jpeg',
        width: image.kind === 'podcast-header' ? 1440 : 764,
        height: image.kind === 'podcast-header' ? 360 : 578,
      });
    }
  });

  it('shows the images on the public page of a demo podcast', async () => {
    const t = await createTestApp({ database, env: { FILES_DIR: filesDir } });
    try {
      const [sheet] = await database.db.select().from(podcastSheets).where(isNotNull(podcastSheets.completedAt)).limit(1);
      const page = publicPodcastSchema.parse(json<{ data: unknown }>(await t.app.inject({ method: 'GET', url: `/api/v1/public/podcasts/${sheet!.podcastId}` })).data);
      const header = await t.app.inject({ method: 'GET', url: `${page.sheet!.headerImageUrl}?w=640` });
      expect(header.statusCode).toBe(200);
      expect(await sharp(header.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 160 });
    } finally {
      await t.close();
    }
  });
});
