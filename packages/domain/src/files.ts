import { z } from 'zod';
import { BANNER_SIZE, CAMPAIGN_MESSAGES, SPOT_SECONDS } from './campaigns';
import { IMAGE_SERVICE_PATH } from './image-urls';

/** A recorded read sample's length, in seconds (issue 20): a host read runs longer than a spot. */
export const READ_SAMPLE_SECONDS = { min: 5, max: 180 } as const;

/**
 * Uploaded files (SPEC §3 images, spot, banner, briefing; §5 and §9 their rules): what each kind of
 * file may be. The API checks every upload against these rules by its content; the web app can say
 * the same rule before the user chooses a file.
 */

export const FILE_KINDS = [
  'podcast-header',
  'podcast-extra',
  'banner',
  'avatar',
  'spot',
  'briefing',
  'chat-attachment',
  /** The clip of an aired action (issue 20): made by the platform from the episode, never uploaded. */
  'airing-clip',
  'read-sample',
  /** A podcast's cover (issue 23): fetched from its feed's image, or drawn for the demo; never uploaded. */
  'podcast-cover',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The kinds the platform makes itself: nobody uploads them. */
const PLATFORM_FILE_KINDS = ['airing-clip', 'podcast-cover'] as const satisfies readonly FileKind[];
type PlatformFileKind = (typeof PLATFORM_FILE_KINDS)[number];

/** The kinds a user may upload: every kind but the ones the platform makes itself. */
export const UPLOAD_FILE_KINDS = FILE_KINDS.filter(
  (kind): kind is Exclude<FileKind, PlatformFileKind> => !(PLATFORM_FILE_KINDS as readonly string[]).includes(kind),
);

/** The kinds the public image service serves (resized); every other kind is private. */
export const IMAGE_FILE_KINDS = [
  'podcast-header',
  'podcast-extra',
  'banner',
  'avatar',
  'podcast-cover',
] as const satisfies readonly FileKind[];
export type ImageFileKind = (typeof IMAGE_FILE_KINDS)[number];

export function isImageKind(kind: FileKind): kind is ImageFileKind {
  return (IMAGE_FILE_KINDS as readonly string[]).includes(kind);
}

/** The widths the image service makes; any other width is refused, so nobody can fill the cache. */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1440] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The formats a file may have, keyed as file-type names them (by content, never by the name). */
export const FILE_FORMATS = {
  jpg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPG' },
  png: { mime: 'image/png', extensions: ['png'], label: 'PNG' },
  webp: { mime: 'image/webp', extensions: ['webp'], label: 'WebP' },
  mp3: { mime: 'audio/mpeg', extensions: ['mp3'], label: 'MP3' },
  pdf: { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'Word',
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: 'Excel',
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    label: 'PowerPoint',
  },
  odt: { mime: 'application/vnd.oasis.opendocument.text', extensions: ['odt'], label: 'OpenDocument' },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', extensions: ['ods'], label: 'OpenDocument' },
  odp: { mime: 'application/vnd.oasis.opendocument.presentation', extensions: ['odp'], label: 'OpenDocument' },
} as const;
export type FileFormat = keyof typeof FILE_FORMATS;

const IMAGE_FORMATS = ['jpg', 'png', 'webp'] as const satisfies readonly FileFormat[];
const DOCUMENT_FORMATS = ['pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'] as const satisfies readonly FileFormat[];

/** SPEC §3 and §9: the exact sizes of the sponsorship sheet's images. */
export const PODCAST_HEADER_SIZE = { width: 1440, height: 360 } as const;
export const PODCAST_EXTRA_SIZE = { width: 764, height: 578 } as const;

/**
 * A podcast's cover as we keep it (issue 23): a square this many pixels a side, cropped from the
 * feed's image. Cards show it at 40 to 176 CSS pixels, so 640 covers a 3× screen's largest card.
 */
export const PODCAST_COVER_SIZE = 640;
/** The largest feed image we download, in MB (feeds ask for 3000 px JPEGs, some of them heavy). */
export const PODCAST_COVER_MAX_MB = 10;

/**
 * SPEC §5 lists the file errors (invalid file, too big with its maximum in MB, banner format and
 * dimensions, invalid image, invalid audio) without their Spanish text; these are ours, in its order.
 * The spot's is the specification's own (`spotRequired`).
 */
export const FILE_MESSAGES = {
  invalidFile: 'El archivo no es válido',
  tooBig: (maxMb: number) => `El archivo es demasiado grande (máximo ${maxMb} MB)`,
  bannerFormat: `El banner debe ser una imagen JPG o PNG de ${BANNER_SIZE.width}x${BANNER_SIZE.height} píxeles`,
  invalidImage: 'La imagen no es válida: usa un archivo JPG, PNG o WebP',
  imageSize: (width: number, height: number) => `La imagen debe medir exactamente ${width}x${height} píxeles`,
  avatarSize: 'La imagen debe medir entre 64 y 4096 píxeles de lado',
  invalidAudio: `El audio no es válido: la cuña debe ser un MP3 de ${SPOT_SECONDS.min} a ${SPOT_SECONDS.max} segundos`,
  spotRequired: CAMPAIGN_MESSAGES.spotRequired,
  invalidDocument: 'El documento no es válido: usa un PDF, Word, Excel, PowerPoint u OpenDocument',
  fileRequired: 'Adjunta un archivo',
  imageRequired: 'Adjunta una imagen',
  invalidKind: 'Indica qué archivo estás subiendo',
  /** A reference (in a sheet, a campaign…) to a file that is gone or belongs to someone else: the same words for both. */
  imageNotUsable: 'Esa imagen ya no está disponible: vuelve a subirla',
  fileNotUsable: 'Ese archivo ya no está disponible: vuelve a subirlo',
} as const;

