import { sizedImageUrl } from '@patrocina/domain/image-urls';
import { SafeImage } from './safe-image';

/** Accent-friendly hue pairs for covers drawn from a podcast's name when it has no image. */
const PALETTES = [
  ['oklch(0.45 0.2 277)', 'oklch(0.62 0.18 320)'],
  ['oklch(0.42 0.12 200)', 'oklch(0.6 0.13 160)'],
  ['oklch(0.45 0.16 30)', 'oklch(0.66 0.16 70)'],
  ['oklch(0.38 0.1 250)', 'oklch(0.58 0.14 220)'],
  ['oklch(0.42 0.17 350)', 'oklch(0.62 0.17 20)'],
  ['oklch(0.4 0.09 140)', 'oklch(0.6 0.12 110)'],
] as const;

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** Articles and the like, which a cover's initials skip. */
const SMALL_WORDS = new Set([
  'el',
  'la',
  'los',
  'las',
  'de',
  'del',
  'y',
  'en',
  'a',
  'con',
  'sin',
  'un',
  'una',
  'the',
  'of',
]);
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

/**
 * "La Mesa Camilla" → "MC": the first letters of the two longest-standing words, skipping articles.
 * `toUpperCase` rather than `toLocaleUpperCase('es')`: the same letters for Spanish, without loading
 * ICU's locale data in the middle of a catalogue's first render.
 */
export function coverInitials(title: string): string {
  const words = title.split(WORD_SEPARATORS).filter(Boolean);
  const meaningful = words.filter((word) => !SMALL_WORDS.has(word.toLowerCase()));
  const chosen = (meaningful.length > 0 ? meaningful : words).slice(0, 2);
  return chosen.map((word) => word[0]!.toUpperCase()).join('') || '·';
}

/** The covers of lists: a search result or a brief's podcast (`thumb`), a card or a proposal's row (`row`). */
const LIST_SIZES = {
  thumb: { className: 'size-10', initialsClassName: 'text-sm', imageWidth: 160 },
  row: { className: 'size-12', initialsClassName: 'text-base', imageWidth: 160 },
} as const;

/** The image service's widths a cover asks for: 160 px for a list's, 320 px (a 2× screen's card) otherwise. */
type CoverImageWidth = 160 | 320 | 640;

interface PodcastCoverProps {
  title: string;
  imageUrl: string | null;
  /** A list's size; otherwise `className` and `initialsClassName` say it. */
  size?: keyof typeof LIST_SIZES;
  /** Tailwind size classes; the cover is square. */
  className?: string;
  /** The drawn initials' size: keep it in step with a small cover. */
  initialsClassName?: string;
  /** The width asked of the image service, for a cover drawn larger than a card's. */
  imageWidth?: CoverImageWidth;
  lazy?: boolean;
}

/**
 * A podcast's square cover: its feed's image as our image service serves it (issue 23), at the width
 * the cover is drawn at. Without an image (the feed has none, or it could not be fetched yet) or when
 * it fails to load, a cover is drawn from the title, so a list never shows holes; the drawing is
 * decoration, the title is said beside it.
 */
export function PodcastCover({ title, imageUrl, size, lazy = true, imageWidth, ...classes }: PodcastCoverProps) {
  const { className = 'size-40', initialsClassName = 'text-3xl' } = size ? LIST_SIZES[size] : classes;
  const width = imageWidth ?? (size ? LIST_SIZES[size].imageWidth : 320);
  const [from, to] = PALETTES[hashOf(title) % PALETTES.length]!;
  return (
    <div
      aria-hidden="true"
      className={`relative shrink-0 overflow-hidden rounded-control ${className}`}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      <span
        className={`absolute inset-0 flex items-center justify-center font-bold tracking-tight text-white/90 ${initialsClassName}`}
      >
        {coverInitials(title)}
      </span>
      {imageUrl ? (
        <SafeImage
          src={sizedImageUrl(imageUrl, width)}
          alt=""
          lazy={lazy}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </div>
  );
}
