import { describe, expect, it } from 'vitest';
import { cataloguePageSchema, featuredPodcastSchema } from '@patrocina/domain';
import { cataloguePageCheck, isFeaturedPodcast } from './podcast-answers';

const card = {
  id: '5b0f6a52-2c1e-4f7e-9a63-0d7c1f3e8b21',
  slug: 'ruido-blanco',
  title: 'Ruido Blanco',
  author: null,
  imageUrl: '/api/v1/public/images/5b0f6a52-2c1e-4f7e-9a63-0d7c1f3e8b21',
  categories: ['technology'],
  listens30d: 12_400,
  isPremium: true,
  priceFrom: 250,
};
const page = {
  podcasts: [card, { ...card, author: 'Ana', imageUrl: null, priceFrom: null }],
  total: 2,
  page: 1,
  pageSize: 12,
};

/** A page with one change, named for the test's title. */
const broken: [string, unknown][] = [
  ['no answer', undefined],
  ['an array', []],
  ['podcasts missing', { ...page, podcasts: undefined }],
  ['a card without premium', { ...page, podcasts: [{ ...card, isPremium: undefined }] }],
  ['a price in cents as text', { ...page, podcasts: [{ ...card, priceFrom: '250' }] }],
  ['a negative price', { ...page, podcasts: [{ ...card, priceFrom: -1 }] }],
  ['a price with decimals', { ...page, podcasts: [{ ...card, priceFrom: 2.5 }] }],
  ['an id that is not a uuid', { ...page, podcasts: [{ ...card, id: '42' }] }],
  ['a category that is not text', { ...page, podcasts: [{ ...card, categories: [7] }] }],
  ['listens with decimals', { ...page, podcasts: [{ ...card, listens30d: 1.5 }] }],
  ['a total below zero', { ...page, total: -1 }],
  ['page zero', { ...page, page: 0 }],
  ['no page size', { ...page, pageSize: undefined }],
];

describe('the catalogue page checked by hand, without zod', () => {
  it('lets through what cataloguePageSchema lets through, as it came', () => {
    expect(cataloguePageSchema.safeParse(page).success).toBe(true);
    expect(cataloguePageCheck.safeParse(page)).toEqual({ success: true, data: page });
  });

  it.each(broken)('refuses %s, as cataloguePageSchema does', (_, answer) => {
    expect(cataloguePageSchema.safeParse(answer).success).toBe(false);
    expect(cataloguePageCheck.safeParse(answer).success).toBe(false);
  });
});

describe('a featured podcast checked by hand', () => {
  const featured = {
    id: card.id,
    slug: card.slug,
    title: card.title,
    author: card.author,
    imageUrl: card.imageUrl,
    categories: card.categories,
    listens30d: card.listens30d,
  };

  it('agrees with featuredPodcastSchema on a podcast and on broken ones', () => {
    expect([featuredPodcastSchema.safeParse(featured).success, isFeaturedPodcast(featured)]).toEqual([true, true]);
    for (const wrong of [
      { ...featured, slug: 3 },
      { ...featured, author: undefined },
      { ...featured, listens30d: -4 },
    ]) {
      expect([featuredPodcastSchema.safeParse(wrong).success, isFeaturedPodcast(wrong)]).toEqual([false, false]);
    }
  });
});