export interface FileRule {
  formats: readonly FileFormat[];
  maxMb: number;
  /** Images: exactly this size (SPEC §9)… */
  exactSize?: { width: number; height: number };
  /** …or each side within these bounds. */
  sideRange?: { min: number; max: number };
  /** Audio: its length, in seconds, inclusive. */
  seconds?: { min: number; max: number };
  messages: { invalid: string; missing: string; wrongSize?: string };
}

export const FILE_RULES: Record<FileKind, FileRule> = {
  'podcast-header': {
    formats: IMAGE_FORMATS,
    maxMb: 5,
    exactSize: PODCAST_HEADER_SIZE,
    messages: {
      invalid: FILE_MESSAGES.invalidImage,
      missing: FILE_MESSAGES.imageRequired,
      wrongSize: FILE_MESSAGES.imageSize(PODCAST_HEADER_SIZE.width, PODCAST_HEADER_SIZE.height),
    },
  },
  'podcast-extra': {
    formats: IMAGE_FORMATS,
    maxMb: 5,
    exactSize: PODCAST_EXTRA_SIZE,
    messages: {
      invalid: FILE_MESSAGES.invalidImage,
      missing: FILE_MESSAGES.imageRequired,
      wrongSize: FILE_MESSAGES.imageSize(PODCAST_EXTRA_SIZE.width, PODCAST_EXTRA_SIZE.height),
    },
  },
  banner: {
    formats: ['jpg', 'png'],
    maxMb: 2,
    exactSize: { width: BANNER_SIZE.width, height: BANNER_SIZE.height },
    messages: {
      invalid: FILE_MESSAGES.bannerFormat,
      missing: FILE_MESSAGES.imageRequired,
      wrongSize: FILE_MESSAGES.bannerFormat,
    },
  },
  avatar: {
    formats: IMAGE_FORMATS,
    maxMb: 5,
    sideRange: { min: 64, max: 4096 },
    messages: {
      invalid: FILE_MESSAGES.invalidImage,
      missing: FILE_MESSAGES.imageRequired,
      wrongSize: FILE_MESSAGES.avatarSize,
    },
  },
  spot: {
    formats: ['mp3'],
    maxMb: 10,
    seconds: SPOT_SECONDS,
    messages: { invalid: FILE_MESSAGES.invalidAudio, missing: FILE_MESSAGES.spotRequired },
  },
  briefing: {
    formats: DOCUMENT_FORMATS,
    maxMb: 10,
    messages: { invalid: FILE_MESSAGES.invalidDocument, missing: FILE_MESSAGES.fileRequired },
  },
  'chat-attachment': {
    formats: [...IMAGE_FORMATS, ...DOCUMENT_FORMATS],
    maxMb: 10,
    messages: { invalid: FILE_MESSAGES.invalidFile, missing: FILE_MESSAGES.fileRequired },
  },
  'airing-clip': {
    formats: ['mp3'],
    maxMb: 10,
    messages: { invalid: FILE_MESSAGES.invalidAudio, missing: FILE_MESSAGES.fileRequired },
  },
  'podcast-cover': {
    formats: IMAGE_FORMATS,
    maxMb: PODCAST_COVER_MAX_MB,
    sideRange: { min: 64, max: 8192 },
    messages: { invalid: FILE_MESSAGES.invalidImage, missing: FILE_MESSAGES.imageRequired },
  },
  /** The host's recorded read (issue 20): an MP3 checked by content like the spot, a host read being longer. */
  'read-sample': {
    formats: ['mp3'],
    maxMb: 10,
    seconds: READ_SAMPLE_SECONDS,
    messages: { invalid: FILE_MESSAGES.invalidAudio, missing: 'Sube la muestra grabada de la lectura' },
  },
};

/** The largest file any kind accepts: the cap while streaming, before the kind is known. */
export const MAX_UPLOAD_MB = Math.max(...Object.values(FILE_RULES).map((rule) => rule.maxMb));

/** Where an image is served, optionally at one of IMAGE_WIDTHS. */
export function publicImageUrl(fileId: string, width?: ImageWidth): string {
  return `${IMAGE_SERVICE_PATH}${fileId}${width ? `?w=${width}` : ''}`;
}

export const fileKindSchema = z.enum(UPLOAD_FILE_KINDS, { error: FILE_MESSAGES.invalidKind });

/** The answer to an upload (`POST /private/files`). `url` is null for the kinds that are not public. */
export const uploadedFileSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FILE_KINDS),
  url: z.string().nullable(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const imageParamsSchema = z.object({ id: z.uuid({ error: 'Esa imagen no existe' }) });

export const imageQuerySchema = z.object({
  w: z.coerce
    .number()
    .refine(
      (value) => (IMAGE_WIDTHS as readonly number[]).includes(value),
      `Anchos admitidos: ${IMAGE_WIDTHS.join(', ')}`,
    )
    .transform((value) => value as ImageWidth)
    .optional(),
});
