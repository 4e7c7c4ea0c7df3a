import { PODCAST_CATEGORY_LABELS } from './podcast-categories';

/*
 * The catalogue's words and bounds (issue 23), free of zod: the page `/podcasts` reads them on its
 * first screen, where anything from the package's index would bring zod and every schema along
 * (docs/decisions/0002). Exported on its own as `@patrocina/domain/catalogue-options`.
 */

export const CATALOGUE_PAGE_SIZE = 12;
export const CATALOGUE_MAX_PAGE_SIZE = 48;
export const CATALOGUE_MAX_PAGE = 500;
export const CATALOGUE_MAX_DAYS = 366;

/** Reach bands over the listens at 30 days (the reach quoted everywhere, SPEC §9); max is exclusive. */
export const CATALOGUE_LISTEN_BANDS = {
  UNDER_5K: { label: 'Menos de 5.000', min: 0, max: 5_000 },
  FROM_5K: { label: 'De 5.000 a 20.000', min: 5_000, max: 20_000 },
  FROM_20K: { label: 'De 20.000 a 100.000', min: 20_000, max: 100_000 },
  OVER_100K: { label: 'Más de 100.000', min: 100_000, max: null },
} as const;
export type CatalogueListenBand = keyof typeof CATALOGUE_LISTEN_BANDS;
export const CATALOGUE_LISTEN_BAND_KEYS = Object.keys(CATALOGUE_LISTEN_BANDS) as [
  CatalogueListenBand,
  ...CatalogueListenBand[],
];

export const CATALOGUE_SORTS = ['relevance', 'reach', 'price'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const CATALOGUE_SORT_LABELS: Record<CatalogueSort, string> = {
  relevance: 'Más relevantes',
  reach: 'Más escuchas',
  price: 'Precio más bajo',
};

export const CATALOGUE_CATEGORIES = Object.keys(PODCAST_CATEGORY_LABELS) as [string, ...string[]];

export const CATALOGUE_MESSAGES = {
  text: 'Escribe entre 2 y 80 caracteres para buscar',
  category: 'Esa categoría no existe',
  audience: 'Alguno de los perfiles de audiencia no existe',
  province: 'Esa provincia no existe',
  listens: 'Esa franja de escuchas no existe',
  maxPrice: 'El precio máximo debe ser un número entero de euros, de 1 a 100.000',
  premium: 'Premium solo puede ser «true»',
  sort: 'Ordena por relevancia, escuchas o precio',
  relevanceNeedsText: 'Para ordenar por relevancia, escribe qué buscas',
  page: `La página debe ser un número entero entre 1 y ${CATALOGUE_MAX_PAGE}`,
  pageSize: `Cada página muestra entre 1 y ${CATALOGUE_MAX_PAGE_SIZE} podcasts`,
  datesTogether: 'Indica las dos fechas: desde y hasta',
  endBeforeStart: 'La fecha «hasta» no puede ser anterior a la fecha «desde»',
  tooLong: `Busca en un periodo de ${CATALOGUE_MAX_DAYS} días como mucho`,
  addedLimit: 'Ya tienes 5 podcasts en tu campaña: quita uno en el asistente para añadir otro.',
} as const;
