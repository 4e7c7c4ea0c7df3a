import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { parseBuffer } from 'music-metadata';
import sharp from 'sharp';
import {
  FILE_FORMATS,
  FILE_MESSAGES,
  FILE_RULES,
  type FileFormat,
  type FileKind,
  type FileRule,
} from '@patrocina/domain';
import { AppError } from '../../lib/errors';
import { extensionOf } from './names';

/** What the content of an accepted file turned out to be. */
export interface InspectedFile {
  format: FileFormat;
  mime: string;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

/** MP3 frames last 26 ms and encoders round up, so "30 s" may be a few frames longer. */
const DURATION_TOLERANCE_SECONDS = 0.5;

const IMAGE_FORMATS = new Set<FileFormat>(['jpg', 'png', 'webp']);

/**
 * The most pixels any image may have (a 40-megapixel photo), checked from its header before it is
 * decoded: a small file can declare a huge picture (a "decompression bomb"), and decoding it would
 * take gigabytes. The kinds with an exact size are far below it.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export function invalidFile(message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, { fields: [{ path: 'file', message }] });
}

export function fileTooBig(kind: FileKind): AppError {
  const message = FILE_MESSAGES.tooBig(FILE_RULES[kind].maxMb);
  return new AppError('PAYLOAD_TOO_LARGE', message, { fields: [{ path: 'file', message }] });
}

/**
 * Checks an upload against its kind's rule (packages/domain files.ts) by what the bytes are: the
 * type from their magic numbers (file-type), never from the name or the browser's type; an image's
 * size from its header (image-size) and then a full decode (sharp), so a truncated or corrupt image
 * is refused now rather than failing when served; a spot's length from its frames (music-metadata).
 * The name's extension must also be one the kind accepts, though not necessarily the exact one:
 * a PNG saved as `.jpg` is still a good image, and is kept as the PNG it is.
 */
export async function inspectFile(kind: FileKind, name: string, bytes: Buffer): Promise<InspectedFile> {
  const rule = FILE_RULES[kind];
  if (bytes.length === 0) throw invalidFile(rule.messages.missing);
  if (bytes.length > rule.maxMb * 1024 * 1024) throw fileTooBig(kind);

  const extension = extensionOf(name);
  const allowedExtensions = rule.formats.flatMap((format) => FILE_FORMATS[format].extensions as readonly string[]);
  if (extension !== '' && !allowedExtensions.includes(extension)) throw invalidFile(rule.messages.invalid);

  const detected = await fileTypeFromBuffer(bytes);
  const format =
    detected && (rule.formats as readonly string[]).includes(detected.ext) ? (detected.ext as FileFormat) : null;
  if (!format) throw invalidFile(rule.messages.invalid);

  const inspected: InspectedFile = {
    format,
    mime: FILE_FORMATS[format].mime,
    width: null,
    height: null,
    durationMs: null,
  };
  if (IMAGE_FORMATS.has(format)) Object.assign(inspected, await inspectImage(rule, bytes));
  if (format === 'mp3') inspected.durationMs = await inspectAudio(rule, bytes);
  return inspected;
}

async function inspectImage(rule: FileRule, bytes: Buffer): Promise<{ width: number; height: number }> {
  let size: { width: number; height: number };
  try {
    const header = imageSize(bytes);
    // EXIF orientations 5 to 8 turn the picture a quarter: what people see is the other way round.
    const isTurned = (header.orientation ?? 1) >= 5;
    size = isTurned ? { width: header.height, height: header.width } : { width: header.width, height: header.height };
  } catch {
    throw invalidFile(rule.messages.invalid);
  }
  if (size.width * size.height > MAX_IMAGE_PIXELS) throw invalidFile(rule.messages.invalid);
  const wrongSize = rule.messages.wrongSize ?? rule.messages.invalid;
  if (rule.exactSize && (size.width !== rule.exactSize.width || size.height !== rule.exactSize.height))
    throw invalidFile(wrongSize);
  if (
    rule.sideRange &&
    [size.width, size.height].some((side) => side < rule.sideRange!.min || side > rule.sideRange!.max)
  ) {
    throw invalidFile(wrongSize);
  }
  try {
    // Decodes every pixel; sharp's default `failOn: 'warning'` refuses truncated or damaged data.
    await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).stats();
  } catch {
    throw invalidFile(rule.messages.invalid);
  }
  return size;
}

async function inspectAudio(rule: FileRule, bytes: Buffer): Promise<number> {
  let seconds: number | undefined;
  try {
    const metadata = await parseBuffer(
      bytes,
      { mimeType: 'audio/mpeg', size: bytes.length },
      { duration: true, skipCovers: true },
    );
    seconds = metadata.format.duration;
  } catch {
    throw invalidFile(rule.messages.invalid);
  }
  const limits = rule.seconds;
  if (seconds === undefined || !Number.isFinite(seconds)) throw invalidFile(rule.messages.invalid);
  if (
    limits &&
    (seconds < limits.min - DURATION_TOLERANCE_SECONDS || seconds > limits.max + DURATION_TOLERANCE_SECONDS)
  ) {
    throw invalidFile(rule.messages.invalid);
  }
  return Math.round(seconds * 1000);
}
