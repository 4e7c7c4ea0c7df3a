/**
 * Where a spot sits in an episode, by their Chromaprint raw fingerprints (docs/decisions/0024): the
 * spot's words slide over the episode's, and at each offset the differing bits are counted. Unrelated
 * audio differs in about half its bits; the spot, even mixed under a music bed, in far fewer.
 */

/** Seconds of audio per fingerprint word: Chromaprint hops 4096/3 samples at 11,025 Hz. */
export const FINGERPRINT_WORD_SECONDS = 4096 / 3 / 11025;
/** Best offset's share of differing bits at or under which the spot counts as found… */
export const MAX_BIT_ERROR_RATE = 0.4;
/** …and how far under the typical (median) offset it must be, so a flat, self-similar episode does not fool it. */
export const MIN_MARGIN_UNDER_MEDIAN = 0.08;

function bitCount(value: number): number {
  let x = value - ((value >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export interface SpotMatch {
  found: boolean;
  /** Where the best offset starts, in seconds into the episode. */
  atSeconds: number;
  errorRate: number;
  medianErrorRate: number;
}

/** Null when the episode is shorter than the spot or either has no fingerprint. */
export function findSpot(episode: Uint32Array, spot: Uint32Array): SpotMatch | null {
  const offsets = episode.length - spot.length + 1;
  if (spot.length === 0 || offsets <= 0) return null;
  const rates = new Float64Array(offsets);
  let best = 0;
  for (let offset = 0; offset < offsets; offset += 1) {
    let errors = 0;
    for (let index = 0; index < spot.length; index += 1) errors += bitCount(episode[offset + index]! ^ spot[index]!);
    rates[offset] = errors / (32 * spot.length);
    if (rates[offset]! < rates[best]!) best = offset;
  }
  const median = Float64Array.from(rates).sort()[Math.floor(offsets / 2)]!;
  const errorRate = rates[best]!;
  return {
    found: errorRate <= MAX_BIT_ERROR_RATE && median - errorRate >= MIN_MARGIN_UNDER_MEDIAN,
    atSeconds: best * FINGERPRINT_WORD_SECONDS,
    errorRate,
    medianErrorRate: median,
  };
}
