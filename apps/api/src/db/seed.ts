import { sql } from 'drizzle-orm';
import { slugify, type UserScope } from '@patrocina/domain';
import type { Database, Executor } from './client';
import { generateCatalogue } from './demo/catalogue';
import { podcasts, representations, users } from './schema';
import { hashPassword } from '../lib/passwords';
import { createToken, hashToken } from '../lib/tokens';

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
  { role: 'agencia', email: 'agencia@example.com', username: 'Agencia Onda Media', password: DEMO_PASSWORD, isAgency: true },
  { role: 'podcaster', email: 'podcaster@example.com', username: 'Marta Podcaster', password: DEMO_PASSWORD },
  { role: 'representante', email: 'representante@example.com', username: 'Diego Representante', password: DEMO_PASSWORD },
  { role: 'gestor de campaña', email: 'gestor@example.com', username: 'Sara Gestora', password: DEMO_PASSWORD, scope: 'agent' },
  { role: 'admin', email: 'admin@example.com', username: 'Admin Patrocina', password: DEMO_PASSWORD, scope: 'admin' },
];

/** How many catalogue podcasts the demo podcaster owns. */
const DEMO_PODCASTER_SHOWS = 3;

/** Loads the demo data when the database has no users yet. Returns the accounts it made. */
export async function seedDemoData(db: Database, passwordLogN: number): Promise<DemoAccount[]> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return [];
  const hash = await hashPassword(DEMO_PASSWORD, passwordLogN);
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
    const podcaster = accounts.find((account) => account.email === 'podcaster@example.com')!;
    const [represented] = await seedCatalogue(tx, podcaster);
    // The demo representative manages the demo podcaster's first show (DOMAIN.md "Representation").
    await tx.insert(representations).values({
      podcastId: represented!.id,
      ownerId: podcaster.id,
      managerEmail: 'representante@example.com',
      status: 'ACCEPTED',
      tokenHash: hashToken(createToken()),
      tokenExpiresAt: sql`now()`,
      respondedAt: sql`now()`,
    });
  });
  return DEMO_ACCOUNTS;
}

/**
 * The demo catalogue, each podcast owned by its presenter. The presenters' accounts have no
 * password (nobody can log in as them); the demo podcaster owns the first few shows.
 */
async function seedCatalogue(tx: Executor, podcaster: { id: string; username: string }): Promise<{ id: string }[]> {
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
    .returning({ id: podcasts.id, ownerId: podcasts.ownerId });
  return shows.filter((show) => show.ownerId === podcaster.id);
}
