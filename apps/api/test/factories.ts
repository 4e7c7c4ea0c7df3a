import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { slugify } from '@patrocina/domain';
import type { DatabaseHandle, Executor } from '../src/db/client';
import {
  deriveCampaignFlags,
  STATUS_OF_SUBSTATUS,
  type CampaignSubstatus,
  type CreateCampaignInput,
  type FileKind,
  type SheetProfile,
  type UserScope,
} from '@patrocina/domain';
import {
  billingProfiles,
  campaignPodcasts,
  campaigns,
  files,
  podcastSheets,
  podcasts,
  representations,
  users,
} from '../src/db/schema';
import type { Actor } from '../src/lib/actor';
import { createToken, hashToken } from '../src/lib/tokens';
import { signUpAndVerify, uniqueEmail } from './app';

type NewUser = typeof users.$inferInsert;
type NewPodcast = typeof podcasts.$inferInsert;

/**
 * The actor a request by this user would carry (src/lib/actor.ts), for calling a service directly: a
 * user in person, with their own address confirmed, on a session that is not in the database.
 */
export function buildActor(
  user: { id: string; email: string; username?: string; scope?: UserScope; emailVerifiedAt?: Date | null },
  overrides: Partial<Actor> = {},
): Actor {
  return {
    id: user.id,
    email: user.email,
    username: user.username ?? user.email.split('@')[0]!,
    scope: user.scope ?? 'user',
    emailVerified: user.emailVerifiedAt !== null,
    impersonatorId: null,
    sessionId: randomUUID(),
    ...overrides,
  };
}

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
export async function createSignedInUser(
  app: FastifyInstance,
  database: DatabaseHandle,
  overrides: Record<string, unknown> = {},
) {
  const account = await signUpAndVerify(app, database, overrides);
  const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
  return { ...account, id: user!.id, username: user!.username };
}

export type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

/**
 * Gives a user a complete advertiser's billing profile (a Spanish company), which a purchase needs;
 * answers the user, so `withBillingProfile(db, await createSignedInUser(...))` reads as one step.
 */
export async function withBillingProfile<U extends { id: string }>(
  db: Executor,
  user: U,
  overrides: Partial<typeof billingProfiles.$inferInsert> = {},
): Promise<U> {
  await db
    .insert(billingProfiles)
    .values({
      userId: user.id,
      legalName: 'Anunciante de Prueba, S.L.',
      taxId: 'B12345674',
      addressLine: 'Calle Mayor 1',
      postalCode: '28013',
      city: 'Madrid',
      province: 'Madrid',
      country: 'ES',
      ...overrides,
    })
    .onConflictDoNothing();
  return user;
}

/** A member of the team, an agent or an admin, signed in through the real calls (the scope set by hand). */
export async function createTeamMember(
  app: FastifyInstance,
  database: DatabaseHandle,
  scope: Exclude<UserScope, 'user'>,
): Promise<SignedIn> {
  const member = await createSignedInUser(app, database);
  await setScope(database.db, member.id, scope);
  return member;
}

const FILE_SIZES: Partial<Record<FileKind, { width: number; height: number }>> = {
  'podcast-header': { width: 1440, height: 360 },
  'podcast-extra': { width: 764, height: 578 },
  banner: { width: 300, height: 250 },
};

/**
 * A file's row, as if `ownerId` had uploaded it, without its bytes: enough to refer to it from a
 * sheet. Tests that serve or download a file upload real bytes (test/files.ts `upload`).
 */
export async function createFileRecord(db: Executor, ownerId: string | null, kind: FileKind = 'podcast-header') {
  const size = FILE_SIZES[kind];
  const [file] = await db
    .insert(files)
    .values({
      ownerId,
      kind,
      mime: size ? 'image/png' : 'application/pdf',
      size: 1_000,
      sha256: randomBytes(32).toString('hex'),
      width: size?.width ?? null,
      height: size?.height ?? null,
      originalName: size ? 'imagen.png' : 'documento.pdf',
      storageKey: `originals/00/${randomBytes(16).toString('hex')}`,
    })
    .returning();
  return file!;
}

export const PROFILE_WITHOUT_IMAGES: Omit<SheetProfile, 'headerImageId' | 'extraImageIds'> = {
  presenters: [{ name: 'Marta Podcaster' }],
  links: [{ platform: 'SPOTIFY', url: 'https://open.spotify.com/show/abc' }],
  frequency: 'WEEKLY',
  socialNetworks: [{ network: 'INSTAGRAM', followers: 'OVER_10K' }],
  ranking: null,
};

/** The profile step with images `ownerId` uploaded (see createFileRecord). */
export async function buildProfile(db: Executor, ownerId: string, extraImages = 0): Promise<SheetProfile> {
  const header = await createFileRecord(db, ownerId, 'podcast-header');
  const extras = await Promise.all(
    Array.from({ length: extraImages }, () => createFileRecord(db, ownerId, 'podcast-extra')),
  );
  return { ...PROFILE_WITHOUT_IMAGES, headerImageId: header.id, extraImageIds: extras.map((extra) => extra.id) };
}

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
  examples: [
    { brand: 'Café Aroma', actionType: 'MENTION', episodeUrl: 'https://ejemplo.es/ep/12', startMinute: '05:30' },
  ],
  terms: true,
} as const;

