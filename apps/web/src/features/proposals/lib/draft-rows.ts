import { PROPOSAL_ACTIONS, type DraftPodcast, type ProposalAction } from '@patrocina/domain';

/** One row as the team types it: numbers kept as the inputs hold them until saving. */
export interface Row {
  podcastId: string;
  title: string;
  saved: DraftPodcast | null;
  counts: Record<ProposalAction, string>;
  rates: Record<ProposalAction, string>;
}

export const toText = (value: number | null) => (value === null || value === 0 ? '' : String(value));
export const toNumber = (value: string) =>
  value.trim() === '' ? 0 : Number(value.replace(/\./g, '').replace(',', '.'));

export function rowOf(podcast: DraftPodcast): Row {
  return {
    podcastId: podcast.podcastId,
    title: podcast.title,
    saved: podcast,
    counts: Object.fromEntries(
      PROPOSAL_ACTIONS.map((action) => [action, toText(podcast.counts[action])]),
    ) as Row['counts'],
    rates: Object.fromEntries(
      PROPOSAL_ACTIONS.map((action) => [action, toText(podcast.advertiserRates[action])]),
    ) as Row['rates'],
  };
}

export function costOf(row: Row): number {
  return PROPOSAL_ACTIONS.reduce((sum, action) => sum + toNumber(row.counts[action]) * toNumber(row.rates[action]), 0);
}

/** A podcast just added to the draft: nothing counted or priced yet. */
export function emptyRow(podcast: { id: string; title: string }): Row {
  return {
    podcastId: podcast.id,
    title: podcast.title,
    saved: null,
    counts: Object.fromEntries(PROPOSAL_ACTIONS.map((action) => [action, ''])) as Row['counts'],
    rates: Object.fromEntries(PROPOSAL_ACTIONS.map((action) => [action, ''])) as Row['rates'],
  };
}
