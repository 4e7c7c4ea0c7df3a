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
    return decoder.decode(body);
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
