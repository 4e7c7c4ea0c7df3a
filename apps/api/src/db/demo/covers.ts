import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Executor } from '../client';
import { files } from '../schema';
import { newOriginalKey, type FileStorage } from '../../storage/file-storage';

/**
 * The demo catalogue's covers (issue 23): drawn like podcast art rather than initials. Each show gets
 * one of six motifs (a microphone, headphones, sound waves, broadcast rings, equaliser bars, or its
 * title as big type) in one of twelve palettes, with its title set on it, chosen from its place in the
 * catalogue so that neighbours differ and every seed draws the same. SVG rendered to JPEG with sharp
 * at seed time, at DEMO_COVER_SIZE: big enough for a card on a 2× screen, small enough that the two
 * hundred of them cost a fraction of a second. Kept like a feed's cover (a `podcast-cover` file).
 *
 * The type is set in DejaVu Sans, which the Debian images this runs on carry; where it is missing the
 * system's sans-serif stands in.
 */
export const DEMO_COVER_SIZE = 320;

const PALETTES: readonly { back: string; deep: string; accent: string; ink: string }[] = [
  { back: '#0f172a', deep: '#1e3a8a', accent: '#fbbf24', ink: '#ffffff' },
  { back: '#7c2d12', deep: '#ea580c', accent: '#fde68a', ink: '#fff7ed' },
  { back: '#134e4a', deep: '#0d9488', accent: '#ccfbf1', ink: '#ffffff' },
  { back: '#fef3c7', deep: '#f59e0b', accent: '#b91c1c', ink: '#1c1917' },
  { back: '#581c87', deep: '#a21caf', accent: '#f0abfc', ink: '#ffffff' },
  { back: '#ecfeff', deep: '#06b6d4', accent: '#0e7490', ink: '#083344' },
  { back: '#881337', deep: '#e11d48', accent: '#fecdd3', ink: '#ffffff' },
  { back: '#14532d', deep: '#16a34a', accent: '#facc15', ink: '#f7fee7' },
  { back: '#fce7f3', deep: '#ec4899', accent: '#1e1b4b', ink: '#1e1b4b' },
  { back: '#1f2937', deep: '#4b5563', accent: '#34d399', ink: '#f9fafb' },
  { back: '#e0e7ff', deep: '#6366f1', accent: '#f97316', ink: '#1e1b4b' },
  { back: '#422006', deep: '#ca8a04', accent: '#fef08a', ink: '#fefce8' },
];

