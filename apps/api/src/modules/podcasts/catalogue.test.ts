import { beforeAll, describe, expect, it } from 'vitest';
import { podcastSheets } from '../../db/schema';
import { useTestApp } from '../../../test/app';
import { createPodcast } from '../../../test/factories';
import { catalogue, createHireable, titlesOf } from './catalogue.test-support';

const t = useTestApp();

const CAFE = 'Café para Emprendedores';
const ORBITA = 'Órbita Tecnológica';
const RISAS = 'Risas de Sobremesa';
const DEPORTE = 'Deporte Urbano';

beforeAll(async () => {
  const db = t.database.db;
  await createHireable(db, {
    title: CAFE,
    description: 'Charlas para emprender: cómo pasar de la idea al emprendimiento.',
    categories: ['Business'],
    listens30d: 30_000,
    isPremium: true,
    audienceFlags: ['professional'],
    provinces: ['08'],
    prices: { MENTION: 300, REVIEW: 500 },
    holidays: [['2027-03-01', '2027-03-10']],
  });
  await createHireable(db, {
    title: ORBITA,
    description: 'Ciencia, tecnología y algo de deporte.',
    categories: ['Technology', 'Science'],
    listens30d: 150_000,
    audienceFlags: ['tech', 'geek'],
    provinces: ['28'],
    prices: { MENTION: 150, REVIEW: 400 },
  });
  await createHireable(db, {
    title: RISAS,
    categories: ['Comedy'],
    listens30d: 2_000,
    isPremium: true,
    audienceFlags: ['funny'],
    provinces: ['41', '28'],
    prices: { MENTION: 50, REVIEW: null },
  });
  await createHireable(db, {
    title: DEPORTE,
    description: 'Correr por la ciudad.',
    categories: ['Sports'],
    listens30d: 8_000,
    audienceFlags: ['athlete', 'urban'],
    provinces: ['46'],
    prices: { MENTION: null, SPONSORSHIP: 1_200, REVIEW: null },
    holidays: [['2027-02-20', '2027-03-02']],
  });
  // Not hireable: a sheet never finished, and a complete sheet on a feed nobody has proved they own.
  await createPodcast(db, { title: 'Café sin ficha', listens30d: 900_000 });
  const unowned = await createPodcast(db, { title: 'Café sin dueño', ownerId: null, listens30d: 900_000 });
  await db.insert(podcastSheets).values({ podcastId: unowned.id, completedAt: new Date() });
});

describe('GET /public/podcasts/catalogue: what it lists', () => {
  it('shows a visitor only the podcasts an advertiser can hire, widest reach first, with «Precio desde»', async () => {
    const page = await catalogue(t);

    expect(titlesOf(page)).toEqual([ORBITA, CAFE, DEPORTE, RISAS]);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 12 });
    expect(page.podcasts[1]).toMatchObject({
      title: CAFE,
      categories: ['Business'],
      listens30d: 30_000,
      isPremium: true,
      priceFrom: 300,
    });
    expect(page.podcasts.map((podcast) => podcast.priceFrom)).toEqual([150, 300, 1_200, 50]);
  });
});

describe('GET /public/podcasts/catalogue: text search', () => {
  it('folds accents both ways: «cafe» finds «Café», «ÓRBITA» and «orbita» find «Órbita»', async () => {
    expect(titlesOf(await catalogue(t, { q: 'cafe' }))).toEqual([CAFE]);
    expect(titlesOf(await catalogue(t, { q: 'orbita' }))).toEqual([ORBITA]);
    expect(titlesOf(await catalogue(t, { q: 'ÓRBITA' }))).toEqual([ORBITA]);
  });

  it('stems in Spanish: «emprendimientos» finds «emprender», «emprendedoras» finds «Emprendedores»', async () => {
    expect(titlesOf(await catalogue(t, { q: 'emprendimientos' }))).toEqual([CAFE]);
    expect(titlesOf(await catalogue(t, { q: 'emprendedoras' }))).toEqual([CAFE]);
    expect(titlesOf(await catalogue(t, { q: 'deportivo' }))).toEqual([DEPORTE, ORBITA]);
  });

  it('reads the description and the categories, by their feed name or their Spanish name', async () => {
    expect(titlesOf(await catalogue(t, { q: 'correr ciudad' }))).toEqual([DEPORTE]);
    expect(titlesOf(await catalogue(t, { q: 'negocios' }))).toEqual([CAFE]);
    expect(titlesOf(await catalogue(t, { q: 'business' }))).toEqual([CAFE]);
    expect(titlesOf(await catalogue(t, { q: 'humor' }))).toEqual([RISAS]);
  });

  it('never finds a podcast that cannot be hired, and finds nothing for words no podcast has', async () => {
    expect(titlesOf(await catalogue(t, { q: 'café' }))).toEqual([CAFE]);
    const none = await catalogue(t, { q: 'submarinismo' });
    expect(none).toMatchObject({ podcasts: [], total: 0 });
  });
});