/** A valid brief for `POST /private/campaigns`, as the wizard sends it; each step can be overridden. */
export function buildCampaignInput(
  overrides: {
    what?: Partial<CreateCampaignInput['what']>;
    whom?: Partial<CreateCampaignInput['whom']>;
    how?: Partial<CreateCampaignInput['how']>;
  } = {},
): CreateCampaignInput {
  return {
    what: {
      brand: 'Café Aroma',
      name: 'Lanzamiento de otoño',
      url: 'https://cafearoma.es',
      briefing: 'Un café de especialidad para empezar el día.',
      briefingFileId: null,
      ...overrides.what,
    },
    whom: {
      audiences: ['urban', 'healthy'],
      tags: ['café'],
      country: 'ES',
      provinces: ['28'],
      gender: 'ALL',
      ages: [25],
      ...overrides.whom,
    },
    how: {
      coverageAction: 'ALL',
      brandingActions: ['mention'],
      podcastType: 'PREMIUM',
      podcastsSelected: [],
      budget: 1_500,
      approximateDate: 'NEXT_MONTH',
      fromDate: null,
      toDate: null,
      spotFileId: null,
      prerollText: '',
      bannerFileId: null,
      bannerUrl: null,
      noReadApproval: false,
      ...overrides.how,
    },
  };
}

/**
 * A campaign row in any substatus, straight into the database (the calls only create PENDING_REVIEW).
 * Past PENDING_REVIEW its proposal counts as published, unless `publishedAt` says otherwise.
 */
export async function createCampaignRecord(
  db: Executor,
  ownerId: string,
  overrides: {
    substatus?: CampaignSubstatus;
    agentId?: string | null;
    brand?: string;
    pausedAt?: Date | null;
    unpauseRequestedAt?: Date | null;
    publishedAt?: Date | null;
    budget?: number;
    /** The brief's date range (approximate date DATE_RANGE), from which the payment fixes the days. */
    dates?: { from: string; to: string };
    /** «Sin aprobación previa» (issue 20): host-read actions are recorded without an approved read. */
    noReadApproval?: boolean;
    /** An agency's brand it is for (issue 23). */
    brandId?: string;
  } = {},
) {
  const input = buildCampaignInput({
    ...(overrides.brand ? { what: { brand: overrides.brand } } : {}),
    how: {
      ...(overrides.dates
        ? { approximateDate: 'DATE_RANGE', fromDate: overrides.dates.from, toDate: overrides.dates.to }
        : {}),
      noReadApproval: overrides.noReadApproval ?? false,
    },
  });
  const substatus = overrides.substatus ?? 'PENDING_REVIEW';
  const suffix = randomBytes(4).toString('hex');
  const [campaign] = await db
    .insert(campaigns)
    .values({
      ownerId,
      agentId: overrides.agentId ?? null,
      substatus,
      status: STATUS_OF_SUBSTATUS[substatus],
      slug: `${slugify(input.what.brand)}-${suffix}`,
      ...input.what,
      ...input.whom,
      ...input.how,
      budgetCents: (overrides.budget ?? input.how.budget) * 100,
      ...deriveCampaignFlags({ ...input.whom, ...input.how }),
      brandId: overrides.brandId ?? null,
      pausedAt: overrides.pausedAt ?? null,
      pauseReason: overrides.pausedAt ? 'Motivo de prueba de la pausa' : null,
      unpauseRequestedAt: overrides.unpauseRequestedAt ?? null,
      publishedAt:
        overrides.publishedAt === undefined
          ? substatus === 'PENDING_REVIEW'
            ? null
            : new Date()
          : overrides.publishedAt,
    })
    .returning();
  return campaign!;
}

/** A podcast in a campaign's proposal: two mentions at 150 € by default, unanswered. */
export async function createProposalEntry(
  db: Executor,
  campaignId: string,
  podcastId: string,
  overrides: Partial<typeof campaignPodcasts.$inferInsert> = {},
) {
  const [entry] = await db
    .insert(campaignPodcasts)
    .values({
      campaignId,
      podcastId,
      mentions: 2,
      advertiserRatesCents: { mentions: 15_000, sponsorships: null, reviews: null, dedicatedShows: null, spots: null },
      target: '1k/5k',
      listens30Days: 1_000,
      ...overrides,
    })
    .returning();
  return entry!;
}

/** Makes a user a member of the team (or back): the scope is never set through the calls. */
export async function setScope(db: Executor, userId: string, scope: UserScope) {
  await db.update(users).set({ scope }).where(eq(users.id, userId));
}

/**
 * A complete sponsorship sheet for a podcast, so it can be proposed and can answer: the valid
 * audience and branding above (mentions from 150 €, sections from 400 €), with prices overridable.
 */
export async function createCompleteSheet(
  db: Executor,
  podcastId: string,
  prices: Partial<Record<keyof typeof VALID_BRANDING.actions, number | null>> = {},
) {
  const branding = { actions: VALID_BRANDING.actions, examples: VALID_BRANDING.examples };
  await db.insert(podcastSheets).values({
    podcastId,
    profile: { ...PROFILE_WITHOUT_IMAGES, headerImageId: randomUUID(), extraImageIds: [] },
    audience: {
      ...VALID_AUDIENCE,
      audienceFlags: [...VALID_AUDIENCE.audienceFlags],
      provinces: [...VALID_AUDIENCE.provinces],
    },
    branding: {
      ...branding,
      actions: { ...branding.actions, ...prices },
      examples: branding.examples.map((example) => ({ ...example })),
    },
    termsAcceptedAt: new Date(),
    completedAt: new Date(),
  });
}

/** An accepted representation: the podcast is managed by `manager`, invited at their address. */
export async function createRepresentation(
  db: Executor,
  podcastId: string,
  ownerId: string,
  manager: { id: string; email: string },
) {
  await db.insert(representations).values({
    podcastId,
    ownerId,
    managerEmail: manager.email,
    managerId: manager.id,
    status: 'ACCEPTED',
    tokenHash: hashToken(createToken()),
    tokenExpiresAt: new Date(),
    respondedAt: new Date(),
  });
}
