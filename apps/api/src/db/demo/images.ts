import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PODCAST_EXTRA_SIZE, PODCAST_HEADER_SIZE } from '@patrocina/domain';
import type { Executor } from '../client';
import { files } from '../schema';
import { newOriginalKey, type FileStorage } from '../../storage/file-storage';

/**
 * The demo sheets' images: abstract sound motifs (waves, rings, equaliser bars, soft light) in ten
 * palettes, drawn as SVG and rendered to JPEG with sharp when the demo data is loaded. Nothing is
 * downloaded and no font is needed, so they look the same on every machine.
 */

const PALETTES: readonly (readonly [deep: string, mid: string, light: string])[] = [
  ['#1e3a8a', '#2563eb', '#93c5fd'],
  ['#7c2d12', '#ea580c', '#fdba74'],
  ['#134e4a', '#0d9488', '#99f6e4'],
  ['#581c87', '#9333ea', '#e9d5ff'],
  ['#881337', '#e11d48', '#fecdd3'],
  ['#14532d', '#16a34a', '#bbf7d0'],
  ['#1f2937', '#4b5563', '#fbbf24'],
  ['#0c4a6e', '#0284c7', '#fde68a'],
  ['#3b0764', '#c026d3', '#fbcfe8'],
  ['#422006', '#ca8a04', '#fef08a'],
];

export const DEMO_HEADER_IMAGES = PALETTES.length;
export const DEMO_EXTRA_IMAGES = 8;

/** A smooth wave across the width: the sum of two sines, as a path. */
function wave(width: number, baseline: number, amplitude: number, period: number, phase: number): string {
  const points: string[] = [];
  for (let x = 0; x <= width; x += 12) {
    const y =
      baseline +
      amplitude * Math.sin((x / period) * 2 * Math.PI + phase) +
      (amplitude / 3) * Math.sin((x / (period / 2.7)) * 2 * Math.PI);
    points.push(`${x === 0 ? 'M' : 'L'}${x},${y.toFixed(1)}`);
  }
  return points.join(' ');
}

function background(
  width: number,
  height: number,
  [deep, mid]: readonly [string, string, string],
  angle: number,
): string {
  return `<defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
    <filter id="soft" filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><feGaussianBlur stdDeviation="${Math.round(height / 10)}"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

/** One of five motifs, in one palette, at any size. */
function motif(design: number, width: number, height: number, palette: readonly [string, string, string]): string {
  const [, mid, light] = palette;
  switch (design % 5) {
    case 0: // waves
      return [0, 1, 2, 3]
        .map(
          (line) =>
            `<path d="${wave(width, height * (0.35 + line * 0.12), height * (0.16 - line * 0.025), width / (1.6 + line * 0.4), line * 1.3)}" fill="none" stroke="${light}" stroke-opacity="${0.75 - line * 0.15}" stroke-width="${Math.max(2, height / 70)}" stroke-linecap="round"/>`,
        )
        .join('');
    case 1: {
      // rings spreading from a speaker
      const cx = width * 0.78;
      const cy = height * 0.5;
      return Array.from(
        { length: 7 },
        (_, ring) =>
          `<circle cx="${cx}" cy="${cy}" r="${(height / 9) * (ring + 1) * 1.3}" fill="none" stroke="${light}" stroke-opacity="${0.8 - ring * 0.1}" stroke-width="${Math.max(2, height / 60)}"/>`,
      )
        .concat(`<circle cx="${cx}" cy="${cy}" r="${height / 12}" fill="${light}"/>`)
        .join('');
    }
    case 2: {
      // equaliser bars
      const bars = Math.round(width / (height / 7));
      const step = width / bars;
      return Array.from({ length: bars }, (_, bar) => {
        const level = 0.25 + 0.6 * Math.abs(Math.sin(bar * 0.55) * Math.cos(bar * 0.21));
        const barHeight = height * level;
        return `<rect x="${(bar * step + step * 0.2).toFixed(1)}" y="${(height - barHeight).toFixed(1)}" width="${(step * 0.6).toFixed(1)}" height="${barHeight.toFixed(1)}" rx="${(step * 0.3).toFixed(1)}" fill="${light}" fill-opacity="${0.35 + 0.5 * level}"/>`;
      }).join('');
    }
    case 3: // soft light with one bright wave through it
      return `<g filter="url(#soft)">
        <circle cx="${width * 0.18}" cy="${height * 0.35}" r="${height * 0.4}" fill="${light}" fill-opacity="0.55"/>
        <circle cx="${width * 0.6}" cy="${height * 0.9}" r="${height * 0.45}" fill="${mid}"/>
        <circle cx="${width * 0.88}" cy="${height * 0.2}" r="${height * 0.3}" fill="${light}" fill-opacity="0.45"/>
      </g>
      <path d="${wave(width, height * 0.55, height * 0.18, width / 1.3, 0.8)}" fill="none" stroke="${light}" stroke-width="${Math.max(3, height / 45)}" stroke-linecap="round"/>`;
    default: {
      // a dotted waveform
      const columns = Math.round(width / (height / 10));
      const step = width / columns;
      return Array.from({ length: columns }, (_, column) => {
        const amplitude = 0.1 + 0.35 * Math.abs(Math.sin(column * 0.33) + 0.5 * Math.sin(column * 0.11));
        const dots = Math.max(1, Math.round((amplitude * height) / (step * 0.9)));
        return Array.from({ length: dots }, (_, dot) => {
          const offset = (dot - (dots - 1) / 2) * step * 0.9;
          return `<circle cx="${(column * step + step / 2).toFixed(1)}" cy="${(height / 2 + offset).toFixed(1)}" r="${(step * 0.28).toFixed(1)}" fill="${light}" fill-opacity="${0.9 - dot * 0.04}"/>`;
        }).join('');
      }).join('');
    }
  }
}

export function demoImageSvg(index: number, size: { width: number; height: number }, offset = 0): string {
  const palette = PALETTES[(index + offset) % PALETTES.length]!;
  const { width, height } = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background(width, height, palette, 20 + index * 31)}${motif(index + offset, width, height, palette)}</svg>`;
}

