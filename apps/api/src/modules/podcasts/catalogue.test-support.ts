import { randomUUID } from 'node:crypto';
import { cataloguePageSchema, type ActionType, type AudienceFlag, type CataloguePage } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { podcastBlockedPeriods, podcastSheets } from '../../db/schema';
import { json, type TestApp } from '../../../test/app';
import { createPodcast, PROFILE_WITHOUT_IMAGES, VALID_AUDIENCE, VALID_BRANDING } from '../../../test/factories';

export interface HireableOptions {
  title: string;
  description?: string;
  categories?: string[];
  listens30d?: number;
  isPremium?: boolean;
  audienceFlags?: AudienceFlag[];
  provinces?: string[];
  prices?: Partial<Record<ActionType, number | null>>;
  /** Holidays, inclusive `[startsOn, endsOn]`. */
  holidays?: [string, string][];
}

/** A podcast an advertiser can hire: proven owner and a complete sheet with the given audience and prices. */
export async function createHireable(db: Executor, options: HireableOptions) {
  const podcast = await createPodcast(db, {
    title: options.title,
    description: options.description ?? null,
    categories: options.categories ?? ['Technology'],
    listens30d: options.listens30d ?? 1_000,
    isPremium: options.isPremium ?? false,
  });
  await db.insert(podcastSheets).values({
    podcastId: podcast.id,
    profile: { ...PROFILE_WITHOUT_IMAGES, headerImageId: randomUUID(), extraImageIds: [] },
    audience: {
      ...VALID_AUDIENCE,
      audienceFlags: options.audienceFlags ?? ['tech'],
      provinces: (options.provinces ?? ['28']) as (typeof VALID_AUDIENCE.provinces)[number][],
    },
    branding: {
      actions: { ...VALID_BRANDING.actions, ...options.prices },
      examples: VALID_BRANDING.examples.map((example) => ({ ...example })),
    },
    termsAcceptedAt: new Date(),
    completedAt: new Date(),
  });
  for (const [startsOn, endsOn] of options.holidays ?? []) {
    await db.insert(podcastBlockedPeriods).values({ podcastId: podcast.id, startsOn, endsOn });
  }
  return podcast;
}

/** `GET /public/podcasts/catalogue` as a visitor, with the query as the web page's URL carries it. */
export async function catalogue(t: TestApp, query: Record<string, string> = {}): Promise<CataloguePage> {
  const response = await t.call('GET', `/public/podcasts/catalogue?${new URLSearchParams(query).toString()}`);
  if (response.statusCode !== 200) throw new Error(`catalogue answered ${response.statusCode}: ${response.body}`);
  return cataloguePageSchema.parse(json<{ data: unknown }>(response).data);
}

export function titlesOf(page: CataloguePage): string[] {
  return page.podcasts.map((podcast) => podcast.title);
}
