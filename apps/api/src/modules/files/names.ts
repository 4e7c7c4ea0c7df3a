const MAX_NAME_LENGTH = 120;

/** The lower-case extension of a file name, without the dot; '' when it has none. */
export function extensionOf(name: string): string {
  const base = baseName(name);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function baseName(name: string): string {
  // Browsers send a bare name, but old ones sent the whole path, with either separator.
  return name.split(/[/\\]/).pop() ?? '';
}

/**
 * The user's file name made safe to show and to put in a Content-Disposition header: no folders,
 * no control or markup characters, at most 120 characters, and the extension of the type its
 * content really has. It is only shown back; files are stored under generated keys.
 */
export function sanitizeFileName(name: string, extension: string): string {
  const base = baseName(name).normalize('NFC');
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, MAX_NAME_LENGTH - extension.length - 1)
    .trim();
  return `${stem || 'archivo'}.${extension}`;
}
