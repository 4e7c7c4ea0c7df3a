import { decodeHTML } from 'entities';

/** Elements whose content is never text for a reader: dropped whole, content included. */
const DROPPED =
  /<(script|style|iframe|noscript|template|object|embed|svg|math|head|title)\b[^<>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
// Every pattern stops at the next "<" ([^<>]*), so none of them can backtrack across a whole feed.
/** Elements that end a paragraph. */
const BLOCKS =
  /<\/?(?:p|div|h[1-6]|ul|ol|dl|dt|dd|blockquote|section|article|header|footer|aside|nav|table|thead|tbody|tr|pre|figure|figcaption|hr|address|main)\b[^<>]*>/gi;

export const DESCRIPTION_MAX_LENGTH = 10_000;

/**
 * A feed's show notes (HTML, often escaped twice, sometimes plain text) as plain paragraphs
 * separated by a blank line. Scripts, styles and every tag go; entities are decoded; the text is
 * never HTML again, so the web app shows it as text and nothing in it can run.
 */
export function htmlToParagraphs(html: string, maxLength = DESCRIPTION_MAX_LENGTH): string {
  let decoded = stripTags(html.slice(0, maxLength * 20));
  // Show notes escaped twice arrive as visible tags after one pass: one more takes them out too.
  if (/<\/?[a-z][^<>]*>/i.test(decoded)) decoded = stripTags(decoded);
  const paragraphs = decoded
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
        .filter((line) => line !== '' && line !== '•')
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '');
  return truncate(paragraphs.join('\n\n'), maxLength);
}

/** A one-line text (a title, a name): entities decoded, tags and spaces collapsed. */
export function plainLine(value: string, maxLength: number): string {
  const text = decodeHTML(value.slice(0, maxLength * 20).replace(/<\/?[a-z][^<>]*>/gi, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(text, maxLength);
}

function stripTags(html: string): string {
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(DROPPED, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^<>]*>/gi, '\n• ')
    .replace(/<\/li\s*>/gi, '')
    .replace(BLOCKS, '\n\n')
    .replace(/<\/?[a-z][^<>]*>/gi, '');
  return decodeHTML(text).replace(/\u00a0/g, ' ');
}

function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > maxLength * 0.8 ? cut.slice(0, space) : cut}…`;
}
