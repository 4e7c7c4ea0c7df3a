/**
 * What windows-1252 puts at bytes 0x80 to 0x9F, in order (the WHATWG Encoding Standard's index for
 * windows-1252): the euro sign, curly quotes, dashes, the ellipsis... The five bytes it leaves unused
 * (0x81, 0x8D, 0x8F, 0x90, 0x9D) stand for the C1 control of the same number, as that index says.
 */
const WINDOWS_1252_C1 = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d,
  0x017d, 0x008f, 0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x009d, 0x017e, 0x0178,
];

/**
 * The bytes of a feed as text: the byte-order mark, then the XML declaration's encoding, then the
 * HTTP charset, then UTF-8 (Spanish feeds still come in ISO-8859-1 and windows-1252).
 */
export function decodeFeedBytes(body: Buffer, contentType: string | null = null): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf)
    return new TextDecoder('utf-8').decode(body.subarray(3));
  if (body[0] === 0xff && body[1] === 0xfe) return new TextDecoder('utf-16le').decode(body.subarray(2));
  if (body[0] === 0xfe && body[1] === 0xff) return new TextDecoder('utf-16be').decode(body.subarray(2));
  const head = body.subarray(0, 1024).toString('latin1');
  const declared =
    /<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ??
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  for (const label of [declared, 'utf-8']) {
    const decoder = label ? decoderFor(label) : null;
    if (!decoder) continue; // an unknown label: try the next one
    // ISO-8859-1, ASCII and their other labels name windows-1252 too, as browsers read them.
    return decoder.encoding === 'windows-1252' ? decodeWindows1252(body) : decoder.decode(body);
  }
  return body.toString('utf8');
}

function decoderFor(label: string) {
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/**
 * windows-1252 by hand: Node's TextDecoder (20.18.3 and later, 22.13 and later) gives bytes 0x80 to
 * 0x9F as C1 controls instead of the characters above (nodejs/node#60888), which would put invisible
 * controls where a feed's « € » and curly quotes were. Every other byte is the code point of the same number, as ISO-8859-1 reads it.
 */
function decodeWindows1252(body: Buffer): string {
  return body
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (control) => String.fromCharCode(WINDOWS_1252_C1[control.charCodeAt(0) - 0x80]!));
}
