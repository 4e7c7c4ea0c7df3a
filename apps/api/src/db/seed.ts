import { sql } from 'drizzle-orm';
import type { UserScope } from '@patrocina/domain';
import type { Config } from '../config';
import type { Database } from './client';
import { insertDemoBrands } from './demo/agency-brands';
import { setUpDemoPodcasterShows } from './demo/demo-podcaster';
import { driveDemoCampaigns } from './demo/drive';
import { generateCatalogue } from './demo/catalogue';
import { renderDemoCovers, storeDemoCovers } from './demo/covers';
import { renderDemoImages, storeDemoImages, type RenderedImage } from './demo/images';
import { DEMO_PODCASTER_SHOWS, loadCatalogue } from './demo/load-catalogue';
import { createSeedSession, DEMO_PERSON_COLUMNS, demoPerson } from './demo/seed-context';
import { billingProfiles, users } from './schema';
import { hashPassword } from '../lib/passwords';
import type { FileStorage } from '../storage/file-storage';

export interface DemoAccount {
  role: string;
  email: string;
  username: string;
  password: string;
}

/**
 * One account per role. Roles come from data (DOMAIN.md): the agency flag and the agent and admin
 * scopes are set here; the campaigns, podcasts and representations that make the other roles come
 * with their features.
 */
export const DEMO_PASSWORD = 'patrocina-demo';
export const DEMO_ACCOUNTS: (DemoAccount & { scope?: UserScope; isAgency?: boolean })[] = [
  { role: 'anunciante', email: 'anunciante@example.com', username: 'Lucía Anunciante', password: DEMO_PASSWORD },
  {
    role: 'agencia',
    email: 'agencia@example.com',
    username: 'Agencia Onda Media',
    password: DEMO_PASSWORD,
    isAgency: true,
  },
  { role: 'podcaster', email: 'podcaster@example.com', username: 'Marta Podcaster', password: DEMO_PASSWORD },
  {
    role: 'representante',
    email: 'representante@example.com',
    username: 'Diego Representante',
    password: DEMO_PASSWORD,
  },
  {
    role: 'gestor de campaña',
    email: 'gestor@example.com',
    username: 'Sara Gestora',
    password: DEMO_PASSWORD,
    scope: 'agent',
  },
  { role: 'admin', email: 'admin@example.com', username: 'Admin Patrocina', password: DEMO_PASSWORD, scope: 'admin' },
];

/**
 * The demo advertisers' datos de facturación (made-up companies with valid CIFs): a purchase needs
 * them, and the demo buys. The podcasters fill theirs in My account, as a new one would.
 */
const DEMO_BILLING_PROFILES: Record<'anunciante' | 'agencia', Omit<typeof billingProfiles.$inferInsert, 'userId'>> = {
  anunciante: {
    legalName: 'Cafés Lucía, S.L.',
    taxId: 'B87654323',
    addressLine: 'Calle de Alcalá 42, 3º izquierda',
    postalCode: '28014',
    city: 'Madrid',
    province: 'Madrid',
    country: 'ES',
  },
  agencia: {
    legalName: 'Onda Media Comunicación, S.L.',
    taxId: 'B46123451',
    addressLine: 'Carrer de Colón 12',
    postalCode: '46004',
    city: 'Valencia',
    province: 'Valencia',
    country: 'ES',
  },
};

/** Of the demo podcaster's shows, the one the demo representative manages, and the one ready to be proposed. */
const REPRESENTED_SHOW = 0;
const READY_SHOW = 1;

export interface SeedOptions {
  config: Config;
  /** Where the demo images go. */
  storage: FileStorage;
}

/**
 * Loads the demo data when the database has no users yet. Returns the accounts it made.
 *
 * The accounts and the catalogue go in as rows (load-catalogue.ts says why); everything that happens
 * on the platform afterwards goes through the services, as the people in the demo would have done it
 * (demo-podcaster.ts, drive.ts), so the demo never shows a state the product cannot reach. Each step
 * commits on its own, as a request would, so that each has its own time and the lists keep their
 * order; a seed stopped half-way leaves a partial demo behind: start again on an empty database.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<DemoAccount[]> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return [];
  // Both run on libuv's and libvips' threads: together they take the time of the longer one.
  const [hash, images, covers] = await Promise.all([
    hashPassword(DEMO_PASSWORD, options.config.PASSWORD_SCRYPT_LOG_N),
    renderDemoImages(),
    renderDemoCovers(generateCatalogue().map((show) => show.title)),
  ]);
  const { people, brandIds, catalogue, imageBytes } = await db.transaction(async (tx) => {
    const accounts = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          email: account.email,
          username: account.username,
          passwordHash: hash,
          scope: account.scope ?? 'user',
          isAgency: account.isAgency ?? false,
          emailVerifiedAt: sql`now()`,
          termsAcceptedAt: sql`now()`,
        })),
      )
      .returning(DEMO_PERSON_COLUMNS);
    const byRole = (role: string) => {
      const email = DEMO_ACCOUNTS.find((account) => account.role === role)!.email;
      return demoPerson(accounts.find((account) => account.email === email)!);
    };
    await tx.insert(billingProfiles).values(
      (['anunciante', 'agencia'] as const).map((role) => ({
        userId: byRole(role).id,
        ...DEMO_BILLING_PROFILES[role],
      })),
    );
    const brandIds = await insertDemoBrands(tx, byRole('agencia').id);
    const stored = await storeDemoImages(tx, options.storage, images);
    const coverIds = await storeDemoCovers(tx, options.storage, covers);
    const people = {
      anunciante: byRole('anunciante'),
      agencia: byRole('agencia'),
      podcaster: byRole('podcaster'),
      representative: byRole('representante'),
      gestor: byRole('gestor de campaña'),
      admin: byRole('admin'),
    };
    return {
      people,
      brandIds,
      catalogue: await loadCatalogue(tx, people.podcaster, stored, coverIds),
      imageBytes: new Map([
        ...stored.headers.map((id, index) => [id, images.filter(isHeader)[index]!] as const),
        ...stored.extras.map((id, index) => [id, images.filter((image) => !isHeader(image))[index]!] as const),
      ]),
    };
  });

  const session = createSeedSession(db, options.config, options.storage);
  const shows = await setUpDemoPodcasterShows(
    session,
    people,
    { ready: catalogue[READY_SHOW]!, represented: catalogue[REPRESENTED_SHOW]! },
    imageBytes,
  );
  await driveDemoCampaigns(session.ctx, {
    team: people,
    ...shows,
    brandIds,
    catalogue: catalogue.slice(DEMO_PODCASTER_SHOWS),
  });
  await session.discardMail();
  return DEMO_ACCOUNTS;
}

function isHeader(image: RenderedImage): boolean {
  return image.kind === 'podcast-header';
}
