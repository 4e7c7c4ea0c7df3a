import { z } from 'zod';
import { ACTION_TYPES, AUDIENCE_FLAGS, PROVINCE_CODES, PUBLICATION_FREQUENCIES, type ActionType } from './catalog';
import { httpUrlSchema, MESSAGES_FORMATS, mmssSchema, percentSchema, sumsToHundred } from './formats';
import { MESSAGES, termsRequiredMessage } from './messages';
import { podcastVerifiedListensSchema } from './measurement-views';

/**
 * The podcast sponsorship sheet (SPEC §3 "Podcast sponsorship profile"), in the three steps of its
 * wizard: profile, audience, branding actions. Each step is saved on its own once valid; the sheet
 * is complete when the three are saved and the terms accepted.
 */

export const SHEET_STEPS = ['profile', 'audience', 'branding'] as const;
export type SheetStep = (typeof SHEET_STEPS)[number];

export const SHEET_STEP_LABELS: Record<SheetStep, string> = {
  profile: 'Perfil del podcast',
  audience: 'Audiencia',
  branding: 'Acciones de branding',
};

export const SOCIAL_NETWORKS = ['INSTAGRAM', 'X', 'TIKTOK', 'YOUTUBE', 'FACEBOOK', 'LINKEDIN', 'TWITCH'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  INSTAGRAM: 'Instagram',
  X: 'X (Twitter)',
  TIKTOK: 'TikTok',
  YOUTUBE: 'YouTube',
  FACEBOOK: 'Facebook',
  LINKEDIN: 'LinkedIn',
  TWITCH: 'Twitch',
};

/** SPEC §9: follower ranges read "5k o menos" and "más de Nk". */
export const FOLLOWER_RANGES = [
  'UP_TO_5K',
  'OVER_5K',
  'OVER_10K',
  'OVER_25K',
  'OVER_50K',
  'OVER_100K',
  'OVER_500K',
] as const;
export type FollowerRange = (typeof FOLLOWER_RANGES)[number];
export const FOLLOWER_RANGE_LABELS: Record<FollowerRange, string> = {
  UP_TO_5K: '5k o menos',
  OVER_5K: 'más de 5k',
  OVER_10K: 'más de 10k',
  OVER_25K: 'más de 25k',
  OVER_50K: 'más de 50k',
  OVER_100K: 'más de 100k',
  OVER_500K: 'más de 500k',
};

export const PLATFORM_LINKS = [
  'SPOTIFY',
  'APPLE_PODCASTS',
  'YOUTUBE',
  'IVOOX',
  'AMAZON_MUSIC',
  'WEBSITE',
  'OTHER',
] as const;
export type PlatformLink = (typeof PLATFORM_LINKS)[number];
export const PLATFORM_LINK_LABELS: Record<PlatformLink, string> = {
  SPOTIFY: 'Spotify',
  APPLE_PODCASTS: 'Apple Podcasts',
  YOUTUBE: 'YouTube',
  IVOOX: 'iVoox',
  AMAZON_MUSIC: 'Amazon Music',
  WEBSITE: 'Web',
  OTHER: 'Otra',
};

/**
 * Average listens per episode over 30 days, as ranges (SPEC §3). Each range has the bounds the
 * matching engine uses to estimate reach (the upper bound of the last one is a cautious estimate).
 */
export const LISTEN_RANGES = {
  UNDER_500: { label: 'Menos de 500', min: 0, max: 500 },
  FROM_500: { label: 'De 500 a 1.000', min: 500, max: 1_000 },
  FROM_1K: { label: 'De 1.000 a 5.000', min: 1_000, max: 5_000 },
  FROM_5K: { label: 'De 5.000 a 10.000', min: 5_000, max: 10_000 },
  FROM_10K: { label: 'De 10.000 a 25.000', min: 10_000, max: 25_000 },
  FROM_25K: { label: 'De 25.000 a 50.000', min: 25_000, max: 50_000 },
  FROM_50K: { label: 'De 50.000 a 100.000', min: 50_000, max: 100_000 },
  OVER_100K: { label: 'Más de 100.000', min: 100_000, max: 150_000 },
} as const;
export type ListenRange = keyof typeof LISTEN_RANGES;
export const LISTEN_RANGE_KEYS = Object.keys(LISTEN_RANGES) as [ListenRange, ...ListenRange[]];

/** Where listens happen (SPEC §3: platform, hosting, radio, video). */
export const LISTEN_CHANNELS = ['platform', 'hosting', 'radio', 'video'] as const;
export type ListenChannel = (typeof LISTEN_CHANNELS)[number];
export const LISTEN_CHANNEL_LABELS: Record<ListenChannel, string> = {
  platform: 'En la plataforma de alojamiento',
  hosting: 'En otras plataformas (Spotify, Apple…)',
  radio: 'En la radio',
  video: 'En vídeo',
};

