import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '@patrocina/domain';
import { openTestDatabase } from '../../test/app';
import type { DatabaseHandle } from './client';
import { generateCatalogue } from './demo/catalogue';
import { podcasts, users } from './schema';
import { DEMO_ACCOUNTS, seedDemoData } from './seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
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
    expect(await seedDemoData(database.db, 10)).toEqual(DEMO_ACCOUNTS);
    expect(await seedDemoData(database.db, 10)).toEqual([]);

    const [{ total } = { total: 0 }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(podcasts);
    expect(total).toBe(generateCatalogue().length);
    expect(await database.db.select().from(podcasts).where(isNull(podcasts.ownerId))).toEqual([]);

    const [podcaster] = await database.db.select().from(users).where(eq(users.email, 'podcaster@example.com'));
    const own = await database.db.select().from(podcasts).where(eq(podcasts.ownerId, podcaster!.id));
    expect(own).toHaveLength(3);
    expect(own.every((show) => show.author === podcaster!.username)).toBe(true);
  });
});
