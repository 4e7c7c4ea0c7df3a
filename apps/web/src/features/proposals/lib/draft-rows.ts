import {
  eurosToCents,
  PROPOSAL_ACTIONS,
  type ActionRates,
  type DraftCandidate,
  type DraftPodcast,
  type ProposalAction,
} from '@patrocina/domain';
import { centsAsEuros, readTypedCents, readTypedNumber } from '@/lib/typed-amounts';

/** A rate as the team types it: the input's text, and the integer cents it stands for from the first keystroke. */
export interface TypedRate {
  text: string;
  /** Null while blank; NaN while the text is not a number (the shared schema refuses it on saving). */
  cents: number | null;
}

/** What a podcast's card says of it, the same whether it was just added by hand or saved (issue 18). */
export interface RowPodcast {
  slug: string;
  imageUrl: string | null;
  reach: number;
  target: string | null;
  managed: boolean;
  sheetComplete: boolean;
  /** Why the matching engine chose it; empty when the team added it by hand. */
  reasons: string[];
}

/** One row as the team types it: counts as the inputs hold them, money in cents. */
export interface Row {
  podcastId: string;
  title: string;
  podcast: RowPodcast;
  saved: DraftPodcast | null;
  counts: Record<ProposalAction, string>;
  rates: Record<ProposalAction, TypedRate>;
  /** The sheet's minimum per kind, in cents; null where the podcast does not offer it. */
  minimumCents: ActionRates;
}

export interface PrerollFields {
  on: boolean;
  title: string;
  quantity: string;
}

const toText = (value: number | null) => (value === null || value === 0 ? '' : String(value));

export function typedRate(text: string): TypedRate {
  return { text, cents: readTypedCents(text) };
}

const perAction = <T>(value: (action: ProposalAction) => T) =>
  Object.fromEntries(PROPOSAL_ACTIONS.map((action) => [action, value(action)])) as Record<ProposalAction, T>;

const minimumsInCents = (euros: ActionRates): ActionRates =>
  perAction((action) => {
    const value = euros[action];
    return value === null ? null : eurosToCents(value);
  });

/** The API's saved podcast (whole euros) as the editor holds it: the one place its euros become cents. */
export function rowOf(podcast: DraftPodcast): Row {
  return {
    podcastId: podcast.podcastId,
    title: podcast.title,
    podcast: {
      slug: podcast.slug,
      imageUrl: podcast.imageUrl,
      reach: podcast.reach,
      target: podcast.target,
      managed: podcast.managed,
      sheetComplete: podcast.sheetComplete,
      reasons: podcast.reasons,
    },
    saved: podcast,
    counts: perAction((action) => toText(podcast.counts[action])),
    rates: perAction((action) => typedRate(toText(podcast.advertiserRates[action]))),
    minimumCents: minimumsInCents(podcast.minimumRates),
  };
}

/** A podcast just added to the draft by hand: nothing counted or priced yet, its sheet's minimums known at once. */
export function emptyRow(candidate: DraftCandidate): Row {
  return {
    podcastId: candidate.podcastId,
    title: candidate.title,
    podcast: {
      slug: candidate.slug,
      imageUrl: candidate.imageUrl,
      reach: candidate.reach,
      target: candidate.target,
      managed: candidate.managed,
      // The search finds only podcasts with a complete sheet.
      sheetComplete: true,
      reasons: [],
    },
    saved: null,
    counts: perAction(() => ''),
    rates: perAction(() => typedRate('')),
    minimumCents: minimumsInCents(candidate.minimumRates),
  };
}

export function prerollOf(preroll: { title: string; quantity: number } | null): PrerollFields {
  return { on: preroll !== null, title: preroll?.title ?? '', quantity: toText(preroll?.quantity ?? null) };
}

/** How many actions of a kind the row asks for; what cannot be read counts as none until the schema says why. */
export function countOf(row: Row, action: ProposalAction): number {
  const count = readTypedNumber(row.counts[action]);
  return count !== null && Number.isFinite(count) ? count : 0;
}

function rateCentsOf(row: Row, action: ProposalAction): number {
  const { cents } = row.rates[action];
  return cents !== null && Number.isFinite(cents) ? cents : 0;
}

/** What the advertiser pays for the row, in cents: each count times its rate. */
export function costCentsOf(row: Row): number {
  return PROPOSAL_ACTIONS.reduce((sum, action) => sum + countOf(row, action) * rateCentsOf(row, action), 0);
}

/** The rate is asked for and lower than the podcast's minimum for that kind. */
export function isBelowMinimum(row: Row, action: ProposalAction): boolean {
  const minimum = row.minimumCents[action];
  const { cents } = row.rates[action];
  return minimum !== null && countOf(row, action) > 0 && cents !== null && cents < minimum;
}

/**
 * The draft as `PUT …/proposal` takes it, for the shared `proposalDraftInputSchema` to check: the API
 * speaks whole euros (docs/decisions/0005), so this is where the cents become euros, and nowhere else.
 * A blank, zero or unreadable rate is no rate: where its action is asked, the schema asks for one.
 */
export function draftInputOf(rows: Row[], preroll: PrerollFields): unknown {
  return {
    podcasts: rows.map((row) => ({
      podcastId: row.podcastId,
      counts: perAction((action) => readTypedNumber(row.counts[action]) ?? 0),
      advertiserRates: perAction((action) => {
        const { cents } = row.rates[action];
        return cents === null || cents === 0 || Number.isNaN(cents) ? null : centsAsEuros(cents);
      }),
    })),
    preroll: preroll.on ? { title: preroll.title, quantity: readTypedNumber(preroll.quantity) ?? 0 } : null,
  };
}
