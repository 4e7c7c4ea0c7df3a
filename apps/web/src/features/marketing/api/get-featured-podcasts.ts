import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedPodcast } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { isFeaturedPodcast } from '@/lib/podcast-answers';

/**
 * SPEC §3 client state "Podcast slider": the list is kept in the browser with `lastUpdate`, set
 * whenever it is stored, so a returning visitor sees the slider at once and the call is made again
 * only when the stored copy is old.
 */
const STORAGE_KEY = 'patrocina.podcast-slider';
export const SLIDER_MAX_AGE_MS = 60 * 60 * 1000;

export interface StoredSlider {
  lastUpdate: number;
  podcasts: FeaturedPodcast[];
}

// The slider sits on the landing pages: its schema (and zod with it) loads only once there is an
// answer to check, never on a visitor's first screen (docs/decisions/0002).
const loadSchema = () => import('@patrocina/domain').then((domain) => domain.featuredPodcastsSchema);

/** The stored copy, if it is still of the shape this version of the app shows; checked by hand, without zod. */
export function readStoredSlider(): StoredSlider | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredSlider>;
    if (
      typeof parsed.lastUpdate !== 'number' ||
      !Array.isArray(parsed.podcasts) ||
      !parsed.podcasts.every(isFeaturedPodcast)
    )
      return undefined;
    return { lastUpdate: parsed.lastUpdate, podcasts: parsed.podcasts };
  } catch {
    return undefined;
  }
}

function storeSlider(podcasts: FeaturedPodcast[]): void {
  const stored: StoredSlider = { lastUpdate: Date.now(), podcasts };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the slider still works from memory for this visit.
  }
}

/** `GET /public/podcasts/featured`. */
export async function getFeaturedPodcasts(signal?: AbortSignal): Promise<FeaturedPodcast[]> {
  const { podcasts } = await api.get('/public/podcasts/featured', loadSchema, { signal });
  storeSlider(podcasts);
  return podcasts;
}

export function getFeaturedPodcastsQueryOptions() {
  const stored = readStoredSlider();
  return queryOptions({
    queryKey: ['podcasts', 'featured'] as const,
    queryFn: ({ signal }) => getFeaturedPodcasts(signal),
    staleTime: SLIDER_MAX_AGE_MS,
    initialData: stored?.podcasts,
    initialDataUpdatedAt: stored?.lastUpdate,
  });
}

/** `enabled` waits for the slider to come near the viewport: below the fold, it need not load with the page. */
export function useFeaturedPodcasts(enabled: boolean) {
  return useQuery({ ...getFeaturedPodcastsQueryOptions(), enabled });
}
