import { LISTEN_MILESTONES, LISTEN_SOURCES, type ListenFigures } from '@patrocina/domain';

/** Pieces of report fixtures, shared by the report's page tests. */

/** A podcast's or campaign's verified totals before any episode carries the measurement prefix. */
export const NO_VERIFIED = { actions: 0, listens: 0, cost: 0, costs: null };

/** An action whose episode the prefix does not measure. */
export const NOT_MEASURED = { verified: null, verifiedCosts: null };

export const figures = (
  ivooxListens: number,
  notInIvooxListens = 0,
  spotifyListens = 0,
  youtubeViews = 0,
): ListenFigures => ({
  ivooxListens,
  notInIvooxListens,
  spotifyListens,
  youtubeViews,
});

/** A milestone's figures summed, as the API answers them for a podcast or the whole campaign. */
export function milestoneTotals(byMilestone: Partial<Record<number, ListenFigures[]>>) {
  return LISTEN_MILESTONES.map((milestone) => {
    const sums = Object.fromEntries(
      LISTEN_SOURCES.map((source) => [
        source,
        (byMilestone[milestone] ?? []).reduce((sum, entry) => sum + entry[source], 0),
      ]),
    );
    return { milestone, ...sums, total: Object.values(sums).reduce((sum, value) => sum + value, 0) };
  });
}

export const listens = (reported: Partial<Record<number, ListenFigures>>) =>
  LISTEN_MILESTONES.map((milestone) => ({ milestone, figures: reported[milestone] ?? null }));
