import { sql } from 'drizzle-orm';
import { slugify, type UserScope } from '@patrocina/domain';
import type { Database, Executor } from './client';
import { seedDemoCampaigns, type DemoShow } from './demo/campaigns';
import { generateCatalogue } from './demo/catalogue';
import { renderDemoImages, storeDemoImages } from './demo/images';
import { demoSheet } from './demo/sheets';
import { podcastSheets, podcasts, representations, users } from './schema';
import { hashPassword } from '../lib/passwords';
import { createToken, hashToken } from '../lib/tokens';
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

/** How many catalogue podcasts the demo podcaster owns. */
const DEMO_PODCASTER_SHOWS = 3;
/**
 * Of those, the one whose sheet is complete (ready to be proposed). The first (which the demo
 * representative manages) and the third keep empty sheets, so the sheet wizard has something to do.
 */
const DEMO_PODCASTER_READY_SHOW = 1;

export interface SeedOptions {
  passwordLogN: number;
  /** Where the demo images go. */
  storage: FileStorage;
}

/** Loads the demo data when the database has no users yet. Returns the accounts it made. */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<DemoAccount[]> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return [];
  // Both run on libuv's and libvips' threads: together they take the time of the longer one.
  const [hash, images] = await Promise.all([hashPassword(DEMO_PASSWORD, options.passwordLogN), renderDemoImages()]);
  await db.transaction(async (tx) => {
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
      .returning({ id: users.id, email: users.email, username: users.username });
    const idOf = (email: string) => accounts.find((account) => account.email === email)!.id;
    const podcaster = accounts.find((account) => account.email === 'podcaster@example.com')!;
    const catalogue = await seedCatalogue(tx, podcaster, await storeDemoImages(tx, options.storage, images));
    const represented = catalogue[0]!;
    // The demo representative manages the demo podcaster's first show (DOMAIN.md "Representation").
    await tx.insert(representations).values({
      podcastId: represented.id,
      ownerId: podcaster.id,
      managerEmail: 'representante@example.com',
      managerId: idOf('representante@example.com'),
      status: 'ACCEPTED',
      tokenHash: hashToken(createToken()),
      tokenExpiresAt: sql`now()`,
      respondedAt: sql`now()`,
    });
    await seedDemoCampaigns(tx, {
      accounts: {
        anunciante: idOf('anunciante@example.com'),
        agencia: idOf('agencia@example.com'),
        gestor: idOf('gestor@example.com'),
        podcaster: podcaster.id,
      },
      ready: catalogue[DEMO_PODCASTER_READY_SHOW]!,
      represented,
      catalogue: catalogue.slice(DEMO_PODCASTER_SHOWS),
    });
  });
  return DEMO_ACCOUNTS;
}

/**
 * The demo catalogue, each podcast owned by its presenter. The presenters' accounts have no
 * password (nobody can log in as them); the demo podcaster owns the first few shows. Every
 * presenter's show has a complete sponsorship sheet with images, so the public pages are full.
 * Returns every show in catalogue order, with the minimum prices its sheet has (or would have, for
 * the demo podcaster's shows whose sheets are left to fill in).
 */
async function seedCatalogue(
  tx: Executor,
  podcaster: { id: string; username: string },
  images: { headers: readonly string[]; extras: readonly string[] },
): Promise<DemoShow[]> {
  const catalogue = generateCatalogue();
  const presenters = [...new Set(catalogue.slice(DEMO_PODCASTER_SHOWS).map((show) => show.author))];
  const owners = await tx
    .insert(users)
    .values(
      presenters.map((name) => ({
        email: `${slugify(name)}.podcaster@example.com`,
        username: name,
        emailVerifiedAt: sql`now()`,
        termsAcceptedAt: sql`now()`,
      })),
    )
    .returning({ id: users.id, username: users.username });
  const ownerOf = new Map(owners.map((owner) => [owner.username, owner.id]));

  const shows = await tx
    .insert(podcasts)
    .values(
      catalogue.map((show, index) => {
        const isDemoPodcasters = index < DEMO_PODCASTER_SHOWS;
        const author = isDemoPodcasters ? podcaster.username : show.author;
        return {
          slug: slugify(show.title),
          title: show.title,
          description: isDemoPodcasters ? show.description.replace(show.author, author) : show.description,
          author,
          language: show.language,
          categories: show.categories,
          ownerId: isDemoPodcasters ? podcaster.id : ownerOf.get(show.author)!,
          ownedSince: sql`now()`,
          isPremium: show.isPremium,
          listens30d: show.listens30d,
        };
      }),
    )
    .returning({ id: podcasts.id, slug: podcasts.slug, ownerId: podcasts.ownerId });
  const bySlug = new Map(shows.map((show) => [show.slug, show]));

  const sheets = catalogue.map((show, index) => {
    const isDemoPodcasters = index < DEMO_PODCASTER_SHOWS;
    const { id, ownerId } = bySlug.get(slugify(show.title))!;
    const sheet = demoSheet(isDemoPodcasters ? { ...show, author: podcaster.username } : show, index, images);
    return { id, ownerId, show, sheet, isStored: !isDemoPodcasters || index === DEMO_PODCASTER_READY_SHOW };
  });
  await tx.insert(podcastSheets).values(
    sheets
      .filter(({ isStored }) => isStored)
      .map(({ id, ownerId, sheet }) => ({
        podcastId: id,
        ...sheet,
        termsAcceptedAt: sql`now()`,
        termsAcceptedBy: ownerId,
        completedAt: sql`now()`,
        updatedBy: ownerId,
      })),
  );
  return sheets.map(({ id, show, sheet }) => ({
    id,
    title: show.title,
    listens30d: show.listens30d,
    prices: sheet.branding.actions,
  }));
}
