import type { CatalogueCard, CataloguePage, FeaturedPodcast } from '@patrocina/domain';
import type { AnswerCheck } from './api-client';

/*
 * Podcast answers checked by hand, without zod, for the screens whose first paint shows them: the
 * landing pages' slider (its copy kept in localStorage) and the catalogue `/podcasts`. Anything from
 * @patrocina/domain's index would bring zod and every shared schema to those first screens
 * (docs/decisions/0002). podcast-answers.test.ts holds each check to its shared schema.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** featuredPodcastSchema's rules. */
export function isFeaturedPodcast(value: unknown): value is FeaturedPodcast {
  if (!isRecord(value)) return false;
  return (
    typeof value.id === 'string' &&
    UUID.test(value.id) &&
    typeof value.slug === 'string' &&
    typeof value.title === 'string' &&
    (value.author === null || typeof value.author === 'string') &&
    (value.imageUrl === null || typeof value.imageUrl === 'string') &&
    Array.isArray(value.categories) &&
    value.categories.every((category) => typeof category === 'string') &&
    isCount(value.listens30d)
  );
}

/** catalogueCardSchema's rules: a featured podcast, premium or not, and its «Precio desde». */
function isCatalogueCard(value: unknown): value is CatalogueCard {
  if (!isFeaturedPodcast(value)) return false;
  const { isPremium, priceFrom } = value as FeaturedPodcast & Record<string, unknown>;
  return typeof isPremium === 'boolean' && (priceFrom === null || isCount(priceFrom));
}

function isPositive(value: unknown): value is number {
  return isCount(value) && value > 0;
}

/** cataloguePageSchema's rules, in the shape the API client takes for a check. */
export const cataloguePageCheck: AnswerCheck<CataloguePage> = {
  safeParse(data) {
    const valid =
      isRecord(data) &&
      Array.isArray(data.podcasts) &&
      data.podcasts.every(isCatalogueCard) &&
      isCount(data.total) &&
      isPositive(data.page) &&
      isPositive(data.pageSize);
    return valid
      ? { success: true, data: data as unknown as CataloguePage }
      : {
          success: false,
          error: new TypeError('The catalogue page does not have the shape cataloguePageSchema gives'),
        };
  },
};
