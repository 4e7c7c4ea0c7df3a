import { inflateSync } from 'node:zlib';

/** The PDF with its Flate-compressed streams inflated, as one latin1 string (one character a byte). */
function inflated(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  let out = '';
  let from = 0;
  for (const match of source.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*?)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(match[1]!)?.[1] ?? -1);
    if (length < 0 || !match[1]!.includes('/FlateDecode')) continue;
    const start = match.index + match[0].length;
    out += source.slice(from, start);
    try {
      out += inflateSync(bytes.subarray(start, start + length)).toString('latin1');
    } catch {
      out += source.slice(start, start + length);
    }
    from = start + length;
  }
  return out + source.slice(from);
}

/**
 * The text of a PDF pdfkit wrote, for tests: pdfkit writes embedded fonts' text as glyph ids, so each
 * font's ToUnicode map turns them back into letters. Good enough for pdfkit's own output (one BT…ET
 * block per line, compressed or not); not a general PDF reader.
 */
export function pdfText(bytes: Buffer): string {
  const source = inflated(bytes);
  const objects = new Map<string, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(match[1]!, match[2]!);

  const unicodeOf = new Map<string, Map<number, string>>();
  const mapOf = (fontObject: string): Map<number, string> => {
    const cached = unicodeOf.get(fontObject);
    if (cached) return cached;
    const map = new Map<number, string>();
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontObject) ?? '')?.[1];
    const cmap = toUnicode ? (objects.get(toUnicode) ?? '') : '';
    const hex = (value: string) => parseInt(value, 16);
    // A ligature maps one glyph to several letters: `<0066 0069>` is «fi».
    const chars = (value: string) => String.fromCodePoint(...(value.replace(/\s+/g, '').match(/.{4}/g) ?? []).map(hex));
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const range of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
        const start = hex(range[1]!);
        const end = hex(range[2]!);
        if (range[3]!.startsWith('[')) {
          [...range[3]!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((target, index) =>
            map.set(start + index, chars(target[1]!)),
          );
        } else {
          const first = hex(range[3]!.slice(1, -1));
          for (let code = start; code <= end; code += 1) map.set(code, String.fromCodePoint(first + code - start));
        }
      }
    }
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const pair of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi))
        map.set(hex(pair[1]!), chars(pair[2]!));
    }
    unicodeOf.set(fontObject, map);
    return map;
  };

  // Which object each page's font name stands for (pdfkit names them /F1, /F2… document-wide).
  const fontObjects = new Map<string, string>();
  for (const match of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontObjects.set(match[1]!, match[2]!);

  const lines: string[] = [];
  for (const block of source.matchAll(/\nBT\n([\s\S]*?)\nET/g)) {
    let font = '';
    let line = '';
    for (const token of block[1]!.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (token[1]) font = fontObjects.get(token[1]) ?? '';
      else {
        const map = mapOf(font);
        for (const piece of token[2]!.matchAll(/<([0-9a-f]*)>/gi)) {
          for (const code of piece[1]!.match(/.{4}/g) ?? []) line += map.get(parseInt(code, 16)) ?? '';
        }
      }
    }
    lines.push(line);
  }
  return lines.join('\n');
}