async function render(svg: string): Promise<Buffer> {
  // Plain libjpeg: twice as fast as mozjpeg here, and the image service re-encodes what it serves anyway.
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export interface RenderedImage {
  kind: 'podcast-header' | 'podcast-extra';
  size: { width: number; height: number };
  bytes: Buffer;
}

/** Draws the demo images (about 0.2 s on two cores); nothing is stored yet. */
export async function renderDemoImages(): Promise<RenderedImage[]> {
  const specs = [
    ...Array.from({ length: DEMO_HEADER_IMAGES }, (_, index) => ({
      kind: 'podcast-header' as const,
      size: PODCAST_HEADER_SIZE,
      svg: demoImageSvg(index, PODCAST_HEADER_SIZE),
    })),
    ...Array.from({ length: DEMO_EXTRA_IMAGES }, (_, index) => ({
      kind: 'podcast-extra' as const,
      size: PODCAST_EXTRA_SIZE,
      svg: demoImageSvg(index, PODCAST_EXTRA_SIZE, 3),
    })),
  ];
  return Promise.all(specs.map(async ({ kind, size, svg }) => ({ kind, size, bytes: await render(svg) })));
}

/**
 * Stores the rendered images and records them as the platform's own files (no owner): they stay
 * usable on the sheets that show them, and nobody can put them on another sheet.
 */
export async function storeDemoImages(
  db: Executor,
  storage: FileStorage,
  rendered: readonly RenderedImage[],
): Promise<{ headers: string[]; extras: string[] }> {
  const stored = rendered.map((image) => ({ ...image, storageKey: newOriginalKey() }));
  await Promise.all(stored.map((image) => storage.write(image.storageKey, image.bytes)));
  const rows = await db
    .insert(files)
    .values(
      stored.map((image, index) => ({
        ownerId: null,
        kind: image.kind,
        mime: 'image/jpeg',
        size: image.bytes.length,
        sha256: createHash('sha256').update(image.bytes).digest('hex'),
        width: image.size.width,
        height: image.size.height,
        originalName: `demo-${image.kind}-${index + 1}.jpg`,
        storageKey: image.storageKey,
      })),
    )
    .returning({ id: files.id, kind: files.kind });
  return {
    headers: rows.filter((row) => row.kind === 'podcast-header').map((row) => row.id),
    extras: rows.filter((row) => row.kind === 'podcast-extra').map((row) => row.id),
  };
}
