import { MAX_SUGGESTED_PODCASTS } from '@patrocina/domain/constants';

/*
 * Where the campaign wizard keeps its draft (features/campaigns/lib/draft.ts), and the one part of it
 * another page writes: the suggested podcasts (SPEC §9: at most five). The catalogue's «Añadir a mi
 * campaña» adds to them here, so the wizard shows them when it opens. A feature cannot import another,
 * so the key and this door live in lib/.
 */

export const CAMPAIGN_DRAFT_KEY = 'patrocina.campaignDraft';

/** A suggested podcast as the wizard shows it; only the id is sent. */
export interface SuggestedPodcast {
  id: string;
  title: string;
  imageUrl: string | null;
}

type StoredDraft = { how?: { podcasts?: SuggestedPodcast[] } & Record<string, unknown> } & Record<string, unknown>;

function readStored(): StoredDraft {
  try {
    const raw = window.localStorage.getItem(CAMPAIGN_DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed !== null && typeof parsed === 'object' ? (parsed as StoredDraft) : {};
  } catch {
    return {};
  }
}

/** The podcasts the wizard's draft suggests so far. */
export function readSuggestedPodcasts(): SuggestedPodcast[] {
  const podcasts = readStored().how?.podcasts;
  return Array.isArray(podcasts) ? podcasts : [];
}

export type AddSuggestedResult = 'added' | 'already' | 'full' | 'unsaved';

/** Adds a podcast to the draft's suggested podcasts, keeping everything else the draft holds. */
export function addSuggestedPodcast(podcast: SuggestedPodcast): AddSuggestedResult {
  const draft = readStored();
  const chosen = readSuggestedPodcasts();
  if (chosen.some((other) => other.id === podcast.id)) return 'already';
  if (chosen.length >= MAX_SUGGESTED_PODCASTS) return 'full';
  const next = { ...draft, how: { ...draft.how, podcasts: [...chosen, podcast] } };
  try {
    window.localStorage.setItem(CAMPAIGN_DRAFT_KEY, JSON.stringify(next));
    return 'added';
  } catch {
    return 'unsaved';
  }
}