export const SHEET_LIMITS = {
  presenters: 6,
  links: 10,
  socialNetworks: SOCIAL_NETWORKS.length,
  extraImages: 6,
  examples: 10,
  nameMaxLength: 80,
  minPriceEuros: 10,
  maxPriceEuros: 100_000,
} as const;

export const SHEET_MESSAGES = {
  presenterRequired: 'Añade al menos un presentador',
  headerImageRequired: 'Sube la imagen de cabecera (1440x360)',
  frequencyRequired: 'Elige con qué frecuencia publicas',
  listensRequired: 'Indica tus escuchas en la plataforma de alojamiento o en otras plataformas',
  actionRequired: 'Ofrece al menos una acción, con su precio mínimo',
  minPrice: `El precio mínimo por acción es de ${SHEET_LIMITS.minPriceEuros} €`,
  wholeEuros: 'Indica el precio en euros, sin decimales',
  duplicateNetwork: 'Esa red social ya está en la lista',
  audienceRequired: 'Elige al menos una categoría de audiencia',
} as const;

const nameSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(2, 'Escribe al menos 2 caracteres')
  .max(SHEET_LIMITS.nameMaxLength, `No puede tener más de ${SHEET_LIMITS.nameMaxLength} caracteres`);

export const sheetProfileSchema = z
  .object({
    headerImageId: z.uuid({ error: SHEET_MESSAGES.headerImageRequired }),
    extraImageIds: z
      .array(z.uuid())
      .max(SHEET_LIMITS.extraImages, `Puedes subir hasta ${SHEET_LIMITS.extraImages} imágenes`),
    presenters: z
      .array(z.object({ name: nameSchema }).strict())
      .min(1, SHEET_MESSAGES.presenterRequired)
      .max(SHEET_LIMITS.presenters, `Puedes añadir hasta ${SHEET_LIMITS.presenters} presentadores`),
    links: z
      .array(z.object({ platform: z.enum(PLATFORM_LINKS), url: httpUrlSchema }).strict())
      .max(SHEET_LIMITS.links, `Puedes añadir hasta ${SHEET_LIMITS.links} enlaces`),
    frequency: z.enum(PUBLICATION_FREQUENCIES, { error: SHEET_MESSAGES.frequencyRequired }),
    socialNetworks: z
      .array(z.object({ network: z.enum(SOCIAL_NETWORKS), followers: z.enum(FOLLOWER_RANGES) }).strict())
      .max(SHEET_LIMITS.socialNetworks)
      .refine(
        (items) => new Set(items.map((item) => item.network)).size === items.length,
        SHEET_MESSAGES.duplicateNetwork,
      ),
    ranking: z
      .object({
        position: z
          .number({ error: 'Escribe la posición' })
          .int('Escribe un número entero')
          .min(1, 'La posición empieza en 1')
          .max(10_000),
        category: z.string().trim().min(2, 'Escribe la categoría del ranking').max(SHEET_LIMITS.nameMaxLength),
      })
      .strict()
      .nullable(),
  })
  .strict();
export type SheetProfile = z.infer<typeof sheetProfileSchema>;

const distribution = <T extends readonly [string, ...string[]]>(keys: T) =>
  z
    .object(Object.fromEntries(keys.map((key) => [key, percentSchema])) as Record<T[number], typeof percentSchema>)
    .strict()
    .refine((value) => sumsToHundred(Object.values(value) as number[]), { message: MESSAGES_FORMATS.percent });

export const GENDER_SHARES = ['female', 'male', 'other'] as const;
export const GENDER_SHARE_LABELS: Record<(typeof GENDER_SHARES)[number], string> = {
  female: 'Mujeres',
  male: 'Hombres',
  other: 'Otros',
};
/** The campaign age buckets (SPEC §3: 0 = under 25, 25 = 25-44, 45 = over 44). */
export const AGE_SHARES = ['under25', 'from25to44', 'over44'] as const;
export const AGE_SHARE_LABELS: Record<(typeof AGE_SHARES)[number], string> = {
  under25: 'Menos de 25',
  from25to44: 'De 25 a 44',
  over44: 'Más de 44',
};

export const sheetAudienceSchema = z
  .object({
    listens: z
      .object(
        Object.fromEntries(LISTEN_CHANNELS.map((channel) => [channel, z.enum(LISTEN_RANGE_KEYS).nullable()])) as Record<
          ListenChannel,
          z.ZodNullable<z.ZodEnum<{ [K in ListenRange]: K }>>
        >,
      )
      .strict()
      .refine((value) => value.platform !== null || value.hosting !== null, SHEET_MESSAGES.listensRequired),
    gender: distribution(GENDER_SHARES),
    ages: distribution(AGE_SHARES),
    audienceFlags: z.array(z.enum(AUDIENCE_FLAGS)).min(1, SHEET_MESSAGES.audienceRequired),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'Elige un país'),
    provinces: z.array(z.enum(PROVINCE_CODES)).max(PROVINCE_CODES.length),
    liveRadio: z.boolean(),
    fullVideo: z.boolean(),
    videoUrl: httpUrlSchema.nullable(),
  })
  .strict();
