import { sql } from 'drizzle-orm';
import { slugify, type ActionType } from '@patrocina/domain';
import type { Executor } from '../client';
import { podcastSheets, podcasts, users } from '../schema';
import { generateCatalogue } from './catalogue';
import { DEMO_PERSON_COLUMNS, demoPerson, type DemoPerson } from './seed-context';
import { demoSheet, type DemoSheet } from './sheets';

/** How many catalogue podcasts the demo podcaster owns. */
export const DEMO_PODCASTER_SHOWS = 3;

/** A catalogue podcast as the campaigns need it: who runs it, and its sheet's minimum prices. */
export interface DemoShow {
  id: string;
  slug: string;
  title: string;
  listens30d: number;
  prices: Record<ActionType, number | null>;
  /** Who answers its proposals and runs its actions (the demo podcaster's may change: representation). */
  runner: DemoPerson;
  /** Its complete sheet: stored for the presenters' shows, to be filled in for the demo podcaster's. */
  sheet: DemoSheet;
}

/**
 * The catalogue, as the feed imports would have left it: every podcast owned by its presenter, whose
 * account has no password (nobody can log in as them). The demo podcaster owns the first few shows,
 * whose sheets they fill in themselves (demo-podcaster.ts).
 *
 * Every presenter's show has a complete sponsorship sheet, written here rather than through the sheet's
 * service: their images are the platform's own files, shared by many sheets, which the service rightly
 * refuses (a podcaster may only show images they uploaded); uploading a copy per presenter would store
 * some two hundred images at every seed. The sheets pass the same schemas a podcaster's would (seed.test.ts).
 */
export async function loadCatalogue(
  tx: Executor,
  podcaster: DemoPerson,
  images: { headers: readonly string[]; extras: readonly string[] },
  /** Each show's drawn cover (covers.ts), in the catalogue's order. */
  coverIds: readonly string[],
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
    .returning(DEMO_PERSON_COLUMNS);
  const ownerOf = new Map(owners.map((owner) => [owner.username, demoPerson(owner)]));

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
          ownerId: isDemoPodcasters ? podcaster.id : ownerOf.get(show.author)!.id,
          ownedSince: sql`now()`,
          isPremium: show.isPremium,
          listens30d: show.listens30d,
          coverFileId: coverIds[index] ?? null,
        };
      }),
    )
    .returning({ id: podcasts.id, slug: podcasts.slug });
  const idOf = new Map(shows.map((show) => [show.slug, show.id]));

  const loaded = catalogue.map((show, index): DemoShow => {
    const isDemoPodcasters = index < DEMO_PODCASTER_SHOWS;
    const sheet = demoSheet(isDemoPodcasters ? { ...show, author: podcaster.username } : show, index, images);
    const slug = slugify(show.title);
    return {
      id: idOf.get(slug)!,
      slug,
      title: show.title,
      listens30d: show.listens30d,
      prices: sheet.branding.actions,
      runner: isDemoPodcasters ? podcaster : ownerOf.get(show.author)!,
      sheet,
    };
  });
  await tx.insert(podcastSheets).values(
    loaded.slice(DEMO_PODCASTER_SHOWS).map(({ id, runner, sheet }) => ({
      podcastId: id,
      ...sheet,
      termsAcceptedAt: sql`now()`,
      termsAcceptedBy: runner.id,
      completedAt: sql`now()`,
      updatedBy: runner.id,
    })),
  );
  return loaded;
}
