import { z } from 'zod';
import { daysBetween } from './availability';
import { calendarDaySchema } from './calendar-days';
import { AUDIENCE_FLAGS, PROVINCE_CODES } from './catalog';
import {
  CATALOGUE_CATEGORIES,
  CATALOGUE_LISTEN_BAND_KEYS,
  CATALOGUE_MAX_DAYS,
  CATALOGUE_MAX_PAGE,
  CATALOGUE_MAX_PAGE_SIZE,
  CATALOGUE_MESSAGES,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORTS,
} from './catalogue-options';
import { featuredPodcastSchema } from './podcasts';

/**
 * The catalogue `/podcasts` (issue 23): the podcasts an advertiser can hire, filtered and sorted, a
 * page at a time. The same names are the API's query and the web page's URL, so a search can be shared.
 * Its words and bounds are in catalogue-options.ts, which the page's first screen reads without zod.
 */

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
