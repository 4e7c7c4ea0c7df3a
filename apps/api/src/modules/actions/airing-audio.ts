import { execFile } from 'node:child_process';

/**
 * The audio tools behind proof of airing (docs/decisions/0024): Debian's ffprobe and ffmpeg to read and
 * cut the episode, Chromaprint's fpcalc for the fingerprints. They run as child processes with fixed
 * arguments (never a shell) and a deadline; paths are the job's own temporary files.
 */

const TOOL_TIMEOUT_MS = 120_000;

interface ToolOutput {
  stdout: string;
  stderr: string;
  /** The exit code; fpcalc exits 3 on a decoding warning at a file's end yet prints its fingerprint. */
  code: number;
}

function run(tool: string, args: string[]): Promise<ToolOutput> {
  return new Promise((resolve, reject) => {
    execFile(
      tool,
      args,
      { timeout: TOOL_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') {
          reject(new Error(error.message));
          return;
        }
        resolve({ stdout, stderr, code: typeof error?.code === 'number' ? error.code : 0 });
      },
    );
  });
}

export interface ProbedAudio {
  durationSeconds: number;
  codec: string;
}

/** The first audio stream's codec and the file's length, or null when ffprobe finds no audio in it. */
export async function probeAudio(path: string): Promise<ProbedAudio | null> {
  const { stdout, code } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'a:0',
    '-show_entries',
    'stream=codec_name:format=duration',
    '-of',
    'json',
    path,
  ]);
  if (code !== 0) return null;
  try {
    const parsed = JSON.parse(stdout) as { streams?: { codec_name?: string }[]; format?: { duration?: string } };
    const codec = parsed.streams?.[0]?.codec_name;
    const durationSeconds = Number(parsed.format?.duration);
    if (!codec || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return null;
    return { codec, durationSeconds };
  } catch {
    return null;
  }
}

/**
 * Writes `lengthSeconds` from `startSeconds` of the input's audio as MP3. An MP3 is copied frame by
 * frame (`-c copy`: no re-encoding, cut at frame boundaries); any other codec (AAC in an M4A) is
 * encoded to MP3 so every browser plays the clip. Tags and cover art are left out.
 */
export async function cutClip(
  input: string,
  output: string,
  { startSeconds, lengthSeconds, codec }: { startSeconds: number; lengthSeconds: number; codec: string },
): Promise<void> {
  const encode = codec === 'mp3' ? ['-c:a', 'copy'] : ['-c:a', 'libmp3lame', '-b:a', '96k'];
  const { code, stderr } = await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-ss',
    String(startSeconds),
    '-i',
    input,
    '-t',
    String(lengthSeconds),
    '-map',
    '0:a:0',
    '-map_metadata',
    '-1',
    ...encode,
    '-f',
    'mp3',
    output,
  ]);
  if (code !== 0) throw new Error(`ffmpeg could not cut the clip: ${stderr.slice(0, 500)}`);
}

/** Chromaprint's raw fingerprint of the whole file: one 32-bit word per ~0.124 s of audio. */
export async function fingerprint(path: string): Promise<Uint32Array | null> {
  const { stdout } = await run('fpcalc', ['-raw', '-json', '-length', '0', path]);
  try {
    const parsed = JSON.parse(stdout) as { fingerprint?: number[] };
    return parsed.fingerprint && parsed.fingerprint.length > 0 ? Uint32Array.from(parsed.fingerprint) : null;
  } catch {
    return null;
  }
}
