import { z } from 'zod';
import { daysBetween } from './availability';
import { calendarDaySchema } from './calendar-days';
import { AUDIENCE_FLAGS, PROVINCE_CODES } from './catalog';
import { PODCAST_CATEGORY_LABELS } from './podcast-categories';
import { featuredPodcastSchema } from './podcasts';

/**
 * The catalogue `/podcasts` (issue 23): the podcasts an advertiser can hire, filtered and sorted, a
 * page at a time. The same names are the API's query and the web page's URL, so a search can be shared.
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

function wholeNumber(message: string, min: number, max: number) {
  return z
    .string({ error: message })
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

/** A comma-separated list (`audience=tech,geek`), each item one of `values`. */
function listOf<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .string({ error: message })
    .transform((text) => [...new Set(text.split(',').map((item) => item.trim()))].filter(Boolean))
    .pipe(z.array(z.enum(values, { error: message })).min(1, message));
}

export const catalogueQuerySchema = z
  .object({
    q: z
      .string({ error: CATALOGUE_MESSAGES.text })
      .trim()
      .min(2, CATALOGUE_MESSAGES.text)
      .max(80, CATALOGUE_MESSAGES.text)
      .optional(),
    category: z.enum(CATALOGUE_CATEGORIES, { error: CATALOGUE_MESSAGES.category }).optional(),
    audience: listOf(AUDIENCE_FLAGS, CATALOGUE_MESSAGES.audience).optional(),
    province: z.enum(PROVINCE_CODES, { error: CATALOGUE_MESSAGES.province }).optional(),
    listens: z.enum(CATALOGUE_LISTEN_BAND_KEYS, { error: CATALOGUE_MESSAGES.listens }).optional(),
    maxPrice: wholeNumber(CATALOGUE_MESSAGES.maxPrice, 1, 100_000).optional(),
    from: calendarDaySchema.optional(),
    to: calendarDaySchema.optional(),
    premium: z.enum(['true'], { error: CATALOGUE_MESSAGES.premium }).optional(),
    sort: z.enum(CATALOGUE_SORTS, { error: CATALOGUE_MESSAGES.sort }).optional(),
    page: wholeNumber(CATALOGUE_MESSAGES.page, 1, CATALOGUE_MAX_PAGE).default(1),
    pageSize: wholeNumber(CATALOGUE_MESSAGES.pageSize, 1, CATALOGUE_MAX_PAGE_SIZE).default(CATALOGUE_PAGE_SIZE),
  })
  .strict()
  .superRefine((query, context) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [query.from ? 'to' : 'from'],
        message: CATALOGUE_MESSAGES.datesTogether,
      });
    } else if (query.from && query.to) {
      if (query.to < query.from) {
        context.addIssue({ code: 'custom', path: ['to'], message: CATALOGUE_MESSAGES.endBeforeStart });
      } else if (daysBetween(query.from, query.to) >= CATALOGUE_MAX_DAYS) {
        context.addIssue({ code: 'custom', path: ['to'], message: CATALOGUE_MESSAGES.tooLong });
      }
    }
    if (query.sort === 'relevance' && query.q === undefined) {
      context.addIssue({ code: 'custom', path: ['sort'], message: CATALOGUE_MESSAGES.relevanceNeedsText });
    }
  });
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

/** A podcast as a catalogue card shows it: the slider's fields, premium, and its «Precio desde» in whole euros. */
export const catalogueCardSchema = featuredPodcastSchema.extend({
  isPremium: z.boolean(),
  priceFrom: z.number().int().nonnegative().nullable(),
});
export type CatalogueCard = z.infer<typeof catalogueCardSchema>;

export const cataloguePageSchema = z.object({
  podcasts: z.array(catalogueCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;
