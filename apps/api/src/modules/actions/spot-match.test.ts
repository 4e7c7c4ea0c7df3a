import { describe, expect, it } from 'vitest';
import { FINGERPRINT_WORD_SECONDS, findSpot } from './spot-match';

/** Words from a small deterministic generator: unrelated audio's fingerprints differ in about half their bits. */
function words(count: number, seed: number): Uint32Array {
  const out = new Uint32Array(count);
  for (let index = 0; index < count; index += 1) {
    // A murmur3-style mix of (seed, index): every bit depends on both.
    let x = Math.imul(seed, 0x9e3779b1) ^ index;
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    out[index] = (x ^ (x >>> 16)) >>> 0;
  }
  return out;
}

describe('findSpot', () => {
  it('finds the spot’s words at their offset even with a quarter of their bits changed by the bed', () => {
    const episode = words(1_500, 1);
    const spot = words(200, 2);
    const at = 493;
    spot.forEach((word, index) => {
      // Every fourth bit flipped: 25% bit errors, like a spot mixed under music.
      episode[at + index] = (word ^ 0x11111111) >>> 0;
    });
    const match = findSpot(episode, spot)!;
    expect(match.found).toBe(true);
    expect(match.atSeconds).toBeCloseTo(at * FINGERPRINT_WORD_SECONDS, 5);
    expect(match.errorRate).toBeCloseTo(0.25, 5);
  });

  it('finds nothing in an episode without it, and answers null when the episode is shorter than the spot', () => {
    const match = findSpot(words(1_500, 3), words(200, 4))!;
    expect(match.found).toBe(false);
    expect(match.errorRate).toBeGreaterThan(0.4);
    expect(findSpot(words(100, 5), words(200, 6))).toBeNull();
    expect(findSpot(words(100, 5), new Uint32Array())).toBeNull();
  });
});