export type SheetAudience = z.infer<typeof sheetAudienceSchema>;

const priceEurosSchema = z
  .number({ error: SHEET_MESSAGES.minPrice })
  .int(SHEET_MESSAGES.wholeEuros)
  .min(SHEET_LIMITS.minPriceEuros, SHEET_MESSAGES.minPrice)
  .max(SHEET_LIMITS.maxPriceEuros, 'Ese precio es demasiado alto');

export function createSheetBrandingSchema(productName: string) {
  return z
    .object({
      /** Minimum price per action, in whole euros, for each action offered; absent = not offered. */
      actions: z
        .object(
          Object.fromEntries(ACTION_TYPES.map((type) => [type, priceEurosSchema.nullable()])) as Record<
            ActionType,
            z.ZodNullable<typeof priceEurosSchema>
          >,
        )
        .strict()
        .refine((value) => Object.values(value).some((price) => price !== null), SHEET_MESSAGES.actionRequired),
      examples: z
        .array(
          z
            .object({
              brand: nameSchema,
              actionType: z.enum(ACTION_TYPES),
              episodeUrl: httpUrlSchema,
              startMinute: mmssSchema.refine((value) => value !== '', MESSAGES_FORMATS.mmss),
            })
            .strict(),
        )
        .max(SHEET_LIMITS.examples, `Puedes añadir hasta ${SHEET_LIMITS.examples} ejemplos`),
      terms: z.literal(true, { error: termsRequiredMessage(productName) }),
    })
    .strict();
}
export type SheetBranding = z.infer<ReturnType<typeof createSheetBrandingSchema>>;

/** The sheet as its owner edits it: each step null until it has been saved once. */
export const sheetSchema = z.object({
  profile: sheetProfileSchema.nullable(),
  audience: sheetAudienceSchema.nullable(),
  branding: createSheetBrandingSchema('').omit({ terms: true }).nullable(),
  termsAcceptedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type Sheet = z.infer<typeof sheetSchema>;

/** The lowest minimum price among the actions offered, in euros: "precios desde". */
export function lowestPrice(actions: Partial<Record<ActionType, number | null>>): number | null {
  const prices = Object.values(actions).filter((price): price is number => typeof price === 'number');
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** The estimated monthly reach of a sheet's listen ranges: the middle of each range, summed. */
export function estimatedListens(listens: Partial<Record<ListenChannel, ListenRange | null>>): number {
  return LISTEN_CHANNELS.reduce((sum, channel) => {
    const range = listens[channel];
    if (!range) return sum;
    const { min, max } = LISTEN_RANGES[range];
    return sum + Math.round((min + max) / 2);
  }, 0);
}

/** A podcast's public page (`/podcast/{id}`, `/podcast/ivoox/{id}`, `/{slug}`): what an advertiser needs to decide. */
export const publicSheetSchema = z.object({
  headerImageUrl: z.string(),
  extraImageUrls: z.array(z.string()),
  presenters: z.array(z.object({ name: z.string() })),
  links: z.array(z.object({ platform: z.enum(PLATFORM_LINKS), url: z.string() })),
  frequency: z.enum(PUBLICATION_FREQUENCIES),
  socialNetworks: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), followers: z.enum(FOLLOWER_RANGES) })),
  ranking: z.object({ position: z.number(), category: z.string() }).nullable(),
  listens: z.record(z.enum(LISTEN_CHANNELS), z.enum(LISTEN_RANGE_KEYS).nullable()),
  gender: z.record(z.enum(GENDER_SHARES), z.number()),
  ages: z.record(z.enum(AGE_SHARES), z.number()),
  audienceFlags: z.array(z.enum(AUDIENCE_FLAGS)),
  country: z.string(),
  provinces: z.array(z.string()),
  liveRadio: z.boolean(),
  fullVideo: z.boolean(),
  videoUrl: z.string().nullable(),
  /** Minimum price per action offered, in whole euros. */
  actions: z.array(z.object({ type: z.enum(ACTION_TYPES), minPrice: z.number() })),
  examples: z.array(
    z.object({ brand: z.string(), actionType: z.enum(ACTION_TYPES), episodeUrl: z.string(), startMinute: z.string() }),
  ),
});
export type PublicSheet = z.infer<typeof publicSheetSchema>;

export const publicPodcastSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  author: z.string().nullable(),
  imageUrl: z.string().nullable(),
  categories: z.array(z.string()),
  language: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  hostingId: z.string().nullable(),
  listens30d: z.number().int().nonnegative(),
  isPremium: z.boolean(),
  /** Null until the sheet is complete: an incomplete sheet is not shown to advertisers. */
  sheet: publicSheetSchema.nullable(),
  /** Issue 21: downloads counted through the prefix, beside the declared reach; null while not measured. */
  verified: podcastVerifiedListensSchema.nullable(),
  episodes: z.array(z.object({ title: z.string(), link: z.string().nullable(), publishedAt: z.string().nullable() })),
});
export type PublicPodcast = z.infer<typeof publicPodcastSchema>;
