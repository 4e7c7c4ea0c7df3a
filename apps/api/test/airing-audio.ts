import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The proof-of-airing fixtures (issue 20), made with Debian's ffmpeg into a temporary folder when a
 * test starts: a 25-second spot of frequency chirps and band-passed noise bursts (distinctive, unlike
 * any bed), and three-minute mono 48 kbit/s episodes over a brown-noise and tone bed, one with the spot
 * mixed in at SPOT_AT_SECONDS and one without, and the first SHORT_EPISODE_SECONDS of the first (shorter
 * than the spot). A few hundred kilobytes each, made in about a second.
 */
export const SPOT_AT_SECONDS = 61;
export const EPISODE_SECONDS = 180;
export const SHORT_EPISODE_SECONDS = 10;

export interface AiringFixtures {
  dir: string;
  spot: string;
  withSpot: string;
  withoutSpot: string;
  shortEpisode: string;
}

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const BED = [
  '-f',
  'lavfi',
  '-i',
  `anoisesrc=c=brown:a=0.15:d=${EPISODE_SECONDS}:r=22050`,
  '-f',
  'lavfi',
  '-i',
  `sine=f=180:d=${EPISODE_SECONDS}:r=22050`,
];
const MP3 = ['-ac', '1', '-c:a', 'libmp3lame', '-b:a', '48k'];

export function makeAiringFixtures(): AiringFixtures {
  const dir = mkdtempSync(path.join(tmpdir(), 'patrocina-airing-fixtures-'));
  const spot = path.join(dir, 'spot.mp3');
  const withSpot = path.join(dir, 'episode-with-spot.mp3');
  const withoutSpot = path.join(dir, 'episode-without-spot.mp3');
  const shortEpisode = path.join(dir, 'episode-short.mp3');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    "aevalsrc='0.5*sin(2*PI*(250*mod(t,0.7)/0.7*4+300)*t)*gt(mod(t,0.7),0.1)':s=22050:d=25",
    '-f',
    'lavfi',
    '-i',
    "anoisesrc=c=white:a=0.5:d=25:r=22050,bandpass=f=2500:w=800,volume='0.8*lt(mod(t,1.3),0.25)':eval=frame",
    '-filter_complex',
    '[0][1]amix=inputs=2:normalize=0',
    ...MP3,
    '-b:a',
    '64k',
    spot,
  ]);
  ffmpeg([
    ...BED,
    '-i',
    spot,
    '-filter_complex',
    `[1]volume=0.2[t];[2]adelay=${SPOT_AT_SECONDS * 1000}:all=1[s];[0][t][s]amix=inputs=3:normalize=0:duration=first`,
    ...MP3,
    withSpot,
  ]);
  ffmpeg([
    ...BED,
    '-filter_complex',
    '[1]volume=0.2[t];[0][t]amix=inputs=2:normalize=0:duration=first',
    ...MP3,
    withoutSpot,
  ]);
  ffmpeg(['-i', withSpot, '-t', String(SHORT_EPISODE_SECONDS), '-c', 'copy', shortEpisode]);
  return { dir, spot, withSpot, withoutSpot, shortEpisode };
}

/** A file's length in seconds, as ffprobe reads it. */
export function audioSeconds(file: string): number {
  return Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])
      .toString()
      .trim(),
  );
}