describe('GET /public/podcasts/catalogue: filters', () => {
  it('filters by category', async () => {
    expect(titlesOf(await catalogue(t, { category: 'Comedy' }))).toEqual([RISAS]);
    expect(titlesOf(await catalogue(t, { category: 'Science' }))).toEqual([ORBITA]);
    expect((await catalogue(t, { category: 'History' })).total).toBe(0);
  });

  it('filters by audience profiles, any of those chosen', async () => {
    expect(titlesOf(await catalogue(t, { audience: 'funny,athlete' }))).toEqual([DEPORTE, RISAS]);
    expect(titlesOf(await catalogue(t, { audience: 'geek' }))).toEqual([ORBITA]);
  });

  it('filters by province of the audience', async () => {
    expect(titlesOf(await catalogue(t, { province: '28' }))).toEqual([ORBITA, RISAS]);
    expect(titlesOf(await catalogue(t, { province: '46' }))).toEqual([DEPORTE]);
  });

  it('filters by listens band at 30 days, lower bound included and upper bound not', async () => {
    expect(titlesOf(await catalogue(t, { listens: 'UNDER_5K' }))).toEqual([RISAS]);
    expect(titlesOf(await catalogue(t, { listens: 'FROM_5K' }))).toEqual([DEPORTE]);
    expect(titlesOf(await catalogue(t, { listens: 'FROM_20K' }))).toEqual([CAFE]);
    expect(titlesOf(await catalogue(t, { listens: 'OVER_100K' }))).toEqual([ORBITA]);
  });

  it('filters by «Precio desde» up to a price, the price itself included', async () => {
    expect(titlesOf(await catalogue(t, { maxPrice: '300' }))).toEqual([ORBITA, CAFE, RISAS]);
    expect(titlesOf(await catalogue(t, { maxPrice: '299' }))).toEqual([ORBITA, RISAS]);
    expect(titlesOf(await catalogue(t, { maxPrice: '10' }))).toEqual([]);
  });

  it('filters premium podcasts', async () => {
    expect(titlesOf(await catalogue(t, { premium: 'true' }))).toEqual([CAFE, RISAS]);
  });

  it('keeps the podcasts free in my dates: a holiday touching any day of them leaves a podcast out', async () => {
    expect(titlesOf(await catalogue(t, { from: '2027-03-01', to: '2027-03-05' }))).toEqual([ORBITA, RISAS]);
    expect(titlesOf(await catalogue(t, { from: '2027-03-03', to: '2027-03-05' }))).toEqual([ORBITA, DEPORTE, RISAS]);
    expect(titlesOf(await catalogue(t, { from: '2027-02-10', to: '2027-02-20' }))).toEqual([ORBITA, CAFE, RISAS]);
    expect(titlesOf(await catalogue(t, { from: '2027-03-11', to: '2027-03-11' }))).toEqual([
      ORBITA,
      CAFE,
      DEPORTE,
      RISAS,
    ]);
  });

  it('combines filters', async () => {
    expect(titlesOf(await catalogue(t, { premium: 'true', province: '41', q: 'sobremesa' }))).toEqual([RISAS]);
    expect(titlesOf(await catalogue(t, { premium: 'true', category: 'Sports' }))).toEqual([]);
  });
});

describe('GET /public/podcasts/catalogue: order and pages', () => {
  it('sorts by relevance when there is text (title first), else by reach; by price, cheapest first', async () => {
    expect(titlesOf(await catalogue(t, { q: 'deporte' }))).toEqual([DEPORTE, ORBITA]);
    expect(titlesOf(await catalogue(t, { q: 'deporte', sort: 'relevance' }))).toEqual([DEPORTE, ORBITA]);
    expect(titlesOf(await catalogue(t, { q: 'deporte', sort: 'reach' }))).toEqual([ORBITA, DEPORTE]);
    expect(titlesOf(await catalogue(t, { sort: 'price' }))).toEqual([RISAS, ORBITA, CAFE, DEPORTE]);
    expect(titlesOf(await catalogue(t, { sort: 'reach' }))).toEqual([ORBITA, CAFE, DEPORTE, RISAS]);
  });

  it('pages through the results with the total, and a page past the last is empty', async () => {
    const first = await catalogue(t, { pageSize: '3' });
    expect(titlesOf(first)).toEqual([ORBITA, CAFE, DEPORTE]);
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    const second = await catalogue(t, { pageSize: '3', page: '2' });
    expect(titlesOf(second)).toEqual([RISAS]);
    expect(second.total).toBe(4);
    expect(await catalogue(t, { pageSize: '3', page: '3' })).toEqual({ podcasts: [], total: 4, page: 3, pageSize: 3 });
  });
});
