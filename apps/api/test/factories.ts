import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { slugify } from '@patrocina/domain';
import type { DatabaseHandle, Executor } from '../src/db/client';
import { podcasts, users } from '../src/db/schema';
import { signUpAndVerify, uniqueEmail } from './app';

type NewUser = typeof users.$inferInsert;
type NewPodcast = typeof podcasts.$inferInsert;

/** A user row with unique values; no password (use signUpAndVerify for one who logs in). */
export async function createUser(db: Executor, overrides: Partial<NewUser> = {}) {
  const [user] = await db
    .insert(users)
    .values({ email: uniqueEmail(), username: 'Podcaster de prueba', emailVerifiedAt: new Date(), ...overrides })
    .returning();
  return user!;
}

/** A catalogue podcast with a unique title and slug. Owned by a new user unless `ownerId` is given (or null). */
export async function createPodcast(db: Executor, overrides: Partial<NewPodcast> = {}) {
  const title = overrides.title ?? `Podcast de prueba ${randomBytes(4).toString('hex')}`;
  const ownerId = overrides.ownerId === undefined ? (await createUser(db)).id : overrides.ownerId;
  const [podcast] = await db
    .insert(podcasts)
    .values({
      title,
      slug: `${slugify(title)}-${randomBytes(3).toString('hex')}`,
      categories: ['Technology'],
      listens30d: 1_000,
      ownedSince: ownerId ? new Date() : null,
      ...overrides,
      ownerId,
    })
    .returning();
  return podcast!;
}

/** A user who signed up and verified through the real calls, with their id and session token. */
export async function createSignedInUser(app: FastifyInstance, database: DatabaseHandle, overrides: Record<string, unknown> = {}) {
  const account = await signUpAndVerify(app, database, overrides);
  const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
  return { ...account, id: user!.id, username: user!.username };
}

export const VALID_PROFILE = {
  headerImageId: '3f1c8a2e-6b0d-4c4e-9f7a-2d5b8e1c0a99',
  extraImageIds: [],
  presenters: [{ name: 'Marta Podcaster' }],
  links: [{ platform: 'SPOTIFY', url: 'https://open.spotify.com/show/abc' }],
  frequency: 'WEEKLY',
  socialNetworks: [{ network: 'INSTAGRAM', followers: 'OVER_10K' }],
  ranking: null,
} as const;

export const VALID_AUDIENCE = {
  listens: { platform: 'FROM_5K', hosting: 'FROM_1K', radio: null, video: null },
  gender: { female: 55, male: 40, other: 5 },
  ages: { under25: 20, from25to44: 60, over44: 20 },
  audienceFlags: ['tech', 'geek'],
  country: 'ES',
  provinces: ['28'],
  liveRadio: false,
  fullVideo: false,
  videoUrl: null,
} as const;

export const VALID_BRANDING = {
  actions: { MENTION: 150, SPONSORSHIP: null, REVIEW: 400, DEDICATED_SHOW: null, READ_HOST_ADS: null },
  examples: [{ brand: 'Café Aroma', actionType: 'MENTION', episodeUrl: 'https://ejemplo.es/ep/12', startMinute: '05:30' }],
  terms: true,
} as const;
