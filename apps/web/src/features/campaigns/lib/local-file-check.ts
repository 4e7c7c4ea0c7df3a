import { FILE_MESSAGES, FILE_RULES, type FileFormat, type FileKind } from '@patrocina/domain';

/*
 * What the browser can check of a file kept for after the login (docs/decisions/0019), with the
 * upload route's rules and Spanish messages (packages/domain files.ts): its size, its format by its
 * first bytes, and a banner's exact size. The server checks everything again on arrival (the spot's
 * length too), and its refusal reaches the wizard if it comes.
 */

const MB = 1024 * 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The format the first bytes say, among those the rules list; null when none matches. */
function sniff(bytes: Uint8Array): FileFormat | 'zip' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0x49, 0x44, 0x33])) return 'mp3';
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) return 'mp3';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  // Office and OpenDocument files are ZIP archives: the server tells them apart.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

const ZIPPED: readonly FileFormat[] = ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'];

async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** The Spanish reason the upload route would give for this file, or null when it looks fine. */
export async function checkFileLocally(file: File, kind: FileKind): Promise<string | null> {
  const rule = FILE_RULES[kind];
  if (file.size === 0) return rule.messages.invalid;
  if (file.size > rule.maxMb * MB) return FILE_MESSAGES.tooBig(rule.maxMb);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const format = sniff(head);
  const allowed =
    format === 'zip'
      ? rule.formats.some((one) => ZIPPED.includes(one))
      : format !== null && rule.formats.includes(format);
  if (!allowed) return rule.messages.invalid;
  if (rule.exactSize) {
    const size = await imageSize(file);
    if (size && (size.width !== rule.exactSize.width || size.height !== rule.exactSize.height))
      return rule.messages.wrongSize ?? rule.messages.invalid;
  }
  return null;
}