const MOTIFS = 6;

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** Breaks a title into lines of about `width` characters, word by word. */
function lines(title: string, width: number): string[] {
  const out: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = out[out.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** The title set from its last line's baseline `y` upwards, shrunk when a long word would overflow. */
function text(
  title: string,
  { x, y, size: largest, width, fill }: { x: number; y: number; size: number; width: number; fill: string },
) {
  const rows = lines(title, width);
  // DejaVu Sans Bold averages some 0.72 em a capital, 0.62 a mixed-case letter: keep the longest line
  // inside the cover's margins.
  const em = title === title.toLocaleUpperCase('es') ? 0.72 : 0.62;
  const longest = Math.max(...rows.map((row) => row.length));
  const size = Math.min(largest, Math.floor((320 - 2 * x) / (longest * em)));
  const top = y - (rows.length - 1) * size * 1.05;
  return `<text font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${size}" fill="${fill}" letter-spacing="-0.5">${rows
    .map((row, i) => `<tspan x="${x}" y="${(top + i * size * 1.05).toFixed(1)}">${escapeXml(row)}</tspan>`)
    .join('')}</text>`;
}

function wavePath(baseline: number, amplitude: number, period: number, phase: number): string {
  const points: string[] = [];
  for (let x = 0; x <= 320; x += 8) {
    const y = baseline + amplitude * Math.sin((x / period) * 2 * Math.PI + phase);
    points.push(`${x === 0 ? 'M' : 'L'}${x},${y.toFixed(1)}`);
  }
  return points.join(' ');
}

/** The motif, drawn on a 320 × 320 canvas above the title's place. */
function motif(design: number, { deep, accent, ink }: (typeof PALETTES)[number], seed: number): string {
  switch (design) {
    case 0: // a studio microphone
      return `<circle cx="160" cy="118" r="92" fill="${deep}"/>
        <rect x="126" y="44" width="68" height="112" rx="34" fill="${accent}"/>
        ${[70, 86, 102, 118].map((y) => `<line x1="134" x2="186" y1="${y}" y2="${y}" stroke="${deep}" stroke-width="4" stroke-linecap="round"/>`).join('')}
        <path d="M108 128 a52 52 0 0 0 104 0" fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>
        <line x1="160" x2="160" y1="180" y2="206" stroke="${ink}" stroke-width="8"/>`;
    case 1: // headphones
      return `<circle cx="160" cy="120" r="96" fill="${deep}" fill-opacity="0.6"/>
        <path d="M88 140 v-20 a72 72 0 0 1 144 0 v20" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>
        <rect x="74" y="128" width="34" height="60" rx="14" fill="${ink}"/>
        <rect x="212" y="128" width="34" height="60" rx="14" fill="${ink}"/>`;
    case 2: // sound waves
      return [0, 1, 2, 3, 4]
        .map(
          (line) =>
            `<path d="${wavePath(70 + line * 26, 18 - line * 2, 110 + line * 24 + (seed % 5) * 6, line * 0.9 + seed)}" fill="none" stroke="${line % 2 ? accent : ink}" stroke-opacity="${0.95 - line * 0.12}" stroke-width="6" stroke-linecap="round"/>`,
        )
        .join('');
    case 3: // broadcast rings from a corner
      return Array.from(
        { length: 6 },
        (_, ring) =>
          `<circle cx="300" cy="24" r="${36 + ring * 34}" fill="none" stroke="${ring % 2 ? accent : deep}" stroke-width="12"/>`,
      )
        .concat(`<circle cx="300" cy="24" r="20" fill="${ink}"/>`)
        .join('');
    case 4: {
      // equaliser bars
      const bars = 11;
      return Array.from({ length: bars }, (_, bar) => {
        const level = 0.25 + 0.7 * Math.abs(Math.sin((bar + seed) * 0.7) * Math.cos(bar * 0.31 + seed));
        const height = 150 * level;
        return `<rect x="${22 + bar * 26}" y="${(200 - height).toFixed(1)}" width="16" height="${height.toFixed(1)}" rx="8" fill="${bar % 3 ? accent : ink}"/>`;
      }).join('');
    }
    default: // big type: shapes behind the title, which the caller sets large
      return `<circle cx="262" cy="62" r="86" fill="${deep}"/><rect x="-20" y="196" width="180" height="180" rx="24" fill="${accent}" transform="rotate(-12 70 286)"/>`;
  }
}

/** A show's cover as SVG: its motif and palette from its place `index`, its title set on it. */
export function demoCoverSvg(index: number, title: string): string {
  // Seventy-two different pairings before one repeats; neighbours never share motif or palette.
  const design = index % MOTIFS;
  const palette = PALETTES[(index + Math.floor(index / MOTIFS) * 5) % PALETTES.length]!;
  const isBigType = design === MOTIFS - 1;
  const words = isBigType
    ? text(title.toLocaleUpperCase('es'), { x: 22, y: 168, size: 38, width: 11, fill: palette.ink })
    : text(title, { x: 22, y: 282, size: 24, width: 20, fill: palette.ink });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_COVER_SIZE}" height="${DEMO_COVER_SIZE}" viewBox="0 0 320 320">
    <rect width="320" height="320" fill="${palette.back}"/>${motif(design, palette, index)}${words}</svg>`;
}

/** Draws every show's cover; nothing is stored yet. */
export function renderDemoCovers(titles: readonly string[]): Promise<Buffer[]> {
  return Promise.all(
    titles.map((title, index) =>
      sharp(Buffer.from(demoCoverSvg(index, title)))
        .jpeg({ quality: 82 })
        .toBuffer(),
    ),
  );
}

/** Stores the drawn covers as the platform's own `podcast-cover` files; their ids, in the same order. */
export async function storeDemoCovers(
  db: Executor,
  storage: FileStorage,
  covers: readonly Buffer[],
): Promise<string[]> {
  // Ids made here rather than read back: they pair with the covers' order whatever order rows return in.
  const stored = covers.map((bytes) => ({ id: randomUUID(), bytes, storageKey: newOriginalKey() }));
  await Promise.all(stored.map((cover) => storage.write(cover.storageKey, cover.bytes)));
  await db.insert(files).values(
    stored.map((cover, index) => ({
      id: cover.id,
      ownerId: null,
      kind: 'podcast-cover' as const,
      mime: 'image/jpeg',
      size: cover.bytes.length,
      sha256: createHash('sha256').update(cover.bytes).digest('hex'),
      width: DEMO_COVER_SIZE,
      height: DEMO_COVER_SIZE,
      originalName: `demo-portada-${index + 1}.jpg`,
      storageKey: cover.storageKey,
    })),
  );
  return stored.map((cover) => cover.id);
}
