import {
  FOLLOWER_RANGES,
  LISTEN_RANGE_KEYS,
  LISTEN_RANGES,
  seededRandom,
  slugify,
  SOCIAL_NETWORKS,
  type ActionType,
  type AudienceFlag,
  type ListenRange,
  type PublicationFrequency,
  type SheetAudience,
  type SheetBranding,
  type SheetProfile,
  podcastCategoryLabel,
  isProvinceCode,
} from '@patrocina/domain';
import type { DemoPodcast } from './catalogue';

/**
 * A complete, plausible sponsorship sheet for each demo podcast, derived from its catalogue entry
 * (category, listens, province) with a seeded generator: the same catalogue always gives the same
 * sheets. Links point to example.com, never to real shows.
 */

const AUDIENCE_BY_CATEGORY: Readonly<Record<string, readonly AudienceFlag[]>> = {
  Technology: ['tech', 'geek'],
  Comedy: ['funny', 'urban'],
  'Society & Culture': ['cult', 'urban'],
  History: ['cult'],
  Business: ['professional'],
  'Health & Fitness': ['healthy', 'athlete'],
  Sports: ['athlete'],
  'True Crime': ['cult'],
  'TV & Film': ['geek', 'cult'],
  Music: ['cult', 'urban'],
  Education: ['professional', 'cult'],
  Science: ['geek', 'cult'],
  Leisure: ['geek', 'funny'],
  News: ['professional'],
  'Kids & Family': ['healthy'],
  Arts: ['cult'],
  Fiction: ['cult', 'geek'],
  'Religion & Spirituality': ['healthy'],
  Government: ['professional'],
};

const BRANDS = [
  'Café Aroma',
  'Banco Horizonte',
  'Zapatillas Trote',
  'Librería Alba',
  'Seguros Faro',
  'Fruta del Valle',
  'Telefonía Onda',
  'Bicis Ribera',
  'Academia Lince',
  'Viajes Brújula',
  'Cerveza Norte',
  'Gafas Nítida',
  'Energía Solana',
  'Muebles Roble',
];

const FREQUENCIES: readonly (readonly [PublicationFrequency, number])[] = [
  ['WEEKLY', 6],
  ['BIWEEKLY', 2],
  ['DAILY', 1],
  ['MONTHLY', 1],
  ['VARIABLE', 1],
];

export interface DemoSheet {
  profile: SheetProfile;
  audience: SheetAudience;
  branding: Omit<SheetBranding, 'terms'>;
}

function rangeOf(listens: number): ListenRange {
  return LISTEN_RANGE_KEYS.find((key) => listens < LISTEN_RANGES[key].max) ?? 'OVER_100K';
}

/** Three whole percentages that add up to exactly 100. */
function split(random: () => number, weights: readonly [number, number, number]): [number, number, number] {
  const jittered = weights.map((weight) => weight * (0.75 + random() * 0.5));
  const total = jittered.reduce((sum, value) => sum + value, 0);
  const first = Math.round((jittered[0]! / total) * 100);
  const second = Math.round((jittered[1]! / total) * 100);
  return [first, second, 100 - first - second];
}

function pickWeighted<T>(random: () => number, items: readonly (readonly [T, number])[]): T {
  let roll = random() * items.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of items) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return items[items.length - 1]![0];
}

function shuffle<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Prices follow reach: about 15 € per thousand monthly listens for a mention, never below the minimum. */
function price(listens: number, factor: number): number {
  return Math.max(10, Math.round(((listens / 1000) * 15 * factor) / 5) * 5);
}

export function demoSheet(
  show: DemoPodcast,
  index: number,
  images: { headers: readonly string[]; extras: readonly string[] },
  seed = 7_001,
): DemoSheet {
  const random = seededRandom(seed + index * 7_919);
  const slug = slugify(show.title);
  const category = show.categories[0]!;
  const listens = show.listens30d;
  const followersIndex = Math.min(
    FOLLOWER_RANGES.length - 1,
    Math.max(0, Math.floor(Math.log10(listens) - 2.3 + random() * 1.5)),
  );

  const extraCount = Math.floor(random() * 3);
  const extraImageIds = Array.from(
    { length: extraCount },
    (_, position) => images.extras[(index + position * 3) % images.extras.length]!,
  );
  const networks = shuffle(random, SOCIAL_NETWORKS).slice(0, 1 + Math.floor(random() * 3));
  const hasCoHost = random() < 0.3;

  const profile: SheetProfile = {
    headerImageId: images.headers[index % images.headers.length]!,
    extraImageIds,
    presenters: hasCoHost
      ? [{ name: show.author }, { name: `Equipo de ${show.title}`.slice(0, 80) }]
      : [{ name: show.author }],
    links: [
      { platform: 'WEBSITE', url: `https://www.example.com/podcasts/${slug}` },
      { platform: 'SPOTIFY', url: `https://spotify.example.com/show/${slug}` },
      ...(random() < 0.6 ? [{ platform: 'IVOOX' as const, url: `https://ivoox.example.com/podcast/${slug}` }] : []),
    ],
    frequency: pickWeighted(random, FREQUENCIES),
    socialNetworks: networks.map((network) => ({
      network,
      followers: FOLLOWER_RANGES[Math.max(0, followersIndex - Math.floor(random() * 2))]!,
    })),
    // Written as a podcaster would, in Spanish (the field is free text).
    ranking:
      listens >= 40_000 ? { position: 1 + Math.floor(random() * 20), category: podcastCategoryLabel(category) } : null,
  };

  const [female, male, other] = split(random, [0.45, 0.5, 0.05]);
  const [under25, from25to44, over44] = split(random, [0.25, 0.5, 0.25]);
  const hasVideo = random() < 0.3;
  const hasRadio = random() < 0.08;
  const audience: SheetAudience = {
    listens: {
      platform: rangeOf(listens * 0.6),
      hosting: rangeOf(listens * 0.4),
      radio: hasRadio ? rangeOf(listens * 0.2) : null,
      video: hasVideo ? rangeOf(listens * 0.15) : null,
    },
    gender: { female, male, other },
    ages: { under25, from25to44, over44 },
    audienceFlags: [...(AUDIENCE_BY_CATEGORY[category] ?? ['cult'])],
    country: 'ES',
    provinces: random() < 0.7 ? [show.province].filter(isProvinceCode) : [],
    liveRadio: hasRadio,
    fullVideo: hasVideo,
    videoUrl: hasVideo ? `https://video.example.com/${slug}` : null,
  };

  const offered = (chance: number) => random() < chance;
  const actions: Record<ActionType, number | null> = {
    MENTION: price(listens, 1),
    SPONSORSHIP: offered(0.4) ? price(listens, 3) : null,
    REVIEW: offered(0.5) ? price(listens, 2.2) : null,
    DEDICATED_SHOW: listens >= 10_000 && offered(0.5) ? price(listens, 8) : null,
    READ_HOST_ADS: offered(0.7) ? price(listens, 1.4) : null,
  };
  const examples = Array.from({ length: Math.floor(random() * 3) }, (_, position) => ({
    brand: BRANDS[(index + position * 5) % BRANDS.length]!,
    actionType: (['MENTION', 'READ_HOST_ADS', 'REVIEW'] as const)[position % 3]!,
    episodeUrl: `https://www.example.com/podcasts/${slug}/episodio-${10 + Math.floor(random() * 90)}`,
    startMinute: `${String(1 + Math.floor(random() * 20)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`,
  }));

  return { profile, audience, branding: { actions, examples } };
}
