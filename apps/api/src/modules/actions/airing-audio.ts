import { execFile } from 'node:child_process';

/**
 * The audio tools behind proof of airing (docs/decisions/0024): Debian's ffprobe and ffmpeg to read and
 * cut the episode, Chromaprint's fpcalc for the fingerprints. They run as child processes with fixed
 * arguments (never a shell) and a deadline; paths are the job's own temporary files.
 *
 * The files come from strangers (a feed's enclosure, an uploaded spot) and have no extension, so the
 * tools would sniff their format: a "playlist" (HLS, a concat script) would make ffmpeg open other local
 * files or hosts. So every input is read with the file protocol only, probed with the audio demuxers
 * only, and then cut and fingerprinted with the demuxer the probe found, never sniffed again.
 */

/** ffprobe and ffmpeg (a seek and at most a couple of minutes of audio) finish well within this. */
const TOOL_TIMEOUT_MS = 120_000;
/**
 * fpcalc decodes the whole episode, some hundred times faster than real time on a server core; a slow
 * or busy one still manages 20×, plus a minute to start. Capped, so a file that lies about its length
 * cannot hold the job for hours.
 */
const FINGERPRINT_SPEED = 20;
const FINGERPRINT_BASE_MS = 60_000;
const FINGERPRINT_MAX_MS = 15 * 60_000;

/** The longest the tools of one proof can take: two probes, a cut, and the fingerprints (run in parallel). */
export const AUDIO_TOOLS_MAX_MS = 3 * TOOL_TIMEOUT_MS + FINGERPRINT_MAX_MS;

/** ffmpeg's demuxers for the podcast audio we accept: MP3, MP4/M4A, AAC (ADTS), Ogg, WAV and FLAC. */
const AUDIO_DEMUXERS = ['mp3', 'mov', 'aac', 'ogg', 'wav', 'flac'];
const SAFE_INPUT = ['-protocol_whitelist', 'file', '-format_whitelist', AUDIO_DEMUXERS.join(',')];

interface ToolOutput {
  stdout: string;
  stderr: string;
  /** The exit code; fpcalc exits 3 on a decoding warning at a file's end yet prints its fingerprint. */
  code: number;
}

function run(tool: string, args: string[], timeoutMs = TOOL_TIMEOUT_MS): Promise<ToolOutput> {
  return new Promise((resolve, reject) => {
    execFile(
      tool,
      args,
      { timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') {
          reject(new Error(`${tool} failed: ${error.message}`));
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
  /** ffmpeg's demuxer for the file, one of AUDIO_DEMUXERS, so later tools need not guess. */
  format: string;
}

/**
 * The first audio stream's codec, the file's length and its container, or null when ffprobe finds no
 * audio in it or the container is not one of the audio ones (a playlist, a video, a script).
 */
export async function probeAudio(path: string): Promise<ProbedAudio | null> {
  const { stdout, code } = await run('ffprobe', [
    '-v',
    'error',
    ...SAFE_INPUT,
    '-select_streams',
    'a:0',
    '-show_entries',
    'stream=codec_name:format=duration,format_name',
    '-of',
    'json',
    path,
  ]);
  if (code !== 0) return null;
  try {
    const parsed = JSON.parse(stdout) as {
      streams?: { codec_name?: string }[];
      format?: { duration?: string; format_name?: string };
    };
    const codec = parsed.streams?.[0]?.codec_name;
    const durationSeconds = Number(parsed.format?.duration);
    // A demuxer answers to several names ("mov,mp4,m4a,3gp,3g2,mj2"); the list holds the first.
    const format = parsed.format?.format_name?.split(',')[0];
    if (!codec || !format || !AUDIO_DEMUXERS.includes(format)) return null;
    if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return null;
    return { codec, durationSeconds, format };
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
  input: ProbedAudio & { path: string },
  output: string,
  { startSeconds, lengthSeconds }: { startSeconds: number; lengthSeconds: number },
): Promise<void> {
  const encode = input.codec === 'mp3' ? ['-c:a', 'copy'] : ['-c:a', 'libmp3lame', '-b:a', '96k'];
  const { code, stderr } = await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    ...SAFE_INPUT,
    '-f',
    input.format,
    '-ss',
    String(startSeconds),
    '-i',
    input.path,
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

/**
 * Chromaprint's raw fingerprint of the whole file: one 32-bit word per ~0.124 s of audio; null when
 * fpcalc reads none. Rejects when fpcalc does not finish within a time that grows with the audio's
 * length.
 */
export async function fingerprint(input: ProbedAudio & { path: string }): Promise<Uint32Array | null> {
  const timeoutMs = Math.min(
    FINGERPRINT_MAX_MS,
    FINGERPRINT_BASE_MS + Math.ceil((input.durationSeconds * 1000) / FINGERPRINT_SPEED),
  );
  // `-format` makes fpcalc open the file with the probed demuxer instead of sniffing it (it has no whitelists).
  const { stdout } = await run(
    'fpcalc',
    ['-raw', '-json', '-length', '0', '-format', input.format, input.path],
    timeoutMs,
  );
  try {
    const parsed = JSON.parse(stdout) as { fingerprint?: number[] };
    return parsed.fingerprint && parsed.fingerprint.length > 0 ? Uint32Array.from(parsed.fingerprint) : null;
  } catch {
    return null;
  }
}
